import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { departPickerTree } from './service.js';

/**
 * The department tree of the department and user pickers, for pages of any menu (an announcement's
 * receivers, a user's departments): any signed-in user, the caller's current tenant, names only.
 * queryTreeList, with codes, types and order, stays with the 部门管理 menu.
 */
export const sysDepartPickerRoutes = defineModule(async (app, { db }) => {
  app.get(
    '/sys/sysDepart/pickerTree',
    {
      config: { signedIn: true },
      schema: {
        tags: ['sys-depart'],
        summary: 'The department pickers’ tree, names only',
        description:
          'Any signed-in user. The departments of the caller’s current tenant as a tree of `{id, key, title, isLeaf, children}`.',
      },
    },
    async (request) => ok(await departPickerTree(db, request.scope)),
  );
});
