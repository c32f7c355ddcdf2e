import type { ScreenAlbumCategory, ScreenAlbumDetail } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { activation, registerTestScreen, screenHeaders, type TestScreen } from '../device/device-test-kit.js';
import { shopRow } from '../shop/test-fixtures.js';
import { bigImage, newAlbum, newFenlei, pendingPhotos } from './kepian-test-kit.js';

let t: TestApp;
let demo: string;
let shop: string;
let screen: TestScreen;
const K = '/cjKepian/cjKepian';

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  shop = (await shopRow(t, '演示影楼旗舰店')).id;
  screen = await registerTestScreen(t);
  const paired = await call(t.app, 'POST', '/device/dvDevice/actidevice', {
    token: demo,
    body: activation(screen.state.code ?? '', shop),
  });
  if (!paired.body.success) throw new Error(paired.body.message);
});
afterAll(() => t.close());

const albums = async (credentials: TestScreen = screen) =>
  call<ScreenAlbumCategory[]>(t.app, 'GET', '/screen/albums', { headers: screenHeaders(credentials) });
const open = (id: string, password?: string, credentials: TestScreen = screen) =>
  call<ScreenAlbumDetail>(t.app, 'POST', `/screen/albums/${id}`, {
    headers: screenHeaders(credentials),
    body: password === undefined ? {} : { password },
  });

describe('the player album mode', () => {
  it('lists only public albums on show of its own shop, by category', async () => {
    const fenlei = await newFenlei(t, demo, shop, '大屏分类');
    const photos = await pendingPhotos(t, demo, [await bigImage(41), await bigImage(42)]);
    const shown = await newAlbum(t, demo, shop, { mainNumber: 'SC-1', photos, fenleiIds: [fenlei.id], isPublicPd: 1 });
    const loose = await newAlbum(t, demo, shop, { mainNumber: 'SC-2', isPublicPd: 1 });
    await newAlbum(t, demo, shop, { mainNumber: 'SC-3', isPublicPd: 0 });
    await newAlbum(t, demo, shop, { mainNumber: 'SC-4', isPublicPd: 1, status: 0 });
    const demo2 = await loginAs(t.app, 'demo2');
    await newAlbum(t, demo2, (await shopRow(t, '第二租户展厅')).id, { mainNumber: 'SC-5', isPublicPd: 1 });

    const { status, body } = await albums();
    expect(status).toBe(200);
    expect(
      body.result.map((category) => [category.id, category.name, category.albums.map((a) => a.mainNumber)]),
    ).toEqual([
      [fenlei.id, '大屏分类', ['SC-1']],
      [null, '未分类', ['SC-2']],
    ]);
    const opened = await open(shown.id);
    expect(opened.body.result.photos.map((photo) => photo.id)).toEqual(shown.photos.map((photo) => photo.id));
    expect((await open(loose.id)).body.result.photos).toEqual([]);
  });

  it('refuses albums that are not public, and calls without the screen secret', async () => {
    const hidden = await newAlbum(t, demo, shop, { mainNumber: 'SC-H', isPublicPd: 0 });
    expect((await open(hidden.id)).status).toBe(403);
    const unauth = await call(t.app, 'GET', '/screen/albums', {
      headers: { 'x-device-id': screen.deviceId, 'x-device-secret': 'x' },
    });
    expect(unauth.status).toBe(401);
    const other = await registerTestScreen(t);
    expect((await albums(other)).body.result).toEqual([]);
    expect((await open(hidden.id, undefined, other)).status).toBe(403);
  });

  it('opens a protected album only with its password, and limits the guesses', async () => {
    const album = await newAlbum(t, demo, shop, { mainNumber: 'SC-P', isPublicPd: 1, password: 'open-sesame' });
    const listed = (await albums()).body.result.flatMap((category) => category.albums);
    expect(listed.find((card) => card.id === album.id)?.isProtected).toBe(true);
    expect(JSON.stringify((await albums()).body)).not.toContain('open-sesame');
    expect((await open(album.id)).body).toMatchObject({ success: false, message: '密码错误' });
    expect((await open(album.id, 'wrong')).body).toMatchObject({ success: false, message: '密码错误' });
    expect((await open(album.id, 'open-sesame')).body.success).toBe(true);
    for (let i = 0; i < 3; i += 1) await open(album.id, 'wrong');
    const blocked = await open(album.id, 'open-sesame');
    expect(blocked.status).toBe(429);
  });

  it('shows albums shared to its shop once they are public on screen', async () => {
    const demo2 = await loginAs(t.app, 'demo2');
    const ownerShop = (await shopRow(t, '第二租户展厅')).id;
    const privateFenlei = await newFenlei(t, demo2, ownerShop, '私有分类');
    const foreign = await newAlbum(t, demo2, ownerShop, {
      mainNumber: 'SH-1',
      isPublicPd: 1,
      fenleiIds: [privateFenlei.id],
    });
    await call(t.app, 'POST', `${K}/editKpShareStatus`, { token: demo2, body: { ids: [foreign.id], shareStatus: 1 } });
    const names = async () =>
      (await albums()).body.result.flatMap((category) => category.albums.map((a) => a.mainNumber));
    expect(await names()).not.toContain('SH-1');
    const code = (await call<string>(t.app, 'GET', `${K}/getShareCode?shopId=${ownerShop}`, { token: demo2 })).body
      .result;
    await call(t.app, 'POST', `${K}/joinShareKepian`, { token: demo, body: { shopId: shop, shareCode: code } });
    expect(await names()).toContain('SH-1');
    // Shared by itself, the album shows with this shop's unsorted ones: the owner's category stays private.
    const categories = (await albums()).body.result;
    expect(categories.map((category) => category.name)).not.toContain('私有分类');
    expect(categories.find((category) => category.id === null)?.albums.map((a) => a.mainNumber)).toContain('SH-1');
    await call(t.app, 'POST', `${K}/editKpShareStatus`, { token: demo2, body: { ids: [foreign.id], shareStatus: 0 } });
    expect(await names()).not.toContain('SH-1');
  });
});
