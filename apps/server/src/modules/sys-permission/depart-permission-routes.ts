import {
  DEPART_PERMISSION_ACTION,
  departRoleEdit,
  departRoleFields,
  idList,
  saveDepartPermission,
  saveDepartRoleUsers,
  saveDeptRolePermission,
} from '@scenecast/contracts';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { pageQuery } from '../../platform/db/pagination.js';
import { ok } from '../../platform/http/envelope.js';
import type { ModuleApp } from '../../platform/http/module.js';
import {
  departPermissionIds,
  departRolePermissionIds,
  departRoleTree,
  saveDepartPermissions,
  saveDepartRolePermissions,
} from './depart-permission.js';
import {
  addDepartRole,
  deleteDepartRoles,
  departRoleUserIds,
  editDepartRole,
  listDepartRoles,
  saveDepartRoleUsers as saveRoleUsers,
} from './depart-role.js';
import { permissionTree } from './permission-admin.js';
import { departRoles } from './schema.js';

/** The operation log keeps the department role row before and after each write (platform/audit). */
const AUDITED = { table: departRoles, id: departRoles.id };

const tags = ['sys-depart-permission'];
const id = z.string().min(1).max(64);
const WHO =
  'Button system:depart:permission (tenant owners, the platform administrator): anyone else 403. Only departments of the caller’s current tenant (the platform administrator: any): another tenant’s id, like an unknown one, is 403.';
const DIFF =
  '`permissionIds` ("a,b" or an array) is the whole wanted set; the change is computed from what is stored, `lastpermissionIds` is accepted and ignored, so a client cannot remove what the caller could not give.';
function options<Extra extends object>(summary: string, description: string, extra: Extra) {
  return {
    config: { permission: DEPART_PERMISSION_ACTION },
    schema: { tags, summary, description: `${description} ${WHO}`, ...extra },
  };
}
function audited<Extra extends object>(summary: string, description: string, extra: Extra) {
  return { ...options(summary, description, extra), config: { permission: DEPART_PERMISSION_ACTION, audit: AUDITED } };
}

/** Department permissions, department roles and their permissions (issue #11). */
export function departPermissionRoutes(app: ModuleApp, db: Db): void {
  app.get(
    '/sys/permission/queryDepartPermission',
    options('The ids of the menus and buttons a department may grant', 'The ceiling of the department’s roles.', {
      querystring: z.object({ departId: id }),
    }),
    async (request) => ok(await departPermissionIds(db, request.scope, request.query.departId)),
  );

  app.post(
    '/sys/permission/saveDepartPermission',
    options(
      'Set the menus and buttons a department may grant',
      `The department then holds exactly these among the entries the caller may give (its own roles’ entries; the platform administrator: every one); giving anything else: 只能分配您自己拥有的菜单和按钮. An entry taken from the department is taken from its department roles too, and their holders’ menus change on their next load. ${DIFF}`,
      { body: saveDepartPermission },
    ),
    async (request) => {
      await saveDepartPermissions(db, request.scope, request.body);
      return ok(null);
    },
  );

  app.get(
    '/sys/sysDepartPermission/queryTreeList',
    options(
      'The menus and buttons the caller may give a department',
      'Ours, as /sys/role/queryTreeList (`{treeList, ids}`) under this page’s button: a tenant administrator sees only what its own roles hold.',
      {},
    ),
    async (request) => ok(await permissionTree(db, request.scope)),
  );

  app.get(
    '/sys/sysDepartPermission/queryTreeListForDeptRole',
    options(
      'The checkbox tree for a department’s roles',
      '`{treeList, ids}` as /sys/role/queryTreeList, limited to the entries the department may grant (and the caller may give).',
      { querystring: z.object({ departId: id }) },
    ),
    async (request) => ok(await departRoleTree(db, request.scope, request.query.departId)),
  );

  app.get(
    '/sys/sysDepartPermission/queryDeptRolePermission',
    options('The ids of the menus and buttons a department role holds', 'Another tenant’s role id: 403.', {
      querystring: z.object({ roleId: id }),
    }),
    async (request) => ok(await departRolePermissionIds(db, request.scope, request.query.roleId)),
  );

  app.post(
    '/sys/sysDepartPermission/saveDeptRolePermission',
    options(
      'Set the menus and buttons of a department role',
      `The role then holds exactly these among its department’s entries (that the caller may give); anything outside is refused: 部门角色只能分配本部门拥有的菜单和按钮. The members holding the role get the new menu on their next load, without signing in again. ${DIFF}`,
      { body: saveDeptRolePermission },
    ),
    async (request) => {
      await saveDepartRolePermissions(db, request.scope, request.body);
      return ok(null);
    },
  );

  app.get(
    '/sys/sysDepartRole/list',
    options(
      'The roles of a department, paged',
      'Not named by the spec, so JeecgBoot’s path. `deptId` is the department; newest first.',
      { querystring: pageQuery.extend({ deptId: id }) },
    ),
    async (request) => ok(await listDepartRoles(db, request.scope, request.query)),
  );

  app.post(
    '/sys/sysDepartRole/add',
    audited(
      'Add a department role',
      'Not named by the spec, so JeecgBoot’s path. roleCode as for roles, unique within the department (该部门下角色编码已存在).',
      { body: departRoleFields },
    ),
    async (request) => ok(await addDepartRole(db, request.scope, request.body)),
  );

  app.put(
    '/sys/sysDepartRole/edit',
    audited('Change a department role', 'Code, name and description; the department stays.', {
      body: departRoleEdit,
    }),
    async (request) => ok(await editDepartRole(db, request.scope, request.body)),
  );

  app.delete(
    '/sys/sysDepartRole/deleteBatch',
    audited(
      'Delete department roles',
      'Every id is checked before any is deleted; each role goes with its permissions and holders, whose menus lose it at once.',
      { querystring: z.object({ ids: idList.pipe(z.array(z.string()).min(1)) }) },
    ),
    async (request) => {
      await deleteDepartRoles(db, request.scope, request.query.ids);
      return ok(null);
    },
  );

  app.get(
    '/sys/sysDepartRole/queryRoleUsers',
    options('The members holding a department role', 'Ours (JeecgBoot assigns per user). The user ids.', {
      querystring: z.object({ roleId: id }),
    }),
    async (request) => ok(await departRoleUserIds(db, request.scope, request.query.roleId)),
  );

  app.post(
    '/sys/sysDepartRole/saveRoleUsers',
    audited(
      'Set the members holding a department role',
      'Ours (JeecgBoot assigns per user). `{roleId, userIds}`: exactly these users then hold the role; each must be a member of its department (只能把部门角色分配给本部门的用户). A department role grants its menus only while the user is a member; those who gain or lose it get the new menu on their next load.',
      { body: saveDepartRoleUsers },
    ),
    async (request) => {
      await saveRoleUsers(db, request.scope, request.body);
      return ok(null);
    },
  );
}
