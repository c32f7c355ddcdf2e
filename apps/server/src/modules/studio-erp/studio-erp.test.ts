import type {
  CjuserRecord,
  ErpCustomerTotals,
  ErpOrderRow,
  ErpOrderTotals,
  ErpPage,
  ErpReviewTotals,
  ErpSlotRow,
  ErpSlotTotals,
  PingjiaRecord,
  StudioFigures,
} from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantMenus } from '../../test/grant-menus.js';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { shopRow } from '../shop/test-fixtures.js';
import {
  insertCustomerWithReview,
  insertOrder,
  insertPackage,
  insertSlot,
  newCustomer,
  newReview,
} from './studio-test-kit.js';

let t: TestApp;
let demo: string;
let staff: string;
let flagship: string;
let branch: string;
let foreignShop: string;
const E = '/studioErp';

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  // Staff have no ERP page of their own; one opened to them shows their shops only, phones masked.
  await grantMenus(t, 'demo_staff', ['/cjmain/cjusererp']);
  staff = await loginAs(t.app, 'demo_staff');
  flagship = (await shopRow(t, '演示影楼旗舰店')).id;
  branch = (await shopRow(t, '演示影楼分店')).id;
  foreignShop = (await shopRow(t, '第二租户展厅')).id;

  const ann = await newCustomer(t, demo, flagship, { name: '安安', phone: '13811110001', source: 'douyin' });
  const bob = await newCustomer(t, demo, branch, { name: '波波', phone: '13811110002' });
  const foreigner = await insertCustomerWithReview(t, foreignShop, '外人', '13811110003', 1);
  const wedding = await insertPackage(t, flagship, '婚纱照', 500_000);
  const portrait = await insertPackage(t, branch, '写真', 100_000);
  const foreignPackage = await insertPackage(t, foreignShop, '外套系', 1_000_000);
  await insertOrder(t, {
    shopId: flagship,
    customerId: ann.id,
    taoxiId: wedding,
    taoxiName: '婚纱照',
    priceFen: 500_000,
    payments: [
      { kind: 'deposit', amountFen: 100_000 },
      { kind: 'balance', amountFen: 400_000 },
    ],
  });
  await insertOrder(t, {
    shopId: branch,
    customerId: bob.id,
    taoxiId: portrait,
    taoxiName: '写真',
    priceFen: 100_000,
    daysAgo: 1,
    payments: [{ kind: 'deposit', amountFen: 30_000 }],
  });
  await insertOrder(t, {
    shopId: branch,
    customerId: bob.id,
    taoxiId: portrait,
    taoxiName: '写真',
    priceFen: 100_000,
    daysAgo: 1,
    payments: [
      { kind: 'deposit', amountFen: 30_000 },
      { kind: 'refund', amountFen: 30_000 },
    ],
    // A cancelled order refunded in full ends as refunded (statusAfterPayment).
    status: 'refunded',
  });
  await insertOrder(t, {
    shopId: foreignShop,
    customerId: foreigner,
    taoxiId: foreignPackage,
    taoxiName: '外套系',
    priceFen: 1_000_000,
    payments: [{ kind: 'deposit', amountFen: 999_999 }],
  });
  await insertSlot(t, flagship, '2030-01-02', 540, 2, 1);
  await insertSlot(t, branch, '2030-01-02', 600, 3, 0);
  await insertSlot(t, branch, '2030-01-05', 600, 1, 1);
  await insertSlot(t, foreignShop, '2030-01-02', 540, 9, 9);
  await newReview(t, demo, flagship, { star: 5, customerId: ann.id });
  await newReview(t, demo, branch, { star: 2 });
});
afterAll(() => t.close());

const get = <T>(token: string, url: string) => call<T>(t.app, 'GET', url, { token });

