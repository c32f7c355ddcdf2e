import {
  APPLET_READ_MAX_AGE_SECONDS,
  APPLET_SLOT_RANGE_DAYS_MAX,
  type AppletAlbumCard,
  type AppletAlbumCategory,
  type AppletAlbumDetail,
  type AppletBlock,
  type AppletBooking,
  type AppletCatalogue,
  type AppletPackage,
  type AppletShopCard,
  type AppletShopInfo,
  type AppletSlot,
  msg,
  type Page,
  SHOP_STATUS_DISABLED,
  SHOP_STATUS_ENABLED,
  WEEKDAYS,
} from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoTenants, openDemoTenants } from '../../test/demo-tenants.js';
import { call } from '../../test/http.js';
import { createTestApp } from '../../test/test-app.js';
import { cjCustomer } from '../cjuser/schema.js';
import { newAlbum, newFenlei } from '../kepian/kepian-test-kit.js';
import { lsProducts, lsSkus } from '../lingshou/schema.js';
import { wxApplets } from '../openplat/schema.js';
import { dayAfter, newSlot, newTaoxi } from '../orders/orders-test-kit.js';
import { cjOrder } from '../orders/schema.js';
import { qyBlocks } from '../qiye/schema.js';
import { shops } from '../shop/schema.js';
import { shopRow } from '../shop/test-fixtures.js';
import { appletCall, boundApplet } from './applet-api-test-kit.js';

const APP = 'wx00000000000000a1';
const OTHER_TENANT_APP = 'wx00000000000000b2';
let d: DemoTenants;
let branchId: string;

beforeAll(async () => {
  d = await openDemoTenants();
  branchId = (await shopRow(d.t, '演示影楼分店')).id;
  // The seed leaves the branch disabled; enabled, it differs from the flagship only by its binding.
  await d.t.db.update(shops).set({ status: SHOP_STATUS_ENABLED }).where(eq(shops.id, branchId));
  await boundApplet(d.t, APP, ['演示影楼旗舰店']);
  await boundApplet(d.t, OTHER_TENANT_APP, ['第二租户展厅']);
});
afterAll(async () => {
  await d.t.close();
});

const get = <T>(path: string, ip?: string) => appletCall<T>(d.t, 'GET', path, { ip });
const shop = () => `/${APP}/shops/${d.shopId}`;

