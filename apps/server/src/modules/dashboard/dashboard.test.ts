import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLog } from '../../platform/auth/schema.js';
import { newId } from '../../platform/db/ids.js';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import type { OverviewCount } from './service.js';
import type { VisitDay } from './visits.js';

let t: TestApp;
let demo: Awaited<ReturnType<typeof sessionFor>>;
let demo2: Awaited<ReturnType<typeof sessionFor>>;

/** Noon of a day `daysAgo` back, in the server's time zone. */
function noon(daysAgo: number): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo, 12);
}

function monthDay(date: Date): string {
  return `${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

beforeAll(async () => {
  t = await createTestApp();
  demo = await sessionFor(t.db, 'demo');
  demo2 = await sessionFor(t.db, 'demo2');
  const visit = (who: typeof demo, ip: string, createTime: Date) => ({
    id: newId(),
    userId: who.userId,
    tenantId: who.tenantId,
    ip,
    createTime,
  });
  await t.db
    .insert(loginLog)
    .values([
      visit(demo, '10.0.0.1', new Date()),
      visit(demo, '10.0.0.1', new Date()),
      visit(demo, '10.0.0.2', new Date()),
      visit(demo, '10.0.0.3', noon(2)),
      visit(demo, '10.0.0.4', noon(10)),
      visit(demo2, '10.0.9.9', new Date()),
    ]);
});
afterAll(() => t.close());

type LogInfo = { todayIp: number; todayVisitCount: number; totalVisitCount: number };

describe('GET /sys/loginfo', () => {
  it('counts the current tenant’s sign-ins', async () => {
    const { body } = await call<LogInfo>(t.app, 'GET', '/sys/loginfo', { token: demo.token });
    expect(body.result).toEqual({ todayIp: 2, todayVisitCount: 3, totalVisitCount: 5 });
    const other = await call<LogInfo>(t.app, 'GET', '/sys/loginfo', { token: demo2.token });
    expect(other.body.result).toEqual({ todayIp: 1, todayVisitCount: 1, totalVisitCount: 1 });
  });

  it('counts every tenant for a platform admin', async () => {
    const admin = await sessionFor(t.db, 'admin');
    const { body } = await call<LogInfo>(t.app, 'GET', '/sys/loginfo', { token: admin.token });
    expect(body.result).toEqual({ todayIp: 3, todayVisitCount: 4, totalVisitCount: 6 });
  });
});

describe('GET /sys/visitInfo', () => {
  it('answers the last 7 days, oldest first, with distinct IPs and sign-ins', async () => {
    const { body } = await call<VisitDay[]>(t.app, 'GET', '/sys/visitInfo', { token: demo.token });
    expect(body.result.map((day) => day.type)).toEqual([6, 5, 4, 3, 2, 1, 0].map((ago) => monthDay(noon(ago))));
    expect(body.result.map((day) => [day.ip, day.visit])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [1, 1],
      [0, 0],
      [2, 3],
    ]);
  });
});

describe('GET /sys/overview', () => {
  const values = (counts: OverviewCount[]) => Object.fromEntries(counts.map((c) => [c.key, c.value]));

  it('answers the tenant’s real counts with their labels', async () => {
    const { body } = await call<{ counts: OverviewCount[] }>(t.app, 'GET', '/sys/overview', { token: demo.token });
    expect(body.result.counts.map((c) => [c.key, c.label, c.unit])).toEqual([
      ['users', '账号数', 'count'],
      ['departs', '部门数', 'count'],
      ['todayLogins', '今日登录', 'count'],
      ['scenes', '场景数', 'count'],
      ['shops', '门店数', 'count'],
      ['works', '作品数', 'count'],
      ['kepian', '样片数', 'count'],
      ['storageUsed', '已用存储', 'bytes'],
    ]);
    expect(values(body.result.counts)).toEqual({
      users: 2,
      departs: 2,
      todayLogins: 3,
      scenes: 4,
      shops: 5,
      works: 0,
      kepian: 0,
      storageUsed: 0,
    });
  });

  it('never counts another tenant', async () => {
    const { body } = await call<{ counts: OverviewCount[] }>(t.app, 'GET', '/sys/overview', { token: demo2.token });
    expect(values(body.result.counts)).toEqual({
      users: 1,
      departs: 1,
      todayLogins: 1,
      scenes: 1,
      shops: 1,
      works: 0,
      kepian: 0,
      storageUsed: 0,
    });
  });

  it('counts a real sign-in', async () => {
    const login = await call(t.app, 'POST', '/sys/login', { body: { username: 'demo2', password: 'Demo@2026!' } });
    expect(login.body.success).toBe(true);
    const { body } = await call<LogInfo>(t.app, 'GET', '/sys/loginfo', { token: demo2.token });
    expect(body.result).toMatchObject({ todayVisitCount: 2, totalVisitCount: 2 });
  });
});
