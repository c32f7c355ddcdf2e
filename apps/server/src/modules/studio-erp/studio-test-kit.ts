import type { CjuserRecord, PingjiaRecord } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { call } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';
import { cjCustomer } from '../cjuser/schema.js';
import { dangqiSlot } from '../dangqi/schema.js';
import { cjOrder, cjOrderPayment } from '../orders/schema.js';
import { pingjia } from '../pingjia/schema.js';
import { shops } from '../shop/schema.js';
import { taoxi } from '../taoxi/schema.js';
import { postFile, tinyImage } from '../works/works-test-kit.js';

/**
 * Rows the orders, schedule and package pages own, written straight into their tables: the
 * customer, review and head-office tests need them without depending on those pages' calls.
 */

let sequence = 0;

export async function newCustomer(
  t: TestApp,
  token: string,
  shopId: string,
  fields: Record<string, unknown> = {},
): Promise<CjuserRecord> {
  sequence += 1;
  const { body } = await call<CjuserRecord>(t.app, 'POST', '/cjuser/cjUser/add', {
    token,
    body: { shopId, name: `客户${sequence}`, phone: `139${String(10_000_000 + sequence).slice(-8)}`, ...fields },
  });
  if (!body.success) throw new Error(body.message);
  return body.result;
}

export async function newReview(
  t: TestApp,
  token: string,
  shopId: string,
  fields: Record<string, unknown> = {},
): Promise<PingjiaRecord> {
  const { body } = await call<PingjiaRecord>(t.app, 'POST', '/pingjia/cjPingjia/add', {
    token,
    body: { shopId, star: 5, content: '拍得很好', ...fields },
  });
  if (!body.success) throw new Error(body.message);
  return body.result;
}

/** A photo uploaded into the review folder by the caller. */
export async function reviewPhoto(t: TestApp, token: string): Promise<string> {
  const { body } = await postFile<string>(t, token, '/sys/common/upload?biz=pingjia', await tinyImage());
  if (!body.success) throw new Error(body.message);
  return body.result;
}

async function tenantOf(t: TestApp, shopId: string): Promise<number> {
  const [shop] = await t.db.select({ tenantId: shops.tenantId }).from(shops).where(eq(shops.id, shopId));
  return shop.tenantId;
}

/** A customer and a review written straight into a shop of a tenant whose menu has no studio pages. */
export async function insertCustomerWithReview(
  t: TestApp,
  shopId: string,
  name: string,
  phone: string,
  star: number,
): Promise<string> {
  const tenantId = await tenantOf(t, shopId);
  const [customer] = await t.db
    .insert(cjCustomer)
    .values({ tenantId, shopId, name, phone, createBy: 'test' })
    .returning({ id: cjCustomer.id });
  await t.db.insert(pingjia).values({ tenantId, shopId, customerId: customer.id, star, createBy: 'test' });
  return customer.id;
}

export async function insertPackage(t: TestApp, shopId: string, name: string, priceFen: number): Promise<string> {
  const [row] = await t.db
    .insert(taoxi)
    .values({ tenantId: await tenantOf(t, shopId), shopId, name, priceFen, createBy: 'test' })
    .returning({ id: taoxi.id });
  return row.id;
}

/** An order with its payments (kind deposit, balance or refund), booked `daysAgo` days back. */
export async function insertOrder(
  t: TestApp,
  input: {
    shopId: string;
    customerId: string;
    taoxiId: string;
    taoxiName: string;
    priceFen: number;
    status?: string;
    daysAgo?: number;
    payments?: { kind: 'deposit' | 'balance' | 'refund'; amountFen: number }[];
  },
): Promise<{ id: string; orderNo: string }> {
  sequence += 1;
  const tenantId = await tenantOf(t, input.shopId);
  const time = new Date(Date.now() - (input.daysAgo ?? 0) * 86_400_000);
  const payments = input.payments ?? [];
  const paid = payments.reduce((sum, p) => sum + (p.kind === 'refund' ? -p.amountFen : p.amountFen), 0);
  const orderNo = `T${Date.now()}${sequence}`;
  const [order] = await t.db
    .insert(cjOrder)
    .values({
      tenantId,
      shopId: input.shopId,
      orderNo,
      customerId: input.customerId,
      taoxiId: input.taoxiId,
      taoxiName: input.taoxiName,
      priceFen: input.priceFen,
      depositFen: 0,
      paidFen: paid,
      status: input.status ?? 'booked',
      createBy: 'test',
      createTime: time,
      updateTime: time,
    })
    .returning({ id: cjOrder.id });
  for (const payment of payments) {
    await t.db.insert(cjOrderPayment).values({
      orderId: order.id,
      tenantId,
      kind: payment.kind,
      amountFen: payment.amountFen,
      method: 'cash',
      createBy: 'test',
      createTime: time,
    });
  }
  return { id: order.id, orderNo };
}

export async function insertSlot(
  t: TestApp,
  shopId: string,
  day: string,
  startMinute: number,
  capacity: number,
  booked = 0,
): Promise<string> {
  const [row] = await t.db
    .insert(dangqiSlot)
    .values({
      tenantId: await tenantOf(t, shopId),
      shopId,
      day,
      startMinute,
      endMinute: startMinute + 60,
      capacity,
      booked,
      createBy: 'test',
    })
    .returning({ id: dangqiSlot.id });
  return row.id;
}
