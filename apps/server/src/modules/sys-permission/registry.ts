import type { EntityDefinition } from '../../platform/registry/index.js';
import { roles } from './schema.js';
import { visibleRoles } from './service.js';

/** sys_role on the allow-list: the roles the caller may see (never `admin` inside a tenant). */
export const roleEntity: EntityDefinition = {
  name: 'sys_role',
  table: roles,
  id: roles.id,
  scope: { filter: (_db, scope) => visibleRoles(scope) },
  fields: {
    id: { column: roles.id, type: 'string', dictReadable: true },
    roleCode: {
      column: roles.roleCode,
      type: 'string',
      dictReadable: true,
      queryable: true,
      sortable: true,
      duplicateCheck: 'everywhere',
    },
    roleName: { column: roles.roleName, type: 'string', dictReadable: true, queryable: true, sortable: true },
    createTime: { column: roles.createTime, type: 'datetime', sortable: true },
  },
  order: [roles.roleCode],
};
