import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cjCustomer } from '../cjuser/schema.js';
import { pingjia } from '../pingjia/schema.js';
import { shopRow } from '../shop/test-fixtures.js';
import { postFile } from '../works/works-test-kit.js';
import { insertOrder, insertPackage, newCustomer, newReview } from './studio-test-kit.js';

/**
 * Every customer, review and head-office call refuses ids of another tenant, and, for staff, of a
 * shop of the same tenant they do not work in: 403 and nothing changes.
 */

let t: TestApp;
let ids: { shop: string; customer: string; review: string; order: string; staffShop: string; ownShop: string };

beforeAll(async () => {
  t = await createTestApp();
  const demo = await loginAs(t.app, 'demo');
  // demo_staff works in the flagship only: the branch is "another shop" for them.
  const shop = (await shopRow(t, '演示影楼分店')).id;
  const staffShop = (await shopRow(t, '演示影楼旗舰店')).id;
  const ownShop = (await shopRow(t, '第二租户展厅')).id;
  const customer = await newCustomer(t, demo, shop);
  const taoxiId = await insertPackage(t, shop, '证件照', 9_900);
  const order = await insertOrder(t, {
    shopId: shop,
    customerId: customer.id,
    taoxiId,
    taoxiName: '证件照',
    priceFen: 9_900,
  });
  const review = await newReview(t, demo, shop, { customerId: customer.id });
  ids = { shop, customer: customer.id, review: review.id, order: order.id, staffShop, ownShop };
});
afterAll(() => t.close());

async function snapshot() {
  const all = await Promise.all([t.db.select().from(cjCustomer), t.db.select().from(pingjia)]);
  return all.map((list) => (list as object[]).map((row) => JSON.stringify(row)).sort());
}

type Attempt = [InjectOptions['method'], string, unknown?];

function attempts(victimShop: string, callerShop: string): Attempt[] {
  const { customer, review, order } = ids;
  const C = '/cjuser/cjUser';
  const P = '/pingjia/cjPingjia';
  const E = '/studioErp';
  return [
    ['GET', `${C}/list?shopId=${victimShop}`],
    ['GET', `${C}/queryById?id=${customer}`],
    ['POST', `${C}/add`, { shopId: victimShop, name: '入侵', phone: '13900000000' }],
    ['POST', `${C}/edit`, { id: customer, name: '入侵' }],
    ['DELETE', `${C}/deleteBatch?ids=${customer}`],
    ['DELETE', `${C}/delete?id=${customer}`],
    ['GET', `${C}/exportXls?shopId=${victimShop}`],
    ['GET', `${P}/list?shopId=${victimShop}`],
    ['GET', `${P}/rating?shopId=${victimShop}`],
    ['POST', `${P}/add`, { shopId: victimShop, star: 1 }],
    ['POST', `${P}/add`, { shopId: callerShop, star: 1, customerId: customer }],
    ['POST', `${P}/add`, { shopId: callerShop, star: 1, orderId: order }],
    ['POST', `${P}/reply`, { id: review, reply: '入侵' }],
    ['POST', `${P}/setShow`, { id: review, value: 0 }],
    ['POST', `${P}/setScreen`, { id: review, value: 1 }],
    ['DELETE', `${P}/delete?id=${review}`],
    ['GET', `${E}/dangqi?shopId=${victimShop}`],
    ['GET', `${E}/order?shopId=${victimShop}`],
    ['GET', `${E}/pingjia?shopId=${victimShop}`],
    ['GET', `${E}/cjuser?shopId=${victimShop}`],
    ['GET', `/sys/studioFigures?shopId=${victimShop}`],
  ];
}

async function expectAllRefused(token: string, callerShop: string) {
  const before = await snapshot();
  for (const [method, url, body] of attempts(ids.shop, callerShop)) {
    const answer = await call(t.app, method, url, { token, body });
    expect({ method, url, status: answer.status }).toEqual({ method, url, status: 403 });
  }
  const upload = await postFile(t, token, `/cjuser/cjUser/importExcel?shopId=${ids.shop}`, Buffer.from('x'), 'a.xlsx');
  expect(upload.status).toBe(403);
  expect(await snapshot()).toEqual(before);
}

describe('customer, review and head-office calls', () => {
  it("refuse another tenant's ids with 403 on every call, and nothing changes", async () => {
    await expectAllRefused(await loginAs(t.app, 'demo2'), ids.ownShop);
  });

  it("refuse another shop's ids to staff of a shop of the same tenant, and nothing changes", async () => {
    await expectAllRefused(await loginAs(t.app, 'demo_staff'), ids.staffShop);
  });

  it('are refused without a token (401)', async () => {
    for (const url of [
      `/cjuser/cjUser/list?shopId=${ids.shop}`,
      `/pingjia/cjPingjia/list?shopId=${ids.shop}`,
      '/studioErp/order',
    ]) {
      expect((await call(t.app, 'GET', url)).status).toBe(401);
    }
  });
});
