import type {
  CjuserRecord,
  ErpCustomerQuery,
  ErpCustomerTotals,
  ErpOrderQuery,
  ErpOrderRow,
  ErpOrderTotals,
  ErpPage,
  ErpReviewQuery,
  ErpReviewTotals,
  ErpSlotQuery,
  ErpSlotRow,
  ErpSlotTotals,
  PingjiaRecord,
} from '@scenecast/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/like.js';
import { toPage } from '../../platform/db/pagination.js';
import { seesFullPhone, wholePhoneFilter } from '../cjuser/access.js';
import { cjCustomer } from '../cjuser/schema.js';
import { toRecords as toCustomerRecords } from '../cjuser/service.js';
import { dangqiSlot } from '../dangqi/schema.js';
import { countedOrderTotals } from '../orders/counts.js';
import { cjOrder } from '../orders/schema.js';
import { pingjia } from '../pingjia/schema.js';
import { ratingSummary, toRecords as toReviewRecords } from '../pingjia/views.js';
import { dateRange, dayRange, inShops, inShopTenants, viewShops } from './shops.js';

export interface ErpContext {
  db: Db;
  scope: Scope;
  apiBase: string;
}

const offset = (query: { pageNo: number; pageSize: number }) => (query.pageNo - 1) * query.pageSize;
const contains = (text: string) => `%${escapeLike(text)}%`;

/** Orders of every shop the caller reaches: filters shop, booking day range, status, order number or customer name. */
export async function erpOrders(
  { db, scope }: ErpContext,
  query: ErpOrderQuery,
): Promise<ErpPage<ErpOrderRow, ErpOrderTotals>> {
  const names = await viewShops(db, scope, query.shopId);
  const keyword = query.keyword?.trim();
  const where = and(
    await inShopTenants(db, cjOrder.tenantId, names),
    inShops(cjOrder.shopId, names),
    ...dayRange(cjOrder.createTime, query.dateFrom, query.dateTo),
    query.status ? eq(cjOrder.status, query.status) : undefined,
    keyword
      ? or(
          ilike(cjOrder.orderNo, contains(keyword)),
          // The customer's name as it is now, not as booked: a subquery, so no other read joins.
          inArray(
            cjOrder.customerId,
            db
              .select({ id: cjCustomer.id })
              .from(cjCustomer)
              .where(and(inShops(cjCustomer.shopId, names), ilike(cjCustomer.name, contains(keyword)))),
          ),
        )
      : undefined,
  );
  // A deferred join: the page is taken from the orders alone, then only its rows meet their customers.
  const page = db
    .select({ id: cjOrder.id })
    .from(cjOrder)
    .where(where)
    .orderBy(desc(cjOrder.createTime), desc(cjOrder.id))
    .limit(query.pageSize)
    .offset(offset(query));
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: cjOrder.id,
        shopId: cjOrder.shopId,
        orderNo: cjOrder.orderNo,
        customerName: sql<string>`coalesce(${cjCustomer.name}, '')`,
        taoxiName: cjOrder.taoxiName,
        priceFen: cjOrder.priceFen,
        paidFen: cjOrder.paidFen,
        status: cjOrder.status,
        createTime: cjOrder.createTime,
      })
      .from(cjOrder)
      .leftJoin(cjCustomer, eq(cjCustomer.id, cjOrder.customerId))
      .where(inArray(cjOrder.id, page))
      .orderBy(desc(cjOrder.createTime), desc(cjOrder.id)),
    // Without a day range or keyword the totals are the shops' counters, else a sum over the orders.
    keyword || query.dateFrom || query.dateTo
      ? orderTotals(db, where)
      : countedOrderTotals(db, [...names.keys()], query.status ? [query.status] : undefined),
  ]);
  return {
    ...toPage(
      rows.map((row) => ({ ...row, shopName: names.get(row.shopId) ?? '', createTime: row.createTime.toISOString() })),
      totals.count,
      query,
    ),
    totals,
  };
}

async function orderTotals(db: Db, where: SQL | undefined): Promise<ErpOrderTotals> {
  const [totals] = await db
    .select({
      count: count(),
      priceFen: sql<string>`coalesce(sum(${cjOrder.priceFen}), 0)`,
      paidFen: sql<string>`coalesce(sum(${cjOrder.paidFen}), 0)`,
    })
    .from(cjOrder)
    .where(where);
  return { count: totals.count, priceFen: Number(totals.priceFen), paidFen: Number(totals.paidFen) };
}

