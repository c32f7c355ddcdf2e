import type { ScreenShopHome, StudioBaseInfo, StudioShouye, StudioStory } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantMenus } from '../../test/grant-menus.js';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { pairTestScreen, registerTestScreen, screenHeaders } from '../device/device-test-kit.js';
import { newAlbum } from '../kepian/kepian-test-kit.js';
import { shopRow } from '../shop/test-fixtures.js';
import { newPackage } from '../taoxi/taoxi-test-kit.js';
import { studioProfile } from './schema.js';

let t: TestApp;
let demo: string;
let flagship: string;
let branch: string;
const S = '/cjStudio';

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  flagship = (await shopRow(t, '演示影楼旗舰店')).id;
  branch = (await shopRow(t, '演示影楼分店')).id;
});
afterAll(() => t.close());

describe('brand story', () => {
  it('is saved with sanitised rich text, images and a video, and read back', async () => {
    const saved = await call<StudioStory>(t.app, 'POST', `${S}/story`, {
      token: demo,
      body: {
        shopId: flagship,
        title: '我们的故事',
        content: '<h2>十年</h2><img src="x" onerror="alert(1)">',
        images: ['shop/20260101/story.png'],
        video: 'works/20260101/story.mp4',
      },
    });
    expect(saved.body.result).toEqual({
      shopId: flagship,
      title: '我们的故事',
      content: '<h2>十年</h2><img src="x" />',
      images: ['shop/20260101/story.png'],
      video: 'works/20260101/story.mp4',
    });
    const read = await call<StudioStory>(t.app, 'GET', `${S}/story?shopId=${flagship}`, { token: demo });
    expect(read.body.result.title).toBe('我们的故事');
  });
});

