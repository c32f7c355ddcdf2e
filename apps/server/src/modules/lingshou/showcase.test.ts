import type { LsCase, LsHome, LsProduct, ScreenLsCatalogue } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { pairTestScreen, screenHeaders } from '../device/device-test-kit.js';
import { shopRow } from '../shop/test-fixtures.js';

let t: TestApp;
let demo: string;
let demo2: string;
let shop: string;
let photoShop: string;
let foreignShop: string;
let onShelf: string;
let offShelf: string;
let foreignProduct: string;
const CASE = '/lingshou/case';
const HOME = '/lingshou/home';

const newProduct = async (shopId: string, token: string, status: number) =>
  (
    await call<LsProduct>(t.app, 'POST', '/lingshou/product/add', {
      token,
      body: {
        shopId,
        code: `C${Math.random().toString(36).slice(2, 9)}`,
        name: status ? '展示柜' : '旧款展示柜',
        status,
        skus: [{ spec: '标准', price: 100000, stock: 3 }],
      },
    })
  ).body.result.id;

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  demo2 = await loginAs(t.app, 'demo2');
  shop = (await shopRow(t, '演示零售门店')).id;
  photoShop = (await shopRow(t, '演示影楼旗舰店')).id;
  const created = await call<{ shopId: string }>(t.app, 'POST', '/changjing/cjMyChangjing/v2/add', {
    token: demo2,
    body: { changjingId: 'ls', shopName: '第二租户零售店', shopBrand: '第二零售智慧门店' },
  });
  foreignShop = created.body.result.shopId;
  onShelf = await newProduct(shop, demo, 1);
  offShelf = await newProduct(shop, demo, 0);
  foreignProduct = await newProduct(foreignShop, demo2, 1);
});
afterAll(() => t.close());

const addCase = (fields: Record<string, unknown> = {}, token = demo) =>
  call<LsCase>(t.app, 'POST', `${CASE}/add`, { token, body: { shopId: shop, title: '旗舰店陈列', ...fields } });
const listCases = (query = `shopId=${shop}`, token = demo) =>
  call<LsCase[]>(t.app, 'GET', `${CASE}/list?${query}`, { token });

