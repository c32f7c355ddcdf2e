import type { DeviceView, Page } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoTenants } from '../../test/demo-tenants.js';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import type { TestApp } from '../../test/test-app.js';
import { activation, pairTestScreen, registerTestScreen, screenHeaders, stateOf } from './device-test-kit.js';
import { devices } from './schema.js';

let t: TestApp;
let demo: string;
let demo2: string;
let shopId: string;
let otherShopId: string;

beforeAll(async () => {
  ({ t, demo, demo2, shopId, otherShopId } = await openDemoTenants());
});
afterAll(() => t.close());

const pairedScreen = () => pairTestScreen(t, demo, shopId);

const deviceRow = async (id: string) => (await t.db.select().from(devices).where(eq(devices.id, id)))[0];

describe('a screen registers and waits with a code', () => {
  it('gets an id, a secret and a 4-digit code valid about 10 minutes', async () => {
    const screen = await registerTestScreen(t);
    expect(screen.state.status).toBe('unpaired');
    expect(screen.state.code).toMatch(/^\d{4}$/);
    const minutes = ((screen.state.codeExpiresAt ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.5);
    expect(minutes).toBeLessThanOrEqual(10);
  });

  it('refuses a wrong secret or none (401)', async () => {
    const screen = await registerTestScreen(t);
    expect((await stateOf(t, { ...screen, secret: 'f'.repeat(64) })).status).toBe(401);
    expect((await call(t.app, 'GET', '/screen/state')).status).toBe(401);
  });

  it('gets a new code once the old one expired', async () => {
    const screen = await registerTestScreen(t);
    await t.db
      .update(devices)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(devices.id, screen.deviceId));
    const { body } = await stateOf(t, screen);
    expect(body.result.code).toMatch(/^\d{4}$/);
    expect(body.result.codeExpiresAt ?? 0).toBeGreaterThan(Date.now());
  });
});

describe('activation', () => {
  it('pairs the screen with the shop: it then shows the shop', async () => {
    const screen = await pairedScreen();
    const { body } = await stateOf(t, screen);
    expect(body.result).toMatchObject({ status: 'paired', code: null, name: '前台大屏' });
    expect(body.result.shop).toMatchObject({ id: shopId, name: '演示影楼旗舰店' });
    expect(body.result.playlist).toEqual([]);
  });

  it('refuses a wrong, an expired and a used code with one message', async () => {
    const wrong = await call(t.app, 'POST', '/device/dvDevice/actidevice', {
      token: demo,
      body: activation('0000', shopId),
    });
    const waiting = await registerTestScreen(t);
    await t.db
      .update(devices)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(devices.id, waiting.deviceId));
    const expired = await call(t.app, 'POST', '/device/dvDevice/actidevice', {
      token: demo,
      body: activation(waiting.state.code ?? '', shopId),
    });
    const used = await pairedScreen();
    await t.db.update(devices).set({ code: used.state.code }).where(eq(devices.id, used.deviceId));
    const reused = await call(t.app, 'POST', '/device/dvDevice/actidevice', {
      token: demo,
      body: activation(used.state.code ?? '', shopId),
    });
    for (const answer of [wrong, expired, reused]) {
      expect(answer.body).toMatchObject({ success: false, message: '激活码错误或已过期' });
    }
  });

  it('checks the drawer fields with the spec messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: '' }, '请输入激活码'],
      [{ name: '' }, '请输入设备名称'],
      [{ address: '' }, '请输入设备位置'],
    ];
    for (const [override, message] of cases) {
      const { status, body } = await call(t.app, 'POST', '/device/dvDevice/add', {
        token: demo,
        body: activation('1234', shopId, override),
      });
      expect(status).toBe(400);
      expect(body.message).toBe(message);
    }
  });

  it("refuses pairing with another tenant's shop, and leaves the screen waiting", async () => {
    const screen = await registerTestScreen(t);
    const { status } = await call(t.app, 'POST', '/device/dvDevice/actidevice', {
      token: demo,
      body: activation(screen.state.code ?? '', otherShopId),
    });
    expect(status).toBe(403);
    expect((await deviceRow(screen.deviceId)).shopId).toBeNull();
  });

  it('limits wrong guesses per user and minute (429)', async () => {
    const guesser = await loginAs(t.app, 'demo_staff');
    const answers = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push(
        await call(t.app, 'POST', '/device/dvDevice/actidevice', {
          token: guesser,
          body: activation(String(1000 + i), shopId),
        }),
      );
    }
    expect(answers.slice(0, 10).every((answer) => answer.status === 200)).toBe(true);
    expect(answers[10].status).toBe(429);
    expect(answers[10].body.message).toBe('激活尝试过于频繁，请稍后再试');
  });
});

