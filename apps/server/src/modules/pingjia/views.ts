import type { PingjiaRecord, RatingSummary } from '@scenecast/contracts';
import { count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { cjCustomer } from '../cjuser/schema.js';
import { cjOrder } from '../orders/schema.js';
import { staticUrl } from '../works/context.js';
import { type PingjiaRow, pingjia } from './schema.js';

/** Reviews as the console shows them: with the customer's name, the order's number and photo addresses. */
export async function toRecords(db: Db, apiBase: string, rows: PingjiaRow[]): Promise<PingjiaRecord[]> {
  const customerIds = [...new Set(rows.map((row) => row.customerId).filter((id): id is string => id !== null))];
  const orderIds = [...new Set(rows.map((row) => row.orderId).filter((id): id is string => id !== null))];
  const [customers, orders] = await Promise.all([
    customerIds.length === 0
      ? []
      : db
          .select({ id: cjCustomer.id, name: cjCustomer.name })
          .from(cjCustomer)
          .where(inArray(cjCustomer.id, customerIds)),
    orderIds.length === 0
      ? []
      : db.select({ id: cjOrder.id, orderNo: cjOrder.orderNo }).from(cjOrder).where(inArray(cjOrder.id, orderIds)),
  ]);
  const names = new Map(customers.map((row) => [row.id, row.name]));
  const numbers = new Map(orders.map((row) => [row.id, row.orderNo]));
  return rows.map((row) => ({
    id: row.id,
    shopId: row.shopId,
    orderId: row.orderId,
    orderNo: row.orderId ? (numbers.get(row.orderId) ?? null) : null,
    customerId: row.customerId,
    customerName: row.customerId ? (names.get(row.customerId) ?? null) : null,
    star: row.star,
    content: row.content,
    photos: row.photos,
    photoUrls: row.photos.map((key) => staticUrl(apiBase, key)),
    reply: row.reply,
    replyTime: row.replyTime?.toISOString() ?? null,
    isShow: row.isShow === 1 ? 1 : 0,
    isScreen: row.isScreen === 1 ? 1 : 0,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
  }));
}

/**
 * The rating of the reviews `where` selects. Hidden reviews count: hiding takes a review's words
 * off screens, it does not improve the shop's score.
 */
export async function ratingSummary(db: Db, where: SQL | undefined): Promise<RatingSummary> {
  const rows = await db.select({ star: pingjia.star, total: count() }).from(pingjia).where(where).groupBy(pingjia.star);
  const stars: RatingSummary['stars'] = [0, 0, 0, 0, 0];
  let sum = 0;
  let total = 0;
  for (const row of rows) {
    if (row.star >= 1 && row.star <= 5) stars[row.star - 1] = row.total;
    sum += row.star * row.total;
    total += row.total;
  }
  return { average: total === 0 ? null : Math.round((sum / total) * 10) / 10, count: total, stars };
}

/** Reviews per customer, for the customer list's counts. */
export async function reviewCounts(db: Db, customerIds: string[]): Promise<Map<string, number>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({ customerId: pingjia.customerId, total: count() })
    .from(pingjia)
    .where(inArray(pingjia.customerId, customerIds))
    .groupBy(pingjia.customerId);
  return new Map(rows.map((row) => [row.customerId ?? '', row.total]));
}

/** A deleted customer's reviews stay with the shop, without a name. */
export async function forgetCustomers(db: Db, customerIds: string[]): Promise<void> {
  if (customerIds.length === 0) return;
  await db.update(pingjia).set({ customerId: null }).where(inArray(pingjia.customerId, customerIds));
}

/** A customer's reviews, newest first. */
export async function reviewsOfCustomer(db: Db, apiBase: string, customerId: string): Promise<PingjiaRecord[]> {
  const rows = await db
    .select()
    .from(pingjia)
    .where(eq(pingjia.customerId, customerId))
    .orderBy(sql`${pingjia.createTime} desc`);
  return toRecords(db, apiBase, rows);
}

/**
 * A page of a shop's reviews matching `where`, newest first, as the console shows them, with the
 * shop's rating (of every review, hidden ones too).
 */
export async function reviewPage(
  db: Db,
  apiBase: string,
  shopId: string,
  where: SQL | undefined,
  query: { pageNo: number; pageSize: number },
): Promise<{ records: PingjiaRecord[]; total: number; rating: RatingSummary }> {
  const [rows, [{ total }], rating] = await Promise.all([
    db
      .select()
      .from(pingjia)
      .where(where)
      .orderBy(desc(pingjia.createTime), desc(pingjia.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(pingjia).where(where),
    ratingSummary(db, eq(pingjia.shopId, shopId)),
  ]);
  return { records: await toRecords(db, apiBase, rows), total, rating };
}
