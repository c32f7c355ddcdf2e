import { users } from '../../platform/identity/schema.js';
import type { EntityDefinition } from '../../platform/registry/index.js';
import { memberOf } from './service.js';

/** sys_user on the allow-list: the users of the caller's current tenant; never the password hash. */
export const userEntity: EntityDefinition = {
  name: 'sys_user',
  table: users,
  id: users.id,
  scope: { filter: (db, scope) => memberOf(db, [scope.tenantId]) },
  fields: {
    id: { column: users.id, type: 'string', dictReadable: true, queryable: true },
    username: {
      column: users.username,
      type: 'string',
      dictReadable: true,
      queryable: true,
      sortable: true,
      duplicateCheck: 'everywhere',
    },
    realname: { column: users.realname, type: 'string', dictReadable: true, queryable: true, sortable: true },
    phone: { column: users.phone, type: 'string', dictReadable: true, queryable: true, duplicateCheck: 'everywhere' },
    email: { column: users.email, type: 'string', queryable: true, duplicateCheck: true },
    sex: { column: users.sex, type: 'integer', queryable: true, sortable: true },
    status: { column: users.status, type: 'integer', queryable: true, sortable: true },
    orgCode: { column: users.orgCode, type: 'string', queryable: true },
    createTime: { column: users.createTime, type: 'datetime', queryable: true, sortable: true },
  },
  order: [users.username],
};
