import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newId } from '../db/ids.js';
import { JobRegistry } from './handlers.js';
import { MISFIRE_THRESHOLD_MS } from './misfire.js';
import { JOB_LOG_DAYS, SCHEDULER_MAX_SLEEP_MS, Scheduler } from './scheduler.js';
import { sysJobLogs, sysJobs } from './schema.js';

let t: TestApp;
const runs: number[] = [];
const registry = new JobRegistry();
registry.add({
  name: 'countRun',
  title: { zh: '计数', en: 'Count' },
  hint: { zh: '', en: '' },
  params: z.object({ n: z.number().default(1) }),
  defaultCron: '* * * * * ? *',
  async run({ n }) {
    runs.push(n);
    return `ran ${n}`;
  },
});

beforeAll(async () => {
  t = await createTestApp({ JOBS_ENABLED: 'false' });
});
afterAll(() => t.close());

async function newJob(cron: string, nextFireTime: Date | null) {
  const id = newId();
  await t.db
    .insert(sysJobs)
    .values({ id, jobClassName: 'countRun', cronExpression: cron, parameter: '{"n":1}', nextFireTime });
  return id;
}

const logsOf = (jobId: string) =>
  t.db.select().from(sysJobLogs).where(eq(sysJobLogs.jobId, jobId)).orderBy(sysJobLogs.scheduledTime);

// Only the tests' own job is due at the times they tick with (the built-in jobs plan later).
async function onlyJob(id: string) {
  await t.db.update(sysJobs).set({ status: -1 }).where(eq(sysJobs.status, 0));
  await t.db.update(sysJobs).set({ status: 0 }).where(eq(sysJobs.id, id));
}

describe('Scheduler', () => {
  it('plans a job it sees for the first time, then runs it when due', async () => {
    const id = await newJob('* * * * * ? *', null);
    await onlyJob(id);
    const scheduler = new Scheduler(t.db, registry);
    const now = new Date();
    await scheduler.tick(now);
    const [planned] = await t.db.select().from(sysJobs).where(eq(sysJobs.id, id));
    expect(planned.nextFireTime?.getTime()).toBeGreaterThan(now.getTime());
    expect(await logsOf(id)).toEqual([]);

    await scheduler.tick(planned.nextFireTime as Date);
    await scheduler.settle();
    const [log] = await logsOf(id);
    expect(log).toMatchObject({ trigger: 'schedule', outcome: 'success', message: 'ran 1' });
    expect(log.scheduledTime).toEqual(planned.nextFireTime);
  });

  it('runs a due time once when several schedulers claim it together', async () => {
    const planned = new Date(Math.floor(Date.now() / 1000) * 1000);
    const id = await newJob('* * * * * ? *', planned);
    await onlyJob(id);
    const schedulers = [1, 2, 3].map(() => new Scheduler(t.db, registry));
    await Promise.all(schedulers.map((scheduler) => scheduler.tick(planned)));
    await Promise.all(schedulers.map((scheduler) => scheduler.settle()));
    const logs = await logsOf(id);
    expect(logs.map((log) => log.scheduledTime)).toEqual([planned]);
  });

  it('catches up runs missed by less than the threshold, each planned time once', async () => {
    const planned = new Date(Math.floor(Date.now() / 1000) * 1000 - 3000);
    const id = await newJob('* * * * * ? *', planned);
    await onlyJob(id);
    const scheduler = new Scheduler(t.db, registry);
    const now = new Date(planned.getTime() + 3000);
    for (let i = 0; i < 4; i += 1) await scheduler.tick(now);
    await scheduler.settle();
    const times = (await logsOf(id)).map((log) => log.scheduledTime.getTime() - planned.getTime());
    expect(times).toEqual([0, 1000, 2000, 3000]);
  });

  it('after downtime runs a missed job once, now, and plans from now', async () => {
    const planned = new Date(Date.now() - MISFIRE_THRESHOLD_MS * 10);
    const id = await newJob('0 * * * * ? *', planned);
    await onlyJob(id);
    const scheduler = new Scheduler(t.db, registry);
    const now = new Date();
    await scheduler.tick(now);
    await scheduler.tick(now);
    await scheduler.settle();
    const logs = await logsOf(id);
    expect(logs).toHaveLength(1);
    expect(logs[0].scheduledTime).toEqual(now);
    expect(logs[0].message).toMatch(/^misfire \(planned .*\) · ran 1$/);
    const [job] = await t.db.select().from(sysJobs).where(eq(sysJobs.id, id));
    expect(job.nextFireTime?.getTime()).toBeGreaterThan(now.getTime());
  });

  it('never runs a paused job', async () => {
    const id = await newJob('* * * * * ? *', new Date(Date.now() - 1000));
    await onlyJob(id);
    await t.db.update(sysJobs).set({ status: -1 }).where(eq(sysJobs.id, id));
    const scheduler = new Scheduler(t.db, registry);
    await scheduler.tick(new Date());
    await scheduler.settle();
    expect(await logsOf(id)).toEqual([]);
  });
});

describe('a started scheduler', () => {
  it('looks once, then sleeps while no job is due soon', async () => {
    const id = await newJob('0 0 1 1 * ? 2999', new Date('2999-01-01T01:00:00Z'));
    await onlyJob(id);
    const scheduler = new Scheduler(t.db, registry);
    const looks = vi.spyOn(scheduler, 'tick');
    scheduler.start();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(looks).toHaveBeenCalledTimes(1);
    } finally {
      await scheduler.stop();
    }
  });

  it('wakes when the next job is due, and at once when told a job changed', async () => {
    const id = await newJob('* * * * * ? *', new Date(Date.now() + 1200));
    await onlyJob(id);
    const scheduler = new Scheduler(t.db, registry);
    scheduler.start();
    try {
      await expect.poll(async () => (await logsOf(id)).length, { timeout: 4000 }).toBeGreaterThanOrEqual(2);
      const added = await newJob('0 0 0 1 1 ? *', null);
      scheduler.wake();
      await expect
        .poll(async () => (await t.db.select().from(sysJobs).where(eq(sysJobs.id, added)))[0].nextFireTime, {
          timeout: SCHEDULER_MAX_SLEEP_MS / 2,
        })
        .not.toBeNull();
    } finally {
      await scheduler.stop();
    }
  });
});

describe('the run log', () => {
  it('keeps a job’s last 7 days when a run ends', async () => {
    const id = await newJob('0 0 1 * * ? *', null);
    const row = (daysAgo: number) => {
      const time = new Date(Date.now() - daysAgo * 86_400_000);
      return {
        id: newId(),
        jobId: id,
        trigger: 'manual' as const,
        scheduledTime: time,
        startTime: time,
        outcome: 'success' as const,
        process: 'old',
      };
    };
    await t.db.insert(sysJobLogs).values([row(JOB_LOG_DAYS + 1), row(JOB_LOG_DAYS - 1)]);
    const scheduler = new Scheduler(t.db, registry);
    const [job] = await t.db.select().from(sysJobs).where(eq(sysJobs.id, id));
    await scheduler.runNow(job);
    await scheduler.settle();
    expect((await logsOf(id)).map((log) => log.process)).toEqual(['old', expect.stringMatching(/:\d+$/)]);
  });
});

describe('a cron text with no run left', () => {
  it('pauses the job instead of planning it again on every poll', async () => {
    const id = await newJob('0 0 0 1 1 ? 2020', null);
    await new Scheduler(t.db, registry).tick(new Date());
    const [job] = await t.db.select().from(sysJobs).where(eq(sysJobs.id, id));
    expect(job).toMatchObject({ status: -1, nextFireTime: null });
  });
});