describe('head-office views', () => {
  it("list the orders of all the owner's shops with a shop column and totals", async () => {
    const { body } = await get<ErpPage<ErpOrderRow, ErpOrderTotals>>(demo, `${E}/order`);
    expect(body.result.records.map((r) => [r.shopName, r.customerName, r.taoxiName, r.status]).sort()).toEqual(
      [
        ['演示影楼分店', '波波', '写真', 'booked'],
        ['演示影楼分店', '波波', '写真', 'refunded'],
        ['演示影楼旗舰店', '安安', '婚纱照', 'booked'],
      ].sort(),
    );
    expect(body.result.totals).toEqual({ count: 3, priceFen: 700_000, paidFen: 530_000 });

    const filtered = await get<ErpPage<ErpOrderRow, ErpOrderTotals>>(demo, `${E}/order?shopId=${branch}&status=booked`);
    expect(filtered.body.result.totals).toEqual({ count: 1, priceFen: 100_000, paidFen: 30_000 });
    const byName = await get<ErpPage<ErpOrderRow, ErpOrderTotals>>(demo, `${E}/order?keyword=安`);
    expect(byName.body.result.records.map((r) => r.customerName)).toEqual(['安安']);
    const page = await get<ErpPage<ErpOrderRow, ErpOrderTotals>>(demo, `${E}/order?pageSize=1`);
    expect([page.body.result.records.length, page.body.result.total, page.body.result.totals.count]).toEqual([1, 3, 3]);
  });

  it('filter by day range and refuse a start after the end', async () => {
    const today = new Date();
    const day = (offset: number) => {
      const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() - offset);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    const slots = await get<ErpPage<ErpSlotRow, ErpSlotTotals>>(
      demo,
      `${E}/dangqi?dateFrom=2030-01-01&dateTo=2030-01-03`,
    );
    expect(slots.body.result.records.map((r) => [r.day, r.shopName, r.startMinute])).toEqual([
      ['2030-01-02', '演示影楼旗舰店', 540],
      ['2030-01-02', '演示影楼分店', 600],
    ]);
    expect(slots.body.result.totals).toEqual({ count: 2, capacity: 5, booked: 1 });
    const bad = await get(demo, `${E}/order?dateFrom=${day(0)}&dateTo=${day(1)}`);
    expect(bad.body).toMatchObject({ success: false, message: '开始日期不能晚于结束日期' });
    expect((await get(demo, `${E}/order?dateFrom=2030-1-1`)).status).toBe(400);
  });

  it('list reviews with the average and customers with their shop, phones masked for staff', async () => {
    const reviews = await get<ErpPage<PingjiaRecord, ErpReviewTotals>>(demo, `${E}/pingjia`);
    expect(reviews.body.result.totals).toEqual({ count: 2, average: 3.5 });
    expect(reviews.body.result.records.map((r) => r.shopName).sort()).toEqual(['演示影楼分店', '演示影楼旗舰店']);
    const five = await get<ErpPage<PingjiaRecord, ErpReviewTotals>>(demo, `${E}/pingjia?star=5`);
    expect(five.body.result.records.map((r) => r.customerName)).toEqual(['安安']);

    const customers = await get<ErpPage<CjuserRecord, ErpCustomerTotals>>(demo, `${E}/cjuser`);
    expect(customers.body.result.records.map((r) => [r.shopName, r.name, r.phone, r.orderCount]).sort()).toEqual(
      [
        ['演示影楼分店', '波波', '13811110002', 2],
        ['演示影楼旗舰店', '安安', '13811110001', 1],
      ].sort(),
    );
    expect(customers.body.result.totals).toEqual({ count: 2 });
    const douyin = await get<ErpPage<CjuserRecord, ErpCustomerTotals>>(demo, `${E}/cjuser?source=douyin`);
    expect(douyin.body.result.records.map((r) => r.name)).toEqual(['安安']);

    // Staff reach the flagship only, and see its phones masked.
    const staffView = await get<ErpPage<CjuserRecord, ErpCustomerTotals>>(staff, `${E}/cjuser`);
    expect(staffView.body.result.records.map((r) => [r.name, r.phone])).toEqual([['安安', '138****0001']]);
    expect(
      (await get<ErpPage<CjuserRecord, ErpCustomerTotals>>(staff, `${E}/cjuser?keyword=0001`)).body.result.total,
    ).toBe(0);
    expect(
      (await get<ErpPage<CjuserRecord, ErpCustomerTotals>>(staff, `${E}/cjuser?keyword=13811110001`)).body.result.total,
    ).toBe(1);
  });
});

describe('studio figures on the data overview', () => {
  it('count bookings and revenue per day, top packages and the rating of the caller’s shops only', async () => {
    const { body } = await get<StudioFigures>(demo, '/sys/studioFigures?days=7');
    const figures = body.result;
    expect(figures.days).toHaveLength(7);
    expect(figures.bookings).toHaveLength(7);
    const todayIndex = figures.days.length - 1;
    expect(figures.bookings[todayIndex]).toBe(1);
    expect(figures.bookings[todayIndex - 1]).toBe(1);
    expect(figures.bookings.reduce((a, b) => a + b, 0)).toBe(2);
    expect(figures.revenueFen[todayIndex]).toBe(500_000);
    // Yesterday: two deposits of 300 yuan and one refunded.
    expect(figures.revenueFen[todayIndex - 1]).toBe(30_000);
    expect(figures.topPackages.map((p) => [p.name, p.orders, p.revenueFen])).toEqual([
      ['婚纱照', 1, 500_000],
      ['写真', 1, 30_000],
    ]);
    expect(figures.rating).toMatchObject({ average: 3.5, count: 2, stars: [0, 1, 0, 0, 1] });

    const branchOnly = await get<StudioFigures>(demo, `/sys/studioFigures?days=30&shopId=${branch}`);
    expect(branchOnly.body.result.days).toHaveLength(30);
    expect(branchOnly.body.result.topPackages.map((p) => p.name)).toEqual(['写真']);
    expect((await get(demo, '/sys/studioFigures?days=8')).status).toBe(400);
  });
});