describe('commands from the console', () => {
  it('locks and unlocks the screen', async () => {
    const screen = await pairedScreen();
    await call(t.app, 'GET', `/device/dvDevice/toLock?id=${screen.deviceId}&status=1`, { token: demo });
    expect((await stateOf(t, screen)).body.result.status).toBe('locked');
    await call(t.app, 'POST', '/device/dvDevice/updatePerStatusById', {
      token: demo,
      body: { id: screen.deviceId, status: 0 },
    });
    expect((await stateOf(t, screen)).body.result.status).toBe('paired');
  });

  it('resets the screen to a new code and default settings; unbinding keeps its name', async () => {
    const screen = await pairedScreen();
    await call(t.app, 'GET', `/device/dvDevice/handleSetting?id=${screen.deviceId}&volume=20&showName=true`, {
      token: demo,
    });
    await call(t.app, 'GET', `/device/dvDevice/handleUnloading?id=${screen.deviceId}`, { token: demo });
    const unbound = (await stateOf(t, screen)).body.result;
    expect(unbound).toMatchObject({ status: 'unpaired', name: '前台大屏', shop: null });
    expect(unbound.settings.volume).toBe(20);
    expect(unbound.code).toMatch(/^\d{4}$/);

    const again = await pairedScreen();
    await call(t.app, 'GET', `/device/dvDevice/handleSetting?id=${again.deviceId}&volume=20`, { token: demo });
    await call(t.app, 'GET', `/device/dvDevice/resetting?id=${again.deviceId}`, { token: demo });
    const reset = (await stateOf(t, again)).body.result;
    expect(reset).toMatchObject({ status: 'unpaired', name: null });
    expect(reset.settings.volume).toBe(60);
  });

  it('changes settings with the right bounds', async () => {
    const screen = await pairedScreen();
    const bad = await call(t.app, 'GET', `/device/dvDevice/handleSetting?id=${screen.deviceId}&volume=101`, {
      token: demo,
    });
    expect(bad.status).toBe(400);
    await call(t.app, 'POST', '/device/dvDevice/saveKjDevice', {
      token: demo,
      body: { id: screen.deviceId, onTime: '08:30', offTime: '22:00' },
    });
    expect((await stateOf(t, screen)).body.result.settings).toMatchObject({ onTime: '08:30', offTime: '22:00' });
    await call(t.app, 'POST', '/device/dvDevice/updateKjStatus', {
      token: demo,
      body: { id: screen.deviceId, status: 0 },
    });
    expect((await stateOf(t, screen)).body.result.settings).toMatchObject({ onTime: null, offTime: null });
  });

  it('switches a screen to album mode and back', async () => {
    const screen = await pairedScreen();
    expect((await stateOf(t, screen)).body.result.settings.mode).toBe('works');
    const bad = await call(t.app, 'GET', `/device/dvDevice/handleSetting?id=${screen.deviceId}&mode=slides`, {
      token: demo,
    });
    expect(bad.status).toBe(400);
    await call(t.app, 'GET', `/device/dvDevice/handleSetting?id=${screen.deviceId}&mode=albums`, { token: demo });
    expect((await stateOf(t, screen)).body.result.settings).toMatchObject({ mode: 'albums', volume: 60 });
    const { body } = await call(t.app, 'POST', '/device/dvDevice/updateDeviceInfo', {
      token: demo,
      body: { id: screen.deviceId, mode: 'works' },
    });
    expect(body.success, body.message).toBe(true);
    expect((await stateOf(t, screen)).body.result.settings.mode).toBe('works');
  });

  it('pushes an app version the screen is then told to run', async () => {
    const screen = await pairedScreen();
    const versions = await call<{ id: string; version: string }[]>(
      t.app,
      'GET',
      '/version/dvVersion/v2/getAppVersion',
      {
        token: demo,
      },
    );
    const versionId = versions.body.result[0].id;
    const pushed = await call(t.app, 'POST', '/version/dvVersion/updateAppToDevice', {
      token: demo,
      body: { deviceIds: [screen.deviceId], versionId },
    });
    expect(pushed.body.result).toBe(1);
    expect((await stateOf(t, screen)).body.result.appVersion).toBe('1.0.0');
  });

  it('moves a screen to a group of its shop only', async () => {
    const screen = await pairedScreen();
    const group = await call<{ id: string }>(t.app, 'POST', '/device/dvDevice/addGroup', {
      token: demo,
      body: { shopId, name: '一楼' },
    });
    const moved = await call(t.app, 'POST', '/device/dvDevice/editDevice', {
      token: demo,
      body: { id: screen.deviceId, groupId: group.body.result.id },
    });
    expect(moved.body.success).toBe(true);
    const options = await call<{ value: string; text: string }[]>(
      t.app,
      'GET',
      `/group/dvGroup/queryGroupDicList?shopId=${shopId}`,
      {
        token: demo,
      },
    );
    expect(options.body.result.map((o) => o.text)).toContain('一楼');
    const foreign = await call<{ id: string }>(t.app, 'POST', '/device/dvDevice/addGroup', {
      token: demo2,
      body: { shopId: otherShopId, name: '别人的' },
    });
    const refused = await call(t.app, 'POST', '/device/dvDevice/editDevice', {
      token: demo,
      body: { id: screen.deviceId, groupId: foreign.body.result.id },
    });
    expect(refused.body.message).toBe('该分组不属于设备所在门店');
  });
});

