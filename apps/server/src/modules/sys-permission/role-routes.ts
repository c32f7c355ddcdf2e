import { idList, ROLE_ACTIONS, roleEdit, roleFields } from '@scenecast/contracts';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { ok } from '../../platform/http/envelope.js';
import type { ModuleApp } from '../../platform/http/module.js';
import { permissionTree } from './permission-admin.js';
import { addRole, deleteRoles, editRole } from './role-service.js';
import { roles } from './schema.js';

/** The operation log keeps the roles row before and after each write (platform/audit). */
const AUDITED = { table: roles, id: roles.id };

const tags = ['sys-role'];

/** Adding, changing and deleting roles (issue #11); each route declares the button it needs. */
export function roleRoutes(app: ModuleApp, db: Db): void {
  app.post(
    '/sys/role/add',
    {
      config: { permission: ROLE_ACTIONS.add, audit: AUDITED },
      schema: {
        tags,
        summary: 'Add a role',
        description:
          'The role belongs to the caller’s current tenant. roleCode: letters, digits, underscore, unique across tenants (角色编码已存在). Button system:role:add.',
        body: roleFields,
      },
    },
    async (request) => ok(await addRole(db, request.scope, request.body)),
  );

  app.put(
    '/sys/role/edit',
    {
      config: { permission: ROLE_ACTIONS.edit, audit: AUDITED },
      schema: {
        tags,
        summary: 'Change a role',
        description:
          'Only a role of the caller’s tenant (a platform admin: any); another tenant’s id is 403; a built-in role (admin, owner, staff) is refused. Button system:role:edit.',
        body: roleEdit,
      },
    },
    async (request) => ok(await editRole(db, request.scope, request.body)),
  );

  const deleteDescription =
    'Only roles of the caller’s tenant (a platform admin: any), never a built-in one. A role some user still holds is refused with the number of holders; take it from them first. Its permission links are deleted with it. Button system:role:delete.';
  app.delete(
    '/sys/role/delete',
    {
      config: { permission: ROLE_ACTIONS.delete, audit: AUDITED },
      schema: {
        tags,
        summary: 'Delete a role',
        description: deleteDescription,
        querystring: z.object({ id: z.string().min(1).max(64) }),
      },
    },
    async (request) => {
      await deleteRoles(db, request.scope, [request.query.id]);
      return ok(null);
    },
  );

  app.delete(
    '/sys/role/deleteBatch',
    {
      config: { permission: ROLE_ACTIONS.delete, audit: AUDITED },
      schema: {
        tags,
        summary: 'Delete roles',
        description: deleteDescription,
        querystring: z.object({ ids: idList.pipe(z.array(z.string()).min(1)) }),
      },
    },
    async (request) => {
      await deleteRoles(db, request.scope, request.query.ids);
      return ok(null);
    },
  );

  app.get(
    '/sys/role/queryTreeList',
    {
      config: { permission: ROLE_ACTIONS.permission },
      schema: {
        tags,
        summary: 'The menus and buttons the caller may give a role',
        description:
          '`{treeList, ids}` in JeecgBoot’s TreeModel shape (key, title, children…). A platform admin: every entry; a tenant administrator: the enabled entries its own roles hold. Button system:role:permission.',
      },
    },
    async (request) => ok(await permissionTree(db, request.scope)),
  );
}
