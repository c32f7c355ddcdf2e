import type { OnlineSessionRow, OperationLogRow, Page } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MASK, maskSecrets } from '../../platform/audit/mask.js';
import { purgeOperationLog } from '../../platform/audit/purge.js';
import { operationLog } from '../../platform/audit/schema.js';
import { grantMenus } from '../../test/grant-menus.js';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import { positions } from '../sys-position/schema.js';

let t: TestApp;
let demo: string;
let demo2: string;
let staff: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = (await sessionFor(t.db, 'demo')).token;
  demo2 = (await sessionFor(t.db, 'demo2')).token;
  staff = (await sessionFor(t.db, 'demo_staff')).token;
  admin = (await sessionFor(t.db, 'admin')).token;
});
afterAll(() => t.close());

const operations = (token: string, query = '') =>
  call<Page<OperationLogRow>>(t.app, 'GET', `/sys/log/list?logType=2${query}`, { token });

describe('masking secrets', () => {
  it('masks password, oldpassword, confirmpassword, token and secret fields at any depth', () => {
    const masked = maskSecrets({
      username: 'a',
      password: 'p',
      oldpassword: 'o',
      confirmpassword: 'c',
      body: { passwordHash: '$argon2', token: 't', list: [{ clientSecret: 's', name: 'n' }] },
    });
    expect(masked).toEqual({
      username: 'a',
      password: MASK,
      oldpassword: MASK,
      confirmpassword: MASK,
      body: { passwordHash: MASK, token: MASK, list: [{ clientSecret: MASK, name: 'n' }] },
    });
  });
});

describe('the operation log', () => {
  it('records a write: who, what, outcome, and the record before and after', async () => {
    const added = await call<{ id: string }>(t.app, 'POST', '/sys/position/add', {
      token: demo,
      body: { name: '审计岗', code: 'auditpos', rank: '2' },
    });
    expect(added.body.success).toBe(true);
    const [row] = await t.db.select().from(positions).where(eq(positions.code, 'auditpos'));
    const edited = await call(t.app, 'PUT', '/sys/position/edit', {
      token: demo,
      body: { id: row.id, name: '审计岗2', code: 'auditpos', rank: '2' },
    });
    expect(edited.body.success).toBe(true);
    const { body } = await operations(demo, '&action=Edit%20a%20position');
    const entry = body.result.records[0];
    expect(entry).toMatchObject({
      username: 'demo',
      title: 'Edit a position',
      action: 'system:position:manage',
      method: 'PUT',
      url: '/api/sys/position/edit',
      httpStatus: 200,
      code: 200,
      before: { id: row.id, name: '审计岗' },
      after: { id: row.id, name: '审计岗2' },
    });
    expect(entry.durationMs).toBeGreaterThanOrEqual(0);
    const add = (await operations(demo, '&action=Add%20a%20position')).body.result.records[0];
    expect(add).toMatchObject({ before: null, after: { name: '审计岗', code: 'auditpos' } });
  });

  it('never records a password: the users page’s add and password change are masked', async () => {
    const added = await call(t.app, 'POST', '/sys/user/add', {
      token: demo,
      body: {
        username: 'audited_user',
        realname: '审计用户',
        password: 'abc12345',
        confirmpassword: 'abc12345',
        phone: '13900009991',
      },
    });
    expect(added.body.success).toBe(true);
    const { body } = await operations(demo, '&username=demo');
    const text = JSON.stringify(body.result.records);
    expect(text).toContain('audited_user');
    expect(text).not.toContain('abc12345');
    expect(text).not.toMatch(/\$argon2/);
  });

  it('records a refused write with its outcome, without the other tenant’s record', async () => {
    const [other] = await t.db
      .select()
      .from(positions)
      .where(eq(positions.tenantId, (await sessionFor(t.db, 'demo2')).tenantId));
    const refused = await call(t.app, 'DELETE', `/sys/position/delete?id=${other.id}`, { token: demo });
    expect(refused.status).toBe(403);
    const entry = (await operations(demo, '&action=Delete%20a%20position')).body.result.records[0];
    expect(entry).toMatchObject({ httpStatus: 403, code: 403, before: null, after: null });
    const noButton = await call(t.app, 'POST', '/sys/position/add', {
      token: staff,
      body: { name: 'x', code: 'xx1', rank: '2' },
    });
    expect(noButton.status).toBe(403);
  });

  it('a tenant administrator reads only their tenant’s rows; the platform administrator reads all', async () => {
    await call(t.app, 'POST', '/sys/position/add', {
      token: demo2,
      body: { name: '租户二岗', code: 'tenant2pos', rank: '2' },
    });
    const mine = (await operations(demo, '&pageSize=100')).body.result.records;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row) => row.username === 'demo' || row.tenantId === mine[0].tenantId)).toBe(true);
    expect(mine.some((row) => row.username === 'demo2')).toBe(false);
    const all = (await operations(admin, '&pageSize=100')).body.result.records;
    expect(all.some((row) => row.username === 'demo2')).toBe(true);
    expect(all.some((row) => row.username === 'demo')).toBe(true);
  });

  it('searches by user and date range, and pages', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const page = (
      await operations(admin, `&username=demo2&createTime_begin=${today}&createTime_end=${today}&pageSize=1`)
    ).body.result;
    expect(page.records).toHaveLength(1);
    expect(page.records[0].username).toBe('demo2');
    const none = (await operations(admin, '&createTime_begin=2000-01-01&createTime_end=2000-01-02')).body.result;
    expect(none.total).toBe(0);
  });

  it('refuses a reader without the log’s menu (403) and a bad date or log type (400)', async () => {
    const logins = () => call(t.app, 'GET', '/sys/log/list?logType=1', { token: staff });
    expect((await operations(staff)).status).toBe(403);
    expect((await logins()).status).toBe(403);
    // Each log is granted by its own page: 登录日志 opens the sign-in log, not the operation log.
    await grantMenus(t, 'demo_staff', ['/system/loginlog']);
    expect((await logins()).status).toBe(200);
    expect((await operations(staff)).status).toBe(403);
    expect((await operations(admin, '&createTime_begin=yesterday')).status).toBe(400);
    expect((await call(t.app, 'GET', '/sys/log/list?logType=3', { token: admin })).status).toBe(400);
  });

  it('the purge job deletes rows older than its days', async () => {
    const before = (await operations(admin)).body.result.total;
    expect(before).toBeGreaterThan(0);
    expect(await purgeOperationLog(t.db, 30)).toBe(0);
    expect(await purgeOperationLog(t.db, 1, Date.now() + 2 * 86_400_000)).toBe(before + 0);
    expect(await t.db.select().from(operationLog)).toHaveLength(0);
  });
});

