import type { Page } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../platform/auth/schema.js';
import { newId } from '../../platform/db/ids.js';
import { type sysJobLogs, sysJobs } from '../../platform/scheduler/schema.js';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';

type Job = typeof sysJobs.$inferSelect & { nextRuns: string[] };
type Log = typeof sysJobLogs.$inferSelect;

let t: TestApp;
let admin: string;
let owner: string;

beforeAll(async () => {
  // The scheduler stays off: these tests start runs themselves.
  t = await createTestApp({ JOBS_ENABLED: 'false' });
  admin = (await sessionFor(t.db, 'admin')).token;
  owner = (await sessionFor(t.db, 'demo')).token;
});
afterAll(() => t.close());

const add = (body: Record<string, unknown>, token = admin) =>
  call<Job>(t.app, 'POST', '/sys/quartzJob/add', { token, body });

async function logsOf(jobId: string): Promise<Log[]> {
  await t.app.scheduler.settle();
  const { body } = await call<Page<Log>>(t.app, 'GET', `/sys/quartzJob/logList?jobId=${jobId}`, { token: admin });
  return body.result.records;
}

describe('who may see and change jobs', () => {
  it.each([
    ['GET', '/sys/quartzJob/list'],
    ['GET', '/sys/quartzJob/handlers'],
    ['GET', '/sys/quartzJob/execute?id=1f000000000000000000000000c12101'],
    ['GET', '/sys/quartzJob/pause?id=1f000000000000000000000000c12101'],
    ['DELETE', '/sys/quartzJob/delete?id=1f000000000000000000000000c12101'],
    ['GET', '/sys/quartzJob/logList?jobId=1f000000000000000000000000c12101'],
  ] as const)('refuses a tenant owner %s %s with 403', async (method, url) => {
    const { status } = await call(t.app, method, url, { token: owner });
    expect(status).toBe(403);
  });

  it('refuses a tenant owner adding a job', async () => {
    const { status } = await add({ jobClassName: 'sweepOfflineScreens', cronExpression: '0 * * * * ? *' }, owner);
    expect(status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    const { status } = await call(t.app, 'GET', '/sys/quartzJob/list');
    expect(status).toBe(401);
  });
});

describe('the built-in jobs', () => {
  it('lists the six built-in jobs, each with its next 10 runs', async () => {
    const { body } = await call<Page<Job>>(t.app, 'GET', '/sys/quartzJob/list?pageSize=50', { token: admin });
    expect(body.result.records.map((job) => job.jobClassName).sort()).toEqual([
      'purgeExpiredAuthRecords',
      'purgeOperationLog',
      'purgeRecycleBin',
      'removeUploadSpools',
      'rollUpStatistics',
      'sweepOfflineScreens',
    ]);
    for (const job of body.result.records) expect(job.nextRuns).toHaveLength(10);
  });

  it('offers every registered handler with its titles', async () => {
    const { body } = await call<{ name: string; title: { zh: string; en: string } }[]>(
      t.app,
      'GET',
      '/sys/quartzJob/handlers',
      { token: admin },
    );
    expect(body.result.find((handler) => handler.name === 'purgeRecycleBin')?.title).toEqual({
      zh: '清空回收站过期作品',
      en: 'Empty old recycle-bin items',
    });
  });

  it('run now purges expired sessions and logs the outcome', async () => {
    const expired = { tokenHash: newId(), userId: 'nobody', expiresAt: new Date(Date.now() - 1000) };
    await t.db.insert(sessions).values(expired);
    const run = await call<{ logId: string }>(
      t.app,
      'GET',
      '/sys/quartzJob/execute?id=1f000000000000000000000000c12101',
      {
        token: admin,
      },
    );
    expect(run.body.success).toBe(true);
    const [log] = await logsOf('1f000000000000000000000000c12101');
    expect(log).toMatchObject({ id: run.body.result.logId, trigger: 'manual', outcome: 'success' });
    expect(log.message).toMatch(/^sessions [1-9]\d*, captchas \d+, SMS codes \d+$/);
    expect(log.endTime).not.toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, expired.tokenHash))).toEqual([]);
  });

  it('logs a failed run with its error text', async () => {
    const id = newId();
    await t.db.insert(sysJobs).values({ id, jobClassName: 'removedFromCode', cronExpression: '0 0 1 * * ? *' });
    await call(t.app, 'GET', `/sys/quartzJob/execute?id=${id}`, { token: admin });
    const [log] = await logsOf(id);
    expect(log).toMatchObject({ outcome: 'failed', message: 'no job handler named removedFromCode' });
  });
});

