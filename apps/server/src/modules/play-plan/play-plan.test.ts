import { msg, type PlayPlanRecord, type ShopTimeline, type WallGroupRecord } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { pairTestScreen, stateOf } from '../device/device-test-kit.js';
import { setShopTimeZone, shopRow } from '../shop/test-fixtures.js';
import { newHj, uploadInto } from '../works/works-test-kit.js';

let t: TestApp;
let demo: string;
let demo2: string;
let ids: {
  shop: string;
  branch: string;
  otherTenantShop: string;
  screen: string;
  grouped: string;
  group: string;
  hj: string;
  work: string;
  branchScreen: string;
  branchHj: string;
  otherScreen: string;
  otherHj: string;
};
let screenCredentials: Awaited<ReturnType<typeof pairTestScreen>>;
let groupedCredentials: Awaited<ReturnType<typeof pairTestScreen>>;
let branchCredentials: Awaited<ReturnType<typeof pairTestScreen>>;

const day = '2026-03-02';
const at = (local: string) => Date.parse(`${day}T${local}:00+08:00`);

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  demo2 = await loginAs(t.app, 'demo2');
  const shop = (await shopRow(t, '演示影楼旗舰店')).id;
  const branch = (await shopRow(t, '演示影楼分店')).id;
  const otherTenantShop = (await shopRow(t, '第二租户展厅')).id;
  screenCredentials = await pairTestScreen(t, demo, shop);
  const grouped = await pairTestScreen(t, demo, shop);
  groupedCredentials = grouped;
  const { body: group } = await call<{ id: string }>(t.app, 'POST', '/device/dvDevice/addGroup', {
    token: demo,
    body: { shopId: shop, name: '橱窗墙' },
  });
  await call(t.app, 'POST', '/device/dvDevice/editDevice', {
    token: demo,
    body: { id: grouped.deviceId, groupId: group.result.id },
  });
  const hj = await newHj(t, demo, shop, '早场');
  const work = await uploadInto(t, demo, hj.id);
  const branchScreen = await pairTestScreen(t, demo, branch);
  branchCredentials = branchScreen;
  const branchHj = await newHj(t, demo, branch, '分店');
  const otherScreen = await pairTestScreen(t, demo2, otherTenantShop);
  const otherHj = await newHj(t, demo2, otherTenantShop, '他人');
  ids = {
    shop,
    branch,
    otherTenantShop,
    screen: screenCredentials.deviceId,
    grouped: grouped.deviceId,
    group: group.result.id,
    hj: hj.id,
    work: work.id,
    branchScreen: branchScreen.deviceId,
    branchHj: branchHj.id,
    otherScreen: otherScreen.deviceId,
    otherHj: otherHj.id,
  };
});
afterAll(() => t.close());

const plan = (fields: Record<string, unknown> = {}) => ({
  shopId: ids.shop,
  name: '早间新品',
  priority: 10,
  days: [1, 2, 3, 4, 5, 6, 7],
  windows: [{ start: '08:00', end: '12:00' }],
  content: { kind: 'hj', hjId: ids.hj },
  deviceIds: [ids.screen],
  ...fields,
});

const add = (body: Record<string, unknown>, token = demo) =>
  call<PlayPlanRecord>(t.app, 'POST', '/playplan/add', { token, body });

async function screenDay(deviceId: string) {
  const { body } = await call<ShopTimeline>(
    t.app,
    'GET',
    `/playplan/timeline?shopId=${ids.shop}&date=${day}&deviceId=${deviceId}`,
    { token: demo },
  );
  expect(body.success).toBe(true);
  expect(body.result.screens).toHaveLength(1);
  return body.result.days[body.result.screens[0].day];
}

const timeline = async (deviceId: string) => (await screenDay(deviceId)).segments;

