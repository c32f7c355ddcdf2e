import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { roleOptions } from './role-options.js';

/**
 * The role select of pages other than 角色管理 (a user's roles, an announcement sent to roles): any
 * signed-in user, names only. /sys/role/queryall and /sys/role/list stay with the 角色管理 menu.
 */
export const sysRoleOptionRoutes = defineModule(async (app, { db }) => {
  app.get(
    '/sys/role/options',
    {
      config: { signedIn: true },
      schema: {
        tags: ['sys-role'],
        summary: 'The role select’s roles',
        description:
          'Any signed-in user. `[{id, roleCode, roleName}]` of the roles the caller may see: a platform admin every role; anyone else owner, staff and the roles of its current tenant.',
      },
    },
    async (request) => ok(await roleOptions(db, request.scope)),
  );
});
