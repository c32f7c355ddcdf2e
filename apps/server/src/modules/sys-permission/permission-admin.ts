import {
  msg,
  type PermissionRecord,
  type PermissionTreeList,
  type PermissionTreeNode,
  type PermissionTreeRecord,
  type PermissionValues,
} from '@scenecast/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { requirePlatformAdmin, type Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { wildcardFilter } from '../../platform/db/like.js';
import { BusinessError } from '../../platform/http/errors.js';
import { forgetMenus } from './menu-cache.js';
import { MENU_TYPE_BUTTON, type PermissionRow } from './menu-tree.js';
import { changeableRole, readableRole } from './role-service.js';
import {
  departPermissions,
  departRolePermissions,
  permissionDataRules,
  permissions,
  roleDataRules,
  rolePermissions,
  userRoles,
} from './schema.js';
import { forgetAllMenus } from './service.js';

/**
 * The administration of the menu rows (sys_permission, shared by every tenant: the platform
 * administrator's) and of which menus and buttons each role holds.
 */

const bySortNo = (a: PermissionRow, b: PermissionRow) => a.sortNo - b.sortNo || a.id.localeCompare(b.id);

function toRecord(row: PermissionRow): PermissionRecord {
  return {
    id: row.id,
    parentId: row.parentId,
    name: row.name,
    nameEn: row.nameEn,
    url: row.url,
    component: row.component,
    componentName: row.componentName,
    redirect: row.redirect,
    menuType: row.menuType === 1 ? 1 : row.menuType === 2 ? 2 : 0,
    perms: row.perms,
    permsType: row.permsType === '2' ? '2' : '1',
    sortNo: row.sortNo,
    icon: row.icon,
    isRoute: row.isRoute,
    isLeaf: row.isLeaf,
    keepAlive: row.keepAlive,
    hidden: row.hidden,
    alwaysShow: row.alwaysShow,
    internalOrExternal: row.internalOrExternal,
    status: row.status === '0' ? '0' : '1',
    createTime: row.createTime.toISOString(),
  };
}

async function allRows(db: Db): Promise<PermissionRow[]> {
  const rows = await db.select().from(permissions).where(eq(permissions.delFlag, 0));
  return rows.sort(bySortNo);
}

/** Nests rows under their parents; a row whose parent is not among them is a root. */
function nest<T>(rows: PermissionRow[], make: (row: PermissionRow) => T, attach: (node: T, children: T[]) => T): T[] {
  const ids = new Set(rows.map((row) => row.id));
  const childrenOf = new Map<string | null, PermissionRow[]>();
  for (const row of rows) {
    const key = row.parentId && ids.has(row.parentId) ? row.parentId : null;
    childrenOf.set(key, [...(childrenOf.get(key) ?? []), row]);
  }
  const build = (parentId: string | null, depth: number): T[] =>
    (childrenOf.get(parentId) ?? []).map((row) => {
      const children = depth < 16 ? build(row.id, depth + 1) : [];
      return children.length > 0 ? attach(make(row), children) : make(row);
    });
  return build(null, 0);
}

/** GET /sys/permission/list: every menu and button as a tree; with `name`, the matching rows flat. */
export async function listPermissions(db: Db, scope: Scope, query: { name?: string }): Promise<PermissionTreeRecord[]> {
  requirePlatformAdmin(scope);
  if (query.name?.trim()) {
    const name = query.name.trim();
    const rows = await db
      .select()
      .from(permissions)
      .where(
        and(eq(permissions.delFlag, 0), wildcardFilter(permissions.name, name.includes('*') ? name : `*${name}*`)),
      );
    return rows.sort(bySortNo).map(toRecord);
  }
  return nest<PermissionTreeRecord>(await allRows(db), toRecord, (node, children) => ({ ...node, children }));
}

/** GET /sys/permission/getSystemMenuList: the top menus. */
export async function systemMenuList(db: Db, scope: Scope): Promise<PermissionRecord[]> {
  requirePlatformAdmin(scope);
  return (await allRows(db)).filter((row) => row.parentId === null).map(toRecord);
}

/** GET /sys/permission/getSystemSubmenuBatch: the direct children of each parent, by parent id. */
export async function systemSubmenus(
  db: Db,
  scope: Scope,
  parentIds: string[],
): Promise<Record<string, PermissionRecord[]>> {
  requirePlatformAdmin(scope);
  const result: Record<string, PermissionRecord[]> = Object.fromEntries(parentIds.map((id) => [id, []]));
  if (parentIds.length === 0) return result;
  const rows = await db
    .select()
    .from(permissions)
    .where(and(eq(permissions.delFlag, 0), inArray(permissions.parentId, parentIds)));
  for (const row of rows.sort(bySortNo)) result[row.parentId ?? '']?.push(toRecord(row));
  return result;
}

