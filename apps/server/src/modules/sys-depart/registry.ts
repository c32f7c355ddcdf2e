import type { CheckRule, EntityDefinition } from '../../platform/registry/index.js';
import { departs } from './schema.js';

/** sys_depart on the allow-list: the departments of the caller's current tenant, as a tree. */
export const departEntity: EntityDefinition = {
  name: 'sys_depart',
  table: departs,
  id: departs.id,
  scope: { tenantColumn: departs.tenantId },
  fields: {
    id: { column: departs.id, type: 'string', dictReadable: true, queryable: true },
    parentId: { column: departs.parentId, type: 'string', dictReadable: true, queryable: true },
    departName: { column: departs.departName, type: 'string', dictReadable: true, queryable: true, sortable: true },
    orgCode: {
      column: departs.orgCode,
      type: 'string',
      dictReadable: true,
      queryable: true,
      sortable: true,
      duplicateCheck: 'everywhere',
    },
    orgType: { column: departs.orgType, type: 'string', queryable: true },
    sortNo: { column: departs.sortNo, type: 'integer', sortable: true },
    createTime: { column: departs.createTime, type: 'datetime', sortable: true },
  },
  order: [departs.sortNo, departs.orgCode],
  tree: { pid: 'parentId', root: null },
};

/** An organisation code: 1 to 10 groups of a capital letter and two digits (A01, A01A02, …). */
export const orgCodeRule: CheckRule = {
  code: 'org_code',
  test: /^(?:[A-Z]\d{2}){1,10}$/,
  message: 'orgCodeRule',
};
