import type { CheckRule, EntityDefinition } from '../../platform/registry/index.js';
import { categories, ROOT_CATEGORY_PID } from './schema.js';

/** sys_category on the allow-list: system data every tenant reads, a tree by pid. */
export const categoryEntity: EntityDefinition = {
  name: 'sys_category',
  table: categories,
  id: categories.id,
  scope: 'shared',
  fields: {
    id: { column: categories.id, type: 'string', dictReadable: true, queryable: true },
    pid: { column: categories.pid, type: 'string', dictReadable: true, queryable: true },
    name: { column: categories.name, type: 'string', dictReadable: true, queryable: true, sortable: true },
    code: {
      column: categories.code,
      type: 'string',
      dictReadable: true,
      queryable: true,
      sortable: true,
      duplicateCheck: true,
    },
    hasChild: { column: categories.hasChild, type: 'string', dictReadable: true, queryable: true },
    sortNo: { column: categories.sortNo, type: 'integer', sortable: true },
    createTime: { column: categories.createTime, type: 'datetime', sortable: true },
  },
  order: [categories.sortNo, categories.code],
  tree: { pid: 'pid', root: ROOT_CATEGORY_PID, hasChild: 'hasChild' },
};

/** A category code: its parent's code plus a capital letter and two digits (A01, A01A02, …). */
export const categoryCodeRule: CheckRule = {
  code: 'category_code',
  test: /^(?:[A-Z]\d{2}){1,10}$/,
  message: 'categoryCodeRule',
};
