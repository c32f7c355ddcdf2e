import { z } from 'zod';
import { registerButtonCheck } from '../../platform/auth/button-permission.js';
import { registerMenuCheck } from '../../platform/auth/route-grant.js';
import { pageQuery } from '../../platform/db/pagination.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { registerEntity } from '../../platform/registry/index.js';
import { dataRuleRoutes } from './data-rule-routes.js';
import { departPermissionRoutes } from './depart-permission-routes.js';
import { pushMenuChanges } from './menu-cache.js';
import { permissionRoutes } from './permission-routes.js';
import { roleEntity } from './registry.js';
import { roleRoutes } from './role-routes.js';
import { allRoles, holdsAnyMenu, holdsButton, listRoles, userPermissions } from './service.js';

const tags = ['sys-permission'];

export const sysPermissionRoutes = defineModule(async (app, { db, live }) => {
  registerEntity(roleEntity);
  const stopMenuPush = pushMenuChanges(live);
  app.addHook('onClose', async () => stopMenuPush());
  registerButtonCheck((scope, action) => holdsButton(db, scope.userId, action));
  registerMenuCheck((scope, menus) => holdsAnyMenu(db, scope.userId, menus));
  roleRoutes(app, db);
  permissionRoutes(app, db);
  departPermissionRoutes(app, db);
  dataRuleRoutes(app, db);

  app.get(
    '/sys/permission/getUserPermissionByToken',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'The caller’s menu and button permissions',
        description:
          'Menu tree from the enabled permissions of every role of the caller (sorted by sortNo), `auth` = the caller’s enabled buttons, `allAuth` = every button with its status. An empty menu is refused.',
      },
    },
    async (request) => ok(await userPermissions(db, request.scope.userId)),
  );

  app.get(
    '/sys/role/list',
    {
      config: { menus: ['/system/role'] },
      schema: {
        tags,
        summary: 'Roles, paged',
        description:
          'A platform admin sees every role; anyone else the built-in roles used inside a tenant (owner, staff) and the roles of its current tenant. Filters roleName/roleCode take `*v*` wildcards; sort columns createTime, roleCode, roleName.',
        querystring: pageQuery.extend({ roleName: z.string().optional(), roleCode: z.string().optional() }),
      },
    },
    async (request) => ok(await listRoles(db, request.scope, request.query)),
  );

  app.get(
    '/sys/role/queryall',
    {
      config: { menus: ['/system/role', '/system/user'] },
      schema: {
        tags,
        summary: 'Every role the caller may assign',
        description: 'A platform admin: every role; anyone else: owner, staff and the roles of its current tenant.',
      },
    },
    async (request) => ok(await allRoles(db, request.scope)),
  );
});
