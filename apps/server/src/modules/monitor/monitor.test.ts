import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';

const METRICS_TOKEN = 'scrape-secret-for-tests';
let t: TestApp;
let admin: string;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ JOBS_ENABLED: 'false', METRICS_TOKEN });
  admin = (await sessionFor(t.db, 'admin')).token;
  owner = (await sessionFor(t.db, 'demo')).token;
});
afterAll(() => t.close());

const PAGES = ['server', 'database', 'requests', 'sockets'];

describe('monitoring calls', () => {
  it.each(PAGES)('refuses a tenant owner /sys/actuator/%s with 403', async (page) => {
    const { status } = await call(t.app, 'GET', `/sys/actuator/${page}`, { token: owner });
    expect(status).toBe(403);
  });

  it('answers the process figures', async () => {
    const { body } = await call<Record<string, unknown>>(t.app, 'GET', '/sys/actuator/server', { token: admin });
    expect(body.result).toMatchObject({
      pid: process.pid,
      uptimeSeconds: expect.any(Number),
      memory: { rss: expect.any(Number), heapUsed: expect.any(Number) },
      eventLoopDelay: { meanMs: expect.any(Number), p99Ms: expect.any(Number) },
      cpu: { cores: expect.any(Number), processPercent: expect.any(Number) },
    });
  });

  it('answers the database size, connections and the slowest statements', async () => {
    type Slowest = { source: string; statements: { query: string; calls: number; meanMs: number }[] };
    const { body } = await call<{ sizeBytes: number; connections: unknown[]; slowest: Slowest }>(
      t.app,
      'GET',
      '/sys/actuator/database',
      { token: admin },
    );
    expect(body.result.sizeBytes).toBeGreaterThan(0);
    expect(Array.isArray(body.result.connections)).toBe(true);
    expect(['pg_stat_statements', 'process']).toContain(body.result.slowest.source);
    const { statements } = body.result.slowest;
    expect(statements.length).toBeGreaterThan(0);
    expect(statements[0]).toMatchObject({ query: expect.any(String), calls: expect.any(Number) });
    const means = statements.map((statement) => statement.meanMs);
    expect(means).toEqual([...means].sort((a, b) => b - a));
  });

  it('lists an answered request with its status and request id, newest first', async () => {
    await call(t.app, 'GET', '/sys/quartzJob/list', { token: owner });
    const { body } = await call<{ method: string; path: string; status: number; requestId: string }[]>(
      t.app,
      'GET',
      '/sys/actuator/requests',
      { token: admin },
    );
    expect(body.result[0]).toMatchObject({ method: 'GET', path: '/api/sys/quartzJob/list', status: 403 });
    expect(body.result[0].requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists this process with its socket counts', async () => {
    const { body } = await call<{ current: boolean; consoles: number; screens: number }[]>(
      t.app,
      'GET',
      '/sys/actuator/sockets',
      { token: admin },
    );
    expect(body.result.filter((row) => row.current)).toEqual([
      expect.objectContaining({ pid: process.pid, consoles: 0, screens: 0 }),
    ]);
  });
});

describe('GET /actuator/prometheus', () => {
  const scrape = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/actuator/prometheus',
      headers: authorization ? { authorization } : {},
    });

  it('answers 401 without the token or with a wrong one', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong')).statusCode).toBe(401);
  });

  it('answers the request histogram, socket gauges and job outcomes with the token', async () => {
    await call(t.app, 'GET', '/sys/quartzJob/execute?id=1f000000000000000000000000c12101', { token: admin });
    await t.app.scheduler.settle();
    const response = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain(
      'scenecast_http_request_duration_seconds_count{method="GET",route="/api/sys/quartzJob/execute",status="200"} 1',
    );
    expect(response.body).toContain('scenecast_live_sockets{kind="console"} 0');
    expect(response.body).toContain('scenecast_job_runs_total{job="purgeExpiredAuthRecords",outcome="success"} 1');
  });

  it('answers 404 when no token is configured', async () => {
    const plain = await createTestApp({ JOBS_ENABLED: 'false' });
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/api/actuator/prometheus' });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
