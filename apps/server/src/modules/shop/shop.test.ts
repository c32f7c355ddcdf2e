import { type Page, SHOP_DEFAULT_DESC, type ShopRecord, shopDefaultDesc } from '@scenecast/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import { shopMembers, shopShareCodes, shops } from './schema.js';
import { shopNames, shopRow, validShop } from './test-fixtures.js';

let t: TestApp;
let demo: string;
let demo2: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = (await sessionFor(t.db, 'demo')).token;
  demo2 = (await sessionFor(t.db, 'demo2')).token;
});
afterAll(() => t.close());

const shopCount = async () => (await t.db.select({ n: count() }).from(shops))[0].n;
const add = (body: Record<string, unknown>, token = demo) =>
  call<{ id: string }>(t.app, 'POST', '/shop/cjShop/add', { token, body });

describe('POST /shop/cjShop/add', () => {
  it('adds a shop with every field, the caller as main user, defaults for background and intro', async () => {
    const { body } = await add(validShop({ name: '新开门店', beijing: '', descText: '' }));
    expect(body).toMatchObject({ success: true, code: 200 });
    const shop = await call<ShopRecord>(t.app, 'GET', `/shop/cjShop/queryById?id=${body.result.id}`, { token: demo });
    expect(shop.body.result).toMatchObject({
      name: '新开门店',
      jcName: '测试品牌',
      changjingId: 'syd',
      phone: '13800000001,0755-88886666',
      phoneList: ['13800000001', '0755-88886666'],
      province: '广东省',
      city: '深圳市',
      area: '南山区',
      place: [{ jiancheng: '总店', location: '22.54,114.05', custom: false }],
      status: 0,
      statusC: true,
      ratioCover: '3:4',
      beijing: 'default/shop-beijing.png',
      descText: '欢迎光临本店，我们用心为您记录每一个美好瞬间。',
      timeZone: 'Asia/Shanghai',
      isOwner: true,
    });
    const members = await t.db.select().from(shopMembers).where(eq(shopMembers.shopId, body.result.id));
    expect(members.map((member) => [member.isMain, member.status])).toEqual([[true, 1]]);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a missing name', { name: '' }, '请输入门店名称'],
    ['a missing brand', { jcName: undefined }, '请输入品牌简称'],
    ['a missing logo', { photo: '' }, '请上传头像'],
    ['a missing QR code', { wxcoe: undefined }, '请上传二维码'],
    ['no phone', { phone: '' }, '请输入联系电话'],
    ['an empty phone entry', { phone: '13800000001,' }, '请输入联系电话'],
    ['a badly formed phone', { phone: '12345' }, '您的号码格式不正确'],
    ['a landline without its dash', { phone: '075588886666' }, '您的号码格式不正确'],
    ['duplicated phones', { phone: ['13800000001', '13800000001'] }, '电话号码重复，请检查'],
    ['four phones', { phone: '13800000001,13800000002,4001234567,8001234567' }, '联系电话最多3个'],
    ['no province', { province: '' }, '请选择省/市/区'],
    ['no address', { address: '' }, '请输入详细地址'],
    ['a Chinese name over 40', { name: '门'.repeat(41) }, '门店名称最多40个字符'],
    ['an English name over 80', { name: 'a'.repeat(81) }, '门店名称最多80个字符'],
    ['a mixed name over 40', { name: `${'a'.repeat(40)}门` }, '门店名称最多40个字符'],
    ['a Chinese brand over 20', { jcName: '品'.repeat(21) }, '品牌简称最多20个字符'],
    ['an intro over 150', { descText: '介'.repeat(151) }, '品牌介绍最多150个字符'],
    ['a place without lat,lng', { place: [{ location: '114.05' }] }, '位置格式应为"纬度,经度"'],
  ];
  for (const [what, change, message] of refusals) {
    it(`refuses ${what}: ${message}`, async () => {
      const before = await shopCount();
      const { status, body } = await add(validShop(change));
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, message });
      expect(await shopCount()).toBe(before);
    });
  }

  it('accepts names and brands at their limits by the language ratio, and 400/800 numbers', async () => {
    const cases = [
      { name: '门'.repeat(40), jcName: '品'.repeat(20) },
      { name: 'a'.repeat(80), jcName: 'b'.repeat(40), descText: 'c'.repeat(300) },
      { name: '智慧', jcName: `${'品'.repeat(20)}智慧门店`, phone: '4001234567,8001234567,010-12345678' },
    ];
    for (const change of cases) {
      const { body } = await add(validShop(change));
      expect(body.success).toBe(true);
    }
  });

  it('needs one of the caller’s scenes: 请选择门店场景', async () => {
    const before = await shopCount();
    const { status, body } = await add(validShop({ changjingId: 'no-such-scene' }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 500, message: '请选择门店场景' });
    const demo2Scene = await call<{ records: { id: string }[] }>(
      t.app,
      'GET',
      '/changjing/cjMyChangjing/queryMyChangjingList',
      {
        token: demo2,
      },
    );
    const other = await add(validShop({ changjingId: undefined, myChangjingId: demo2Scene.body.result.records[0].id }));
    expect(other.body.message).toBe('请选择门店场景');
    expect(await shopCount()).toBe(before);
  });
});

