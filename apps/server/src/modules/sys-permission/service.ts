import { msg, type Page, type PermissionResult } from '@scenecast/contracts';
import { and, asc, count, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { wildcardFilter } from '../../platform/db/like.js';
import { type PageQuery, sortColumn, toPage } from '../../platform/db/pagination.js';
import { BusinessError } from '../../platform/http/errors.js';
import { userSceneIds } from '../scene/service.js';
import { departIdsOfUser } from '../sys-depart/access.js';
import { forgetMenus, MENU_TAG, menuCache, menuGrantCache } from './menu-cache.js';
import {
  buildMenuTree,
  entriesForScenes,
  MENU_TYPE_BUTTON,
  type PermissionRow,
  toButtonAuth,
  uniqueActions,
  withoutRepeatedPaths,
} from './menu-tree.js';
import {
  departPermissions,
  departRolePermissions,
  departRoles,
  departRoleUsers,
  permissions,
  rolePermissions,
  roles,
  userRoles,
} from './schema.js';

export type RoleCode = 'admin' | 'owner' | 'staff';
export type Role = Pick<
  typeof roles.$inferSelect,
  'id' | 'roleCode' | 'roleName' | 'description' | 'tenantId' | 'createTime'
>;

/** Gives a user a role (idempotent). The roles themselves come from a migration. */
export async function assignRole(db: Db, userId: string, roleCode: RoleCode): Promise<void> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, roleCode)).limit(1);
  if (!role) throw new BusinessError(msg('roleNotFound'));
  await db.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
  await forgetMenus([userId]);
}

export async function userRoleIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.roleId).sort();
}

const isLive = and(eq(permissions.status, '1'), eq(permissions.delFlag, 0));

/**
 * The enabled, not deleted permissions granted to the user through any of their roles and any of
 * their department roles. A department role grants only while the user is a member of its
 * department, and only entries that department still holds.
 */
async function grantedPermissions(db: Db, userId: string): Promise<PermissionRow[]> {
  const [viaRoles, viaDepartRoles] = await Promise.all([
    db
      .selectDistinct({ permission: permissions })
      .from(userRoles)
      .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
      .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
      .where(and(eq(userRoles.userId, userId), isLive)),
    db
      .selectDistinct({ permission: permissions })
      .from(departRoleUsers)
      .innerJoin(departRoles, eq(departRoles.id, departRoleUsers.roleId))
      .innerJoin(departRolePermissions, eq(departRolePermissions.roleId, departRoles.id))
      .innerJoin(
        departPermissions,
        and(
          eq(departPermissions.departId, departRoles.departId),
          eq(departPermissions.permissionId, departRolePermissions.permissionId),
        ),
      )
      .innerJoin(permissions, eq(permissions.id, departRolePermissions.permissionId))
      .where(
        and(eq(departRoleUsers.userId, userId), inArray(departRoles.departId, departIdsOfUser(db, userId)), isLive),
      ),
  ]);
  const byId = new Map([...viaRoles, ...viaDepartRoles].map((row) => [row.permission.id, row.permission]));
  return [...byId.values()];
}

/** GET /sys/permission/getUserPermissionByToken: the menu tree, the user's buttons, every button. */
export async function userPermissions(db: Db, userId: string): Promise<PermissionResult> {
  return menuCache.through(userId, [MENU_TAG], () => buildUserPermissions(db, userId));
}

async function buildUserPermissions(db: Db, userId: string): Promise<PermissionResult> {
  const [granted, scenes] = await Promise.all([grantedPermissions(db, userId), userSceneIds(db, userId)]);
  const visible = entriesForScenes(granted, scenes);
  const menu = withoutRepeatedPaths(buildMenuTree(visible));
  if (menu.length === 0) throw new BusinessError(msg('emptyMenu'));
  const auth = uniqueActions(
    visible
      .filter((row) => row.menuType === MENU_TYPE_BUTTON && row.perms)
      .sort((a, b) => a.sortNo - b.sortNo || a.id.localeCompare(b.id))
      .map((row) => toButtonAuth(row, false)),
  );
  const allButtons = await db
    .select()
    .from(permissions)
    .where(and(eq(permissions.menuType, MENU_TYPE_BUTTON), eq(permissions.delFlag, 0)))
    .orderBy(asc(permissions.sortNo), asc(permissions.id));
  const allAuth = uniqueActions(allButtons.filter((row) => row.perms).map((row) => toButtonAuth(row, true)));
  return { menu, auth, allAuth, sysSafeMode: false };
}

/** Forgets every user's menu, in every process: after a change to the menu rows themselves. */
export async function forgetAllMenus(): Promise<void> {
  await Promise.all([menuCache.invalidate({ tags: [MENU_TAG] }), menuGrantCache.invalidate({ tags: [MENU_TAG] })]);
}

