import { msg, type PermissionTreeList } from '@scenecast/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { administeredDepart } from '../sys-depart/access.js';
import { administeredDepartRole, holdersOf } from './depart-role.js';
import { grantDiff } from './grant-diff.js';
import { forgetMenus } from './menu-cache.js';
import type { PermissionRow } from './menu-tree.js';
import { grantableRows, toTreeList } from './permission-admin.js';
import { departPermissions, departRolePermissions, departRoles, permissions } from './schema.js';

/**
 * What a department may grant (sys_depart_permission) and what each of its roles holds
 * (sys_depart_role_permission), always inside the department's set (issue #11).
 */

async function departEntryIds(db: Db, departId: string): Promise<string[]> {
  const rows = await db
    .select({ id: departPermissions.permissionId })
    .from(departPermissions)
    .innerJoin(permissions, eq(permissions.id, departPermissions.permissionId))
    .where(and(eq(departPermissions.departId, departId), eq(permissions.delFlag, 0)));
  return rows.map((row) => row.id).sort();
}

async function departRoleEntryIds(db: Db, roleId: string): Promise<string[]> {
  const rows = await db
    .select({ id: departRolePermissions.permissionId })
    .from(departRolePermissions)
    .innerJoin(permissions, eq(permissions.id, departRolePermissions.permissionId))
    .where(and(eq(departRolePermissions.roleId, roleId), eq(permissions.delFlag, 0)));
  return rows.map((row) => row.id).sort();
}

/** GET /sys/permission/queryDepartPermission: the ids of the entries the department may grant. */
export async function departPermissionIds(db: Db, scope: Scope, departId: string): Promise<string[]> {
  const depart = await administeredDepart(db, scope, departId);
  return departEntryIds(db, depart.id);
}

/**
 * POST /sys/permission/saveDepartPermission: the department then holds exactly the given entries
 * among those the caller may give. An entry taken from the department is taken from its roles
 * too, and their holders' menus change on their next load.
 */
export async function saveDepartPermissions(
  db: Db,
  scope: Scope,
  input: { departId: string; permissionIds: string[] },
): Promise<void> {
  const depart = await administeredDepart(db, scope, input.departId);
  const changeable = new Set((await grantableRows(db, scope)).map((row) => row.id));
  const held = await db
    .select({ id: departPermissions.permissionId })
    .from(departPermissions)
    .where(eq(departPermissions.departId, depart.id));
  const { added, removed, refused } = grantDiff({
    held: held.map((row) => row.id),
    wanted: input.permissionIds,
    changeable,
  });
  if (refused.length > 0) throw new BusinessError(msg('permissionNotGrantable'));
  const roles = db.select({ id: departRoles.id }).from(departRoles).where(eq(departRoles.departId, depart.id));
  await db.transaction(async (tx) => {
    if (removed.length > 0) {
      await tx
        .delete(departPermissions)
        .where(and(eq(departPermissions.departId, depart.id), inArray(departPermissions.permissionId, removed)));
      await tx
        .delete(departRolePermissions)
        .where(and(inArray(departRolePermissions.roleId, roles), inArray(departRolePermissions.permissionId, removed)));
    }
    if (added.length > 0) {
      await tx.insert(departPermissions).values(added.map((permissionId) => ({ departId: depart.id, permissionId })));
    }
  });
  if (removed.length > 0) {
    const roleIds = (await roles).map((row) => row.id);
    await forgetMenus(await holdersOf(db, roleIds));
  }
}

/** The entries a role of this department may get from the caller: the department's, that the caller may give. */
async function departRoleCeiling(db: Db, scope: Scope, departId: string): Promise<PermissionRow[]> {
  const inDepart = new Set(await departEntryIds(db, departId));
  return (await grantableRows(db, scope)).filter((row) => inDepart.has(row.id));
}

/** GET /sys/sysDepartPermission/queryTreeListForDeptRole: the checkbox tree for the department's roles. */
export async function departRoleTree(db: Db, scope: Scope, departId: string): Promise<PermissionTreeList> {
  const depart = await administeredDepart(db, scope, departId);
  return toTreeList(await departRoleCeiling(db, scope, depart.id));
}

/** GET /sys/sysDepartPermission/queryDeptRolePermission: the ids of the entries a department role holds. */
export async function departRolePermissionIds(db: Db, scope: Scope, roleId: string): Promise<string[]> {
  const role = await administeredDepartRole(db, scope, roleId);
  return departRoleEntryIds(db, role.id);
}

/**
 * POST /sys/sysDepartPermission/saveDeptRolePermission: the role then holds exactly the given
 * entries among its department's that the caller may give; anything else is refused.
 */
export async function saveDepartRolePermissions(
  db: Db,
  scope: Scope,
  input: { roleId: string; permissionIds: string[] },
): Promise<void> {
  const role = await administeredDepartRole(db, scope, input.roleId);
  const changeable = new Set((await departRoleCeiling(db, scope, role.departId)).map((row) => row.id));
  const held = await db
    .select({ id: departRolePermissions.permissionId })
    .from(departRolePermissions)
    .where(eq(departRolePermissions.roleId, role.id));
  const { added, removed, refused } = grantDiff({
    held: held.map((row) => row.id),
    wanted: input.permissionIds,
    changeable,
  });
  if (refused.length > 0) throw new BusinessError(msg('departPermissionOutside'));
  await db.transaction(async (tx) => {
    if (removed.length > 0) {
      await tx
        .delete(departRolePermissions)
        .where(and(eq(departRolePermissions.roleId, role.id), inArray(departRolePermissions.permissionId, removed)));
    }
    if (added.length > 0) {
      await tx.insert(departRolePermissions).values(added.map((permissionId) => ({ roleId: role.id, permissionId })));
    }
  });
  await forgetMenus(await holdersOf(db, [role.id]));
}