describe('PUT /shop/cjShop/edit', () => {
  it('replaces the form’s fields and answers the id, keeping the status when not sent', async () => {
    const branch = await shopRow(t, '演示影楼分店');
    const { body } = await call<{ id: string }>(t.app, 'PUT', '/shop/cjShop/edit', {
      token: demo,
      body: validShop({ id: branch.id, name: '演示影楼分店', descText: '新的简介', status: undefined }),
    });
    expect(body).toMatchObject({ success: true, result: { id: branch.id } });
    const after = await shopRow(t, '演示影楼分店');
    expect(after).toMatchObject({ descText: '新的简介', status: 9, phone: '13800000001,0755-88886666' });
  });

  it('checks the same rules as add', async () => {
    const branch = await shopRow(t, '演示影楼分店');
    const { status, body } = await call(t.app, 'PUT', '/shop/cjShop/edit', {
      token: demo,
      body: validShop({ id: branch.id, phone: '1380000000' }),
    });
    expect(status).toBe(400);
    expect(body.message).toBe('您的号码格式不正确');
  });

  it('sets the shop’s time zone by its IANA name, and keeps it when an edit leaves it out', async () => {
    const branch = await shopRow(t, '演示影楼分店');
    const edit = (fields: Record<string, unknown>) =>
      call(t.app, 'PUT', '/shop/cjShop/edit', {
        token: demo,
        body: validShop({ id: branch.id, name: '演示影楼分店', status: undefined, ...fields }),
      });
    expect((await edit({ timeZone: 'america/new_york' })).body.success).toBe(true);
    expect((await shopRow(t, '演示影楼分店')).timeZone).toBe('America/New_York');
    expect((await edit({})).body.success).toBe(true);
    expect((await shopRow(t, '演示影楼分店')).timeZone).toBe('America/New_York');
    expect((await edit({ timeZone: 'Asia/Shanghai' })).body.success).toBe(true);
  });

  it.each(['Mars/Olympus_Mons', '+08:00', 'GMT+8', ''])('refuses the time zone %j: 请选择有效的时区', async (zone) => {
    const branch = await shopRow(t, '演示影楼分店');
    const { status, body } = await call(t.app, 'PUT', '/shop/cjShop/edit', {
      token: demo,
      body: validShop({ id: branch.id, name: '演示影楼分店', status: undefined, timeZone: zone }),
    });
    expect(status).toBe(400);
    expect(body.message).toBe('请选择有效的时区，例如Asia/Shanghai');
    expect((await shopRow(t, '演示影楼分店')).timeZone).toBe('Asia/Shanghai');
  });
});

