import type { LoginResult } from '@scenecast/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { listenForSockets, nextMessage, openSocket, openSocketOrFail } from '../../test/sockets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { shopRow } from '../shop/test-fixtures.js';
import { activation, registerTestScreen, screenHeaders } from './device-test-kit.js';
import { raiseOfflineAlerts } from './offline-alerts.js';
import { HeartbeatBatch, sweepOfflineScreens } from './presence.js';
import { devices } from './schema.js';

let t: TestApp;
let base: string;
let owner: { token: string; userId: string };
let shopId: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await listenForSockets(t.app);
  const { body } = await call<LoginResult>(t.app, 'POST', '/sys/login', {
    body: { username: 'demo', password: 'Demo@2026!' },
  });
  owner = { token: body.result.token, userId: body.result.userInfo.id };
  shopId = (await shopRow(t, '演示影楼旗舰店')).id;
});
afterAll(() => t.close());

describe('the screen live channel', () => {
  it('opens only with the screen secret, echoed as the sub-protocol', async () => {
    const screen = await registerTestScreen(t);
    expect(await openSocket(`${base}/screen/socket/${screen.deviceId}`, 'f'.repeat(64))).toBe(401);
    const socket = await openSocketOrFail(`${base}/screen/socket/${screen.deviceId}`, screen.secret);
    expect(socket.protocol).toBe(screen.secret);
    socket.close();
  });

  it('tells a waiting screen it was paired, then carries lock and unlock', async () => {
    const screen = await registerTestScreen(t);
    const socket = await openSocketOrFail(`${base}/screen/socket/${screen.deviceId}`, screen.secret);
    const paired = nextMessage(socket);
    await call(t.app, 'POST', '/device/dvDevice/actidevice', {
      token: owner.token,
      body: activation(screen.state.code ?? '', shopId),
    });
    expect(await paired).toEqual({ cmd: 'paired' });
    const locked = nextMessage(socket);
    await call(t.app, 'GET', `/device/dvDevice/toLock?id=${screen.deviceId}&status=1`, { token: owner.token });
    expect(await locked).toEqual({ cmd: 'lock' });
    const consoleSocket = await openSocketOrFail(`${base}/websocket/${owner.userId}`, owner.token);
    const unlockedNotice = nextMessage(consoleSocket, (message) => message.event === 'unlock');
    await call(t.app, 'GET', `/device/dvDevice/toLock?id=${screen.deviceId}&status=0`, { token: owner.token });
    expect(await unlockedNotice).toMatchObject({ cmd: 'device', msgId: screen.deviceId, name: '前台大屏', shopId });
    consoleSocket.close();
    const reset = nextMessage(socket, (message) => message.cmd === 'reset');
    await call(t.app, 'GET', `/device/dvDevice/resetting?id=${screen.deviceId}`, { token: owner.token });
    expect(await reset).toEqual({ cmd: 'reset' });
    socket.close();
  });
});

describe('online status', () => {
  it('takes heartbeats over the screen socket', async () => {
    const screen = await registerTestScreen(t);
    const socket = await openSocketOrFail(`${base}/screen/socket/${screen.deviceId}?appVersion=1.0.1`, screen.secret);
    expect((await t.db.select().from(devices).where(eq(devices.id, screen.deviceId)))[0].appVersion).toBe('1.0.1');
    await t.db.update(devices).set({ online: false, lastHeartbeat: null }).where(eq(devices.id, screen.deviceId));
    const answer = nextMessage(socket);
    socket.send('HeartBeat');
    expect(await answer).toEqual({ cmd: 'heartcheck', msgTxt: 'HeartBeat' });
    const [row] = await t.db.select().from(devices).where(eq(devices.id, screen.deviceId));
    expect(row.online).toBe(true);
    expect(row.lastHeartbeat).not.toBeNull();
    socket.close();
  });

  it('writes the socket heartbeats of one window together, announcing each screen that came online once', async () => {
    const screens = [await registerTestScreen(t), await registerTestScreen(t)];
    for (const [index, screen] of screens.entries()) {
      await call(t.app, 'POST', '/device/dvDevice/actidevice', {
        token: owner.token,
        body: activation(screen.state.code ?? '', shopId, { name: `批量心跳屏${index}` }),
      });
    }
    const ids = screens.map((screen) => screen.deviceId);
    await t.db.update(devices).set({ online: false, lastHeartbeat: null }).where(inArray(devices.id, ids));
    const console = await openSocketOrFail(`${base}/websocket/${owner.userId}`, owner.token);
    const announced: unknown[] = [];
    console.on('message', (data) => {
      const message = JSON.parse(data.toString());
      if (ids.includes(message.msgId)) announced.push(message.msgId);
    });

    const batch = new HeartbeatBatch(t.db, t.app.live, 50);
    await Promise.all([batch.record(ids[0]), batch.record(ids[1]), batch.record(ids[0])]);
    const rows = await t.db.select().from(devices).where(inArray(devices.id, ids));
    expect(rows.every((row) => row.online && row.lastHeartbeat !== null)).toBe(true);
    await expect.poll(() => [...announced].sort()).toEqual([...ids].sort());

    await batch.record(ids[1]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(announced).toHaveLength(2);
    console.close();
  });

  it('tells the owner when a screen comes online, when it goes silent for 60 s and when it stays so 10 minutes', async () => {
    const screen = await registerTestScreen(t);
    await call(t.app, 'POST', '/device/dvDevice/actidevice', {
      token: owner.token,
      body: activation(screen.state.code ?? '', shopId, { name: '收银台屏' }),
    });
    const console = await openSocketOrFail(`${base}/websocket/${owner.userId}`, owner.token);
    const isAbout = (message: Record<string, unknown>) => message.msgId === screen.deviceId;

    const online = nextMessage(console, isAbout);
    await call(t.app, 'POST', '/screen/heartbeat', { headers: screenHeaders(screen), body: { appVersion: '1.0.0' } });
    expect(await online).toMatchObject({ cmd: 'device', msgTxt: '设备「收银台屏」已上线', event: 'online' });

    await t.db
      .update(devices)
      .set({ lastHeartbeat: new Date(Date.now() - 61_000) })
      .where(eq(devices.id, screen.deviceId));
    const offline = nextMessage(console, isAbout);
    expect(await sweepOfflineScreens(t.db, t.app.live)).toBeGreaterThanOrEqual(1);
    expect(await offline).toMatchObject({ msgTxt: '设备「收银台屏」已离线', event: 'offline' });
    const [row] = await t.db.select().from(devices).where(eq(devices.id, screen.deviceId));
    expect(row.online).toBe(false);
    expect(await sweepOfflineScreens(t.db, t.app.live)).toBe(0);

    await t.db
      .update(devices)
      .set({ lastHeartbeat: new Date(Date.now() - 11 * 60_000) })
      .where(eq(devices.id, screen.deviceId));
    const alert = nextMessage(console, isAbout);
    expect(await raiseOfflineAlerts(t.db, t.app.live)).toBeGreaterThanOrEqual(1);
    expect(await alert).toMatchObject({ msgTxt: '设备「收银台屏」离线超过10分钟', event: 'offlineAlert' });
    console.close();
  });
});
