import type { DeviceUptime, ScreenState, ScreenshotView, TodoItem } from '@scenecast/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDemoTenants } from '../../test/demo-tenants.js';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import type { TestApp } from '../../test/test-app.js';
import { tinyImage } from '../works/works-test-kit.js';
import { activation, pairTestScreen, registerTestScreen, screenHeaders, stateOf } from './device-test-kit.js';
import { raiseOfflineAlerts } from './offline-alerts.js';
import { activationAttempts, deviceLogs, devices } from './schema.js';
import { onlineSeconds } from './uptime.js';

let t: TestApp;
let demo: string;
let demo2: string;
let shopId: string;
let otherShopId: string;

beforeAll(async () => {
  ({ t, demo, demo2, shopId, otherShopId } = await openDemoTenants());
});
afterAll(() => t.close());

const deviceRow = async (id: string) => (await t.db.select().from(devices).where(eq(devices.id, id)))[0];
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('pairing cannot be hijacked', () => {
  beforeEach(async () => {
    await t.db.delete(activationAttempts);
  });

  const guess = (token: string, code: string, shop = shopId) =>
    call(t.app, 'POST', '/device/dvDevice/actidevice', { token, body: activation(code, shop) });

  it('uses a code once: the same code does not pair a second time', async () => {
    const screen = await registerTestScreen(t);
    const code = screen.state.code ?? '';
    expect((await guess(demo, code)).body.success).toBe(true);
    const again = await guess(demo, code);
    expect(again.body).toMatchObject({ success: false, message: '激活码错误或已过期' });
  });

  it('counts a wrong guess against the user, the tenant and the server', async () => {
    await guess(demo, '9999');
    const rows = await t.db.select().from(activationAttempts);
    expect(rows.map((row) => row.key).sort()).toEqual(
      expect.arrayContaining(['server', expect.stringMatching(/^tenant:\d+$/), expect.stringMatching(/^user:/)]),
    );
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  });

  it("looks at no more than 10 of a user's guesses sent at once: the rest answer 429", async () => {
    // On PGlite the requests take turns; on PostgreSQL (CI's second run) they truly race.
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => guess(demo, String(5000 + i))));
    const looked = answers.filter((answer) => answer.status === 200);
    expect(looked).toHaveLength(10);
    expect(looked.every((answer) => answer.body.message === '激活码错误或已过期')).toBe(true);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(30);
    expect(refused.every((answer) => answer.body.message === '激活尝试过于频繁，请稍后再试')).toBe(true);
    const rows = await t.db.select().from(activationAttempts);
    expect(rows.map((row) => row.attempts)).toEqual([10, 10, 10]);
  });

  it('does not count a guess that pairs a screen', async () => {
    const screen = await registerTestScreen(t);
    expect((await guess(demo, screen.state.code ?? '')).body.success).toBe(true);
    const rows = await t.db.select().from(activationAttempts);
    expect(rows.every((row) => row.attempts === 0)).toBe(true);
  });

  it('refuses every user of a tenant once the tenant spent its 30 wrong guesses this minute (429)', async () => {
    await guess(demo, '9998');
    const tenantKey = (await t.db.select().from(activationAttempts)).find((row) => row.key.startsWith('tenant:'))?.key;
    await t.db
      .update(activationAttempts)
      .set({ attempts: 30 })
      .where(eq(activationAttempts.key, tenantKey ?? ''));
    const staff = await loginAs(t.app, 'demo_staff');
    const refused = await guess(staff, '9997');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('激活尝试过于频繁，请稍后再试');
    // Another tenant guesses on.
    expect((await guess(demo2, '9996', otherShopId)).status).toBe(200);
  });

  it('refuses everyone once the server spent its 120 wrong guesses this minute, and lets them on the next minute', async () => {
    await t.db.insert(activationAttempts).values({ key: 'server', attempts: 120 });
    expect((await guess(demo2, '9995', otherShopId)).status).toBe(429);
    await t.db
      .update(activationAttempts)
      .set({ windowStart: minutesAgo(2) })
      .where(eq(activationAttempts.key, 'server'));
    expect((await guess(demo2, '9994', otherShopId)).status).toBe(200);
  });

  it('lets a freshly paired screen show its shop and refuse it within 2 minutes', async () => {
    const screen = await pairTestScreen(t, demo, shopId);
    const paired = (await stateOf(t, screen)).body.result;
    expect(paired.shop?.name).toBe('演示影楼旗舰店');
    const left = (paired.refusableUntil ?? 0) - Date.now();
    expect(left).toBeGreaterThan(100_000);
    expect(left).toBeLessThanOrEqual(120_000);

    const refused = await call<ScreenState>(t.app, 'POST', '/screen/refusePairing', { headers: screenHeaders(screen) });
    expect(refused.body.result).toMatchObject({ status: 'unpaired', shop: null, refusableUntil: null });
    expect(refused.body.result.code).toMatch(/^\d{4}$/);
    const row = await deviceRow(screen.deviceId);
    expect(row).toMatchObject({ shopId: null, name: '', address: '' });
    const log = await t.db.select().from(deviceLogs).where(eq(deviceLogs.deviceId, screen.deviceId));
    expect(log.map((entry) => entry.kind)).toContain('refuse');
  });

  it('keeps the pairing once the refusal window is over', async () => {
    const screen = await pairTestScreen(t, demo, shopId);
    await t.db
      .update(devices)
      .set({ activatedAt: minutesAgo(3) })
      .where(eq(devices.id, screen.deviceId));
    expect((await stateOf(t, screen)).body.result.refusableUntil).toBeNull();
    const late = await call(t.app, 'POST', '/screen/refusePairing', { headers: screenHeaders(screen) });
    expect(late.body).toMatchObject({ success: false, message: '已超过可拒绝绑定的时间' });
    expect((await deviceRow(screen.deviceId)).shopId).toBe(shopId);
  });

  it('refuses a refusal without the screen secret (401)', async () => {
    const screen = await pairTestScreen(t, demo, shopId);
    const forged = await call(t.app, 'POST', '/screen/refusePairing', {
      headers: screenHeaders({ ...screen, secret: 'f'.repeat(64) }),
    });
    expect(forged.status).toBe(401);
    expect((await deviceRow(screen.deviceId)).shopId).toBe(shopId);
  });
});