describe('who may call', () => {
  it("lists the applet's bound shops only, without a console session", async () => {
    const { status, body } = await get<AppletShopCard[]>(`/${APP}/shops`);
    expect(status).toBe(200);
    expect(body.result.map((card) => card.id)).toEqual([d.shopId]);
    expect(body.result[0]).toMatchObject({ name: '演示影楼旗舰店', scene: 'syd' });
  });

  it("answers a shop's info: address, phones, opening hours and home modules", async () => {
    const { body, headers } = await get<AppletShopInfo>(shop());
    expect(body.success).toBe(true);
    expect(body.result).toMatchObject({ id: d.shopId, name: '演示影楼旗舰店' });
    expect(Array.isArray(body.result.phones)).toBe(true);
    expect(Array.isArray(body.result.openingHours)).toBe(true);
    expect(Array.isArray(body.result.homeModules)).toBe(true);
    expect(headers['cache-control']).toBe(`public, max-age=${APPLET_READ_MAX_AGE_SECONDS}`);
  });

  it("answers a retail shop's home modules as saved on its retail home (/lsmain/shouye), at once", async () => {
    const retailApp = await boundApplet(d.t, 'wx00000000000000d4', ['演示零售门店']);
    const retailShopId = (await shopRow(d.t, '演示零售门店')).id;
    // Read once first: the saved layout must drop the cached answer (ls_home's change signal).
    expect((await get<AppletShopInfo>(`/${retailApp}/shops/${retailShopId}`)).body.success).toBe(true);
    const saved = await call(d.t.app, 'POST', '/lingshou/home', {
      token: d.demo,
      body: { shopId: retailShopId, modules: ['store', 'products'] },
    });
    expect(saved.body.success).toBe(true);
    const { body } = await get<AppletShopInfo>(`/${retailApp}/shops/${retailShopId}`);
    expect(body.result).toMatchObject({ scene: 'ls', homeModules: ['store', 'products'] });
  });

  it('shows new opening hours as soon as the console saves the base info', async () => {
    await get<AppletShopInfo>(shop());
    // Every weekday, 09:00-18:00: the booking tests below open slots in those hours on any day.
    const hours = WEEKDAYS.map((weekday) => ({ weekday, open: '09:00', close: '18:00' }));
    const { body } = await call(d.t.app, 'POST', '/cjStudio/baseinfo', {
      token: d.demo,
      body: { shopId: d.shopId, openingHours: hours, depositPercent: 20, cancelHours: 24, slotMinutes: 60 },
    });
    expect(body.success).toBe(true);
    expect((await get<AppletShopInfo>(shop())).body.result.openingHours).toEqual(hours);
  });

  it('is described in the OpenAPI document', async () => {
    const response = await d.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/applet/v1/{appId}/shops',
        '/api/applet/v1/{appId}/shops/{shopId}/albums',
        '/api/applet/v1/{appId}/shops/{shopId}/bookings',
      ]),
    );
  });

  it('refuses an app id no tenant authorised with 404 小程序不存在', async () => {
    const { status, body } = await get('/wx0000000000000000/shops');
    expect(status).toBe(404);
    expect(body.message).toBe(msg('appletUnknown'));
  });

  it('refuses a shop of the tenant that is not bound to the applet with 404', async () => {
    const { status, body, headers } = await get(`/${APP}/shops/${branchId}/packages`);
    expect(status).toBe(404);
    expect(body.message).toBe(msg('appletShopNotShown'));
    expect(headers['cache-control']).toBeUndefined();
  });

  it("refuses another tenant's shop, bound to that tenant's applet, with the same 404", async () => {
    const { status, body } = await get(`/${APP}/shops/${d.otherShopId}`);
    expect(status).toBe(404);
    expect(body.message).toBe(msg('appletShopNotShown'));
    const own = await get<AppletShopInfo>(`/${OTHER_TENANT_APP}/shops/${d.otherShopId}`);
    expect(own.body.result.id).toBe(d.otherShopId);
  });

  it('refuses every call of a withdrawn applet with 403, and serves it again once re-authorised', async () => {
    await get(`/${APP}/shops`);
    await d.t.db.update(wxApplets).set({ status: 0 }).where(eq(wxApplets.appId, APP));
    const withdrawn = await get(shop());
    expect(withdrawn.status).toBe(403);
    expect(withdrawn.body.message).toBe(msg('appletOutOfService'));
    await d.t.db.update(wxApplets).set({ status: 1 }).where(eq(wxApplets.appId, APP));
    expect((await get(shop())).status).toBe(200);
  });

  it('stops showing a shop once it is disabled, and an applet once the console deletes it', async () => {
    const unbound = await boundApplet(d.t, 'wx00000000000000c3', ['演示影楼分店']);
    expect((await get(`/${unbound}/shops/${branchId}`)).status).toBe(200);
    await d.t.db.update(shops).set({ status: SHOP_STATUS_DISABLED }).where(eq(shops.id, branchId));
    expect((await get(`/${unbound}/shops/${branchId}`)).body.message).toBe(msg('appletShopNotShown'));
    expect((await get<AppletShopCard[]>(`/${unbound}/shops`)).body.result).toEqual([]);
    await d.t.db.update(shops).set({ status: SHOP_STATUS_ENABLED }).where(eq(shops.id, branchId));
    const applet = (await d.t.db.select().from(wxApplets).where(eq(wxApplets.appId, unbound)))[0];
    const { body } = await call(d.t.app, 'DELETE', `/openplat/wxAplet/deleteById?id=${applet.id}`, { token: d.demo });
    expect(body.success).toBe(true);
    expect((await get(`/${unbound}/shops/${branchId}`)).body.message).toBe(msg('appletUnknown'));
  });
});

