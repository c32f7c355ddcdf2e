import {
  BOOKING_DEFAULTS,
  ORDER_NO_PATTERN,
  ORDER_STATUSES,
  type OrderRecord,
  type OrderTaoxiOption,
  type Page,
} from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cjCustomer } from '../cjuser/schema.js';
import { dangqiSlot } from '../dangqi/schema.js';
import { shopRow } from '../shop/test-fixtures.js';
import { book, booked, dayAfter, detail, newSlot, newTaoxi, post, slotRow } from './orders-test-kit.js';
import { cjOrder } from './schema.js';

let t: TestApp;
let demo: string;
let staff: string;
let shopId: string;
let pack: string;

const booked1 = async (slotId: string, phone: string, name = '张三') =>
  booked(t, demo, { shopId, taoxiId: pack, slotId, customer: { name, phone } });
/** Saves the shop's booking rules: the defaults, but for `rules`. */
const saveBookingRules = async (rules: { depositPercent?: number; cancelHours?: number }) => {
  const body = { shopId, openingHours: [], ...BOOKING_DEFAULTS, ...rules };
  const answer = await call(t.app, 'POST', '/cjStudio/baseinfo', { token: demo, body });
  if (!answer.body.success) throw new Error(answer.body.message);
};
const placesOf = async (slotId: string) =>
  (await t.db.select().from(dangqiSlot).where(eq(dangqiSlot.id, slotId)))[0].booked;

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  staff = await loginAs(t.app, 'demo_staff');
  shopId = (await shopRow(t, '演示影楼旗舰店')).id;
  pack = await newTaoxi(t, '演示影楼旗舰店', { priceFen: 3000_00, depositFen: 500_00 });
});
afterAll(() => t.close());

