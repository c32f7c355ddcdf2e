import { rm } from 'node:fs/promises';
import type { LoginResult, Page } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleServer, callProcess, type ServerProcess, startServerProcess } from '../../test/server-process.js';
import type { sysJobLogs } from './schema.js';

const api = <T>(base: string, method: string, url: string, body?: unknown, token?: string) =>
  callProcess<T>(base, method, url, { body, token });

type Log = typeof sysJobLogs.$inferSelect;

const TICKS = 20;
const ADMIN_PASSWORD = 'SceneCast@2026';

// Three server processes on one real PostgreSQL, a job every second for 20 s: every planned
// second ran, and ran once, also while the process running the ticks shuts down halfway and the
// others take over. On the embedded database there is only one process.
describe.skipIf(!process.env.DATABASE_URL)('three server processes running one job', () => {
  let bundle: string;
  let processes: ServerProcess[] = [];

  beforeAll(async () => {
    bundle = await bundleServer();
    const env = { DATABASE_URL: process.env.DATABASE_URL ?? '' };
    processes = [await startServerProcess(bundle, 18_341, env)];
    // Started after the first has migrated, so the other two only check the journal.
    processes.push(...(await Promise.all([18_342, 18_343].map((port) => startServerProcess(bundle, port, env)))));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((server) => server.stop()));
    await rm(bundle, { force: true });
  });

  it('runs each planned second exactly once', async () => {
    const login = await api<LoginResult>(processes[0].base, 'POST', '/sys/login', {
      username: 'admin',
      password: ADMIN_PASSWORD,
    });
    const token = login.result.token;
    const job = await api<{ id: string }>(
      processes[0].base,
      'POST',
      '/sys/quartzJob/add',
      { jobClassName: 'purgeExpiredAuthRecords', cronExpression: '* * * * * ? *', description: 'three processes' },
      token,
    );
    expect(job.success, job.message).toBe(true);
    try {
      await checkTicks(job.result.id, token);
    } finally {
      await api(processes[0].base, 'DELETE', `/sys/quartzJob/delete?id=${job.result.id}`, undefined, token);
    }
  }, 120_000);

  /** Waits for 10 ticks, stops the process running them, waits for 20, then checks every tick. */
  async function checkTicks(jobId: string, token: string): Promise<void> {
    const logs = async () => {
      const base = processes[processes.length - 1].base;
      const url = `/sys/quartzJob/logList?jobId=${jobId}&pageSize=200`;
      return (await api<Page<Log>>(base, 'GET', url, undefined, token)).result.records;
    };
    const deadline = Date.now() + (TICKS + 30) * 1000;
    const waitForTicks = async (count: number) => {
      while ((await logs()).length < count) {
        if (Date.now() > deadline) throw new Error(`the job did not tick ${count} times`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    };
    await waitForTicks(TICKS / 2);
    const runner = (await logs())[0].process;
    const leaving = processes.find((server) => runner.endsWith(`:${server.pid}`));
    expect(leaving).toBeDefined();
    await leaving?.stop();
    processes = processes.filter((server) => server !== leaving);
    await waitForTicks(TICKS);
    await api(processes[0].base, 'GET', `/sys/quartzJob/pause?id=${jobId}`, undefined, token);
    let final = await logs();
    while (final.some((log) => log.outcome === 'running')) final = await logs();

    const seconds = final.map((log) => new Date(log.scheduledTime).getTime()).sort((a, b) => a - b);
    expect(seconds.length).toBeGreaterThanOrEqual(TICKS);
    expect(seconds.map((time) => time - seconds[0])).toEqual(seconds.map((_, index) => index * 1000));
    expect(final.every((log) => log.outcome === 'success' && log.trigger === 'schedule')).toBe(true);
    expect(new Set(final.map((log) => log.process)).size).toBeGreaterThan(1);
  }
});