describe('the sign-in log', () => {
  it('lists sign-ins with address and result; a tenant administrator sees only their tenant’s', async () => {
    await loginAs(t.app, 'demo2');
    await loginAs(t.app, 'demo');
    const mine = (
      await call<Page<{ username: string; ip: string; result: number }>>(t.app, 'GET', '/sys/log/list?logType=1', {
        token: demo,
      })
    ).body.result.records;
    expect(mine[0]).toMatchObject({ username: 'demo', ip: '127.0.0.1', result: 1 });
    expect(mine.some((row) => row.username === 'demo2')).toBe(false);
    const all = (
      await call<Page<{ username: string }>>(t.app, 'GET', '/sys/log/list?logType=1&username=demo2', { token: admin })
    ).body.result;
    expect(all.records.length).toBeGreaterThan(0);
    expect(all.records.every((row) => row.username === 'demo2')).toBe(true);
  });
});

describe('online users and force sign-out', () => {
  const online = (token: string, query = '') =>
    call<Page<OnlineSessionRow>>(t.app, 'GET', `/sys/online/list?pageSize=100${query}`, { token });

  it('lists live sessions without tokens; a tenant administrator sees only their tenant’s users', async () => {
    const mine = await online(demo);
    expect(mine.status).toBe(200);
    const names = mine.body.result.records.map((row) => row.username);
    expect(names).toContain('demo_staff');
    expect(names).not.toContain('demo2');
    expect(names).not.toContain('admin');
    expect(mine.body.result.records.find((row) => row.isCurrent)?.username).toBe('demo');
    expect(JSON.stringify(mine.body)).not.toContain(demo);
    const all = (await online(admin)).body.result.records.map((row) => row.username);
    expect(all).toEqual(expect.arrayContaining(['demo', 'demo2', 'admin', 'demo_staff']));
    expect((await online(staff)).status).toBe(403);
  });

  it('a tenant administrator signs out their user: the sessions end and the console is told', async () => {
    const pushes = vi.spyOn(t.app.live, 'sendMany');
    const victim = await sessionFor(t.db, 'demo_staff');
    const answer = await call(t.app, 'POST', '/sys/online/forceLogout', {
      token: demo,
      body: { username: 'demo_staff' },
    });
    expect(answer.body).toMatchObject({ success: true, message: '强制退出成功' });
    expect(pushes).toHaveBeenCalledWith([{ kind: 'user', id: victim.userId }], { cmd: 'sessionEnded' });
    expect((await call(t.app, 'GET', '/user/info', { token: victim.token })).status).toBe(401);
    expect((await call(t.app, 'GET', '/user/info', { token: staff })).status).toBe(401);
    const logged = (await operations(demo, '&action=system:online:forceLogout')).body.result.records[0];
    expect(logged).toMatchObject({ title: 'Force sign-out: end every session of an account', code: 200 });
    pushes.mockRestore();
  });

  it('refuses another tenant’s user and a platform administrator and an unknown name (403), and a caller without the button (403)', async () => {
    expect(
      (await call(t.app, 'POST', '/sys/online/forceLogout', { token: demo, body: { username: 'demo2' } })).status,
    ).toBe(403);
    expect(
      (await call(t.app, 'POST', '/sys/online/forceLogout', { token: demo, body: { username: 'admin' } })).status,
    ).toBe(403);
    expect(
      (await call(t.app, 'POST', '/sys/online/forceLogout', { token: demo, body: { username: 'nobody_here' } })).status,
    ).toBe(403);
    const staffAgain = (await sessionFor(t.db, 'demo_staff')).token;
    expect(
      (await call(t.app, 'POST', '/sys/online/forceLogout', { token: staffAgain, body: { username: 'demo' } })).status,
    ).toBe(403);
    expect((await call(t.app, 'POST', '/sys/online/forceLogout', { token: demo, body: {} })).status).toBe(400);
  });

  it('the platform administrator signs out anyone', async () => {
    const answer = await call(t.app, 'POST', '/sys/online/forceLogout', { token: admin, body: { username: 'demo2' } });
    expect(answer.body.success).toBe(true);
    expect((await call(t.app, 'GET', '/user/info', { token: demo2 })).status).toBe(401);
  });
});