/**
 * Whether the user's roles hold any of these menus (their paths), read through a cache that
 * follows role changes at once. Scenes do not narrow it: they choose what the console shows, and
 * an owner with no scene yet must still reach the page that creates the first one.
 */
export async function holdsAnyMenu(db: Db, userId: string, paths: readonly string[]): Promise<boolean> {
  const held = await menuGrantCache.through(userId, [MENU_TAG], async () =>
    (await grantedPermissions(db, userId))
      .filter((row) => row.menuType !== MENU_TYPE_BUTTON && row.url)
      .map((row) => row.url as string),
  );
  return paths.some((path) => held.includes(path));
}

/**
 * Whether the user holds an enabled button with this action, read from the cached menu payload
 * (its `auth`), so the check costs nothing on most calls and follows role changes at once.
 */
export async function holdsButton(db: Db, userId: string, action: string): Promise<boolean> {
  try {
    const { auth } = await userPermissions(db, userId);
    return auth.some((button) =>
      button.action
        .split(',')
        .map((part) => part.trim())
        .includes(action),
    );
  } catch (error) {
    if (error instanceof BusinessError) return false;
    throw error;
  }
}

/**
 * Roles a caller may see and assign: a platform admin every role; anyone else the built-in roles
 * used inside a tenant (owner, staff; never `admin`) and the roles of the current tenant.
 */
export function visibleRoles(scope: Scope) {
  return scope.isPlatformAdmin
    ? undefined
    : or(and(isNull(roles.tenantId), ne(roles.roleCode, 'admin')), eq(roles.tenantId, scope.tenantId));
}

export const roleColumns = {
  id: roles.id,
  roleCode: roles.roleCode,
  roleName: roles.roleName,
  description: roles.description,
  tenantId: roles.tenantId,
  createTime: roles.createTime,
};
const ROLE_SORT = { createTime: roles.createTime, roleCode: roles.roleCode, roleName: roles.roleName };

export async function listRoles(
  db: Db,
  scope: Scope,
  query: PageQuery & { roleName?: string; roleCode?: string },
): Promise<Page<Role>> {
  const where = and(
    visibleRoles(scope),
    wildcardFilter(roles.roleName, query.roleName),
    wildcardFilter(roles.roleCode, query.roleCode),
  );
  const column = sortColumn(ROLE_SORT, query.column, roles.createTime);
  const [records, [{ total }]] = await Promise.all([
    db
      .select(roleColumns)
      .from(roles)
      .where(where)
      .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(roles.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(roles).where(where),
  ]);
  return toPage(records, total, query);
}

/** The users holding any of the roles the caller may see (ids of other roles are ignored). */
export function usersWithRoles(db: Db, scope: Scope, roleIds: string[]) {
  return db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(userRoles.roleId, roleIds), visibleRoles(scope)));
}

/** How many of the ids are roles the caller may see. */
export async function countVisibleRoles(db: Db, scope: Scope, roleIds: string[]): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(roles)
    .where(and(inArray(roles.id, roleIds), visibleRoles(scope)));
  return row.total;
}

/**
 * How many of these roles the caller may give, each held against deletion until the caller's
 * transaction ends (deleteRoles locks them for update): one deleted meanwhile is not counted.
 */
async function holdVisibleRoles(tx: Db, scope: Scope, roleIds: string[]): Promise<number> {
  const held = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(inArray(roles.id, roleIds), visibleRoles(scope)))
    .for('key share');
  return held.length;
}

export async function allRoles(db: Db, scope: Scope): Promise<Role[]> {
  return db.select(roleColumns).from(roles).where(visibleRoles(scope)).orderBy(asc(roles.roleCode));
}

/**
 * Replaces the roles of a user among those the caller may assign; roles the caller may not see
 * (admin, for a tenant's administrator) stay as they are. Refused when an id is not such a role.
 * Runs inside the user's save transaction, which holds the given roles until it ends.
 */
export async function setUserRoles(db: Db, scope: Scope, userId: string, roleIds: string[]): Promise<void> {
  if (roleIds.length > 0 && (await holdVisibleRoles(db, scope, roleIds)) !== roleIds.length) {
    throw new BusinessError(msg('roleNotFound'));
  }
  const assignable = db.select({ id: roles.id }).from(roles).where(visibleRoles(scope));
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, assignable)));
  if (roleIds.length > 0) {
    await db
      .insert(userRoles)
      .values(roleIds.map((roleId) => ({ userId, roleId })))
      .onConflictDoNothing();
  }
  await forgetMenus([userId]);
}