export async function entryOf(db: Db, id: string): Promise<PermissionRow> {
  const [row] = await db
    .select()
    .from(permissions)
    .where(and(eq(permissions.id, id), eq(permissions.delFlag, 0)))
    .limit(1);
  if (!row) throw new BusinessError(msg('permissionNotFound'));
  return row;
}

/** The parent an entry may hang under: an existing menu (not a button), not the entry nor below it. */
async function checkParent(db: Db, parentId: string | null, selfId?: string): Promise<void> {
  if (!parentId) return;
  const rows = await allRows(db);
  const parent = rows.find((row) => row.id === parentId);
  if (!parent || parent.menuType === MENU_TYPE_BUTTON) throw new BusinessError(msg('permissionParentInvalid'));
  if (selfId && subtreeIds(rows, selfId).includes(parentId)) throw new BusinessError(msg('permissionParentInvalid'));
}

function subtreeIds(rows: PermissionRow[], rootId: string): string[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length && ids.length <= rows.length; i++) {
    for (const row of rows) if (row.parentId === ids[i] && !ids.includes(row.id)) ids.push(row.id);
  }
  return ids;
}

async function refreshLeafFlag(db: Db, id: string | null): Promise<void> {
  if (!id) return;
  const children = await db
    .select({ id: permissions.id })
    .from(permissions)
    .where(and(eq(permissions.parentId, id), eq(permissions.delFlag, 0)))
    .limit(1);
  await db
    .update(permissions)
    .set({ isLeaf: children.length === 0 })
    .where(eq(permissions.id, id));
}

function columnsOf(input: PermissionValues) {
  const isButton = input.menuType === MENU_TYPE_BUTTON;
  return {
    parentId: input.menuType === 0 ? null : input.parentId,
    name: input.name,
    nameEn: input.nameEn,
    url: isButton ? null : input.url,
    component: isButton ? null : input.component,
    componentName: isButton ? null : input.componentName,
    redirect: isButton ? null : input.redirect,
    menuType: input.menuType,
    perms: input.perms,
    permsType: isButton ? input.permsType : '1',
    sortNo: input.sortNo,
    icon: input.icon,
    isRoute: isButton ? false : input.isRoute,
    keepAlive: input.keepAlive,
    hidden: input.hidden,
    alwaysShow: input.alwaysShow,
    internalOrExternal: input.internalOrExternal,
    status: input.status,
  };
}

/** POST /sys/permission/add. */
export async function addPermission(db: Db, scope: Scope, input: PermissionValues): Promise<PermissionRecord> {
  requirePlatformAdmin(scope);
  const values = columnsOf(input);
  await checkParent(db, values.parentId);
  const [row] = await db.insert(permissions).values(values).returning();
  await refreshLeafFlag(db, values.parentId);
  await forgetAllMenus();
  return toRecord(row);
}

/** PUT /sys/permission/edit. A menu that has children cannot become a button. */
export async function editPermission(
  db: Db,
  scope: Scope,
  input: PermissionValues & { id: string },
): Promise<PermissionRecord> {
  requirePlatformAdmin(scope);
  const before = await entryOf(db, input.id);
  const values = columnsOf(input);
  await checkParent(db, values.parentId, before.id);
  if (values.menuType === MENU_TYPE_BUTTON && !before.isLeaf) {
    throw new BusinessError(msg('permissionParentInvalid'));
  }
  const [row] = await db.update(permissions).set(values).where(eq(permissions.id, before.id)).returning();
  if (before.parentId !== values.parentId) {
    await refreshLeafFlag(db, before.parentId);
    await refreshLeafFlag(db, values.parentId);
  }
  await forgetAllMenus();
  return toRecord(row);
}

/** DELETE /sys/permission/delete and deleteBatch: each entry with everything under it, its grants and data rules. */
export async function deletePermissions(db: Db, scope: Scope, ids: string[]): Promise<void> {
  requirePlatformAdmin(scope);
  const rows = await allRows(db);
  const targets = [...new Set(ids)];
  for (const id of targets) if (!rows.some((row) => row.id === id)) throw new BusinessError(msg('permissionNotFound'));
  const doomed = [...new Set(targets.flatMap((id) => subtreeIds(rows, id)))];
  const parents = new Set(rows.filter((row) => targets.includes(row.id)).map((row) => row.parentId));
  await db.transaction(async (tx) => {
    await tx.delete(rolePermissions).where(inArray(rolePermissions.permissionId, doomed));
    await tx.delete(departPermissions).where(inArray(departPermissions.permissionId, doomed));
    await tx.delete(departRolePermissions).where(inArray(departRolePermissions.permissionId, doomed));
    const doomedRules = tx
      .select({ id: permissionDataRules.id })
      .from(permissionDataRules)
      .where(inArray(permissionDataRules.permissionId, doomed));
    await tx.delete(roleDataRules).where(inArray(roleDataRules.ruleId, doomedRules));
    await tx.delete(permissionDataRules).where(inArray(permissionDataRules.permissionId, doomed));
    await tx.delete(permissions).where(inArray(permissions.id, doomed));
  });
  for (const parentId of parents) if (parentId && !doomed.includes(parentId)) await refreshLeafFlag(db, parentId);
  await forgetAllMenus();
}

