import {
  idList,
  PERMISSION_ACTIONS,
  permissionEdit,
  permissionFields,
  ROLE_ACTIONS,
  saveRolePermission,
} from '@scenecast/contracts';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { ok } from '../../platform/http/envelope.js';
import type { ModuleApp } from '../../platform/http/module.js';
import {
  addPermission,
  deletePermissions,
  editPermission,
  listPermissions,
  permissionTree,
  rolePermissionIds,
  saveRolePermissions,
  systemMenuList,
  systemSubmenus,
} from './permission-admin.js';
import { permissions } from './schema.js';

/** The operation log keeps the permissions row before and after each write (platform/audit). */
const AUDITED = { table: permissions, id: permissions.id };

const tags = ['sys-permission'];
const id = z.string().min(1).max(64);
const PLATFORM = 'Platform administrator only (menus are shared by every tenant): anyone else 403.';

/** The menu page's calls and the role permission assignment (issue #11). */
export function permissionRoutes(app: ModuleApp, db: Db): void {
  app.get(
    '/sys/permission/list',
    {
      config: { menus: ['/system/permission'] },
      schema: {
        tags,
        summary: 'Every menu and button, as a tree',
        description: `Sorted by sortNo. With \`name\` (contained; \`*\` wildcards too), the matching rows flat. ${PLATFORM}`,
        querystring: z.object({ name: z.string().max(100).optional() }),
      },
    },
    async (request) => ok(await listPermissions(db, request.scope, request.query)),
  );

  app.get(
    '/sys/permission/getSystemMenuList',
    { config: { menus: ['/system/permission'] }, schema: { tags, summary: 'The top menus', description: PLATFORM } },
    async (request) => ok(await systemMenuList(db, request.scope)),
  );

  app.get(
    '/sys/permission/getSystemSubmenu',
    {
      config: { menus: ['/system/permission'] },
      schema: {
        tags,
        summary: 'The children of a menu',
        description: PLATFORM,
        querystring: z.object({ parentId: id }),
      },
    },
    async (request) => ok((await systemSubmenus(db, request.scope, [request.query.parentId]))[request.query.parentId]),
  );

  app.get(
    '/sys/permission/getSystemSubmenuBatch',
    {
      config: { menus: ['/system/permission'] },
      schema: {
        tags,
        summary: 'The children of several menus, by parent id',
        description: `\`parentIds\` comma-joined; answers \`{ parentId: children[] }\`. ${PLATFORM}`,
        querystring: z.object({ parentIds: idList }),
      },
    },
    async (request) => ok(await systemSubmenus(db, request.scope, request.query.parentIds)),
  );

  app.post(
    '/sys/permission/add',
    {
      config: { permission: PERMISSION_ACTIONS.add, audit: AUDITED },
      schema: {
        tags,
        summary: 'Add a menu, sub-menu or button',
        description: `menuType 0 top menu, 1 sub menu (parentId required), 2 button (perms required). A menu needs url and component (an http(s) url: no component). Everyone’s menu is reloaded. Button system:permission:add. ${PLATFORM}`,
        body: permissionFields,
      },
    },
    async (request) => ok(await addPermission(db, request.scope, request.body)),
  );

  app.put(
    '/sys/permission/edit',
    {
      config: { permission: PERMISSION_ACTIONS.edit, audit: AUDITED },
      schema: {
        tags,
        summary: 'Change a menu, sub-menu or button',
        description: `As add; the parent cannot be the entry, one below it, or a button. Button system:permission:edit. ${PLATFORM}`,
        body: permissionEdit,
      },
    },
    async (request) => ok(await editPermission(db, request.scope, request.body)),
  );

  const deleteDescription = `Deletes the entry with everything under it and the roles’ grants of them. Button system:permission:delete. ${PLATFORM}`;
  app.delete(
    '/sys/permission/delete',
    {
      config: { permission: PERMISSION_ACTIONS.delete, audit: AUDITED },
      schema: {
        tags,
        summary: 'Delete a menu or button',
        description: deleteDescription,
        querystring: z.object({ id }),
      },
    },
    async (request) => {
      await deletePermissions(db, request.scope, [request.query.id]);
      return ok(null);
    },
  );

  app.delete(
    '/sys/permission/deleteBatch',
    {
      config: { permission: PERMISSION_ACTIONS.delete, audit: AUDITED },
      schema: {
        tags,
        summary: 'Delete menus or buttons',
        description: deleteDescription,
        querystring: z.object({ ids: idList.pipe(z.array(z.string()).min(1)) }),
      },
    },
    async (request) => {
      await deletePermissions(db, request.scope, request.query.ids);
      return ok(null);
    },
  );

  app.get(
    '/sys/permission/queryTreeList',
    {
      config: { permission: ROLE_ACTIONS.permission },
      schema: {
        tags,
        summary: 'The menus and buttons the caller may give a role',
        description:
          'As /sys/role/queryTreeList: `{treeList, ids}`; a tenant administrator sees only what its own roles hold. Button system:role:permission.',
      },
    },
    async (request) => ok(await permissionTree(db, request.scope)),
  );

  app.get(
    '/sys/permission/queryRolePermission',
    {
      config: { permission: ROLE_ACTIONS.permission },
      schema: {
        tags,
        summary: 'The ids of the menus and buttons a role holds',
        description: 'A role the caller does not see (another tenant’s): 403. Button system:role:permission.',
        querystring: z.object({ roleId: id }),
      },
    },
    async (request) => ok(await rolePermissionIds(db, request.scope, request.query.roleId)),
  );

  app.post(
    '/sys/permission/saveRolePermission',
    {
      config: { permission: ROLE_ACTIONS.permission },
      schema: {
        tags,
        summary: 'Set the menus and buttons of a role',
        description:
          '`{roleId, permissionIds: "a,b" | [..]}`: the role then holds exactly these among the entries the caller may give (giving anything else: 只能分配您自己拥有的菜单和按钮). Only a role of the caller’s tenant (a platform admin: any): another’s is 403. The holders’ menus change on their next load, without signing in again. Button system:role:permission.',
        body: saveRolePermission,
      },
    },
    async (request) => {
      await saveRolePermissions(db, request.scope, request.body);
      return ok(null);
    },
  );
}
