import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import { shopMembers, shopShareCodes, shops } from './schema.js';
import { shopRow, validShop } from './test-fixtures.js';

let t: TestApp;
let demo2: string;
let staff: string;
let shopId: string;
let memberId: string;

beforeAll(async () => {
  t = await createTestApp();
  demo2 = (await sessionFor(t.db, 'demo2')).token;
  staff = (await sessionFor(t.db, 'demo_staff')).token;
  shopId = (await shopRow(t, '演示影楼旗舰店')).id;
  const [member] = await t.db.select().from(shopMembers).where(eq(shopMembers.shopId, shopId));
  memberId = member.id;
});
afterAll(() => t.close());

/** Everything a shop call could change: the shop, its members, its share code. */
async function snapshot() {
  return {
    shop: await t.db.select().from(shops).where(eq(shops.id, shopId)),
    members: await t.db.select().from(shopMembers).where(eq(shopMembers.shopId, shopId)).orderBy(shopMembers.id),
    code: await t.db.select().from(shopShareCodes).where(eq(shopShareCodes.shopId, shopId)),
  };
}

type Call = [InjectOptions['method'], string, unknown?];

/** Every shop and member call, aimed at the shop (or its member) of another owner. */
const everyCall = (): Call[] => [
  ['PUT', '/shop/cjShop/edit', validShop({ id: shopId })],
  ['GET', `/shop/cjShop/queryById?id=${shopId}`],
  ['POST', '/shop/cjShop/editShopStatus', { id: shopId, status: 9 }],
  ['POST', '/shop/cjShop/editShopTop', { id: shopId, top: 1 }],
  ['POST', '/shop/cjShop/editShopSorts', { ids: [shopId] }],
  ['DELETE', `/shop/cjShop/deleteBatch?ids=${shopId}`],
  ['GET', `/shop/cjShop/getShareCode?shopId=${shopId}`],
  ['POST', '/shop/cjShop/regenerateShareCode', { shopId }],
  ['GET', `/shop/cjShop/getDeviceList?shopId=${shopId}`],
  ['GET', `/shop/cjShop/getShopDeviceList?shopId=${shopId}`],
  ['POST', '/cjShopMember/cjShopMember/saveMainUser', { shopId }],
  ['GET', `/cjShopMember/cjShopMember/queryMemberList?shopId=${shopId}`],
  ['GET', `/cjShopMember/cjShopMember/getJobMember?shopId=${shopId}`],
  ['GET', `/cjShopMember/cjShopMember/queryJobByShopId?shopId=${shopId}`],
  ['POST', '/cjShopMember/cjShopMember/updateMemberStatus', { id: memberId, status: 0 }],
];

describe('another tenant’s shop id', () => {
  it('is refused with 403 on every shop and member call, and nothing changes', async () => {
    const before = await snapshot();
    for (const [method, url, body] of everyCall()) {
      const answer = await call(t.app, method, url, { token: demo2, body });
      expect({ url, status: answer.status, message: answer.body.message }).toEqual({
        url,
        status: 403,
        message: '无权访问该门店',
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('is refused in the list filters too: the other tenant’s shop never appears', async () => {
    const { body } = await call<{ records: { id: string }[] }>(t.app, 'GET', '/shop/cjShop/list?pageSize=100', {
      token: demo2,
    });
    expect(body.result.records.map((shop) => shop.id)).not.toContain(shopId);
  });
});

describe('an active member who is not the owner', () => {
  it('reads and edits the shop', async () => {
    expect((await call(t.app, 'GET', `/shop/cjShop/queryById?id=${shopId}`, { token: staff })).body.success).toBe(true);
    const members = await call(t.app, 'GET', `/cjShopMember/cjShopMember/queryMemberList?shopId=${shopId}`, {
      token: staff,
    });
    expect(members.body.success).toBe(true);
    const edit = await call(t.app, 'PUT', '/shop/cjShop/edit', {
      token: staff,
      body: validShop({ id: shopId, name: '演示影楼旗舰店', descText: '店员改过的简介' }),
    });
    expect(edit.body.success).toBe(true);
  });

  it('is refused the owner’s calls, and nothing changes', async () => {
    const before = await snapshot();
    const ownerOnly = everyCall().filter(
      ([, url]) => !/edit$|queryById|DeviceList|queryMemberList|getJobMember|queryJobByShopId/.test(url.split('?')[0]),
    );
    expect(ownerOnly.length).toBe(8);
    for (const [method, url, body] of ownerOnly) {
      const answer = await call(t.app, method, url, { token: staff, body });
      expect({ url, status: answer.status }).toEqual({ url, status: 403 });
    }
    expect(await snapshot()).toEqual(before);
  });
});
