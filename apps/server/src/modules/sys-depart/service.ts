import { type Depart, msg, type UserInfo } from '@scenecast/contracts';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { users } from '../../platform/identity/schema.js';
import { userInfo } from '../sys-auth/service.js';
import { forgetMenus } from '../sys-permission/menu-cache.js';
import { departs, userDeparts as userDepartLinks } from './schema.js';

/** The user's departments in a tenant, in department order. */
export function departsOfUser(db: Db, userId: string, tenantId: number): Promise<Depart[]> {
  return db
    .select({ id: departs.id, orgCode: departs.orgCode, departName: departs.departName })
    .from(userDepartLinks)
    .innerJoin(departs, eq(departs.id, userDepartLinks.departId))
    .where(and(eq(userDepartLinks.userId, userId), eq(departs.tenantId, tenantId)))
    .orderBy(asc(departs.sortNo), asc(departs.orgCode));
}

/** The user's departments in a tenant, and the current one (sys_user.org_code) when it is among them. */
export async function userDeparts(
  db: Db,
  userId: string,
  tenantId: number,
): Promise<{ list: Depart[]; orgCode: string | null }> {
  const [list, [user]] = await Promise.all([
    departsOfUser(db, userId, tenantId),
    db.select({ orgCode: users.orgCode }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  const current = user?.orgCode ?? null;
  return { list, orgCode: list.some((d) => d.orgCode === current) ? current : null };
}

/** PUT /sys/selectDepart: the caller makes one of their departments in this tenant the current one. */
export async function selectDepart(
  db: Db,
  scope: Scope,
  input: { orgCode: string; username?: string },
): Promise<{ userInfo: UserInfo }> {
  if (input.username !== undefined && input.username !== scope.username) throw forbidden();
  const { list } = await userDeparts(db, scope.userId, scope.tenantId);
  if (!list.some((d) => d.orgCode === input.orgCode)) throw new BusinessError(msg('departNotYours'));
  await db.update(users).set({ orgCode: input.orgCode }).where(eq(users.id, scope.userId));
  return { userInfo: await userInfo(db, scope.userId) };
}

export interface DepartTreeNode {
  id: string;
  key: string;
  value: string;
  title: string;
  parentId: string | null;
  departName: string;
  orgCode: string;
  orgType: string;
  sortNo: number;
  isLeaf: boolean;
  children?: DepartTreeNode[];
}

/** GET /sys/sysDepart/queryTreeList: the departments of the caller's current tenant as a tree. */
export async function departTree(db: Db, scope: Scope): Promise<DepartTreeNode[]> {
  const rows = await db
    .select()
    .from(departs)
    .where(eq(departs.tenantId, scope.tenantId))
    .orderBy(asc(departs.sortNo), asc(departs.orgCode));
  const ids = new Set(rows.map((row) => row.id));
  const build = (parentId: string | null): DepartTreeNode[] =>
    rows
      // A department whose parent is missing is shown at the top rather than lost.
      .filter((row) =>
        parentId === null ? row.parentId === null || !ids.has(row.parentId) : row.parentId === parentId,
      )
      .map((row) => {
        const children = build(row.id);
        return {
          id: row.id,
          key: row.id,
          value: row.id,
          title: row.departName,
          parentId: row.parentId,
          departName: row.departName,
          orgCode: row.orgCode,
          orgType: row.orgType,
          sortNo: row.sortNo,
          isLeaf: children.length === 0,
          ...(children.length > 0 ? { children } : {}),
        };
      });
  return build(null);
}

/** A department as the department and user pickers show it: its name in the tree, nothing else. */
export interface DepartPickerNode {
  id: string;
  key: string;
  title: string;
  isLeaf: boolean;
  children?: DepartPickerNode[];
}

/** GET /sys/sysDepart/pickerTree: the caller's current tenant's department tree, names only. */
export async function departPickerTree(db: Db, scope: Scope): Promise<DepartPickerNode[]> {
  const narrow = (nodes: DepartTreeNode[]): DepartPickerNode[] =>
    nodes.map(({ id, key, title, isLeaf, children }) => ({
      id,
      key,
      title,
      isLeaf,
      ...(children ? { children: narrow(children) } : {}),
    }));
  return narrow(await departTree(db, scope));
}

/** A department of the tenant and every department under it (empty when it is not the tenant's). */
export async function departSubtreeIds(db: Db, tenantId: number, departId: string): Promise<string[]> {
  const rows = await db
    .select({ id: departs.id, parentId: departs.parentId })
    .from(departs)
    .where(eq(departs.tenantId, tenantId));
  if (!rows.some((row) => row.id === departId)) return [];
  const found = [departId];
  for (let index = 0; index < found.length; index++) {
    for (const row of rows) if (row.parentId === found[index] && !found.includes(row.id)) found.push(row.id);
  }
  return found;
}

/** The users linked to any of the given departments. */
export function usersInDeparts(db: Db, departIds: string[]) {
  return db
    .select({ userId: userDepartLinks.userId })
    .from(userDepartLinks)
    .where(inArray(userDepartLinks.departId, departIds));
}

/** Departments in the given tenants (null: all tenants), for the dashboard. */
export async function countDeparts(db: Db, tenantIds: number[] | null): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(departs)
    .where(tenantIds === null ? undefined : inArray(departs.tenantId, tenantIds));
  return row.total;
}

/** org_code → department name, for lists that show a user's current department. */
export async function departNamesByOrgCode(db: Db, orgCodes: string[]): Promise<Map<string, string>> {
  if (orgCodes.length === 0) return new Map();
  const rows = await db
    .select({ orgCode: departs.orgCode, departName: departs.departName })
    .from(departs)
    .where(inArray(departs.orgCode, orgCodes));
  return new Map(rows.map((row) => [row.orgCode, row.departName]));
}

/** Creates a department once (found by its org code); answers its id. Used by the seed. */
export async function ensureDepart(
  db: Db,
  input: { tenantId: number; orgCode: string; departName: string; parentId?: string | null; sortNo?: number },
): Promise<string> {
  const [found] = await db.select({ id: departs.id }).from(departs).where(eq(departs.orgCode, input.orgCode)).limit(1);
  if (found) return found.id;
  const [created] = await db
    .insert(departs)
    .values({ ...input, orgType: input.parentId ? '2' : '1' })
    .returning({ id: departs.id });
  return created.id;
}

/** Puts a user in a department (idempotent); the first one becomes their current department. */
export async function joinDepart(db: Db, userId: string, departId: string): Promise<void> {
  await db.insert(userDepartLinks).values({ userId, departId }).onConflictDoNothing();
  const [depart] = await db.select({ orgCode: departs.orgCode }).from(departs).where(eq(departs.id, departId));
  const [user] = await db.select({ orgCode: users.orgCode }).from(users).where(eq(users.id, userId));
  if (depart && user && user.orgCode === null) {
    await db.update(users).set({ orgCode: depart.orgCode }).where(eq(users.id, userId));
  }
}

/** The ids of a user's departments in a tenant. */
export async function userDepartIds(db: Db, userId: string, tenantId: number): Promise<string[]> {
  const rows = await db
    .select({ id: departs.id })
    .from(userDepartLinks)
    .innerJoin(departs, eq(departs.id, userDepartLinks.departId))
    .where(and(eq(userDepartLinks.userId, userId), eq(departs.tenantId, tenantId)))
    .orderBy(asc(departs.sortNo), asc(departs.orgCode));
  return rows.map((row) => row.id);
}

/**
 * Sets a user's departments in a tenant (those of other tenants stay). Refused unless every id is
 * a department of that tenant. The current department (org_code) stays when it is still among
 * them, else becomes the first one, or none.
 */
export async function setUserDeparts(
  db: Db,
  input: { userId: string; tenantId: number; departIds: string[]; outOfTenant: string },
): Promise<void> {
  const { userId, tenantId, departIds } = input;
  // Held until the caller's transaction ends: a delete of one of them waits, then counts this member.
  const chosen =
    departIds.length === 0
      ? []
      : await db
          .select({ id: departs.id, orgCode: departs.orgCode })
          .from(departs)
          .where(and(eq(departs.tenantId, tenantId), inArray(departs.id, departIds)))
          .for('key share');
  if (chosen.length !== departIds.length) throw new BusinessError(input.outOfTenant);
  const tenantDeparts = db.select({ id: departs.id }).from(departs).where(eq(departs.tenantId, tenantId));
  await db
    .delete(userDepartLinks)
    .where(and(eq(userDepartLinks.userId, userId), inArray(userDepartLinks.departId, tenantDeparts)));
  if (chosen.length > 0) {
    await db.insert(userDepartLinks).values(chosen.map((depart) => ({ userId, departId: depart.id })));
  }
  const [user] = await db.select({ orgCode: users.orgCode }).from(users).where(eq(users.id, userId));
  const tenantCodes = await db.select({ orgCode: departs.orgCode }).from(departs).where(eq(departs.tenantId, tenantId));
  const isTenantCode = tenantCodes.some((row) => row.orgCode === user?.orgCode);
  const keeps = chosen.some((depart) => depart.orgCode === user?.orgCode);
  if (user && (user.orgCode === null || isTenantCode) && !keeps) {
    const first = departIds.map((id) => chosen.find((depart) => depart.id === id)).find(Boolean);
    await db
      .update(users)
      .set({ orgCode: first?.orgCode ?? null })
      .where(eq(users.id, userId));
  }
  // Department roles reach only members: a new or lost department changes the menu.
  await forgetMenus([userId]);
}