describe('retail cases', () => {
  it('adds a case with sanitised rich text and linked products, found by part of its title', async () => {
    const { body } = await addCase({
      title: '万象城门店改造',
      photos: ['shop/a.jpg', 'shop/b.jpg'],
      content: '<p>三周完工<script>alert(1)</script></p>',
      productIds: [onShelf, offShelf, onShelf],
    });
    expect(body.success).toBe(true);
    expect(body.result).toMatchObject({ title: '万象城门店改造', cover: '', isShow: 1 });
    expect(body.result.content).toBe('<p>三周完工</p>');
    expect(body.result.productIds).toEqual([onShelf, offShelf]);
    const found = (await listCases(`shopId=${shop}&keyword=万象`)).body.result;
    expect(found.map((entry) => entry.title)).toEqual(['万象城门店改造']);
  });

  it('edits, hides, reorders and deletes cases, closing the gap in the order', async () => {
    const first = (await addCase({ title: '案例一' })).body.result;
    const second = (await addCase({ title: '案例二' })).body.result;
    const edited = await call<LsCase>(t.app, 'POST', `${CASE}/edit`, {
      token: demo,
      body: { id: first.id, title: '案例一（改）', cover: 'shop/cover.jpg', isShow: 0 },
    });
    expect(edited.body.result).toMatchObject({ title: '案例一（改）', cover: 'shop/cover.jpg', isShow: 0 });
    await call(t.app, 'POST', `${CASE}/show`, { token: demo, body: { id: first.id, isShow: 1 } });
    const ids = (await listCases()).body.result.map((entry) => entry.id);
    const reversed = [...ids].reverse();
    const sorted = await call<LsCase[]>(t.app, 'POST', `${CASE}/sort`, {
      token: demo,
      body: { shopId: shop, ids: reversed },
    });
    expect(sorted.body.result.map((entry) => entry.id)).toEqual(reversed);
    expect((await call(t.app, 'DELETE', `${CASE}/delete?id=${second.id}`, { token: demo })).body.success).toBe(true);
    expect((await listCases()).body.result.map((entry) => entry.sort)).toEqual([1, 2]);
  });

  it('refuses an order that leaves a case out or names one twice', async () => {
    const ids = (await listCases()).body.result.map((entry) => entry.id);
    for (const order of [ids.slice(1), [ids[0], ...ids]]) {
      const { body } = await call(t.app, 'POST', `${CASE}/sort`, { token: demo, body: { shopId: shop, ids: order } });
      expect(body).toMatchObject({ success: false, message: '排序须包含门店的全部案例' });
    }
  });

  it('refuses a product of another shop linked to a case with 403, and saves nothing', async () => {
    expect((await addCase({ title: '借用商品', productIds: [foreignProduct] })).status).toBe(403);
    expect((await addCase({ title: '未知商品', productIds: ['no-such-product'] })).status).toBe(403);
    const [mine] = (await listCases()).body.result;
    const edit = await call(t.app, 'POST', `${CASE}/edit`, {
      token: demo,
      body: { id: mine.id, title: mine.title, productIds: [onShelf, foreignProduct] },
    });
    expect(edit.status).toBe(403);
    expect((await listCases()).body.result.map((entry) => entry.title)).not.toContain('借用商品');
  });

  it("refuses another tenant's shop and cases with 403", async () => {
    const foreign = (await addCase({ shopId: foreignShop, title: '别人的案例' }, demo2)).body.result;
    expect((await listCases(`shopId=${foreignShop}`)).status).toBe(403);
    expect((await addCase({ shopId: foreignShop })).status).toBe(403);
    for (const [method, url, body] of [
      ['POST', `${CASE}/edit`, { id: foreign.id, title: '改' }],
      ['POST', `${CASE}/show`, { id: foreign.id, isShow: 0 }],
      ['POST', `${CASE}/sort`, { shopId: shop, ids: [foreign.id] }],
      ['DELETE', `${CASE}/delete?id=${foreign.id}`, undefined],
    ] as const) {
      expect((await call(t.app, method, url, { token: demo, body })).status).toBe(403);
    }
    expect((await listCases(`shopId=${foreignShop}`, demo2)).body.result[0]).toMatchObject({ title: '别人的案例' });
  });

  it('refuses bad input with the field’s message, and a shop of another scene', async () => {
    expect((await addCase({ title: ' ' })).body.message).toBe('请输入案例标题');
    expect((await addCase({ title: '长'.repeat(41) })).body.message).toBe('案例标题最多40个字');
    expect((await addCase({ cover: 'https://evil.example/x.jpg' })).body.message).toBe('图片地址无效，请重新上传');
    expect((await addCase({ photos: ['../etc/passwd'] })).status).toBe(400);
    expect((await addCase({ photos: Array.from({ length: 10 }, (_, i) => `shop/${i}.jpg`) })).body.message).toBe(
      '案例图片最多9张',
    );
    expect((await addCase({ shopId: photoShop })).body).toMatchObject({
      success: false,
      message: '该门店不是零售场景门店',
    });
  });
});

