import { selectDepartPayload } from '@scenecast/contracts';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { registerCheckRule, registerEntity } from '../../platform/registry/index.js';
import { departAdminRoutes } from './admin-routes.js';
import { departEntity, orgCodeRule } from './registry.js';
import { departTree, selectDepart, userDeparts } from './service.js';

const tags = ['sys-depart'];

export const sysDepartRoutes = defineModule(async (app, { db }) => {
  registerEntity(departEntity);
  registerCheckRule(orgCodeRule);

  app.get(
    '/sys/user/getCurrentUserDeparts',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'The caller’s departments',
        description: 'The caller’s departments in the current tenant and the current one (`orgCode`, null when none).',
      },
    },
    async (request) => ok(await userDeparts(db, request.scope.userId, request.scope.tenantId)),
  );

  app.put(
    '/sys/selectDepart',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Switch the current department',
        description:
          'Only to one of the caller’s departments in the current tenant; `username`, when sent, must be the caller’s. Answers `{userInfo}`.',
        body: selectDepartPayload,
      },
    },
    async (request) => ok(await selectDepart(db, request.scope, request.body)),
  );

  app.get(
    '/sys/sysDepart/queryTreeList',
    {
      config: { menus: ['/system/depart'] },
      schema: {
        tags,
        summary: 'Department tree of the current tenant',
        description: 'Nodes carry id, key, value, title, departName, orgCode, orgType, sortNo, isLeaf and children.',
      },
    },
    async (request) => ok(await departTree(db, request.scope)),
  );

  departAdminRoutes(app, db);
});