describe('booking', () => {
  it('books a new customer from name and phone, takes the place and numbers the order', async () => {
    const slotId = await newSlot(t, demo, shopId, dayAfter(3), 9 * 60, 2);
    const order = await booked1(slotId, '13900000001', '王小美');
    expect(order.status).toBe('awaiting_deposit');
    expect(order.orderNo).toMatch(ORDER_NO_PATTERN);
    expect(order).toMatchObject({
      customerName: '王小美',
      customerPhone: '13900000001',
      priceFen: 3000_00,
      depositFen: 500_00,
    });
    expect(order.shootDay).toBe(dayAfter(3));
    expect(await placesOf(slotId)).toBe(1);
    const customers = await t.db.select().from(cjCustomer).where(eq(cjCustomer.phone, '13900000001'));
    expect(customers).toHaveLength(1);
    expect(customers[0].shopId).toBe(shopId);
  });

  it('finds the existing customer by phone instead of creating another', async () => {
    const slotId = await newSlot(t, demo, shopId, dayAfter(3), 11 * 60, 2);
    const first = await booked1(slotId, '13900000002', '李四');
    const second = await booked1(slotId, '13900000002', '别的名字');
    expect(second.customerId).toBe(first.customerId);
    expect(second.customerName).toBe('李四');
    expect(second.orderNo).not.toBe(first.orderNo);
  });

  it("asks the shop's deposit share of the price, to the fen, when the package sets no deposit", async () => {
    const noDeposit = await newTaoxi(t, '演示影楼旗舰店', { name: '写真', priceFen: 333_33, depositFen: 0 });
    await saveBookingRules({ depositPercent: 15 });
    const slotId = await newSlot(t, demo, shopId, dayAfter(3), 15 * 60);
    const order = await booked(t, demo, {
      shopId,
      taoxiId: noDeposit,
      slotId,
      customer: { name: '孙八', phone: '13900000006' },
    });
    expect(order).toMatchObject({ status: 'awaiting_deposit', priceFen: 333_33, depositFen: 50_00 });
    const { body } = await call<OrderTaoxiOption[]>(t.app, 'GET', `/cjOrder/cjOrder/taoxiOptions?shopId=${shopId}`, {
      token: demo,
    });
    expect(body.result.find((option) => option.id === noDeposit)?.depositFen).toBe(50_00);
    expect(body.result.find((option) => option.id === pack)?.depositFen).toBe(500_00);
    await saveBookingRules({});
  });

  it('books at once when neither the package nor the shop asks a deposit', async () => {
    const free = await newTaoxi(t, '演示影楼旗舰店', { name: '证件照', priceFen: 100_00, depositFen: 0 });
    await saveBookingRules({ depositPercent: 0 });
    const slotId = await newSlot(t, demo, shopId, dayAfter(3), 13 * 60);
    const order = await booked(t, demo, {
      shopId,
      taoxiId: free,
      slotId,
      customer: { name: '赵六', phone: '13900000003' },
    });
    expect(order).toMatchObject({ status: 'booked', depositFen: 0 });
    await saveBookingRules({});
  });

  it('refuses a full slot and writes nothing, not even the new customer', async () => {
    const slotId = await newSlot(t, demo, shopId, dayAfter(4), 9 * 60, 1);
    await booked1(slotId, '13900000004');
    const { body } = await book(t, demo, {
      shopId,
      taoxiId: pack,
      slotId,
      customer: { name: '钱七', phone: '13900000005' },
    });
    expect(body).toMatchObject({ success: false, message: '该档期已约满' });
    expect(await t.db.select().from(cjCustomer).where(eq(cjCustomer.phone, '13900000005'))).toHaveLength(0);
    expect(await placesOf(slotId)).toBe(1);
  });

  it('gives the last place of a slot to exactly one of 100 concurrent bookings', async () => {
    const slotId = await newSlot(t, demo, shopId, dayAfter(5), 9 * 60, 3);
    await booked1(slotId, '13900000010');
    await booked1(slotId, '13900000011');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        book(t, demo, {
          shopId,
          taoxiId: pack,
          slotId,
          customer: { name: `客${i}`, phone: `137${String(i).padStart(8, '0')}` },
        }),
      ),
    );
    const wins = answers.filter((answer) => answer.body.success);
    expect(wins).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.message === '该档期已约满')).toHaveLength(99);
    expect(await placesOf(slotId)).toBe(3);
    expect(await t.db.select().from(cjOrder).where(eq(cjOrder.slotId, slotId))).toHaveLength(3);
  });

  it('refuses a slot that has begun, and a closed day', async () => {
    const past = await slotRow(t, '演示影楼旗舰店', dayAfter(-1), 9 * 60);
    expect(
      (await book(t, demo, { shopId, taoxiId: pack, slotId: past.id, customer: { name: 'a', phone: '13900000020' } }))
        .body,
    ).toMatchObject({ success: false, message: '该档期已过' });
    const day = dayAfter(6);
    const slotId = await newSlot(t, demo, shopId, day, 9 * 60);
    await call(t.app, 'POST', '/cjDangqi/cjDangqi/closeDay', { token: demo, body: { shopId, day, reason: '店休' } });
    expect(
      (await book(t, demo, { shopId, taoxiId: pack, slotId, customer: { name: 'a', phone: '13900000020' } })).body,
    ).toMatchObject({ success: false, message: '该日休息，不接受预约' });
  });

  it('refuses a package that is off sale', async () => {
    const off = await newTaoxi(t, '演示影楼旗舰店', { name: '下架套系', status: 0 });
    const slotId = await newSlot(t, demo, shopId, dayAfter(7), 9 * 60);
    expect(
      (await book(t, demo, { shopId, taoxiId: off, slotId, customer: { name: 'a', phone: '13900000021' } })).body,
    ).toMatchObject({ success: false, message: '该套系已下架' });
  });

  it('checks the customer fields', async () => {
    const slotId = await newSlot(t, demo, shopId, dayAfter(7), 11 * 60);
    const bad = await book(t, demo, { shopId, taoxiId: pack, slotId, customer: { name: 'a', phone: '12345' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('请输入正确手机号');
    const none = await book(t, demo, { shopId, taoxiId: pack, slotId });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('请输入客户姓名');
  });

  it('refuses staff who do not work in the shop', async () => {
    const slotId = await newSlot(t, demo, shopId, dayAfter(7), 13 * 60);
    const { body } = await book(t, demo, {
      shopId,
      taoxiId: pack,
      slotId,
      staffUserId: 'nobody-here',
      customer: { name: 'a', phone: '13900000022' },
    });
    expect(body).toMatchObject({ success: false, message: '该员工不属于本门店' });
  });
});

describe('status flow and payments', () => {
  it('books the order when the deposit is in, then moves it to delivered once paid in full', async () => {
    const slotId = await newSlot(t, demo, shopId, dayAfter(8), 9 * 60);
    const order = await booked1(slotId, '13900000030');
    const pay = (kind: string, amountFen: number) =>
      post(t, demo, 'pay', { id: order.id, kind, amountFen, method: 'wechat' });
    const move = (status: string) => post(t, demo, 'changeStatus', { id: order.id, status });

    expect((await move('booked')).body).toMatchObject({ success: false, message: '定金未付清' });
    expect((await pay('balance', 100_00)).body).toMatchObject({ success: false, message: '该订单当前不能收尾款' });
    expect((await pay('deposit', 200_00)).body.success).toBe(true);
    expect((await detail(t, demo, order.id)).status).toBe('awaiting_deposit');
    expect((await pay('deposit', 300_00)).body.success).toBe(true);
    expect((await detail(t, demo, order.id)).status).toBe('booked');

    expect((await move('delivered')).body).toMatchObject({ success: false, message: '订单当前状态不能变更为该状态' });
    for (const status of ['shot', 'selecting', 'producing']) expect((await move(status)).body.success).toBe(true);
    expect((await move('delivered')).body).toMatchObject({ success: false, message: '尾款未结清，不能交付' });
    expect((await pay('balance', 2500_01)).body).toMatchObject({ success: false, message: '收款金额超过未付金额' });
    expect((await pay('balance', 2500_00)).body.success).toBe(true);
    expect((await move('delivered')).body.success).toBe(true);

    const done = await detail(t, demo, order.id);
    expect(done).toMatchObject({ status: 'delivered', paidFen: 3000_00, nextStatuses: [] });
    expect(done.payments.map((p) => [p.kind, p.amountFen])).toEqual([
      ['deposit', 200_00],
      ['deposit', 300_00],
      ['balance', 2500_00],
    ]);
    expect(done.logs.map((log) => [log.action, log.toStatus])).toEqual([
      ['created', 'awaiting_deposit'],
      ['payment', 'awaiting_deposit'],
      ['payment', 'booked'],
      ['status', 'shot'],
      ['status', 'selecting'],
      ['status', 'producing'],
      ['payment', 'producing'],
      ['status', 'delivered'],
    ]);
    expect((await move('cancelled')).body).toMatchObject({ success: false, message: '订单当前状态不能变更为该状态' });
  });

  it('cancelling gives the place back; refunds are for owners, on cancelled orders, up to what was paid', async () => {
    const slotId = await newSlot(t, demo, shopId, dayAfter(8), 11 * 60);
    const order = await booked1(slotId, '13900000031');
    await post(t, demo, 'pay', { id: order.id, kind: 'deposit', amountFen: 500_00, method: 'cash' });
    const refund = (amountFen: number, token = demo) =>
      post(t, token, 'refund', { id: order.id, amountFen, method: 'cash' });
    expect((await refund(100_00)).body).toMatchObject({ success: false, message: '只有已取消的订单可以退款' });
    expect(await placesOf(slotId)).toBe(1);
    expect(
      (await post(t, demo, 'changeStatus', { id: order.id, status: 'cancelled', note: '客户改期' })).body.success,
    ).toBe(true);
    expect(await placesOf(slotId)).toBe(0);
    expect((await refund(100_00, staff)).status).toBe(403);
    expect((await refund(500_01)).body).toMatchObject({ success: false, message: '退款金额不能超过已收金额' });
    expect((await refund(200_00)).body.success).toBe(true);
    expect((await detail(t, demo, order.id)).status).toBe('cancelled');
    expect((await refund(300_00)).body.success).toBe(true);
    const after = await detail(t, demo, order.id);
    expect(after).toMatchObject({ status: 'refunded', paidFen: 0 });
    expect(after.logs.at(-1)).toMatchObject({ action: 'refund', fromStatus: 'cancelled', toStatus: 'refunded' });
    expect(
      (await post(t, demo, 'pay', { id: order.id, kind: 'deposit', amountFen: 1, method: 'cash' })).body.message,
    ).toBe('该订单不在待付定金状态');
  });

  it('keeps the deposit of an order cancelled less than cancelHours before its shoot, and refunds the balance', async () => {
    // Tomorrow 09:00 is always less than the default 48 hours away.
    const slotId = await newSlot(t, demo, shopId, dayAfter(1), 9 * 60);
    const order = await booked1(slotId, '13900000032');
    await post(t, demo, 'pay', { id: order.id, kind: 'deposit', amountFen: 500_00, method: 'cash' });
    await post(t, demo, 'pay', { id: order.id, kind: 'balance', amountFen: 1000_00, method: 'cash' });
    await post(t, demo, 'changeStatus', { id: order.id, status: 'cancelled' });
    const refund = (amountFen: number) => post(t, demo, 'refund', { id: order.id, amountFen, method: 'cash' });
    const kept = { success: false, message: '距拍摄不足48小时取消，定金不予退还' };
    expect((await refund(1500_00)).body).toMatchObject(kept);
    expect((await refund(1000_00)).body.success).toBe(true);
    expect((await refund(1)).body).toMatchObject(kept);
    expect(await detail(t, demo, order.id)).toMatchObject({ status: 'cancelled', paidFen: 500_00 });
  });

  it('refunds the deposit of an order cancelled before the window', async () => {
    // 17:00 three days ahead is always more than 48 hours away.
    const slotId = await newSlot(t, demo, shopId, dayAfter(3), 17 * 60);
    const order = await booked1(slotId, '13900000033');
    await post(t, demo, 'pay', { id: order.id, kind: 'deposit', amountFen: 500_00, method: 'cash' });
    await post(t, demo, 'changeStatus', { id: order.id, status: 'cancelled' });
    // Part of it: a refunded order would count in the list's status filters below.
    expect((await post(t, demo, 'refund', { id: order.id, amountFen: 300_00, method: 'cash' })).body.success).toBe(
      true,
    );
    expect(await detail(t, demo, order.id)).toMatchObject({ status: 'cancelled', paidFen: 200_00 });
  });

  it("measures the window by the shop's own cancelHours", async () => {
    await saveBookingRules({ cancelHours: 24 * 10 });
    const slotId = await newSlot(t, demo, shopId, dayAfter(8), 17 * 60);
    const order = await booked1(slotId, '13900000034');
    await post(t, demo, 'pay', { id: order.id, kind: 'deposit', amountFen: 500_00, method: 'cash' });
    await post(t, demo, 'changeStatus', { id: order.id, status: 'cancelled' });
    expect((await post(t, demo, 'refund', { id: order.id, amountFen: 500_00, method: 'cash' })).body).toMatchObject({
      success: false,
      message: '距拍摄不足240小时取消，定金不予退还',
    });
    await saveBookingRules({});
  });

  it('moves an order to another slot before the shoot, never into a full one', async () => {
    const day = dayAfter(9);
    const from = await newSlot(t, demo, shopId, day, 9 * 60, 2);
    const full = await newSlot(t, demo, shopId, day, 11 * 60, 1);
    const open = await newSlot(t, demo, shopId, day, 13 * 60, 1);
    await booked1(full, '13900000040');
    const order = await booked1(from, '13900000041');
    expect((await post(t, demo, 'edit', { id: order.id, slotId: full })).body).toMatchObject({
      success: false,
      message: '该档期已约满',
    });
    expect((await detail(t, demo, order.id)).slotId).toBe(from);
    expect((await post(t, demo, 'edit', { id: order.id, slotId: open, note: '改到下午' })).body.success).toBe(true);
    expect([await placesOf(from), await placesOf(open)]).toEqual([0, 1]);
    const moved = await detail(t, demo, order.id);
    expect(moved).toMatchObject({ slotId: open, note: '改到下午', startMinute: 13 * 60 });
    expect(moved.logs.at(-1)).toMatchObject({
      action: 'edited',
      detail: { slotId: { from, to: open }, note: { from: '', to: '改到下午' } },
    });
  });

  it('keeps the slot once the order is shot', async () => {
    const slotId = await newSlot(t, demo, shopId, dayAfter(9), 15 * 60);
    const other = await newSlot(t, demo, shopId, dayAfter(9), 17 * 60);
    const order = await booked1(slotId, '13900000042');
    await post(t, demo, 'pay', { id: order.id, kind: 'deposit', amountFen: 500_00, method: 'card' });
    await post(t, demo, 'changeStatus', { id: order.id, status: 'shot' });
    expect((await post(t, demo, 'edit', { id: order.id, slotId: other })).body).toMatchObject({
      success: false,
      message: '订单当前状态不能改约档期',
    });
  });
});

describe('list, export, code rule and to-dos', () => {
  it('filters by status, phone wildcard and the advanced query', async () => {
    const list = async (query: string) =>
      (
        await call<Page<OrderRecord>>(t.app, 'GET', `/cjOrder/cjOrder/list?shopId=${shopId}&pageSize=100&${query}`, {
          token: demo,
        })
      ).body.result;
    const all = await list('');
    expect(all.total).toBeGreaterThan(5);
    expect((await list('status=delivered')).records.every((order) => order.status === 'delivered')).toBe(true);
    expect((await list('status=delivered,refunded')).total).toBe(2);
    expect((await list('customerPhone=*00000030')).records.map((order) => order.customerPhone)).toEqual([
      '13900000030',
    ]);
    const query = encodeURIComponent(JSON.stringify([{ field: 'paidFen', rule: 'ge', val: '3000000' }]));
    expect((await list(`superQueryParams=${query}&superQueryMatchType=and`)).total).toBe(0);
    const paid = encodeURIComponent(JSON.stringify([{ field: 'paidFen', rule: 'eq', val: '300000' }]));
    expect((await list(`superQueryParams=${paid}`)).records.map((order) => order.customerPhone)).toEqual([
      '13900000030',
    ]);
    const bad = encodeURIComponent(JSON.stringify([{ field: 'tenant_id', rule: 'eq', val: '1' }]));
    expect(
      (await call(t.app, 'GET', `/cjOrder/cjOrder/list?shopId=${shopId}&superQueryParams=${bad}`, { token: demo })).body
        .success,
    ).toBe(false);
  });

  it('answers totals from the shop counters that agree with the orders after bookings, payments, moves and refunds', async () => {
    const list = async (query: string) =>
      (
        await call<Page<OrderRecord>>(t.app, 'GET', `/cjOrder/cjOrder/list?shopId=${shopId}&pageSize=100&${query}`, {
          token: demo,
        })
      ).body.result;
    const all = await list('');
    expect(all.total).toBe(all.records.length);
    for (const status of ORDER_STATUSES) {
      const some = await list(`status=${status}`);
      expect(some.total).toBe(all.records.filter((order) => order.status === status).length);
    }
    expect((await list('status=nosuch')).total).toBe(0);
    expect((await list('status=delivered,nosuch')).total).toBe((await list('status=delivered')).total);
    const sum = (pick: (order: OrderRecord) => number) => all.records.reduce((total, order) => total + pick(order), 0);
    const erp = await call<{ totals: { count: number; priceFen: number; paidFen: number } }>(
      t.app,
      'GET',
      `/studioErp/order?shopId=${shopId}`,
      { token: demo },
    );
    expect(erp.body.result.totals).toEqual({
      count: all.total,
      priceFen: sum((order) => order.priceFen),
      paidFen: sum((order) => order.paidFen),
    });
  });

  it('finds orders by the last digits of the phone, and by the other phone wildcards', async () => {
    const phones = async (filter: string) =>
      (
        await call<Page<OrderRecord>>(
          t.app,
          'GET',
          `/cjOrder/cjOrder/list?shopId=${shopId}&pageSize=100&customerPhone=${encodeURIComponent(filter)}`,
          { token: demo },
        )
      ).body.result.records.map((order) => order.customerPhone);
    expect(await phones('*0030')).toEqual(['13900000030']);
    expect(await phones('*00000030*')).toEqual(['13900000030']);
    expect(await phones('139000000*')).toContain('13900000030');
    expect(await phones('13900000030')).toEqual(['13900000030']);
    expect(await phones('*%0')).toEqual([]);
  });

  it('exports the filtered orders as a spreadsheet', async () => {
    const XLSX = await import('@e965/xlsx');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/cjOrder/cjOrder/exportXls?shopId=${shopId}&status=delivered`,
      headers: { 'x-access-token': demo },
    });
    expect(response.statusCode).toBe(200);
    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows[0]).toContain('订单号');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('已交付');
    expect(rows[1]).toContain(3000);
  });

  it('checks order numbers by the order_no code rule', async () => {
    const check = async (value: string) =>
      (await call(t.app, 'GET', `/sys/checkRule/checkByCode?ruleCode=order_no&value=${value}`, { token: demo })).body;
    expect((await check('DD202611250001')).success).toBe(true);
    expect(await check('X1')).toMatchObject({ success: false, message: '订单号格式不正确' });
  });

  it('raises late and unpaid orders as to-dos, which leave once handled', async () => {
    const past = await slotRow(t, '演示影楼旗舰店', dayAfter(-2), 10 * 60);
    const lateSlot = await newSlot(t, demo, shopId, dayAfter(10), 9 * 60);
    const late = await booked1(lateSlot, '13900000050', '迟到客');
    await post(t, demo, 'pay', { id: late.id, kind: 'deposit', amountFen: 500_00, method: 'cash' });
    await t.db.update(cjOrder).set({ slotId: past.id }).where(eq(cjOrder.id, late.id));
    const unpaidSlot = await newSlot(t, demo, shopId, dayAfter(10), 11 * 60);
    const unpaid = await booked1(unpaidSlot, '13900000051', '未付客');
    await t.db
      .update(cjOrder)
      .set({ createTime: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(cjOrder.id, unpaid.id));
    const todos = async (token = demo) =>
      (await call<{ source: string; businessId: string; title: string }[]>(t.app, 'GET', '/sys/todo/list', { token }))
        .body.result;
    const mine = (await todos()).filter((todo) => todo.source.startsWith('order'));
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          source: 'orderLate',
          businessId: late.id,
          title: `订单「${late.orderNo} 迟到客」已过拍摄时间仍未拍摄`,
        }),
        expect.objectContaining({
          source: 'orderUnpaid',
          businessId: unpaid.id,
          title: `订单「${unpaid.orderNo} 未付客」超过24小时未付定金`,
        }),
      ]),
    );
    const demo2 = await loginAs(t.app, 'demo2');
    expect((await todos(demo2)).filter((todo) => todo.source.startsWith('order'))).toEqual([]);
    await post(t, demo, 'changeStatus', { id: late.id, status: 'shot' });
    await post(t, demo, 'changeStatus', { id: unpaid.id, status: 'cancelled' });
    const left = (await todos()).map((todo) => todo.businessId);
    expect(left).not.toContain(late.id);
    expect(left).not.toContain(unpaid.id);
  });
});