/**
 * The menus and buttons the caller may give a role: a platform admin every entry; a tenant's
 * administrator only the enabled entries its own roles hold, so no one can give more than they have.
 */
export async function grantableRows(db: Db, scope: Scope): Promise<PermissionRow[]> {
  if (scope.isPlatformAdmin) return allRows(db);
  const rows = await db
    .selectDistinct({ permission: permissions })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(userRoles.userId, scope.userId), eq(permissions.status, '1'), eq(permissions.delFlag, 0)));
  return rows.map((row) => row.permission).sort(bySortNo);
}

function toTreeNode(row: PermissionRow, withRules: ReadonlySet<string>): PermissionTreeNode {
  return {
    key: row.id,
    title: row.name,
    titleEn: row.nameEn,
    value: row.id,
    parentId: row.parentId,
    menuType: row.menuType === 1 ? 1 : row.menuType === 2 ? 2 : 0,
    isLeaf: row.isLeaf,
    icon: row.icon,
    ruleFlag: withRules.has(row.id),
  };
}

/**
 * GET /sys/role/queryTreeList and /sys/permission/queryTreeList: the checkbox tree of grantable
 * entries; `ruleFlag` marks those with data rules a role may choose from.
 */
export async function permissionTree(db: Db, scope: Scope): Promise<PermissionTreeList> {
  const rows = await grantableRows(db, scope);
  const ruled = await db.selectDistinct({ id: permissionDataRules.permissionId }).from(permissionDataRules);
  return toTreeList(rows, new Set(ruled.map((row) => row.id)));
}

/**
 * The checkbox tree of these entries; an entry whose parent is not among them is a root. Entries in
 * `withRules` are flagged as having data rules.
 */
export function toTreeList(rows: PermissionRow[], withRules: ReadonlySet<string> = new Set()): PermissionTreeList {
  return {
    treeList: nest<PermissionTreeNode>(
      rows,
      (row) => toTreeNode(row, withRules),
      (node, children) => ({ ...node, isLeaf: false, children }),
    ),
    ids: rows.map((row) => row.id),
  };
}

/** GET /sys/permission/queryRolePermission: the ids of the entries the role holds. */
export async function rolePermissionIds(db: Db, scope: Scope, roleId: string): Promise<string[]> {
  const role = await readableRole(db, scope, roleId);
  const rows = await db
    .select({ id: rolePermissions.permissionId })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(eq(rolePermissions.roleId, role.id), eq(permissions.delFlag, 0)));
  return rows.map((row) => row.id).sort();
}

/**
 * POST /sys/permission/saveRolePermission: the role now holds exactly the given entries among those
 * the caller may give; what it holds beyond them stays. Everyone holding the role is told over the
 * live channel and reloads the new menu, in every process, without signing in again.
 */
export async function saveRolePermissions(
  db: Db,
  scope: Scope,
  input: { roleId: string; permissionIds: string[] },
): Promise<void> {
  const role = await changeableRole(db, scope, input.roleId);
  const grantable = new Set((await grantableRows(db, scope)).map((row) => row.id));
  const wanted = new Set(input.permissionIds);
  if ([...wanted].some((id) => !grantable.has(id))) throw new BusinessError(msg('permissionNotGrantable'));
  const held = new Set(
    (
      await db
        .select({ id: rolePermissions.permissionId })
        .from(rolePermissions)
        .where(eq(rolePermissions.roleId, role.id))
    ).map((row) => row.id),
  );
  const removed = [...held].filter((id) => grantable.has(id) && !wanted.has(id));
  const added = [...wanted].filter((id) => !held.has(id));
  await db.transaction(async (tx) => {
    if (removed.length > 0) {
      await tx
        .delete(rolePermissions)
        .where(and(eq(rolePermissions.roleId, role.id), inArray(rolePermissions.permissionId, removed)));
    }
    if (added.length > 0) {
      await tx.insert(rolePermissions).values(added.map((permissionId) => ({ roleId: role.id, permissionId })));
    }
  });
  const holders = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, role.id));
  await forgetMenus(holders.map((row) => row.userId));
}
