import type { CheckRule, EntityDefinition } from '../../platform/registry/index.js';
import { positions } from './schema.js';

/** sys_position on the allow-list: the positions of the caller's current tenant. */
export const positionEntity: EntityDefinition = {
  name: 'sys_position',
  table: positions,
  id: positions.id,
  scope: { tenantColumn: positions.tenantId },
  fields: {
    id: { column: positions.id, type: 'string', dictReadable: true },
    name: { column: positions.name, type: 'string', dictReadable: true, queryable: true, sortable: true },
    code: {
      column: positions.code,
      type: 'string',
      dictReadable: true,
      queryable: true,
      sortable: true,
      duplicateCheck: true,
    },
    postRank: { column: positions.postRank, type: 'string', queryable: true, sortable: true },
    createTime: { column: positions.createTime, type: 'datetime', queryable: true, sortable: true },
  },
  order: [positions.postRank, positions.code],
};

/** A position code: a letter, then 1 to 31 letters, digits, underscores or hyphens. */
export const positionCodeRule: CheckRule = {
  code: 'position_code',
  test: /^[A-Za-z][A-Za-z0-9_-]{1,31}$/,
  message: 'positionCodeRule',
};