describe('albums public to the applet', () => {
  let fenleiId: string;
  let publicIds: string[];
  let hiddenId: string;

  beforeAll(async () => {
    fenleiId = (await newFenlei(d.t, d.demo, d.shopId, '小程序婚纱')).id;
    publicIds = [];
    for (const title of ['小程序一', '小程序二', '小程序三']) {
      publicIds.push((await newAlbum(d.t, d.demo, d.shopId, { title, isPublicXcx: 1, fenleiIds: [fenleiId] })).id);
    }
    hiddenId = (await newAlbum(d.t, d.demo, d.shopId, { title: '仅大屏', isPublicPd: 1, fenleiIds: [fenleiId] })).id;
    await newAlbum(d.t, d.demo, d.shopId, { title: '加密', isPublicXcx: 1, password: '1234', fenleiIds: [fenleiId] });
    await newAlbum(d.t, d.demo, d.shopId, { title: '会员', isPublicXcx: 1, vipOnly: 1, fenleiIds: [fenleiId] });
    await newAlbum(d.t, d.demo, d.shopId, { title: '下架', isPublicXcx: 1, status: 0, fenleiIds: [fenleiId] });
  });

  it('lists the categories holding them, with their counts', async () => {
    const { body } = await get<AppletAlbumCategory[]>(`${shop()}/album-categories`);
    expect(body.result.find((category) => category.id === fenleiId)).toEqual({
      id: fenleiId,
      name: '小程序婚纱',
      albumCount: 3,
    });
  });

  it('pages a category: public, on show, neither protected nor for members', async () => {
    const first = await get<Page<AppletAlbumCard>>(`${shop()}/albums?fenleiId=${fenleiId}&pageSize=2`);
    expect(first.body.result).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 });
    const second = await get<Page<AppletAlbumCard>>(`${shop()}/albums?fenleiId=${fenleiId}&pageSize=2&pageNo=2`);
    const ids = [...first.body.result.records, ...second.body.result.records].map((card) => card.id);
    expect(ids.sort()).toEqual([...publicIds].sort());
  });

  it('opens one album with its photos', async () => {
    const { body } = await get<AppletAlbumDetail>(`${shop()}/albums/${publicIds[0]}`);
    expect(body.result).toMatchObject({ id: publicIds[0], title: '小程序一', photos: [] });
  });

  it('refuses an album not public to the applet with 404 该内容不存在或已下架', async () => {
    const { status, body } = await get(`${shop()}/albums/${hiddenId}`);
    expect(status).toBe(404);
    expect(body.message).toBe(msg('appletItemGone'));
  });

  it('drops an album from its cached page as soon as the console makes it private', async () => {
    const before = await get<Page<AppletAlbumCard>>(`${shop()}/albums?fenleiId=${fenleiId}`);
    expect(before.body.result.total).toBe(3);
    const { body } = await call(d.t.app, 'POST', '/cjKepian/cjKepian/updateIsPublicXcx', {
      token: d.demo,
      body: { ids: [publicIds[2]], isPublicXcx: 0 },
    });
    expect(body.success).toBe(true);
    const after = await get<Page<AppletAlbumCard>>(`${shop()}/albums?fenleiId=${fenleiId}`);
    expect(after.body.result.records.map((card) => card.id)).not.toContain(publicIds[2]);
    expect((await get(`${shop()}/albums/${publicIds[2]}`)).status).toBe(404);
  });
});

describe('packages, products and blocks', () => {
  it('lists packages on sale only, and drops one the console takes off sale at once', async () => {
    const onSale = await newTaoxi(d.t, '演示影楼旗舰店', { name: '小程序套系' });
    const off = await newTaoxi(d.t, '演示影楼旗舰店', { name: '下架套系', status: 0 });
    const names = async () => (await get<AppletPackage[]>(`${shop()}/packages`)).body.result.map((p) => p.id);
    expect(await names()).toContain(onSale);
    expect(await names()).not.toContain(off);
    const { body } = await call(d.t.app, 'POST', '/cjTaoxi/cjTaoxi/updateStatus', {
      token: d.demo,
      body: { ids: [onSale], status: 0 },
    });
    expect(body.success).toBe(true);
    expect(await names()).not.toContain(onSale);
  });

  it('lists retail products on shelf with their variants', async () => {
    const owner = await shopRow(d.t, '演示影楼旗舰店');
    const [onShelf, offShelf] = await d.t.db
      .insert(lsProducts)
      .values([
        { tenantId: owner.tenantId, shopId: owner.id, code: 'A1', name: '相框', status: 1, createBy: 'test' },
        { tenantId: owner.tenantId, shopId: owner.id, code: 'A2', name: '旧相册', status: 0, createBy: 'test' },
      ])
      .returning();
    await d.t.db.insert(lsSkus).values({ productId: onShelf.id, spec: '大号', price: 9900, stock: 3 });
    const { body } = await get<AppletCatalogue>(`${shop()}/products`);
    const ids = body.result.products.map((product) => product.id);
    expect(ids).toContain(onShelf.id);
    expect(ids).not.toContain(offShelf.id);
    expect(body.result.products.find((product) => product.id === onShelf.id)?.skus).toMatchObject([
      { spec: '大号', price: 9900, stock: 3 },
    ]);
    await d.t.db.update(lsSkus).set({ stock: 0 }).where(eq(lsSkus.productId, onShelf.id));
    const after = await get<AppletCatalogue>(`${shop()}/products`);
    expect(after.body.result.products.find((product) => product.id === onShelf.id)?.skus[0].stock).toBe(0);
  });

  it('lists the enterprise blocks on show, in order', async () => {
    const enterprise = await shopRow(d.t, '第二租户展厅');
    const block = { tenantId: enterprise.tenantId, shopId: enterprise.id, createBy: 'test' };
    await d.t.db.insert(qyBlocks).values([
      { ...block, type: 'honours', title: '荣誉资质', sort: 2 },
      { ...block, type: 'team', title: '隐藏', isShow: 0, sort: 3 },
      { ...block, type: 'profile', title: '关于我们', sort: 1 },
    ]);
    const { body } = await get<AppletBlock[]>(`/${OTHER_TENANT_APP}/shops/${enterprise.id}/blocks`);
    expect(body.result.map((shown) => [shown.type, shown.title])).toEqual([
      ['profile', '关于我们'],
      ['honours', '荣誉资质'],
    ]);
  });
});