describe('play plans', () => {
  it('adds a plan, lists it, and sends it to its screen with the works expanded', async () => {
    const { body } = await add(plan());
    expect(body.success).toBe(true);
    const list = await call<PlayPlanRecord[]>(t.app, 'GET', `/playplan/list?shopId=${ids.shop}`, { token: demo });
    expect(list.body.result.map((row) => row.name)).toEqual(['早间新品']);
    const { body: state } = await stateOf(t, screenCredentials);
    expect(state.result.plan?.timeZone).toBe('Asia/Shanghai');
    expect(state.result.plan?.rules[0]).toMatchObject({
      id: body.result.id,
      windows: [{ start: '08:00', end: '12:00' }],
    });
    expect(state.result.plan?.rules[0].items.map((item) => item.id)).toEqual([ids.work]);
    expect(Math.abs(state.result.serverTime - Date.now())).toBeLessThan(60_000);
    await call(t.app, 'DELETE', `/playplan/delete?id=${body.result.id}`, { token: demo });
    expect((await stateOf(t, screenCredentials)).body.result.plan).toBeNull();
  });

  it('resolves overlapping windows by priority on the timeline, and reaches grouped screens', async () => {
    const low = await add(plan({ name: '全天', priority: 5, windows: [], groupIds: [ids.group] }));
    const high = await add(plan({ name: '午间', priority: 50, windows: [{ start: '11:00', end: '13:00' }] }));
    const segments = await timeline(ids.screen);
    const names = new Map([
      [low.body.result.id, 'all'],
      [high.body.result.id, 'noon'],
    ]);
    expect(segments.map((s) => [s.from, names.get(s.planId ?? '') ?? null])).toEqual([
      [at('00:00'), 'all'],
      [at('11:00'), 'noon'],
      [at('13:00'), 'all'],
    ]);
    const grouped = await timeline(ids.grouped);
    expect(grouped).toEqual([{ from: at('00:00'), to: at('24:00'), planId: low.body.result.id, isInterrupt: false }]);
    for (const id of [low.body.result.id, high.body.result.id]) {
      await call(t.app, 'DELETE', `/playplan/delete?id=${id}`, { token: demo });
    }
  });

  it('edits a plan: the timeline follows', async () => {
    const { body } = await add(plan());
    const edited = await call<PlayPlanRecord>(t.app, 'PUT', '/playplan/edit', {
      token: demo,
      body: { ...plan({ windows: [{ start: '09:00', end: '10:00' }] }), id: body.result.id },
    });
    expect(edited.body.success).toBe(true);
    const segments = await timeline(ids.screen);
    expect(segments.find((s) => s.planId === body.result.id)).toMatchObject({ from: at('09:00'), to: at('10:00') });
    await call(t.app, 'DELETE', `/playplan/delete?id=${body.result.id}`, { token: demo });
  });

  it('resolves a shop’s plans in its own time zone, on the timeline and on its screens', async () => {
    await setShopTimeZone(t, demo, ids.branch, 'America/New_York');
    const { body } = await add(
      plan({ shopId: ids.branch, content: { kind: 'hj', hjId: ids.branchHj }, deviceIds: [ids.branchScreen] }),
    );
    expect(body.success).toBe(true);
    const { body: answer } = await call<ShopTimeline>(
      t.app,
      'GET',
      `/playplan/timeline?shopId=${ids.branch}&date=${day}&deviceId=${ids.branchScreen}`,
      { token: demo },
    );
    expect(answer.result.timeZone).toBe('America/New_York');
    const newYork = (local: string) => Date.parse(`${day}T${local}:00-05:00`);
    expect(answer.result.days[answer.result.screens[0].day].segments).toEqual([
      { from: newYork('00:00'), to: newYork('08:00'), planId: null, isInterrupt: false },
      { from: newYork('08:00'), to: newYork('12:00'), planId: body.result.id, isInterrupt: false },
      { from: newYork('12:00'), to: newYork('24:00'), planId: null, isInterrupt: false },
    ]);
    const branchScreen = await stateOf(t, branchCredentials);
    expect(branchScreen.body.result.plan?.timeZone).toBe('America/New_York');
    await call(t.app, 'DELETE', `/playplan/delete?id=${body.result.id}`, { token: demo });
    await setShopTimeZone(t, demo, ids.branch, 'Asia/Shanghai');
  });

  it('refuses bad windows, dates, priorities and interrupts with their messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ windows: [{ start: '8:00', end: '09:00' }] }, msg('planWindowTime')],
      [{ windows: [{ start: '09:00', end: '09:00' }] }, msg('planWindowEmpty')],
      [
        {
          windows: [
            { start: '08:00', end: '10:00' },
            { start: '09:00', end: '11:00' },
          ],
        },
        msg('planWindowOverlap'),
      ],
      [{ startDate: '2026-03-05', endDate: '2026-03-01' }, msg('planDateOrder')],
      [{ startDate: '2026-3-5' }, msg('planDateInvalid')],
      [{ priority: 0 }, msg('planPriorityRange')],
      [{ days: [] }, msg('planDaysRequired')],
      [{ interrupt: { everyMinutes: 1, seconds: 90 } }, msg('planInterruptRange')],
      [{ deviceIds: [] }, msg('planTargetsRequired')],
      [{ content: { kind: 'webPage', url: 'javascript:alert(1)' } }, msg('planWebPageUrl')],
      [{ name: ' ' }, msg('planNameRequired')],
    ];
    for (const [fields, message] of cases) {
      const { status, body } = await add(plan(fields));
      expect({ status, message: body.message }).toEqual({ status: 400, message });
    }
  });

  it("refuses another shop's screens and content with a message, another tenant's with 403", async () => {
    const foreignScreen = await add(plan({ deviceIds: [ids.branchScreen] }));
    expect(foreignScreen.body).toMatchObject({ success: false, message: msg('planTargetForeign') });
    const foreignHj = await add(plan({ content: { kind: 'hj', hjId: ids.branchHj } }));
    expect(foreignHj.body).toMatchObject({ success: false, message: msg('planContentForeign') });
    expect((await add(plan({ deviceIds: [ids.otherScreen] }))).status).toBe(403);
    expect((await add(plan({ content: { kind: 'hj', hjId: ids.otherHj } }))).status).toBe(403);
    expect((await add(plan({ groupIds: ['no-such-group'] }))).status).toBe(403);
    expect((await add(plan({ shopId: ids.otherTenantShop }))).status).toBe(403);
    const list = await call<PlayPlanRecord[]>(t.app, 'GET', `/playplan/list?shopId=${ids.shop}`, { token: demo });
    expect(list.body.result).toEqual([]);
  });

  it("keeps another tenant out of a shop's plans and timeline", async () => {
    const { body } = await add(plan());
    const reads = [
      call(t.app, 'GET', `/playplan/list?shopId=${ids.shop}`, { token: demo2 }),
      call(t.app, 'GET', `/playplan/timeline?shopId=${ids.shop}&date=${day}`, { token: demo2 }),
      call(t.app, 'DELETE', `/playplan/delete?id=${body.result.id}`, { token: demo2 }),
      call(t.app, 'PUT', '/playplan/edit', { token: demo2, body: { ...plan(), id: body.result.id } }),
    ];
    for (const answer of await Promise.all(reads)) expect(answer.status).toBe(403);
    const list = await call<PlayPlanRecord[]>(t.app, 'GET', `/playplan/list?shopId=${ids.shop}`, { token: demo });
    expect(list.body.result.map((row) => row.name)).toEqual(['早间新品']);
    await call(t.app, 'DELETE', `/playplan/delete?id=${body.result.id}`, { token: demo });
  });

  it('lays an interrupt on the timeline every N minutes from its window start', async () => {
    const { body } = await add(
      plan({ name: '插播', windows: [{ start: '10:00', end: '10:16' }], interrupt: { everyMinutes: 5, seconds: 10 } }),
    );
    const day = await screenDay(ids.screen);
    // The regular periods leave interrupts out: here the whole day is the screen's default.
    expect(day.periods).toEqual([{ from: at('00:00'), to: at('24:00'), planId: null, isInterrupt: false }]);
    const segments = day.segments.filter((s) => s.isInterrupt);
    expect(segments.map((s) => [s.from, s.to - s.from, s.planId])).toEqual(
      ['10:00', '10:05', '10:10', '10:15'].map((time) => [at(time), 10_000, body.result.id]),
    );
    await call(t.app, 'DELETE', `/playplan/delete?id=${body.result.id}`, { token: demo });
  });
});

