import { msg, type Page } from '@scenecast/contracts';
import { and, asc, type Column, count, countDistinct, desc, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import { ClusterCache } from '../../platform/cache/cluster-cache.js';
import { USERS_CHANGED } from '../../platform/db/change-signals.js';
import type { Db } from '../../platform/db/database.js';
import { wildcardFilter } from '../../platform/db/like.js';
import { type PageQuery, toPage } from '../../platform/db/pagination.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { users, userTenants } from '../../platform/identity/schema.js';
import { sortableColumn } from '../../platform/registry/index.js';
import { departNamesByOrgCode, departSubtreeIds, usersInDeparts } from '../sys-depart/service.js';
import { dataRuleScope } from '../sys-permission/data-rules.js';
import { userRoleIds } from '../sys-permission/service.js';
import { userEntity } from './registry.js';

export interface UserListRow {
  id: string;
  username: string;
  realname: string;
  sex: number | null;
  phone: string | null;
  orgCode: string | null;
  orgCodeTxt: string | null;
  status: number;
  createTime: Date;
}

export interface UserListQuery extends PageQuery {
  username?: string;
  realname?: string;
  phone?: string;
  status?: string;
}

/** The users who belong to a tenant (through sys_user_tenant). */
export function memberOf(db: Db, tenantIds: number[]): SQL {
  return inArray(
    users.id,
    db.select({ userId: userTenants.userId }).from(userTenants).where(inArray(userTenants.tenantId, tenantIds)),
  );
}

/** A platform admin sees every user; anyone else the users of their current tenant. */
export function visibleUsers(db: Db, scope: Scope): SQL | undefined {
  return scope.isPlatformAdmin ? undefined : memberOf(db, [scope.tenantId]);
}

/** One page of the users `where` keeps, with their department names: the user list's and the picker's. */
export async function pageOfUsers(
  db: Db,
  where: SQL | undefined,
  column: Column,
  query: PageQuery,
): Promise<Page<UserListRow>> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: users.id,
        username: users.username,
        realname: users.realname,
        sex: users.sex,
        phone: users.phone,
        orgCode: users.orgCode,
        status: users.status,
        createTime: users.createTime,
      })
      .from(users)
      .where(where)
      .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(users.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const names = await departNamesByOrgCode(
    db,
    rows.flatMap((row) => (row.orgCode ? [row.orgCode] : [])),
  );
  const records = rows.map((row) => ({ ...row, orgCodeTxt: row.orgCode ? (names.get(row.orgCode) ?? null) : null }));
  return toPage(records, total, query);
}

/** User list pages by tenant, reader's rules and query, as of the last change to users or rules. */
const listPages = new ClusterCache<Page<UserListRow>>('user-lists', 60_000, 2_000);

export async function listUsers(db: Db, scope: Scope, query: UserListQuery): Promise<Page<UserListRow>> {
  const rules = await dataRuleScope(db, scope, userEntity.name);
  const key = JSON.stringify([scope.isPlatformAdmin ? '*' : scope.tenantId, rules.key, query]);
  return listPages.through(key, [USERS_CHANGED], () => {
    const where = and(
      visibleUsers(db, scope),
      rules.condition,
      wildcardFilter(users.username, query.username),
      wildcardFilter(users.realname, query.realname),
      wildcardFilter(users.phone, query.phone),
      query.status ? eq(users.status, Number(query.status)) : undefined,
    );
    return pageOfUsers(db, where, sortableColumn(userEntity.name, query.column, users.createTime), query);
  });
}

/** GET /sys/user/queryUserByDepId: the users of a department of the caller's tenant (none for another's). */
export async function usersOfDepart(db: Db, scope: Scope, departId: string): Promise<UserListRow[]> {
  const departIds = (await departSubtreeIds(db, scope.tenantId, departId)).slice(0, 1);
  if (departIds.length === 0) return [];
  const where = and(memberOf(db, [scope.tenantId]), inArray(users.id, usersInDeparts(db, departIds)));
  const page = await pageOfUsers(db, where, users.username, { pageNo: 1, pageSize: 1000, order: 'asc' });
  return page.records;
}

/**
 * Is a username or phone still free? Both are unique across the whole system, so every tenant's
 * accounts count. `id` leaves out the account being edited.
 */
export async function checkOnlyUser(db: Db, input: { username?: string; phone?: string; id?: string }): Promise<void> {
  const taken = [
    input.username ? eq(users.username, input.username) : undefined,
    input.phone ? eq(users.phone, input.phone) : undefined,
  ].filter((condition) => condition !== undefined);
  if (taken.length === 0) return;
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(or(...taken), input.id ? ne(users.id, input.id) : undefined))
    .limit(1);
  if (found) throw new BusinessError(msg('userTaken'));
}

/** The role ids of a user the caller may see (403 for another tenant's user). */
export async function queryUserRole(db: Db, scope: Scope, userId: string): Promise<string[]> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), visibleUsers(db, scope)))
    .limit(1);
  if (!found) throw forbidden();
  return userRoleIds(db, userId);
}

/** Accounts in the given tenants (null: all), for the dashboard. */
export async function countUsers(db: Db, tenantIds: number[] | null): Promise<number> {
  if (tenantIds === null) {
    const [row] = await db.select({ total: count() }).from(users);
    return row.total;
  }
  const [row] = await db
    .select({ total: countDistinct(userTenants.userId) })
    .from(userTenants)
    .where(inArray(userTenants.tenantId, tenantIds));
  return row.total;
}