describe('lists', () => {
  it("lists the caller's screens with counts", async () => {
    const screen = await pairedScreen();
    const page = await call<Page<DeviceView>>(t.app, 'GET', `/device/dvDevice/list?shopId=${shopId}&pageSize=100`, {
      token: demo,
    });
    expect(page.body.result.records.map((d) => d.id)).toContain(screen.deviceId);
    expect(page.body.result.records[0].deviceNo).toMatch(/^SC\d{6}$/);
    const counts = await call<{ total: number }>(t.app, 'GET', '/device/dvDevice/queryDeviceNumByUserId', {
      token: demo,
    });
    expect(counts.body.result.total).toBe(page.body.result.total);
    const ofShop = await call<{ total: number }>(
      t.app,
      'GET',
      `/device/dvDevice/queryDeviceNumByUserId?shopId=${shopId}`,
      {
        token: demo,
      },
    );
    expect(ofShop.body.result.total).toBe(page.body.result.total);
    const foreign = await call(t.app, 'GET', `/device/dvDevice/queryDeviceNumByUserId?shopId=${otherShopId}`, {
      token: demo,
    });
    expect(foreign.status).toBe(403);
    const others = await call<Page<DeviceView>>(t.app, 'GET', '/device/dvDevice/list', { token: demo2 });
    expect(others.body.result.records.map((d) => d.id)).not.toContain(screen.deviceId);
  });
});

describe("another tenant's screen", () => {
  it('is refused on every call and left unchanged', async () => {
    const screen = await pairedScreen();
    const before = await deviceRow(screen.deviceId);
    const id = screen.deviceId;
    const calls: [string, string, unknown?][] = [
      ['GET', `/device/dvDevice/getDeviceById?id=${id}`],
      ['GET', `/device/dvDevice/getDeviceLogFile?id=${id}`],
      ['GET', `/device/dvDevice/toLock?id=${id}&status=1`],
      ['GET', `/device/dvDevice/resetting?id=${id}`],
      ['GET', `/device/dvDevice/handleUnloading?id=${id}`],
      ['GET', `/device/dvDevice/handleClear?id=${id}`],
      ['GET', `/device/dvDevice/handleSetting?id=${id}&volume=1`],
      ['POST', '/device/dvDevice/editDevice', { id, name: '改名' }],
      ['POST', '/device/dvDevice/updateDeviceAddress', { id, address: '别处' }],
      ['POST', '/device/dvDevice/updateDeviceInfo', { id, volume: 1 }],
      ['POST', '/device/dvDevice/updatePasswordById', { id, password: 'secret1' }],
      ['POST', '/device/dvDevice/updatePerStatusById', { id, status: 1 }],
      ['POST', '/device/dvDevice/saveKjDevice', { id, onTime: '01:00', offTime: '02:00' }],
      ['POST', '/device/dvDevice/updateKjStatus', { id, status: 0 }],
      [
        'POST',
        '/version/dvVersion/updateAppToDevice',
        { deviceIds: [id], versionId: '1f000000000000000000000000000301' },
      ],
      ['GET', `/device/dvDevice/listDevice?shopId=${shopId}`],
      ['GET', `/device/dvDevice/list?shopId=${shopId}`],
      ['GET', `/group/dvGroup/queryGroupDicList?shopId=${shopId}`],
    ];
    for (const [method, url, body] of calls) {
      const { status } = await call(t.app, method as 'GET', url, { token: demo2, body });
      expect(status, url).toBe(403);
    }
    const selected = await call<unknown[]>(t.app, 'POST', '/device/dvDevice/selectDeviceList', {
      token: demo2,
      body: { ids: [id] },
    });
    expect(selected.body.result).toEqual([]);
    expect(await deviceRow(id)).toEqual(before);
  });

  it("cannot be read through another screen's credentials", async () => {
    const mine = await pairedScreen();
    const theirs = await registerTestScreen(t);
    const { status } = await call(t.app, 'GET', '/screen/state', {
      headers: { ...screenHeaders(theirs), 'x-device-id': mine.deviceId },
    });
    expect(status).toBe(401);
  });
});
