import type { TodoItem } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoTenants } from '../../test/demo-tenants.js';
import { call } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';
import { pairTestScreen, screenHeaders } from '../device/device-test-kit.js';
import { raiseOfflineAlerts } from '../device/offline-alerts.js';
import { devices } from '../device/schema.js';
import { bigImage, newAlbum, pendingPhotos, tinyImage } from '../kepian/kepian-test-kit.js';

let t: TestApp;
let demo: string;
let demo2: string;
let shopId: string;

const todos = async (token: string) => (await call<TodoItem[]>(t.app, 'GET', '/sys/todo/list', { token })).body.result;
const keysOf = async (token: string, source: TodoItem['source']) =>
  (await todos(token)).filter((todo) => todo.source === source).map((todo) => todo.businessId);

beforeAll(async () => {
  ({ t, demo, demo2, shopId } = await openDemoTenants());
});
afterAll(() => t.close());

describe('to-dos', () => {
  it('lists a screen of the caller’s shops offline past the alert threshold until it is back online', async () => {
    const screen = await pairTestScreen(t, demo, shopId);
    const { deviceId } = screen;
    expect(await keysOf(demo, 'offlineScreen')).not.toContain(deviceId);
    const longAgo = new Date(Date.now() - 11 * 60_000);
    await t.db.update(devices).set({ lastHeartbeat: longAgo }).where(eq(devices.id, deviceId));
    await raiseOfflineAlerts(t.db, t.app.live);
    expect(await keysOf(demo, 'offlineScreen')).toContain(deviceId);
    expect(await keysOf(demo2, 'offlineScreen')).not.toContain(deviceId);
    const beat = await call(t.app, 'POST', '/screen/heartbeat', { headers: screenHeaders(screen), body: {} });
    expect(beat.status).toBe(200);
    expect(await keysOf(demo, 'offlineScreen')).not.toContain(deviceId);
  });

  it('lists an album with problem photos until they are replaced', async () => {
    const [small] = await pendingPhotos(t, demo, [await tinyImage('png', 800, 500)]);
    const album = await newAlbum(t, demo, shopId, { mainNumber: 'TODO-1', title: '问题样片', photos: [small] });
    const listed = (await todos(demo)).find((todo) => todo.businessId === album.id);
    expect(listed).toMatchObject({
      source: 'problemPhotos',
      subject: 'TODO-1 问题样片',
      title: '样片「TODO-1 问题样片」有问题图片',
    });
    expect(await keysOf(demo2, 'problemPhotos')).not.toContain(album.id);
    const [good] = await pendingPhotos(t, demo, [await bigImage(71)]);
    await call(t.app, 'POST', '/cjKepian/cjKepian/editKePian', {
      token: demo,
      body: { id: album.id, mainNumber: 'TODO-1', title: '问题样片', photos: [good] },
    });
    expect(await keysOf(demo, 'problemPhotos')).not.toContain(album.id);
  });

  it('tells the owner who joined by share code until the member is enabled or disabled', async () => {
    const code = (
      await call<{ shareCode: string }>(t.app, 'GET', `/shop/cjShop/getShareCode?shopId=${shopId}`, { token: demo })
    ).body.result.shareCode;
    await call(t.app, 'POST', '/shop/cjShop/addShare', {
      token: demo2,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `shareCode=${code}`,
    });
    const joined = (await todos(demo)).find((todo) => todo.source === 'shareJoined' && todo.subject === '第二店主');
    if (!joined) throw new Error('no to-do about demo2 joining');
    expect(await keysOf(demo2, 'shareJoined')).toEqual([]);
    await call(t.app, 'POST', '/cjShopMember/cjShopMember/updateMemberStatus', {
      token: demo,
      body: { id: joined.businessId, status: 1 },
    });
    expect(await keysOf(demo, 'shareJoined')).not.toContain(joined.businessId);
  });
});
