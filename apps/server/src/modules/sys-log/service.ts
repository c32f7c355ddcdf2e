import type { LoginLogRow, OnlineSessionRow, OperationLogRow, Page } from '@scenecast/contracts';
import { and, count, desc, eq, gt, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import { operationLog } from '../../platform/audit/schema.js';
import { loginLog, sessions } from '../../platform/auth/schema.js';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { searchFilter } from '../../platform/db/like.js';
import { type PageQuery, toPage } from '../../platform/db/pagination.js';
import { tenants, users, userTenants } from '../../platform/identity/schema.js';

export interface LogQuery extends PageQuery {
  /** Contained in the user name. */
  username?: string;
  /** Contained in what was done (the summary) or in its button action. */
  action?: string;
  /** JeecgBoot's date range: `yyyy-MM-dd` or a full date-time; the end day is included. */
  createTime_begin?: string;
  createTime_end?: string;
}

/** A tenant administrator reads the rows of the tenant they act in; the platform administrator every row. */
function tenantRows(scope: Scope, column: typeof operationLog.tenantId | typeof loginLog.tenantId): SQL | undefined {
  return scope.isPlatformAdmin ? undefined : eq(column, scope.tenantId);
}

function dayStart(text: string | undefined): Date | undefined {
  return text ? new Date(text.length <= 10 ? `${text}T00:00:00` : text) : undefined;
}

function dayEnd(text: string | undefined): Date | undefined {
  return text ? new Date(text.length <= 10 ? `${text}T23:59:59.999` : text) : undefined;
}

function timeRange(column: typeof operationLog.createTime | typeof loginLog.createTime, query: LogQuery) {
  const begin = dayStart(query.createTime_begin);
  const end = dayEnd(query.createTime_end);
  return and(begin ? gte(column, begin) : undefined, end ? lte(column, end) : undefined);
}

/** GET /sys/log/list?logType=2: the operation log, newest first. */
export async function listOperationLog(db: Db, scope: Scope, query: LogQuery): Promise<Page<OperationLogRow>> {
  const where = and(
    tenantRows(scope, operationLog.tenantId),
    searchFilter(operationLog.username, query.username),
    query.action
      ? or(searchFilter(operationLog.title, query.action), searchFilter(operationLog.action, query.action))
      : undefined,
    timeRange(operationLog.createTime, query),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(operationLog)
      .where(where)
      .orderBy(query.order === 'asc' ? operationLog.createTime : desc(operationLog.createTime), desc(operationLog.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(operationLog).where(where),
  ]);
  return toPage(
    rows.map((row) => ({ ...row, createTime: row.createTime.toISOString() })),
    total,
    query,
  );
}

/** GET /sys/log/list?logType=1: the sign-ins the server recorded, newest first. */
export async function listLoginLog(db: Db, scope: Scope, query: LogQuery): Promise<Page<LoginLogRow>> {
  const where = and(
    tenantRows(scope, loginLog.tenantId),
    searchFilter(users.username, query.username),
    timeRange(loginLog.createTime, query),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: loginLog.id,
        userId: loginLog.userId,
        username: sql<string>`coalesce(${users.username}, '')`,
        realname: sql<string>`coalesce(${users.realname}, '')`,
        tenantId: loginLog.tenantId,
        ip: loginLog.ip,
        createTime: loginLog.createTime,
      })
      .from(loginLog)
      .leftJoin(users, eq(users.id, loginLog.userId))
      .where(where)
      .orderBy(query.order === 'asc' ? loginLog.createTime : desc(loginLog.createTime), desc(loginLog.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(loginLog).leftJoin(users, eq(users.id, loginLog.userId)).where(where),
  ]);
  return toPage(
    rows.map((row) => ({ ...row, result: 1 as const, createTime: row.createTime.toISOString() })),
    total,
    query,
  );
}

/**
 * GET /sys/online/list: the live sessions. A tenant administrator sees those of the users of the
 * tenant they act in, never a platform administrator's; the platform administrator sees all.
 * The address is the one of the sign-in that opened the session (logged in the same instant).
 */
export async function listOnline(
  db: Db,
  scope: Scope,
  query: PageQuery & { username?: string },
): Promise<Page<OnlineSessionRow>> {
  const where = and(
    gt(sessions.expiresAt, new Date()),
    scope.isPlatformAdmin
      ? undefined
      : and(
          eq(users.isPlatformAdmin, false),
          sql`exists (select 1 from ${userTenants} where ${userTenants.userId} = ${users.id} and ${userTenants.tenantId} = ${scope.tenantId})`,
        ),
    searchFilter(users.username, query.username),
  );
  const signInIp = sql<string | null>`(select l.ip from sys_login_log l where l.user_id = ${sessions.userId}
    and l.create_time >= ${sessions.createTime} and l.create_time < ${sessions.createTime} + interval '10 seconds'
    order by l.create_time limit 1)`;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        tokenHash: sessions.tokenHash,
        userId: users.id,
        username: users.username,
        realname: users.realname,
        tenantId: users.tenantId,
        tenantName: sql<string>`coalesce(${tenants.name}, '')`,
        loginTime: sessions.createTime,
        expiresAt: sessions.expiresAt,
        ip: signInIp,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(tenants, eq(tenants.id, users.tenantId))
      .where(where)
      .orderBy(desc(sessions.createTime), sessions.tokenHash)
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(where),
  ]);
  return toPage(
    rows.map(({ tokenHash, ...row }) => ({
      ...row,
      sessionKey: tokenHash.slice(0, 12),
      isCurrent: tokenHash === scope.tokenHash,
      loginTime: row.loginTime.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
    total,
    query,
  );
}
