import { msg, type Page, type PermissionResult } from '@scenecast/contracts';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { wildcardFilter } from '../../platform/db/like.js';
import { type PageQuery, sortColumn, toPage } from '../../platform/db/pagination.js';
import { BusinessError } from '../../platform/http/errors.js';
import { userSceneIds } from '../scene/service.js';
import { forgetMenus, menuCache } from './menu-cache.js';
import {
  buildMenuTree,
  entriesForScenes,
  MENU_TYPE_BUTTON,
  toButtonAuth,
  uniqueActions,
  withoutRepeatedPaths,
} from './menu-tree.js';
import { permissions, rolePermissions, roles, userRoles } from './schema.js';

export type RoleCode = 'admin' | 'owner' | 'staff';
export type Role = Pick<typeof roles.$inferSelect, 'id' | 'roleCode' | 'roleName' | 'createTime'>;

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

/** The enabled, not deleted permissions granted to the user through any of their roles. */
async function grantedPermissions(db: Db, userId: string) {
  return db
    .selectDistinct({ permission: permissions })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(userRoles.userId, userId), eq(permissions.status, '1'), eq(permissions.delFlag, 0)))
    .then((rows) => rows.map((row) => row.permission));
}

/** GET /sys/permission/getUserPermissionByToken: the menu tree, the user's buttons, every button. */
export async function userPermissions(db: Db, userId: string): Promise<PermissionResult> {
  return menuCache.through(userId, [], () => buildUserPermissions(db, userId));
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

/** Whether the user holds an enabled button permission (a comma list in perms counts each action). */
export async function hasPermission(db: Db, userId: string, action: string): Promise<boolean> {
  const granted = await grantedPermissions(db, userId);
  return granted.some(
    (row) =>
      row.menuType === MENU_TYPE_BUTTON &&
      (row.perms ?? '')
        .split(',')
        .map((part) => part.trim())
        .includes(action),
  );
}

/**
 * Roles a caller may see and assign: a platform admin every role; anyone else the roles used
 * inside a tenant (owner, staff), never `admin`.
 */
function visibleRoles(scope: Scope) {
  return scope.isPlatformAdmin ? undefined : ne(roles.roleCode, 'admin');
}

const roleColumns = { id: roles.id, roleCode: roles.roleCode, roleName: roles.roleName, createTime: roles.createTime };
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

export async function allRoles(db: Db, scope: Scope): Promise<Role[]> {
  return db.select(roleColumns).from(roles).where(visibleRoles(scope)).orderBy(asc(roles.roleCode));
}

/** Options for the table dictionary `sys_role,<text>,<code>`: the roles the caller may see. */
export const ROLE_DICT_COLUMNS = { id: roles.id, role_code: roles.roleCode, role_name: roles.roleName } as const;
export type RoleDictColumn = keyof typeof ROLE_DICT_COLUMNS;

export async function roleDictOptions(
  db: Db,
  scope: Scope,
  text: RoleDictColumn,
  code: RoleDictColumn,
): Promise<{ text: string; value: string }[]> {
  return db
    .select({ text: ROLE_DICT_COLUMNS[text], value: ROLE_DICT_COLUMNS[code] })
    .from(roles)
    .where(visibleRoles(scope))
    .orderBy(asc(roles.roleCode));
}