/** Schedule slots of every shop the caller reaches, by day then start: filters shop and day range. */
export async function erpSlots(
  { db, scope }: ErpContext,
  query: ErpSlotQuery,
): Promise<ErpPage<ErpSlotRow, ErpSlotTotals>> {
  const names = await viewShops(db, scope, query.shopId);
  const where = and(inShops(dangqiSlot.shopId, names), ...dateRange(dangqiSlot.day, query.dateFrom, query.dateTo));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: dangqiSlot.id,
        shopId: dangqiSlot.shopId,
        day: dangqiSlot.day,
        startMinute: dangqiSlot.startMinute,
        endMinute: dangqiSlot.endMinute,
        capacity: dangqiSlot.capacity,
        booked: dangqiSlot.booked,
      })
      .from(dangqiSlot)
      .where(where)
      .orderBy(asc(dangqiSlot.day), asc(dangqiSlot.startMinute), asc(dangqiSlot.shopId))
      .limit(query.pageSize)
      .offset(offset(query)),
    db
      .select({
        count: count(),
        capacity: sql<string>`coalesce(sum(${dangqiSlot.capacity}), 0)`,
        booked: sql<string>`coalesce(sum(${dangqiSlot.booked}), 0)`,
      })
      .from(dangqiSlot)
      .where(where),
  ]);
  return {
    ...toPage(
      rows.map((row) => ({ ...row, shopName: names.get(row.shopId) ?? '' })),
      totals.count,
      query,
    ),
    totals: { count: totals.count, capacity: Number(totals.capacity), booked: Number(totals.booked) },
  };
}

/** Reviews of every shop the caller reaches, newest first: filters shop, day range, star. */
export async function erpReviews(
  { db, scope, apiBase }: ErpContext,
  query: ErpReviewQuery,
): Promise<ErpPage<PingjiaRecord, ErpReviewTotals>> {
  const names = await viewShops(db, scope, query.shopId);
  const where = and(
    inShops(pingjia.shopId, names),
    ...dayRange(pingjia.createTime, query.dateFrom, query.dateTo),
    query.star === undefined ? undefined : eq(pingjia.star, query.star),
  );
  const [rows, rating] = await Promise.all([
    db
      .select()
      .from(pingjia)
      .where(where)
      .orderBy(desc(pingjia.createTime), desc(pingjia.id))
      .limit(query.pageSize)
      .offset(offset(query)),
    ratingSummary(db, where),
  ]);
  const records = await toReviewRecords(db, apiBase, rows);
  return {
    ...toPage(
      records.map((record) => ({ ...record, shopName: names.get(record.shopId) ?? '' })),
      rating.count,
      query,
    ),
    totals: { count: rating.count, average: rating.average },
  };
}

/** Customers of every shop the caller reaches, newest first: filters shop, day added, source, name or whole phone. */
export async function erpCustomers(
  { db, scope }: ErpContext,
  query: ErpCustomerQuery,
): Promise<ErpPage<CjuserRecord, ErpCustomerTotals>> {
  const names = await viewShops(db, scope, query.shopId);
  const fullPhone = await seesFullPhone(scope);
  const keyword = query.keyword?.trim();
  // Without the full-phone button only a whole number finds a customer by phone.
  const phoneMatch: SQL | undefined = keyword
    ? fullPhone
      ? ilike(cjCustomer.phone, contains(keyword))
      : wholePhoneFilter(cjCustomer.phone, keyword)
    : undefined;
  const where = and(
    await inShopTenants(db, cjCustomer.tenantId, names),
    inShops(cjCustomer.shopId, names),
    ...dayRange(cjCustomer.createTime, query.dateFrom, query.dateTo),
    query.source ? eq(cjCustomer.source, query.source) : undefined,
    keyword ? or(ilike(cjCustomer.name, contains(keyword)), phoneMatch) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(cjCustomer)
      .where(where)
      .orderBy(desc(cjCustomer.createTime), desc(cjCustomer.id))
      .limit(query.pageSize)
      .offset(offset(query)),
    db.select({ count: count() }).from(cjCustomer).where(where),
  ]);
  const records = await toCustomerRecords(db, rows, fullPhone);
  return {
    ...toPage(
      records.map((record) => ({ ...record, shopName: names.get(record.shopId) ?? '' })),
      totals.count,
      query,
    ),
    totals: { count: totals.count },
  };
}