describe('the shop page binds and unbinds its screens', () => {
  it('binds by code with form data (saveDevice) as the device module pairs', async () => {
    const screen = await registerTestScreen(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/shop/cjShop/saveDevice',
      headers: { 'x-access-token': demo, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        shopId,
        code: screen.state.code ?? '',
        name: '橱窗屏',
        address: '门口',
      }).toString(),
    });
    expect(response.json()).toMatchObject({ success: true, result: screen.deviceId });
    expect(await deviceRow(screen.deviceId)).toMatchObject({ shopId, name: '橱窗屏' });
  });

  it('refuses a wrong code, a missing name and another tenant’s shop', async () => {
    const wrong = await call(t.app, 'POST', '/shop/cjShop/saveDevice', {
      token: demo,
      body: activation('0001', shopId),
    });
    expect(wrong.body.message).toBe('激活码错误或已过期');
    const screen = await registerTestScreen(t);
    const noName = await call(t.app, 'POST', '/shop/cjShop/saveDevice', {
      token: demo,
      body: activation(screen.state.code ?? '', shopId, { name: '' }),
    });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('请输入设备名称');
    const foreign = await call(t.app, 'POST', '/shop/cjShop/saveDevice', {
      token: demo,
      body: activation(screen.state.code ?? '', otherShopId),
    });
    expect(foreign.status).toBe(403);
    expect((await deviceRow(screen.deviceId)).shopId).toBeNull();
  });

  it('unbinds a screen of the shop (deleteDevice); it waits with a new code', async () => {
    const screen = await pairTestScreen(t, demo, shopId);
    const removed = await call(t.app, 'POST', '/shop/cjShop/deleteDevice', {
      token: demo,
      body: { shopId, deviceId: screen.deviceId },
    });
    expect(removed.body.success).toBe(true);
    const state = (await stateOf(t, screen)).body.result;
    expect(state.status).toBe('unpaired');
    expect(state.code).toMatch(/^\d{4}$/);
  });

  it('refuses to unbind another tenant’s screen, or name it with a shop it is not in (403)', async () => {
    const theirs = await pairTestScreen(t, demo2, otherShopId);
    const foreign = await call(t.app, 'POST', '/shop/cjShop/deleteDevice', {
      token: demo,
      body: { shopId, deviceId: theirs.deviceId },
    });
    expect(foreign.status).toBe(403);
    const mine = await pairTestScreen(t, demo, shopId);
    const wrongShop = await call(t.app, 'POST', '/shop/cjShop/deleteDevice', {
      token: demo2,
      body: { shopId: otherShopId, id: mine.deviceId },
    });
    expect(wrongShop.status).toBe(403);
    expect((await deviceRow(theirs.deviceId)).shopId).toBe(otherShopId);
    expect((await deviceRow(mine.deviceId)).shopId).toBe(shopId);
  });
});

