import type { Page, TaoxiRecord } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { shopRow } from '../shop/test-fixtures.js';
import { taoxi } from './schema.js';
import { newPackage } from './taoxi-test-kit.js';

let t: TestApp;
let demo: string;
let flagship: string;
let branch: string;
let otherTenantShop: string;
const T = '/cjTaoxi/cjTaoxi';

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  flagship = (await shopRow(t, '演示影楼旗舰店')).id;
  branch = (await shopRow(t, '演示影楼分店')).id;
  otherTenantShop = (await shopRow(t, '第二租户展厅')).id;
});
afterAll(() => t.close());

const list = async (shopId: string, query = '') =>
  (await call<Page<TaoxiRecord>>(t.app, 'GET', `${T}/list?shopId=${shopId}&pageSize=100${query}`, { token: demo })).body
    .result.records;

describe('packages', () => {
  it('are created with every field, the rich text sanitised, at the end of the shop order', async () => {
    const first = await newPackage(t, demo, branch, { name: '旅拍套系' });
    const created = await newPackage(t, demo, branch, {
      name: '海景婚纱',
      priceFen: 699900,
      depositFen: 100000,
      photoCount: 60,
      retouchedCount: 30,
      costumeCount: 3,
      lookCount: 3,
      durationMinutes: 240,
      includes: [
        { item: '相册', quantity: 1 },
        { item: '摆台', quantity: 2 },
      ],
      gallery: ['shop/20260101/a.png', 'shop/20260101/b.png'],
      description: '<p>含<b>化妆</b></p><script>alert(1)</script>',
    });
    expect(created).toMatchObject({
      name: '海景婚纱',
      priceFen: 699900,
      depositFen: 100000,
      includes: [
        { item: '相册', quantity: 1 },
        { item: '摆台', quantity: 2 },
      ],
      cover: 'shop/20260101/a.png',
      description: '<p>含<b>化妆</b></p>',
      status: 1,
      sort: first.sort + 1,
    });
  });

  it('refuse a deposit above the price and more retouched photos than photos', async () => {
    const deposit = await call(t.app, 'POST', `${T}/add`, {
      token: demo,
      body: { shopId: branch, name: 'x', priceFen: 100, depositFen: 101 },
    });
    expect(deposit.body).toMatchObject({ success: false, message: '定金不能大于套系价格' });
    const retouched = await call(t.app, 'POST', `${T}/add`, {
      token: demo,
      body: { shopId: branch, name: 'x', priceFen: 100, photoCount: 5, retouchedCount: 6 },
    });
    expect(retouched.body).toMatchObject({ success: false, message: '精修张数不能大于拍摄张数' });
  });

  it('refuse bad input with 400: no name, a negative price, an outside image address', async () => {
    const noName = await call(t.app, 'POST', `${T}/add`, {
      token: demo,
      body: { shopId: branch, name: ' ', priceFen: 1 },
    });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain('请输入套系名称');
    const negative = await call(t.app, 'POST', `${T}/add`, {
      token: demo,
      body: { shopId: branch, name: 'x', priceFen: -1 },
    });
    expect(negative.status).toBe(400);
    const outside = await call(t.app, 'POST', `${T}/add`, {
      token: demo,
      body: { shopId: branch, name: 'x', priceFen: 1, cover: 'https://elsewhere.example/a.png' },
    });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toContain('图片地址无效');
  });

  it('are edited, taken off sale and listed by status', async () => {
    const row = await newPackage(t, demo, flagship, { name: '儿童套系' });
    const edited = await call<TaoxiRecord>(t.app, 'POST', `${T}/edit`, {
      token: demo,
      body: { id: row.id, name: '儿童成长套系', priceFen: 199900, depositFen: 50000 },
    });
    expect(edited.body.result).toMatchObject({ name: '儿童成长套系', depositFen: 50000 });
    const off = await call(t.app, 'POST', `${T}/updateStatus`, { token: demo, body: { ids: [row.id], status: 0 } });
    expect(off.body.result).toBe(1);
    expect((await list(flagship, '&status=0')).map((item) => item.id)).toContain(row.id);
    expect((await list(flagship, '&status=1')).map((item) => item.id)).not.toContain(row.id);
  });

  it('move within the shop order, which stays 1..n, also after a delete', async () => {
    const shop = (await shopRow(t, '演示影楼旗舰店')).id;
    const [a, b, c] = [
      await newPackage(t, demo, shop, { name: 'A' }),
      await newPackage(t, demo, shop, { name: 'B' }),
      await newPackage(t, demo, shop, { name: 'C' }),
    ];
    const moved = await call<TaoxiRecord[]>(t.app, 'POST', `${T}/sort`, { token: demo, body: { id: c.id, sort: 1 } });
    const names = moved.body.result.map((row) => row.name);
    expect(names[0]).toBe('C');
    expect(moved.body.result.map((row) => row.sort)).toEqual(names.map((_, index) => index + 1));
    await call(t.app, 'DELETE', `${T}/deleteBatch?ids=${a.id}`, { token: demo });
    const after = await list(shop);
    expect(after.map((row) => row.sort)).toEqual(after.map((_, index) => index + 1));
    expect(after.findIndex((row) => row.id === c.id)).toBeLessThan(after.findIndex((row) => row.id === b.id));
  });
});

describe('package access', () => {
  it("refuses another tenant's and another shop's ids with 403, and nothing changes", async () => {
    const victim = await newPackage(t, demo, branch, { name: '受保护套系' });
    const before = JSON.stringify(await t.db.select().from(taoxi));
    const callers = [await loginAs(t.app, 'demo2'), await loginAs(t.app, 'demo_staff')];
    for (const token of callers) {
      const attempts: [string, string, unknown?][] = [
        ['GET', `${T}/list?shopId=${branch}`],
        ['GET', `${T}/queryById?id=${victim.id}`],
        ['POST', `${T}/add`, { shopId: branch, name: 'x', priceFen: 1 }],
        ['POST', `${T}/edit`, { id: victim.id, name: 'x', priceFen: 1 }],
        ['POST', `${T}/updateStatus`, { ids: [victim.id], status: 0 }],
        ['POST', `${T}/sort`, { id: victim.id, sort: 1 }],
        ['DELETE', `${T}/deleteBatch?ids=${victim.id}`],
      ];
      for (const [method, url, body] of attempts) {
        const answer = await call(t.app, method as 'GET', url, { token, body });
        expect({ url, status: answer.status }).toEqual({ url, status: 403 });
      }
    }
    expect(JSON.stringify(await t.db.select().from(taoxi))).toBe(before);
  });

  it('refuses a batch mixing an own and a foreign id, changing nothing', async () => {
    const own = await newPackage(t, await loginAs(t.app, 'demo2'), otherTenantShop, { name: '他人套系' });
    const mine = await newPackage(t, demo, branch, { name: '我的套系' });
    const mixed = await call(t.app, 'POST', `${T}/updateStatus`, {
      token: demo,
      body: { ids: [mine.id, own.id], status: 0 },
    });
    expect(mixed.status).toBe(403);
    expect((await list(branch)).find((row) => row.id === mine.id)?.status).toBe(1);
  });

  it('is refused without a token (401)', async () => {
    expect((await call(t.app, 'GET', `${T}/list?shopId=${branch}`)).status).toBe(401);
  });
});
