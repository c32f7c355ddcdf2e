import { and, eq, inArray, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { tenants } from '../../platform/identity/schema.js';
import type { JobRegistry } from '../../platform/scheduler/handlers.js';
import { OVERVIEW_COUNTERS } from './counters.js';
import { statDaily } from './schema.js';

/** The local date (YYYY-MM-DD) of the day before `now`: a run after midnight rolls up the day that ended. */
function dayBefore(now: Date): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** Writes every tenant's overview figures for the day that ended; a rerun of the day overwrites it. */
export async function rollUpStatistics(db: Db, now: Date = new Date()): Promise<{ day: string; tenants: number }> {
  const day = dayBefore(now);
  const all = await db.select({ id: tenants.id }).from(tenants);
  for (const tenant of all) {
    const values = await Promise.all(OVERVIEW_COUNTERS.map((counter) => counter.count(db, [tenant.id])));
    const rows = OVERVIEW_COUNTERS.map((counter, index) => ({
      tenantId: tenant.id,
      day,
      key: counter.key,
      value: values[index],
    }));
    await db
      .insert(statDaily)
      .values(rows)
      .onConflictDoUpdate({
        target: [statDaily.tenantId, statDaily.day, statDaily.key],
        set: { value: sql`excluded.value` },
      });
  }
  return { day, tenants: all.length };
}

/** The figures of the latest roll-up of some tenants (null: all), by key, with its day. */
export async function lastRollUp(
  db: Db,
  tenantIds: number[] | null,
): Promise<{ day: string | null; values: Map<string, number> }> {
  const scope = tenantIds === null ? undefined : inArray(statDaily.tenantId, tenantIds);
  const [latest] = await db
    .select({ day: max(statDaily.day) })
    .from(statDaily)
    .where(scope);
  if (!latest?.day) return { day: null, values: new Map() };
  const rows = await db
    .select({ key: statDaily.key, value: sql<number>`sum(${statDaily.value})::float` })
    .from(statDaily)
    .where(and(eq(statDaily.day, latest.day), scope))
    .groupBy(statDaily.key);
  return { day: latest.day, values: new Map(rows.map((row) => [row.key, Number(row.value)])) };
}

export function registerDashboardJobs(jobs: JobRegistry, db: Db): void {
  jobs.add({
    name: 'rollUpStatistics',
    title: { zh: '每日统计汇总', en: 'Nightly statistics roll-up' },
    hint: {
      zh: '无参数：记录前一天结束时各租户的概览数据，数据概览据此显示较上次汇总的变化',
      en: "No parameters: records each tenant's overview figures for the day that ended; the data overview shows the change since",
    },
    params: z.object({}).strict(),
    defaultCron: '0 5 0 * * ? *',
    async run() {
      const done = await rollUpStatistics(db);
      return `day ${done.day}, tenants ${done.tenants}`;
    },
  });
}
