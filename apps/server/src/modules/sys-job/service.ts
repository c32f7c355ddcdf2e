import { msg } from '@scenecast/contracts';
import { nextCronRuns, validateCron } from '@scenecast/contracts/cron';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { requirePlatformAdmin, type Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { newId } from '../../platform/db/ids.js';
import { sortColumn, toPage } from '../../platform/db/pagination.js';
import { BusinessError } from '../../platform/http/errors.js';
import type { JobRegistry } from '../../platform/scheduler/handlers.js';
import type { Scheduler } from '../../platform/scheduler/scheduler.js';
import { sysJobLogs, sysJobs } from '../../platform/scheduler/schema.js';
import type { JobAdd, JobEdit, JobListQuery, JobLogQuery } from './payloads.js';

export interface JobsContext {
  db: Db;
  scope: Scope;
  registry: JobRegistry;
  scheduler: Scheduler;
}

/** The handler must be registered, the cron text valid (the editor's own check), the parameters its schema's. */
function checkedJob(registry: JobRegistry, input: JobAdd) {
  const handler = registry.get(input.jobClassName);
  if (!handler) throw new BusinessError(msg('jobHandlerUnknown', 'zh', input.jobClassName.slice(0, 100)));
  const cron = validateCron(input.cronExpression);
  if (!cron.ok) throw new BusinessError(msg(cron.message, 'zh', cron.field));
  let raw: unknown = {};
  if (input.parameter.trim()) {
    try {
      raw = JSON.parse(input.parameter);
    } catch {
      throw new BusinessError(msg('jobParamsNotJson'));
    }
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new BusinessError(msg('jobParamsNotJson'));
  const params = handler.params.safeParse(raw);
  if (!params.success) {
    const issue = params.error.issues[0];
    throw new BusinessError(msg('jobParamsInvalid', 'zh', `${issue.path.join('.')} ${issue.message}`.trim()));
  }
  return {
    jobClassName: handler.name,
    cronExpression: input.cronExpression.trim().replace(/\s+/g, ' '),
    parameter: JSON.stringify(params.data),
    description: input.description,
    status: input.status,
  };
}

async function requireJob(db: Db, id: string) {
  const [job] = await db.select().from(sysJobs).where(eq(sysJobs.id, id)).limit(1);
  if (!job) throw new BusinessError(msg('jobNotFound'));
  return job;
}

const withNextRuns = (job: typeof sysJobs.$inferSelect) => ({
  ...job,
  nextRuns: job.status === 0 ? nextCronRuns(job.cronExpression) : [],
});

const SORTS = { createTime: sysJobs.createTime, jobClassName: sysJobs.jobClassName, status: sysJobs.status };

export async function listJobs(ctx: JobsContext, query: JobListQuery) {
  requirePlatformAdmin(ctx.scope);
  const where = and(
    query.jobClassName ? eq(sysJobs.jobClassName, query.jobClassName) : undefined,
    query.status === undefined ? undefined : eq(sysJobs.status, query.status),
  ) as SQL | undefined;
  const column = sortColumn(SORTS, query.column, sysJobs.createTime);
  const [records, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(sysJobs)
      .where(where)
      .orderBy(query.order === 'asc' ? column : desc(column), sysJobs.id)
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    ctx.db.select({ total: count() }).from(sysJobs).where(where),
  ]);
  return toPage(records.map(withNextRuns), total, query);
}

export async function jobById(ctx: JobsContext, id: string) {
  requirePlatformAdmin(ctx.scope);
  return withNextRuns(await requireJob(ctx.db, id));
}

export async function addJob(ctx: JobsContext, input: JobAdd) {
  requirePlatformAdmin(ctx.scope);
  const [job] = await ctx.db
    .insert(sysJobs)
    .values({ id: newId(), ...checkedJob(ctx.registry, input) })
    .returning();
  ctx.scheduler.wake();
  return job;
}

/** An edit plans the job afresh from its (new) cron text: the scheduler fills the next fire time. */
export async function editJob(ctx: JobsContext, input: JobEdit) {
  requirePlatformAdmin(ctx.scope);
  await requireJob(ctx.db, input.id);
  const [job] = await ctx.db
    .update(sysJobs)
    .set({ ...checkedJob(ctx.registry, input), nextFireTime: null, updateTime: new Date() })
    .where(eq(sysJobs.id, input.id))
    .returning();
  ctx.scheduler.wake();
  return job;
}

/** Pause keeps the job and its log; resume plans from now, so runs missed while paused never run. */
export async function setJobStatus(ctx: JobsContext, id: string, status: 0 | -1) {
  requirePlatformAdmin(ctx.scope);
  await requireJob(ctx.db, id);
  await ctx.db.update(sysJobs).set({ status, nextFireTime: null, updateTime: new Date() }).where(eq(sysJobs.id, id));
  ctx.scheduler.wake();
}

export async function deleteJob(ctx: JobsContext, id: string) {
  requirePlatformAdmin(ctx.scope);
  await requireJob(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(sysJobLogs).where(eq(sysJobLogs.jobId, id));
    await tx.delete(sysJobs).where(eq(sysJobs.id, id));
  });
}

/** Runs the job once now in this process, paused or not; its log row says "manual". */
export async function runJobNow(ctx: JobsContext, id: string): Promise<{ logId: string }> {
  requirePlatformAdmin(ctx.scope);
  return { logId: await ctx.scheduler.runNow(await requireJob(ctx.db, id)) };
}

export async function jobLogPage(ctx: JobsContext, query: JobLogQuery) {
  requirePlatformAdmin(ctx.scope);
  await requireJob(ctx.db, query.jobId);
  const where = eq(sysJobLogs.jobId, query.jobId);
  const [records, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(sysJobLogs)
      .where(where)
      .orderBy(desc(sysJobLogs.startTime), desc(sysJobLogs.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    ctx.db.select({ total: count() }).from(sysJobLogs).where(where),
  ]);
  return toPage(records, total, query);
}

export function jobHandlers(ctx: Pick<JobsContext, 'scope' | 'registry'>) {
  requirePlatformAdmin(ctx.scope);
  return ctx.registry.list().map((handler) => ({
    name: handler.name,
    title: handler.title,
    hint: handler.hint,
    defaultCron: handler.defaultCron,
  }));
}
