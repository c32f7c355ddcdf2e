import type { Page } from '@scenecast/contracts';
import { and, asc, inArray } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { searchFilter } from '../../platform/db/like.js';
import { type PageQuery, toPage } from '../../platform/db/pagination.js';
import { users } from '../../platform/identity/schema.js';
import { sortableColumn } from '../../platform/registry/index.js';
import { departSubtreeIds, usersInDeparts } from '../sys-depart/service.js';
import { userEntity } from './registry.js';
import { memberOf, pageOfUsers } from './service.js';

export interface UserPickerRow {
  id: string;
  username: string;
  realname: string;
  sex: number | null;
  phone: string | null;
  orgCodeTxt: string | null;
}

export interface UserPickerQuery extends PageQuery {
  departId?: string;
  username?: string;
  realname?: string;
}

/**
 * GET /sys/user/queryUserComponentData: the user picker's table. The users of the caller's current
 * tenant (a platform admin too: the picker picks within a tenant); `departId` keeps those of that
 * department and its sub-departments, and a department of another tenant finds nobody.
 */
export async function userPickerPage(db: Db, scope: Scope, query: UserPickerQuery): Promise<Page<UserPickerRow>> {
  const departIds = query.departId ? await departSubtreeIds(db, scope.tenantId, query.departId) : undefined;
  if (departIds?.length === 0) return toPage([], 0, query);
  const where = and(
    memberOf(db, [scope.tenantId]),
    departIds ? inArray(users.id, usersInDeparts(db, departIds)) : undefined,
    searchFilter(users.username, query.username),
    searchFilter(users.realname, query.realname),
  );
  const page = await pageOfUsers(db, where, sortableColumn(userEntity.name, query.column, users.createTime), query);
  const records = page.records.map(({ id, username, realname, sex, phone, orgCodeTxt }) => ({
    id,
    username,
    realname,
    sex,
    phone,
    orgCodeTxt,
  }));
  return { ...page, records };
}

/** What the user picker shows of a user: no phone, no e-mail. */
export type UserPickerItem = Omit<UserPickerRow, 'phone'>;

/**
 * GET /sys/user/picker: the user picker's table for any signed-in user, whatever page holds the
 * picker; the same users, search and paging as queryUserComponentData, without contact details.
 */
export async function narrowUserPickerPage(
  db: Db,
  scope: Scope,
  query: UserPickerQuery,
): Promise<Page<UserPickerItem>> {
  const page = await userPickerPage(db, scope, query);
  const records = page.records.map(({ id, username, realname, sex, orgCodeTxt }) => ({
    id,
    username,
    realname,
    sex,
    orgCodeTxt,
  }));
  return { ...page, records };
}

/** The real names of these usernames among the users of the caller's current tenant (others: absent). */
export function realnamesOf(
  db: Db,
  scope: Scope,
  usernames: string[],
): Promise<{ username: string; realname: string }[]> {
  if (usernames.length === 0) return Promise.resolve([]);
  return db
    .select({ username: users.username, realname: users.realname })
    .from(users)
    .where(and(memberOf(db, [scope.tenantId]), inArray(users.username, usernames)))
    .orderBy(asc(users.username));
}
