import type { OrderRecord, Page } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantMenus } from '../../test/grant-menus.js';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { shopRow } from '../shop/test-fixtures.js';
import { booked, dayAfter, detail, newSlot, newTaoxi } from './orders-test-kit.js';

let t: TestApp;
let demo: string;
let staff: string;
let shopId: string;
let order: OrderRecord;
const PHONE = '13912340123';
const MASKED = '139****0123';

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  staff = await loginAs(t.app, 'demo_staff');
  shopId = (await shopRow(t, '演示影楼旗舰店')).id;
  const taoxiId = await newTaoxi(t, '演示影楼旗舰店');
  const slotId = await newSlot(t, demo, shopId, dayAfter(3), 9 * 60, 3);
  order = await booked(t, demo, { shopId, taoxiId, slotId, customer: { name: '周周', phone: PHONE } });
  // Another order, so a filter that matched every phone would show.
  await booked(t, demo, { shopId, taoxiId, slotId, customer: { name: '吴吴', phone: '13800000999' } });
});
afterAll(() => t.close());

const list = async (token: string, query: string) => {
  const { body } = await call<Page<OrderRecord>>(t.app, 'GET', `/cjOrder/cjOrder/list?shopId=${shopId}&${query}`, {
    token,
  });
  if (!body.success) throw new Error(body.message);
  return body.result.records.map((record) => [record.customerName, record.customerPhone]);
};
const byPhone = (token: string, filter: string) => list(token, `customerPhone=${encodeURIComponent(filter)}`);

async function exportedPhones(token: string): Promise<unknown[]> {
  const XLSX = await import('@e965/xlsx');
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/cjOrder/cjOrder/exportXls?shopId=${shopId}&orderNo=${order.orderNo}`,
    headers: { 'x-access-token': token },
  });
  expect(response.statusCode).toBe(200);
  const book = XLSX.read(response.rawPayload, { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
  const column = (rows[0] as unknown[]).indexOf('手机号');
  return rows.slice(1).map((row) => row[column]);
}

describe('order phones for staff without cjuser:phone', () => {
  it('are masked in the list, even on a page an owner read first', async () => {
    expect(await list(demo, 'customerName=周周')).toEqual([['周周', PHONE]]);
    expect(await list(staff, 'customerName=周周')).toEqual([['周周', MASKED]]);
  });

  it('are masked in the detail and the export', async () => {
    expect((await detail(t, staff, order.id)).customerPhone).toBe(MASKED);
    expect(await exportedPhones(staff)).toEqual([MASKED]);
  });

  it('are masked in the answer of a booking for an existing customer', async () => {
    const slotId = await newSlot(t, demo, shopId, dayAfter(3), 11 * 60);
    const taoxiId = await newTaoxi(t, '演示影楼旗舰店');
    const again = await booked(t, staff, { shopId, taoxiId, slotId, customerId: order.customerId });
    expect(again.customerPhone).toBe(MASKED);
  });

  it('are found by the whole number only: no wildcard, part or range', async () => {
    for (const filter of ['*0123', '*2340123', '139*', '*1234*', '0123', '>=13912340000', '!13800000999']) {
      expect(await byPhone(staff, filter)).toEqual([]);
    }
    expect(await byPhone(staff, PHONE)).toContainEqual(['周周', MASKED]);
    const probe = encodeURIComponent(JSON.stringify([{ field: 'customerPhone', rule: 'left_like', val: '0123' }]));
    const { body } = await call(t.app, 'GET', `/cjOrder/cjOrder/list?shopId=${shopId}&superQueryParams=${probe}`, {
      token: staff,
    });
    expect(body).toMatchObject({ success: false, message: '不支持的查询字段：customerPhone' });
  });
});

describe('order phones for owners (cjuser:phone)', () => {
  it('are whole in the list, the detail and the export, and found by wildcards', async () => {
    expect((await detail(t, demo, order.id)).customerPhone).toBe(PHONE);
    expect(await exportedPhones(demo)).toEqual([PHONE]);
    const probe = encodeURIComponent(JSON.stringify([{ field: 'customerPhone', rule: 'left_like', val: '0123' }]));
    for (const found of [await byPhone(demo, '*0123'), await list(demo, `superQueryParams=${probe}`)]) {
      expect(found.length).toBeGreaterThan(0);
      expect(found.every(([, phone]) => phone === PHONE)).toBe(true);
    }
  });
});

describe('the head-office order view', () => {
  it('shows no phone, and its keyword does not search phones', async () => {
    // Staff have no head-office page of their own; one opened to them shows no phone either.
    await grantMenus(t, 'demo_staff', ['/cjmain/ordererp']);
    const { body } = await call<Page<Record<string, unknown>>>(t.app, 'GET', `/studioErp/order?shopId=${shopId}`, {
      token: staff,
    });
    expect(body.result.records.length).toBeGreaterThan(0);
    expect(body.result.records.every((row) => !('customerPhone' in row))).toBe(true);
    const probe = await call<Page<unknown>>(t.app, 'GET', `/studioErp/order?keyword=0123`, { token: staff });
    expect(probe.body.result.total).toBe(0);
  });
});