describe('the seeded demo shops', () => {
  it.each([
    ['demo', '演示影楼旗舰店'],
    ['demo2', '第二租户展厅'],
  ])('%s’s %s saves unchanged, with a logo and a QR image that are served', async (user, name) => {
    const token = user === 'demo' ? demo : demo2;
    const seeded = await shopRow(t, name);
    const { body: record } = await call<ShopRecord>(t.app, 'GET', `/shop/cjShop/queryById?id=${seeded.id}`, { token });
    // The record as the shop form sends it back: every field but the unset cover ratio.
    const { ratioCover: _unset, ...fields } = record.result;
    const { body } = await call(t.app, 'PUT', '/shop/cjShop/edit', { token, body: fields });
    expect(body, body.message).toMatchObject({ success: true });
    for (const path of [record.result.photo, record.result.wxcoe]) {
      const image = await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${path}` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
    }
  });
});

describe('GET /shop/cjShop/list and the order calls', () => {
  it('answers only the caller’s shops, pinned first then by sort', async () => {
    const { body } = await call<Page<ShopRecord>>(t.app, 'GET', '/shop/cjShop/list', { token: demo2 });
    expect(body.result.records.map((shop) => shop.name)).toEqual(['第二租户展厅']);
    const names = await shopNames(t, demo);
    expect(names.slice(0, 2)).toEqual(['演示影楼旗舰店', '演示影楼分店']);
    expect(names).not.toContain('第二租户展厅');
  });

  it('filters by status and name', async () => {
    const { body } = await call<Page<ShopRecord>>(
      t.app,
      'GET',
      `/shop/cjShop/list?status=9&name=${encodeURIComponent('*分店*')}`,
      {
        token: demo,
      },
    );
    expect(body.result.records.map((shop) => [shop.name, shop.statusC])).toEqual([['演示影楼分店', false]]);
  });

  it('pins a shop to the top, and toggles the pin off', async () => {
    const branch = await shopRow(t, '演示影楼分店');
    const pinned = await call(t.app, 'POST', '/shop/cjShop/editShopTop', { token: demo, body: { id: branch.id } });
    expect(pinned.body.result).toEqual({ id: branch.id, top: 1 });
    expect((await shopNames(t, demo))[0]).toBe('演示影楼分店');
    await call(t.app, 'POST', '/shop/cjShop/editShopTop', { token: demo, body: { id: branch.id } });
    expect((await shopNames(t, demo))[0]).toBe('演示影楼旗舰店');
  });

  it('reorders the caller’s shops with a dense sort', async () => {
    const { body } = await call<Page<ShopRecord>>(t.app, 'GET', '/shop/cjShop/list?pageSize=100', { token: demo });
    const reversed = body.result.records.map((shop) => shop.id).reverse();
    const answer = await call(t.app, 'POST', '/shop/cjShop/editShopSorts', { token: demo, body: { ids: reversed } });
    expect(answer.body.success).toBe(true);
    const after = await call<Page<ShopRecord>>(t.app, 'GET', '/shop/cjShop/list?pageSize=100', { token: demo });
    expect(after.body.result.records.map((shop) => shop.id)).toEqual(reversed);
    expect(after.body.result.records.map((shop) => shop.sort)).toEqual(reversed.map((_id, index) => index + 1));
  });

  it('enables and disables a shop (0 / 9), as a form too', async () => {
    const flagship = await shopRow(t, '演示影楼旗舰店');
    const disabled = await call(t.app, 'POST', '/shop/cjShop/editShopStatus', {
      token: demo,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${flagship.id}&status=9`,
    });
    expect(disabled.body.success).toBe(true);
    expect((await shopRow(t, '演示影楼旗舰店')).status).toBe(9);
    await call(t.app, 'POST', '/shop/cjShop/editShopStatus', { token: demo, body: { id: flagship.id, status: 0 } });
    expect((await shopRow(t, '演示影楼旗舰店')).status).toBe(0);
    const wrong = await call(t.app, 'POST', '/shop/cjShop/editShopStatus', {
      token: demo,
      body: { id: flagship.id, status: 1 },
    });
    expect(wrong.status).toBe(400);
  });

  it('answers every shop of the caller unpaged, and refuses another user’s id', async () => {
    const me = await sessionFor(t.db, 'demo');
    const { body } = await call<ShopRecord[]>(t.app, 'GET', `/shop/cjShop/queryShopByUserId?userId=${me.userId}`, {
      token: demo,
    });
    expect(body.result.map((shop) => shop.name)).toEqual(await shopNames(t, demo));
    const other = await sessionFor(t.db, 'demo2');
    const refused = await call(t.app, 'GET', `/shop/cjShop/queryShopByUserId?userId=${other.userId}`, { token: demo });
    expect(refused.status).toBe(403);
  });

  it('answers empty device lists until the devices issue', async () => {
    const flagship = await shopRow(t, '演示影楼旗舰店');
    for (const path of ['getDeviceList', 'getShopDeviceList']) {
      const { body } = await call(t.app, 'GET', `/shop/cjShop/${path}?shopId=${flagship.id}`, { token: demo });
      expect(body).toMatchObject({ success: true, result: [] });
    }
  });
});

