import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cjCustomer } from '../cjuser/schema.js';
import { dangqiClosedDay, dangqiResource, dangqiSlot, dangqiSlotResource } from '../dangqi/schema.js';
import { shopRow } from '../shop/test-fixtures.js';
import { booked, dayAfter, newSlot, newTaoxi } from './orders-test-kit.js';
import { cjOrder, cjOrderLog, cjOrderPayment } from './schema.js';

/**
 * Another tenant's, or another shop's, schedule and order ids: every call is refused with 403 and
 * nothing changes. demo_staff works in the flagship only, so the branch is "another shop" for them.
 */
let t: TestApp;
let demo: string;
let ids: { shop: string; slot: string; resource: string; order: string; pack: string; customer: string };

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  const shop = (await shopRow(t, '演示影楼分店')).id;
  const pack = await newTaoxi(t, '演示影楼分店');
  const resourceAnswer = await call<{ id: string }>(t.app, 'POST', '/cjDangqi/cjDangqi/addResource', {
    token: demo,
    body: { shopId: shop, kind: 'room', name: '分店棚' },
  });
  const slot = await newSlot(t, demo, shop, dayAfter(5), 600, 3);
  const order = await booked(t, demo, {
    shopId: shop,
    taoxiId: pack,
    slotId: slot,
    customer: { name: '分店客', phone: '13500000001' },
  });
  await call(t.app, 'POST', '/cjOrder/cjOrder/pay', {
    token: demo,
    body: { id: order.id, kind: 'deposit', amountFen: 500_00, method: 'cash' },
  });
  ids = { shop, slot, resource: resourceAnswer.body.result.id, order: order.id, pack, customer: order.customerId };
});
afterAll(() => t.close());

async function snapshot() {
  const tables = [
    cjOrder,
    cjOrderPayment,
    cjOrderLog,
    cjCustomer,
    dangqiSlot,
    dangqiSlotResource,
    dangqiResource,
    dangqiClosedDay,
  ];
  const all = await Promise.all(tables.map((table) => t.db.select().from(table)));
  return all.map((list) => (list as object[]).map((row) => JSON.stringify(row)).sort());
}

type Attempt = [InjectOptions['method'], string, Record<string, unknown>?];

function attempts(callerShop: string): Attempt[] {
  const { shop, slot, resource, order, pack, customer } = ids;
  const D = '/cjDangqi/cjDangqi';
  const O = '/cjOrder/cjOrder';
  const day = dayAfter(5);
  return [
    ['GET', `${D}/calendar?shopId=${shop}&from=${day}&to=${day}`],
    ['GET', `${D}/openSlots?shopId=${shop}&day=${day}`],
    ['GET', `${D}/resources?shopId=${shop}`],
    ['GET', `${D}/staff?shopId=${shop}`],
    [
      'POST',
      `${D}/addSlots`,
      { shopId: shop, from: day, to: day, times: [{ startMinute: 900, endMinute: 960 }], capacity: 1 },
    ],
    ['POST', `${D}/editSlot`, { id: slot, capacity: 9, resourceIds: [] }],
    ['POST', `${D}/deleteSlot`, { id: slot }],
    ['POST', `${D}/closeDay`, { shopId: shop, day: dayAfter(6) }],
    ['POST', `${D}/openDay`, { shopId: shop, day: dayAfter(6) }],
    ['POST', `${D}/addResource`, { shopId: shop, kind: 'room', name: 'x' }],
    ['POST', `${D}/editResource`, { id: resource, name: 'x', status: 0 }],
    ['GET', `${O}/list?shopId=${shop}`],
    ['GET', `${O}/exportXls?shopId=${shop}`],
    ['GET', `${O}/queryById?id=${order}`],
    ['GET', `${O}/taoxiOptions?shopId=${shop}`],
    ['POST', `${O}/add`, { shopId: shop, taoxiId: pack, slotId: slot, customer: { name: 'x', phone: '13500000009' } }],
    // The caller's own shop with the other shop's slot, package or customer.
    [
      'POST',
      `${O}/add`,
      { shopId: callerShop, taoxiId: pack, slotId: slot, customer: { name: 'x', phone: '13500000009' } },
    ],
    ['POST', `${O}/add`, { shopId: callerShop, taoxiId: pack, slotId: slot, customerId: customer }],
    ['POST', `${O}/edit`, { id: order, note: 'x' }],
    ['POST', `${O}/changeStatus`, { id: order, status: 'cancelled' }],
    ['POST', `${O}/pay`, { id: order, kind: 'balance', amountFen: 1, method: 'cash' }],
    ['POST', `${O}/refund`, { id: order, amountFen: 1, method: 'cash' }],
  ];
}

describe.each([
  ['another tenant', 'demo2', '第二租户展厅'],
  ['staff of another shop', 'demo_staff', '演示影楼旗舰店'],
])('%s', (_label, username, ownShopName) => {
  it('is refused with 403 on every schedule and order call, and nothing changes', async () => {
    const token = await loginAs(t.app, username);
    const callerShop = (await shopRow(t, ownShopName)).id;
    const before = await snapshot();
    for (const [method, url, body] of attempts(callerShop)) {
      const { status } = await call(t.app, method, url, { token, body });
      expect({ url, body, status }).toEqual({ url, body, status: 403 });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('ids of another of the caller’s own shops', () => {
  it('refuses a slot, package or customer of the branch when booking in the flagship', async () => {
    const flagship = (await shopRow(t, '演示影楼旗舰店')).id;
    const ownPack = await newTaoxi(t, '演示影楼旗舰店');
    const ownSlot = await newSlot(t, demo, flagship, dayAfter(5), 600);
    const before = await snapshot();
    const tries = [
      { shopId: flagship, taoxiId: ownPack, slotId: ids.slot, customer: { name: 'x', phone: '13500000010' } },
      { shopId: flagship, taoxiId: ids.pack, slotId: ownSlot, customer: { name: 'x', phone: '13500000010' } },
      { shopId: flagship, taoxiId: ownPack, slotId: ownSlot, customerId: ids.customer },
    ];
    for (const body of tries) {
      expect(
        (await call(t.app, 'POST', '/cjOrder/cjOrder/add', { token: demo, body: { note: '', ...body } })).status,
      ).toBe(403);
    }
    const move = await call(t.app, 'POST', '/cjOrder/cjOrder/edit', {
      token: demo,
      body: { id: ids.order, slotId: ownSlot },
    });
    expect(move.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