describe('video walls', () => {
  it('marks a group as a wall: its screens are told, others and other tenants are not let in', async () => {
    const marked = await call(t.app, 'POST', '/playplan/wall', {
      token: demo,
      body: { shopId: ids.shop, groupId: ids.group, isWall: true },
    });
    expect(marked.body.success).toBe(true);
    const walls = await call<WallGroupRecord[]>(t.app, 'GET', `/playplan/walls?shopId=${ids.shop}`, { token: demo });
    expect(walls.body.result).toEqual([{ groupId: ids.group, name: '橱窗墙', isWall: true, screens: 1 }]);
    expect((await stateOf(t, groupedCredentials)).body.result.plan).toMatchObject({ isWall: true, rules: [] });
    expect((await stateOf(t, screenCredentials)).body.result.plan).toBeNull();
    const foreign = [
      call(t.app, 'POST', '/playplan/wall', {
        token: demo2,
        body: { shopId: ids.shop, groupId: ids.group, isWall: false },
      }),
      call(t.app, 'POST', '/playplan/wall', {
        token: demo,
        body: { shopId: ids.branch, groupId: ids.group, isWall: true },
      }),
      call(t.app, 'GET', `/playplan/walls?shopId=${ids.shop}`, { token: demo2 }),
    ];
    for (const answer of await Promise.all(foreign)) expect(answer.status).toBe(403);
    await call(t.app, 'POST', '/playplan/wall', {
      token: demo,
      body: { shopId: ids.shop, groupId: ids.group, isWall: false },
    });
    expect((await stateOf(t, groupedCredentials)).body.result.plan).toBeNull();
  });
});
