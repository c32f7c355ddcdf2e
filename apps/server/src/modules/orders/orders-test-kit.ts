import type { OrderDetail, OrderRecord } from '@scenecast/contracts';
import { call } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';
import { studioClock } from '../dangqi/clock.js';
import { dangqiSlot } from '../dangqi/schema.js';
import { shopRow } from '../shop/test-fixtures.js';
import { taoxi } from '../taoxi/schema.js';

/** A studio day `days` after today (studio time), as yyyy-mm-dd. */
export function dayAfter(days: number): string {
  const today = studioClock().day;
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A package on sale in the shop, written straight into the table (the package pages are another module's). */
export async function newTaoxi(
  t: TestApp,
  shopName: string,
  fields: { name?: string; priceFen?: number; depositFen?: number; status?: number } = {},
): Promise<string> {
  const shop = await shopRow(t, shopName);
  const [row] = await t.db
    .insert(taoxi)
    .values({
      tenantId: shop.tenantId,
      shopId: shop.id,
      name: fields.name ?? '婚纱套系',
      priceFen: fields.priceFen ?? 3000_00,
      depositFen: fields.depositFen ?? 500_00,
      status: fields.status ?? 1,
      createBy: 'test',
    })
    .returning({ id: taoxi.id });
  return row.id;
}

/** Opens one slot and answers its id. */
export async function newSlot(
  t: TestApp,
  token: string,
  shopId: string,
  day: string,
  startMinute: number,
  capacity = 1,
  resourceIds: string[] = [],
): Promise<string> {
  const { body } = await call<{ created: number }>(t.app, 'POST', '/cjDangqi/cjDangqi/addSlots', {
    token,
    body: { shopId, from: day, to: day, times: [{ startMinute, endMinute: startMinute + 60 }], capacity, resourceIds },
  });
  if (!body.success || body.result.created !== 1) throw new Error(body.message);
  const rows = await t.db.select().from(dangqiSlot);
  const slot = rows.find((row) => row.shopId === shopId && row.day === day && row.startMinute === startMinute);
  if (!slot) throw new Error('slot not created');
  return slot.id;
}

/** A slot written straight into the table (past days cannot be opened through the API). */
export async function slotRow(t: TestApp, shopName: string, day: string, startMinute: number, capacity = 2) {
  const shop = await shopRow(t, shopName);
  const [row] = await t.db
    .insert(dangqiSlot)
    .values({
      tenantId: shop.tenantId,
      shopId: shop.id,
      day,
      startMinute,
      endMinute: startMinute + 60,
      capacity,
      createBy: 'test',
    })
    .returning();
  return row;
}

export function book(t: TestApp, token: string, body: Record<string, unknown>) {
  return call<OrderRecord>(t.app, 'POST', '/cjOrder/cjOrder/add', { token, body: { note: '', ...body } });
}

/** Books and answers the order, failing the test when the booking is refused. */
export async function booked(t: TestApp, token: string, body: Record<string, unknown>): Promise<OrderRecord> {
  const { body: answer } = await book(t, token, body);
  if (!answer.success) throw new Error(answer.message);
  return answer.result;
}

export async function detail(t: TestApp, token: string, id: string): Promise<OrderDetail> {
  const { body } = await call<OrderDetail>(t.app, 'GET', `/cjOrder/cjOrder/queryById?id=${id}`, { token });
  if (!body.success) throw new Error(body.message);
  return body.result;
}

export const post = (t: TestApp, token: string, path: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/cjOrder/cjOrder/${path}`, { token, body });
