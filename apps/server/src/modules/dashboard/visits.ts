import { and, count, countDistinct, gte, inArray, sql } from 'drizzle-orm';
import { loginLog } from '../../platform/auth/schema.js';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';

const DAY_MS = 86_400_000;
export const VISIT_DAYS = 7;

/** The tenants whose figures a caller sees: a platform admin every tenant (null), anyone else the current one. */
export function visibleTenants(scope: Scope): number[] | null {
  return scope.isPlatformAdmin ? null : [scope.tenantId];
}

function tenantCondition(tenantIds: number[] | null) {
  return tenantIds === null ? undefined : inArray(loginLog.tenantId, tenantIds);
}

/** Midnight of today, `daysAgo` days back, in the server's time zone. */
function localMidnight(daysAgo: number, now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo);
}

function monthDay(date: Date): string {
  return `${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

export async function countTodayLogins(db: Db, tenantIds: number[] | null): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(loginLog)
    .where(and(gte(loginLog.createTime, localMidnight(0)), tenantCondition(tenantIds)));
  return row.total;
}

/** GET /sys/loginfo: distinct IPs and sign-ins today, and sign-ins ever. */
export async function loginInfo(db: Db, scope: Scope) {
  const tenants = visibleTenants(scope);
  const [[today], [all]] = await Promise.all([
    db
      .select({ ips: countDistinct(loginLog.ip), visits: count() })
      .from(loginLog)
      .where(and(gte(loginLog.createTime, localMidnight(0)), tenantCondition(tenants))),
    db.select({ visits: count() }).from(loginLog).where(tenantCondition(tenants)),
  ]);
  return { todayIp: today.ips, todayVisitCount: today.visits, totalVisitCount: all.visits };
}

export interface VisitDay {
  ip: number;
  visit: number;
  /** 'MM-DD' */
  type: string;
}

/** GET /sys/visitInfo: per day of the last 7 (oldest first), distinct IPs and sign-ins. */
export async function visitInfo(db: Db, scope: Scope): Promise<VisitDay[]> {
  const start = localMidnight(VISIT_DAYS - 1);
  // A whole number computed here, never request text: inlined so SELECT and GROUP BY are one expression.
  const startSeconds = sql.raw(String(Math.floor(start.getTime() / 1000)));
  const day = sql<number>`floor((extract(epoch from ${loginLog.createTime}) - ${startSeconds}) / 86400)::int`;
  const rows = await db
    .select({ day, ip: countDistinct(loginLog.ip), visit: count() })
    .from(loginLog)
    .where(and(gte(loginLog.createTime, start), tenantCondition(visibleTenants(scope))))
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [Number(row.day), row]));
  return Array.from({ length: VISIT_DAYS }, (_, index) => {
    const row = byDay.get(index);
    return {
      ip: row?.ip ?? 0,
      visit: row?.visit ?? 0,
      type: monthDay(new Date(start.getTime() + index * DAY_MS + DAY_MS / 2)),
    };
  });
}