describe('DELETE /shop/cjShop/deleteBatch', () => {
  it('deletes the caller’s shops with their members and share codes', async () => {
    const first = await add(validShop({ name: '待删除一' }));
    const second = await add(validShop({ name: '待删除二' }));
    const ids = [first.body.result.id, second.body.result.id];
    const { body } = await call(t.app, 'DELETE', `/shop/cjShop/deleteBatch?ids=${ids.join(',')}`, { token: demo });
    expect(body.success).toBe(true);
    const names = await shopNames(t, demo);
    expect(names).not.toContain('待删除一');
    expect(names).not.toContain('待删除二');
    for (const id of ids) {
      expect(await t.db.select().from(shopMembers).where(eq(shopMembers.shopId, id))).toEqual([]);
      expect(await t.db.select().from(shopShareCodes).where(eq(shopShareCodes.shopId, id))).toEqual([]);
    }
  });

  it('deletes nothing when one id is not the caller’s', async () => {
    const mine = await add(validShop({ name: '保留门店' }));
    const theirs = await shopRow(t, '第二租户展厅');
    const { status } = await call(t.app, 'DELETE', `/shop/cjShop/deleteBatch?ids=${mine.body.result.id},${theirs.id}`, {
      token: demo,
    });
    expect(status).toBe(403);
    expect(await shopNames(t, demo)).toContain('保留门店');
    expect(await shopRow(t, '第二租户展厅')).toEqual(theirs);
  });
});

describe('shops of several scene kinds', () => {
  it('gives an enterprise shop the enterprise intro, not the studio’s', async () => {
    const seeded = await shopRow(t, '第二租户展厅');
    expect(seeded.descText).toBe(shopDefaultDesc('qy'));
    expect(seeded.descText).not.toBe(SHOP_DEFAULT_DESC);
  });

  it('lists the shops of the scene kinds asked, several comma-separated', async () => {
    const added = await call(t.app, 'POST', '/changjing/cjMyChangjing/v2/add', {
      token: demo2,
      body: { changjingId: 'syd', shopName: '第二租户影楼', shopBrand: '第二租户智慧门店' },
    });
    expect(added.body.success, added.body.message).toBe(true);
    const names = async (changjingId: string) =>
      (
        await call<Page<ShopRecord>>(t.app, 'GET', `/shop/cjShop/list?changjingId=${changjingId}`, { token: demo2 })
      ).body.result.records.map((shop) => shop.name);
    expect(await names('syd,fz')).toEqual(['第二租户影楼']);
    expect(await names('qy')).toEqual(['第二租户展厅']);
    expect((await names('syd,qy')).sort()).toEqual(['第二租户影楼', '第二租户展厅'].sort());
  });
});