describe('base info', () => {
  it('answers the default booking rules until saved', async () => {
    const read = await call<StudioBaseInfo>(t.app, 'GET', `${S}/baseinfo?shopId=${branch}`, { token: demo });
    expect(read.body.result).toEqual({
      shopId: branch,
      openingHours: [],
      depositPercent: 30,
      cancelHours: 48,
      slotMinutes: 60,
    });
  });

  it('saves opening hours by weekday and the booking rules', async () => {
    const saved = await call<StudioBaseInfo>(t.app, 'POST', `${S}/baseinfo`, {
      token: demo,
      body: {
        shopId: flagship,
        openingHours: [
          { weekday: 6, open: '09:00', close: '20:00' },
          { weekday: 1, open: '10:00', close: '18:30' },
        ],
        depositPercent: 20,
        cancelHours: 72,
        slotMinutes: 90,
      },
    });
    expect(saved.body.result).toMatchObject({
      openingHours: [
        { weekday: 1, open: '10:00', close: '18:30' },
        { weekday: 6, open: '09:00', close: '20:00' },
      ],
      depositPercent: 20,
      cancelHours: 72,
      slotMinutes: 90,
    });
  });

  it('refuses hours that close before they open, a weekday twice and rules out of range (400)', async () => {
    const base = { shopId: flagship, depositPercent: 30, cancelHours: 24, slotMinutes: 60 };
    const backwards = await call(t.app, 'POST', `${S}/baseinfo`, {
      token: demo,
      body: { ...base, openingHours: [{ weekday: 1, open: '18:00', close: '09:00' }] },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toContain('营业时间不正确');
    const twice = await call(t.app, 'POST', `${S}/baseinfo`, {
      token: demo,
      body: {
        ...base,
        openingHours: [
          { weekday: 2, open: '09:00', close: '18:00' },
          { weekday: 2, open: '10:00', close: '19:00' },
        ],
      },
    });
    expect(twice.body.message).toContain('营业时间每天只能设置一次');
    for (const wrong of [{ depositPercent: 101 }, { slotMinutes: 5 }, { cancelHours: -1 }]) {
      const answer = await call(t.app, 'POST', `${S}/baseinfo`, {
        token: demo,
        body: { ...base, openingHours: [], ...wrong },
      });
      expect(answer.status).toBe(400);
    }
  });
});

describe('home modules', () => {
  it('default to packages, albums and story; are chosen and ordered; a module twice is refused', async () => {
    const first = await call<StudioShouye>(t.app, 'GET', `${S}/shouye?shopId=${branch}`, { token: demo });
    expect(first.body.result.modules).toEqual(['packages', 'albums', 'story']);
    const saved = await call<StudioShouye>(t.app, 'POST', `${S}/shouye`, {
      token: demo,
      body: { shopId: branch, modules: ['story', 'reviews', 'packages'] },
    });
    expect(saved.body.result.modules).toEqual(['story', 'reviews', 'packages']);
    const twice = await call(t.app, 'POST', `${S}/shouye`, {
      token: demo,
      body: { shopId: branch, modules: ['story', 'story'] },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toContain('首页模块不能重复');
  });
});

describe('profile access', () => {
  it("refuses another tenant's shop, and a shop the staff member does not reach, with 403; nothing changes", async () => {
    const before = JSON.stringify(await t.db.select().from(studioProfile));
    for (const token of [await loginAs(t.app, 'demo2'), await loginAs(t.app, 'demo_staff')]) {
      for (const part of ['story', 'baseinfo', 'shouye']) {
        const read = await call(t.app, 'GET', `${S}/${part}?shopId=${branch}`, { token });
        expect({ part, status: read.status }).toEqual({ part, status: 403 });
      }
      const writes: [string, unknown][] = [
        ['story', { shopId: branch, content: 'x' }],
        ['baseinfo', { shopId: branch, openingHours: [], depositPercent: 0, cancelHours: 0, slotMinutes: 30 }],
        ['shouye', { shopId: branch, modules: [] }],
      ];
      for (const [part, body] of writes) {
        const write = await call(t.app, 'POST', `${S}/${part}`, { token, body });
        expect({ part, status: write.status }).toEqual({ part, status: 403 });
      }
    }
    expect(JSON.stringify(await t.db.select().from(studioProfile))).toBe(before);
  });

  it("lets a member whose role opens 首页设置 read their shop's settings, but only the owner change them", async () => {
    await grantMenus(t, 'demo_staff', ['/cjmain/shouye']);
    const staff = await loginAs(t.app, 'demo_staff');
    const read = await call<StudioShouye>(t.app, 'GET', `${S}/shouye?shopId=${flagship}`, { token: staff });
    expect(read.body.success).toBe(true);
    const write = await call(t.app, 'POST', `${S}/shouye`, { token: staff, body: { shopId: flagship, modules: [] } });
    expect(write.status).toBe(403);
  });
});

describe('the screen shop home', () => {
  const home = (headers: Record<string, string>) =>
    call<ScreenShopHome | null>(t.app, 'GET', '/screen/shop-home', { headers });

  it('shows no module while the owner has not saved the home', async () => {
    await newPackage(t, demo, flagship, { name: '首页未设置' });
    const screen = await pairTestScreen(t, demo, flagship);
    const answer = (await home(screenHeaders(screen))).body.result as ScreenShopHome;
    expect(answer).toMatchObject({ modules: [], packages: [], albums: [], story: null });
  });

  it('answers the chosen modules in order with packages on sale, public albums and the story', async () => {
    const shop = flagship;
    const onSale = await newPackage(t, demo, shop, {
      name: '大屏套系',
      cover: 'shop/20260101/cover.png',
      photoCount: 30,
    });
    const off = await newPackage(t, demo, shop, { name: '下架套系', status: 0 });
    const album = await newAlbum(t, demo, shop, { mainNumber: 'HOME-1', title: '首页样片', isPublicPd: 1 });
    await newAlbum(t, demo, shop, { mainNumber: 'HOME-2', title: '不公开', isPublicPd: 0 });
    await call(t.app, 'POST', `${S}/shouye`, {
      token: demo,
      body: { shopId: shop, modules: ['packages', 'reviews', 'story', 'albums'] },
    });
    const review = await call<{ id: string }>(t.app, 'POST', '/pingjia/cjPingjia/add', {
      token: demo,
      body: { shopId: shop, star: 5, content: '拍得很好' },
    });
    await call(t.app, 'POST', '/pingjia/cjPingjia/setScreen', {
      token: demo,
      body: { id: review.body.result.id, value: 1 },
    });
    const screen = await pairTestScreen(t, demo, shop);

    const { status, body } = await home(screenHeaders(screen));
    expect(status).toBe(200);
    const answer = body.result as ScreenShopHome;
    expect(answer.modules).toEqual(['packages', 'reviews', 'story', 'albums']);
    expect(answer.shopName).toBe('演示影楼旗舰店');
    const ids = answer.packages.map((item) => item.id);
    expect(ids).toContain(onSale.id);
    expect(ids).not.toContain(off.id);
    expect(answer.packages.find((item) => item.id === onSale.id)).toMatchObject({
      name: '大屏套系',
      photoCount: 30,
      coverUrl: expect.stringMatching(/\/sys\/common\/static\/shop\/20260101\/cover\.png$/),
    });
    expect(answer.albums.map((item) => item.title)).toContain(album.title);
    expect(answer.albums.map((item) => item.title)).not.toContain('不公开');
    expect(answer.story).toMatchObject({ title: '我们的故事' });
    expect(answer.reviews).toEqual([{ id: review.body.result.id, text: '拍得很好', rating: 5 }]);
    expect(answer.works).toEqual([]);
  });

  it('leaves out what the owner did not choose', async () => {
    await call(t.app, 'POST', `${S}/shouye`, { token: demo, body: { shopId: branch, modules: ['story'] } });
    await newPackage(t, demo, branch, { name: '分店套系' });
    const screen = await pairTestScreen(t, demo, branch);
    const answer = (await home(screenHeaders(screen))).body.result as ScreenShopHome;
    expect(answer).toMatchObject({ modules: ['story'], packages: [], albums: [], story: null });
  });

  it('answers null to a screen not paired, and 401 to wrong credentials', async () => {
    const waiting = await registerTestScreen(t);
    expect((await home(screenHeaders(waiting))).body.result).toBeNull();
    const wrong = await home(screenHeaders({ deviceId: waiting.deviceId, secret: 'not-the-secret' }));
    expect(wrong.status).toBe(401);
  });
});