describe('adding and changing jobs', () => {
  it('adds a job with normalised parameters, pauses, resumes and deletes it', async () => {
    const added = await add({
      jobClassName: 'purgeRecycleBin',
      cronExpression: '0 0 2 * * ? *',
      parameter: ' { "days" : 7 } ',
      description: 'weekly bin',
    });
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' });
    expect(added.body.result).toMatchObject({ parameter: '{"days":7}', status: 0 });
    const id = added.body.result.id;

    await call(t.app, 'GET', `/sys/quartzJob/pause?id=${id}`, { token: admin });
    const paused = await call<Job>(t.app, 'GET', `/sys/quartzJob/queryById?id=${id}`, { token: admin });
    expect(paused.body.result).toMatchObject({ status: -1, nextRuns: [] });

    await call(t.app, 'GET', `/sys/quartzJob/resume?id=${id}`, { token: admin });
    const resumed = await call<Job>(t.app, 'GET', `/sys/quartzJob/queryById?id=${id}`, { token: admin });
    expect(resumed.body.result.status).toBe(0);
    expect(new Date(resumed.body.result.nextRuns[0]).getHours()).toBe(2);

    const removed = await call(t.app, 'DELETE', `/sys/quartzJob/delete?id=${id}`, { token: admin });
    expect(removed.body.success).toBe(true);
    const gone = await call(t.app, 'GET', `/sys/quartzJob/queryById?id=${id}`, { token: admin });
    expect(gone.body).toMatchObject({ success: false, code: 500, message: '定时任务不存在' });
  });

  it('edits the cron text and plans the job afresh', async () => {
    const { body } = await add({ jobClassName: 'sweepOfflineScreens', cronExpression: '0 * * * * ? *' });
    await t.db.update(sysJobs).set({ nextFireTime: new Date() }).where(eq(sysJobs.id, body.result.id));
    const edited = await call<Job>(t.app, 'PUT', '/sys/quartzJob/edit', {
      token: admin,
      body: { ...body.result, cronExpression: '0 0 5 * * ? *' },
    });
    expect(edited.body.result).toMatchObject({ cronExpression: '0 0 5 * * ? *', nextFireTime: null });
  });

  it.each([
    [{ jobClassName: 'rm -rf', cronExpression: '0 * * * * ? *' }, '任务处理器不存在：rm -rf'],
    [{ jobClassName: 'purgeRecycleBin', cronExpression: '0 * * * *' }, 'cron表达式需要7个部分'],
    [{ jobClassName: 'purgeRecycleBin', cronExpression: '0 * * * * * *' }, '日和周必须有一个为?'],
    [{ jobClassName: 'purgeRecycleBin', cronExpression: '0 0 0 * * ? 2020' }, '该表达式没有下次执行时间'],
    [{ jobClassName: 'purgeRecycleBin', cronExpression: '0 0 0 * * ? *', parameter: '[1]' }, '任务参数须为 JSON 对象'],
    [
      { jobClassName: 'purgeRecycleBin', cronExpression: '0 0 0 * * ? *', parameter: '{days: 1}' },
      '任务参数须为 JSON 对象',
    ],
  ])('refuses %j with a message', async (body, message) => {
    const answer = await add(body);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: false, code: 500, message });
  });

  it('refuses parameters outside the handler’s schema', async () => {
    const tooFew = await add({
      jobClassName: 'purgeRecycleBin',
      cronExpression: '0 0 0 * * ? *',
      parameter: '{"days":0}',
    });
    expect(tooFew.body.message).toMatch(/^任务参数不正确：days /);
    const unknown = await add({
      jobClassName: 'purgeRecycleBin',
      cronExpression: '0 0 0 * * ? *',
      parameter: '{"sql":"x"}',
    });
    expect(unknown.body.message).toMatch(/^任务参数不正确：/);
  });

  it('answers 400 for a payload without a cron text', async () => {
    const { status } = await add({ jobClassName: 'purgeRecycleBin' });
    expect(status).toBe(400);
  });

  it('answers 定时任务不存在 for an unknown id', async () => {
    const { body } = await call(t.app, 'GET', '/sys/quartzJob/execute?id=nosuchjob', { token: admin });
    expect(body).toMatchObject({ success: false, message: '定时任务不存在' });
  });
});