describe('booking', () => {
  const day = dayAfter(3);
  const book = (body: Record<string, unknown>, ip: string) =>
    appletCall<AppletBooking>(d.t, 'POST', `${shop()}/bookings`, { body, ip });

  it('lists the open slots of a range with the places left', async () => {
    const slotId = await newSlot(d.t, d.demo, d.shopId, day, 9 * 60, 2);
    const { body } = await get<AppletSlot[]>(`${shop()}/slots?from=${day}&to=${dayAfter(5)}`);
    expect(body.result.find((slot) => slot.id === slotId)).toEqual({
      id: slotId,
      day,
      startMinute: 540,
      endMinute: 600,
      placesLeft: 2,
    });
  });

  it('refuses a range longer than the limit', async () => {
    const { body } = await get(`${shop()}/slots?from=${day}&to=${dayAfter(60)}`);
    expect(body.success).toBe(false);
    expect(body.message).toBe(msg('dangqiRangeInvalid', 'zh', APPLET_SLOT_RANGE_DAYS_MAX));
  });

  it('books: an order awaiting its deposit, the customer created, the slot shows one place fewer', async () => {
    const taoxiId = await newTaoxi(d.t, '演示影楼旗舰店', { name: '预约套系', priceFen: 2000_00, depositFen: 300_00 });
    const slotId = await newSlot(d.t, d.demo, d.shopId, day, 11 * 60, 2);
    const answer = await book({ name: '小程序客户', phone: '13911112222', taoxiId, slotId }, '10.0.1.1');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body.result).toMatchObject({
      status: 'awaiting_deposit',
      packageName: '预约套系',
      priceFen: 2000_00,
      depositFen: 300_00,
      day,
      startMinute: 660,
    });
    const [order] = await d.t.db.select().from(cjOrder).where(eq(cjOrder.orderNo, answer.body.result.orderNo));
    expect(order).toMatchObject({ shopId: d.shopId, createBy: `applet:${APP}`, customerPhone: '13911112222' });
    const customers = await d.t.db.select().from(cjCustomer).where(eq(cjCustomer.phone, '13911112222'));
    expect(customers).toHaveLength(1);
    const slots = await get<AppletSlot[]>(`${shop()}/slots?from=${day}&to=${day}`);
    expect(slots.body.result.find((slot) => slot.id === slotId)?.placesLeft).toBe(1);
  });

  it('lets exactly one of two bookings racing for the last place through: 该档期已约满', async () => {
    const taoxiId = await newTaoxi(d.t, '演示影楼旗舰店');
    const slotId = await newSlot(d.t, d.demo, d.shopId, day, 13 * 60, 1);
    const answers = await Promise.all([
      book({ name: '甲', phone: '13900000011', taoxiId, slotId }, '10.0.2.1'),
      book({ name: '乙', phone: '13900000012', taoxiId, slotId }, '10.0.2.2'),
    ]);
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    expect(answers.find((answer) => !answer.body.success)?.body.message).toBe(msg('dangqiSlotFull'));
    expect(await d.t.db.select().from(cjOrder).where(eq(cjOrder.slotId, slotId))).toHaveLength(1);
    const slots = await get<AppletSlot[]>(`${shop()}/slots?from=${day}&to=${day}`);
    expect(slots.body.result.map((slot) => slot.id)).not.toContain(slotId);
  });

  it('refuses a package off sale with 该套系已下架 and writes nothing', async () => {
    const taoxiId = await newTaoxi(d.t, '演示影楼旗舰店', { status: 0 });
    const slotId = await newSlot(d.t, d.demo, d.shopId, day, 15 * 60, 1);
    const { body } = await book({ name: '丙', phone: '13900000013', taoxiId, slotId }, '10.0.3.1');
    expect(body.message).toBe(msg('orderTaoxiOff'));
    expect(await d.t.db.select().from(cjCustomer).where(eq(cjCustomer.phone, '13900000013'))).toEqual([]);
  });

  it("refuses a slot of a shop the applet does not show, and another shop's package", async () => {
    const branchSlot = await newSlot(d.t, d.demo, branchId, day, 9 * 60, 1);
    const taoxiId = await newTaoxi(d.t, '演示影楼旗舰店');
    const slot = await book({ name: '丁', phone: '13900000014', taoxiId, slotId: branchSlot }, '10.0.4.1');
    expect(slot.status).toBe(403);
    const branchTaoxi = await newTaoxi(d.t, '演示影楼分店');
    const flagshipSlot = await newSlot(d.t, d.demo, d.shopId, day, 17 * 60, 1);
    const pack = await book(
      { name: '丁', phone: '13900000014', taoxiId: branchTaoxi, slotId: flagshipSlot },
      '10.0.4.1',
    );
    expect(pack.status).toBe(403);
    const viaBranch = await appletCall(d.t, 'POST', `/${APP}/shops/${branchId}/bookings`, {
      body: { name: '丁', phone: '13900000014', taoxiId: branchTaoxi, slotId: branchSlot },
      ip: '10.0.4.2',
    });
    expect(viaBranch.status).toBe(404);
  });

  it('checks the customer fields with their messages', async () => {
    const { status, body } = await book({ name: '', phone: '13900000015', taoxiId: 'x', slotId: 'y' }, '10.0.5.1');
    expect(status).toBe(400);
    expect(body.message).toBe(msg('customerNameRequired'));
  });

  it('limits bookings per applet and client address, with Retry-After', async () => {
    const body = { name: '戊', phone: '13900000016', taoxiId: 'none', slotId: 'none' };
    for (let i = 0; i < 5; i += 1) expect((await book(body, '10.0.6.1')).status).not.toBe(429);
    const limited = await book(body, '10.0.6.1');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(msg('tooManyRequests'));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await book(body, '10.0.6.2')).status).not.toBe(429);
  });
});

