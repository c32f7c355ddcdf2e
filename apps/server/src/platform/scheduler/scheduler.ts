import os from 'node:os';
import { and, eq, isNull, lt, lte, min, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';
import type { JobRegistry } from './handlers.js';
import { firstFireTime, planFire } from './misfire.js';
import { sysJobLogs, sysJobs } from './schema.js';

/**
 * The longest a process sleeps between looks at the jobs. It otherwise wakes when the next job is
 * due, or at once when this process adds, edits or resumes one (`wake`); another process's change
 * wakes that process. So this only bounds how late a job changed in the database directly is seen.
 */
export const SCHEDULER_MAX_SLEEP_MS = 5_000;
/** How soon a process looks again at a job that another process was claiming. */
const CLAIM_RETRY_MS = 100;
/** The advisory-lock key space of job claims (the second key is the job id's hash). */
const JOB_LOCK_SPACE = 7152;
const ERROR_TEXT_LIMIT = 2000;
/** A job's run log keeps its last 7 days (a job every 15 s writes 40,320 rows in that time). */
export const JOB_LOG_DAYS = 7;

export type JobOutcome = 'success' | 'failed';
export type JobRow = typeof sysJobs.$inferSelect;

export interface SchedulerHooks {
  onOutcome?(jobClassName: string, outcome: JobOutcome): void;
  onError?(error: unknown): void;
}

export const PROCESS_NAME = `${os.hostname()}:${process.pid}`;

/** A job whose cron text has no run left (its years are over) is paused, as Quartz completes it. */
const planned = (nextFireTime: Date | null) => (nextFireTime ? { nextFireTime } : { nextFireTime, status: -1 });

/**
 * Runs due jobs. Every process looks for them when the next one is due; a due job is claimed in a
 * transaction holding the job's advisory lock, which moves its next fire time on and writes the
 * run's log row before anything runs, so each planned run happens once across all processes (the
 * log's unique index on the planned time is the database's second guard).
 */
export class Scheduler {
  private started = false;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private lookAgain = false;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly registry: JobRegistry,
    private readonly hooks: SchedulerHooks = {},
  ) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    this.lookIn(0);
  }

  /** Looks for due jobs now: a job was added, edited or resumed (its next fire time is unknown). */
  wake(): void {
    if (this.started) this.lookIn(0);
  }

  /** Stops looking and waits for the runs in progress. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
    await Promise.all(this.running);
  }

  /**
   * Claims and starts every job due at `now`; answers once the claims are made (runs go on), with
   * when the next job is due (null: none is planned).
   */
  async tick(now: Date = new Date()): Promise<Date | null> {
    const due = await this.db
      .select({ id: sysJobs.id })
      .from(sysJobs)
      .where(and(eq(sysJobs.status, 0), or(isNull(sysJobs.nextFireTime), lte(sysJobs.nextFireTime, now))));
    for (const { id } of due) {
      const claim = await this.claim(id, now);
      if (claim) this.track(this.execute(claim.job, claim.logId, claim.note));
    }
    const [next] = await this.db
      .select({ at: min(sysJobs.nextFireTime) })
      .from(sysJobs)
      .where(eq(sysJobs.status, 0));
    return next?.at ?? null;
  }

  private lookIn(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.look(), delayMs);
  }

  private look(): void {
    this.timer = null;
    if (this.ticking) {
      // Woken while looking: the change may have come after the read, so look once more after it.
      this.lookAgain = true;
      return;
    }
    this.ticking = this.claimDue().then((sleepMs) => {
      this.ticking = null;
      if (this.started) this.lookIn(this.lookAgain ? 0 : sleepMs);
      this.lookAgain = false;
    });
  }

  /** Claims the due jobs; answers how long to sleep before looking again. */
  private async claimDue(): Promise<number> {
    try {
      const next = await this.tick();
      if (!next) return SCHEDULER_MAX_SLEEP_MS;
      const untilDue = next.getTime() - Date.now();
      // Still due after the claims: another process is claiming it; look after its claim.
      return untilDue > 0 ? Math.min(untilDue, SCHEDULER_MAX_SLEEP_MS) : CLAIM_RETRY_MS;
    } catch (error) {
      this.hooks.onError?.(error);
      return SCHEDULER_MAX_SLEEP_MS;
    }
  }

  /** Runs a job at once, outside its schedule ("run now"); answers the log row's id. */
  async runNow(job: JobRow): Promise<string> {
    const now = new Date();
    const logId = newId();
    await this.db.insert(sysJobLogs).values({
      id: logId,
      jobId: job.id,
      trigger: 'manual',
      scheduledTime: now,
      startTime: now,
      outcome: 'running',
      process: PROCESS_NAME,
    });
    this.track(this.execute(job, logId));
    return logId;
  }

  /** Waits for every run this process has started (tests, shutdown). */
  async settle(): Promise<void> {
    await Promise.all(this.running);
  }

  private track(run: Promise<void>): void {
    this.running.add(run);
    run.finally(() => this.running.delete(run));
  }

  private claim(id: string, now: Date): Promise<{ job: JobRow; logId: string; note: string | null } | null> {
    return this.db.transaction(async (tx) => {
      const locked = await tx.execute(
        sql`SELECT pg_try_advisory_xact_lock(${JOB_LOCK_SPACE}, hashtext(${id})) AS locked`,
      );
      if (!(locked as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return null;
      const [job] = await tx
        .select()
        .from(sysJobs)
        .where(and(eq(sysJobs.id, id), eq(sysJobs.status, 0)));
      if (!job) return null;
      if (!job.nextFireTime) {
        await tx
          .update(sysJobs)
          .set(planned(firstFireTime(job.cronExpression, now)))
          .where(eq(sysJobs.id, id));
        return null;
      }
      if (job.nextFireTime > now) return null;
      const plan = planFire(job.cronExpression, job.nextFireTime, now);
      await tx.update(sysJobs).set(planned(plan.nextFireTime)).where(eq(sysJobs.id, id));
      const logId = newId();
      await tx.insert(sysJobLogs).values({
        id: logId,
        jobId: id,
        trigger: 'schedule',
        scheduledTime: plan.scheduledTime,
        startTime: new Date(),
        outcome: 'running',
        process: PROCESS_NAME,
      });
      return { job, logId, note: plan.misfired ? `misfire (planned ${job.nextFireTime.toISOString()})` : null };
    });
  }

  private async execute(job: JobRow, logId: string, note: string | null = null): Promise<void> {
    let outcome: JobOutcome = 'success';
    let report: string | undefined;
    try {
      const handler = this.registry.get(job.jobClassName);
      if (!handler) throw new Error(`no job handler named ${job.jobClassName}`);
      report = await handler.run(handler.params.parse(JSON.parse(job.parameter)));
    } catch (error) {
      outcome = 'failed';
      report = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_LIMIT);
    }
    const message = [note, report].filter(Boolean).join(' · ') || null;
    try {
      await this.db.update(sysJobLogs).set({ endTime: new Date(), outcome, message }).where(eq(sysJobLogs.id, logId));
      const keepSince = new Date(Date.now() - JOB_LOG_DAYS * 86_400_000);
      await this.db.delete(sysJobLogs).where(and(eq(sysJobLogs.jobId, job.id), lt(sysJobLogs.startTime, keepSince)));
    } catch (error) {
      this.hooks.onError?.(error);
    }
    this.hooks.onOutcome?.(job.jobClassName, outcome);
  }
}