describe('remote screenshots', () => {
  const request = (token: string, id: string) =>
    call<ScreenshotView>(t.app, 'POST', '/device/dvDevice/requestScreenshot', { token, body: { id } });
  const latest = (token: string, id: string) =>
    call<ScreenshotView | null>(t.app, 'GET', `/device/dvDevice/getScreenshot?id=${id}`, { token });
  const upload = (screen: { deviceId: string; secret: string }, image: string) =>
    call(t.app, 'POST', '/screen/screenshot', { headers: screenHeaders(screen), body: { image } });

  it('asks, the screen uploads what it shows, the detail shows it with its time', async () => {
    const screen = await pairTestScreen(t, demo, shopId);
    expect((await latest(demo, screen.deviceId)).body.result).toBeNull();
    const asked = await request(demo, screen.deviceId);
    expect(asked.body.result).toMatchObject({ status: 'pending', url: null, capturedAt: null });
    const jpeg = await tinyImage('jpeg', 320, 180);
    expect((await upload(screen, `data:image/jpeg;base64,${jpeg.toString('base64')}`)).body.success).toBe(true);
    const shot = (await latest(demo, screen.deviceId)).body.result;
    expect(shot).toMatchObject({ id: asked.body.result.id, status: 'done' });
    expect(Date.parse(shot?.capturedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const file = await t.app.inject({ method: 'GET', url: shot?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(jpeg)).toBe(true);
  });

  it('refuses an upload nobody asked for, and one that is not a JPEG', async () => {
    const screen = await pairTestScreen(t, demo, shopId);
    const jpeg = (await tinyImage('jpeg')).toString('base64');
    expect((await upload(screen, jpeg)).body.message).toBe('没有待上传的截图请求');
    await request(demo, screen.deviceId);
    const png = await upload(screen, (await tinyImage('png')).toString('base64'));
    expect(png.status).toBe(400);
    expect(png.body.message).toBe('截图必须是JPEG图片');
    expect((await latest(demo, screen.deviceId)).body.result?.status).toBe('pending');
  });

  it('refuses another tenant’s screen (403)', async () => {
    const screen = await pairTestScreen(t, demo, shopId);
    expect((await request(demo2, screen.deviceId)).status).toBe(403);
    expect((await latest(demo2, screen.deviceId)).status).toBe(403);
  });
});

describe('offline alerts', () => {
  const todoIds = async (token: string) =>
    (await call<TodoItem[]>(t.app, 'GET', '/sys/todo/list', { token })).body.result
      .filter((todo) => todo.source === 'offlineScreen')
      .map((todo) => todo.businessId);

  it('raises one alert for a screen offline past 10 minutes, a to-do of its shop only, cleared when it is back', async () => {
    const screen = await pairTestScreen(t, demo, shopId);
    await t.db
      .update(devices)
      .set({ online: false, lastHeartbeat: minutesAgo(5) })
      .where(eq(devices.id, screen.deviceId));
    await raiseOfflineAlerts(t.db, t.app.live);
    expect(await todoIds(demo)).not.toContain(screen.deviceId);

    await t.db
      .update(devices)
      .set({ lastHeartbeat: minutesAgo(11) })
      .where(eq(devices.id, screen.deviceId));
    expect(await raiseOfflineAlerts(t.db, t.app.live)).toBeGreaterThanOrEqual(1);
    expect(await raiseOfflineAlerts(t.db, t.app.live)).toBe(0);
    expect(await todoIds(demo)).toContain(screen.deviceId);
    expect(await todoIds(demo2)).not.toContain(screen.deviceId);
    const log = await t.db.select().from(deviceLogs).where(eq(deviceLogs.deviceId, screen.deviceId));
    expect(log.filter((entry) => entry.kind === 'offlineAlert')).toHaveLength(1);

    await call(t.app, 'POST', '/screen/heartbeat', { headers: screenHeaders(screen), body: {} });
    expect((await deviceRow(screen.deviceId)).offlineAlertAt).toBeNull();
    expect(await todoIds(demo)).not.toContain(screen.deviceId);
  });

  it('raises none for a waiting (unpaired) screen', async () => {
    const screen = await registerTestScreen(t);
    await t.db
      .update(devices)
      .set({ online: false, lastHeartbeat: minutesAgo(60) })
      .where(eq(devices.id, screen.deviceId));
    await raiseOfflineAlerts(t.db, t.app.live);
    expect((await deviceRow(screen.deviceId)).offlineAlertAt).toBeNull();
  });
});

describe('uptime', () => {
  const HOUR = 3_600_000;

  it('counts online time between on- and offline changes, from pairing on', () => {
    const now = 100 * HOUR;
    const changes = [
      { at: now - 10 * HOUR, online: true },
      { at: now - 6 * HOUR, online: false },
      { at: now - 2 * HOUR, online: true },
    ];
    expect(onlineSeconds(changes, now - 24 * HOUR, now, now - 10 * HOUR)).toEqual({
      onlineSeconds: 6 * 3600,
      observedSeconds: 10 * 3600,
    });
    // A change before the span carries its state into it.
    expect(onlineSeconds(changes, now - 8 * HOUR, now, 0).onlineSeconds).toBe(4 * 3600);
  });

  it('answers 7- and 30-day uptime of a screen of the caller, 403 for another tenant', async () => {
    const screen = await pairTestScreen(t, demo, shopId);
    const pairedAt = new Date(Date.now() - 10 * HOUR);
    await t.db.update(devices).set({ activatedAt: pairedAt, online: false }).where(eq(devices.id, screen.deviceId));
    await t.db.delete(deviceLogs).where(inArray(deviceLogs.kind, ['online', 'offline']));
    await t.db.insert(deviceLogs).values([
      { deviceId: screen.deviceId, kind: 'online', createTime: pairedAt },
      { deviceId: screen.deviceId, kind: 'offline', createTime: new Date(pairedAt.getTime() + 5 * HOUR) },
    ]);
    const { body } = await call<DeviceUptime>(t.app, 'GET', `/device/dvDevice/getUptime?id=${screen.deviceId}`, {
      token: demo,
    });
    expect(body.result.spans.map((span) => span.days)).toEqual([7, 30]);
    for (const span of body.result.spans) expect(span.ratio).toBeCloseTo(0.5, 2);
    const foreign = await call(t.app, 'GET', `/device/dvDevice/getUptime?id=${screen.deviceId}`, { token: demo2 });
    expect(foreign.status).toBe(403);
  });
});