describe('retail home layout', () => {
  it('answers the defaults until saved, then the modules and banners in the chosen order', async () => {
    const before = await call<LsHome>(t.app, 'GET', `${HOME}?shopId=${shop}`, { token: demo });
    expect(before.body.result).toEqual({
      shopId: shop,
      modules: ['banner', 'categories', 'products', 'cases'],
      banners: [],
    });
    const saved = await call<LsHome>(t.app, 'POST', HOME, {
      token: demo,
      body: { shopId: shop, modules: ['cases', 'banner', 'store'], banners: ['shop/banner1.jpg'] },
    });
    expect(saved.body.result).toEqual({
      shopId: shop,
      modules: ['cases', 'banner', 'store'],
      banners: ['shop/banner1.jpg'],
    });
  });

  it('refuses a module twice, an unknown module and a bad banner', async () => {
    const save = (body: Record<string, unknown>) =>
      call(t.app, 'POST', HOME, { token: demo, body: { shopId: shop, ...body } });
    expect((await save({ modules: ['cases', 'cases'] })).body.message).toBe('首页模块不能重复');
    expect((await save({ modules: ['coupons'] })).status).toBe(400);
    expect((await save({ modules: [], banners: [''] })).body.message).toBe('图片地址无效，请重新上传');
    expect((await save({ modules: [], banners: ['javascript:alert(1)'] })).status).toBe(400);
  });

  it("refuses another tenant's shop with 403 and leaves its home unchanged", async () => {
    expect((await call(t.app, 'GET', `${HOME}?shopId=${foreignShop}`, { token: demo })).status).toBe(403);
    const write = await call(t.app, 'POST', HOME, { token: demo, body: { shopId: foreignShop, modules: [] } });
    expect(write.status).toBe(403);
    const theirs = await call<LsHome>(t.app, 'GET', `${HOME}?shopId=${foreignShop}`, { token: demo2 });
    expect(theirs.body.result.modules).toEqual(['banner', 'categories', 'products', 'cases']);
  });
});

describe('a member of the retail shop', () => {
  it('reads the home and composes cases, but only the owner saves the home (403)', async () => {
    const { shareCode } = (
      await call<{ shareCode: string }>(t.app, 'GET', `/shop/cjShop/getShareCode?shopId=${shop}`, { token: demo })
    ).body.result;
    const joined = await call(t.app, 'POST', '/shop/cjShop/addShare', {
      token: demo2,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `shareCode=${shareCode}`,
    });
    expect(joined.body.success).toBe(true);
    const before = (await call<LsHome>(t.app, 'GET', `${HOME}?shopId=${shop}`, { token: demo2 })).body.result;
    expect((await addCase({ title: '店员添加的案例' }, demo2)).body.success).toBe(true);
    const write = await call(t.app, 'POST', HOME, { token: demo2, body: { shopId: shop, modules: [] } });
    expect(write.status).toBe(403);
    expect((await call<LsHome>(t.app, 'GET', `${HOME}?shopId=${shop}`, { token: demo })).body.result).toEqual(before);
  });
});

describe('the retail home and cases on a screen', () => {
  it('answers the home modules, banners, store card and shown cases with their on-shelf products only', async () => {
    await call(t.app, 'POST', HOME, {
      token: demo,
      body: { shopId: shop, modules: ['store', 'cases', 'products'], banners: ['shop/banner1.jpg'] },
    });
    const draft = (await addCase({ title: '草稿案例', isShow: 0 })).body.result;
    const shown = (await addCase({ title: '屏幕案例', photos: ['shop/p1.jpg'], productIds: [offShelf, onShelf] })).body
      .result;
    const screen = await pairTestScreen(t, demo, shop);
    const { body } = await call<ScreenLsCatalogue>(t.app, 'GET', '/screen/lingshou', {
      headers: screenHeaders(screen),
    });
    expect(body.result.home.modules).toEqual(['store', 'cases', 'products']);
    expect(body.result.home.bannerUrls[0]).toMatch(/\/sys\/common\/static\/shop\/banner1\.jpg$/);
    expect(body.result.home.store.name).toBe('演示零售门店');
    const titles = body.result.cases.map((entry) => entry.title);
    expect(titles).not.toContain(draft.title);
    const onScreen = body.result.cases.find((entry) => entry.id === shown.id);
    expect(onScreen?.productIds).toEqual([onShelf]);
    expect(onScreen?.coverUrl).toMatch(/shop\/p1\.jpg$/);
  });
});