describe('the read limit', () => {
  it('answers 429 with Retry-After past APPLET_READ_RATE_LIMIT, per applet and client address', async () => {
    const t = await createTestApp({ APPLET_READ_RATE_LIMIT: '3' });
    try {
      await boundApplet(t, APP, ['演示影楼旗舰店']);
      await boundApplet(t, OTHER_TENANT_APP, ['第二租户展厅']);
      const read = (appId: string, ip: string) => appletCall<AppletShopCard[]>(t, 'GET', `/${appId}/shops`, { ip });
      for (let i = 0; i < 3; i += 1) expect((await read(APP, '10.0.7.1')).status).toBe(200);
      const limited = await read(APP, '10.0.7.1');
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(msg('tooManyRequests'));
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await read(APP, '10.0.7.2')).status).toBe(200);
      expect((await read(OTHER_TENANT_APP, '10.0.7.1')).status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('keys by X-Forwarded-For behind a proxy TRUST_PROXY names, and ignores the header otherwise', async () => {
    const proxy = '10.0.9.1';
    for (const [trustProxy, limitedByPeer] of [
      [proxy, false],
      ['', true],
    ] as const) {
      const t = await createTestApp({ APPLET_READ_RATE_LIMIT: '3', TRUST_PROXY: trustProxy });
      try {
        await boundApplet(t, APP, ['演示影楼旗舰店']);
        const read = (client: string) =>
          appletCall(t, 'GET', `/${APP}/shops`, { ip: proxy, headers: { 'x-forwarded-for': client } });
        for (let i = 0; i < 3; i += 1) expect((await read('203.0.113.1')).status).toBe(200);
        expect((await read('203.0.113.1')).status).toBe(429);
        expect((await read('203.0.113.2')).status).toBe(limitedByPeer ? 429 : 200);
      } finally {
        await t.close();
      }
    }
  });
});
