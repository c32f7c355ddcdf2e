import type { Readable } from 'node:stream';
import { minuteText, ORDER_STATUSES, type OrderRecord, type OrderStatus, type Page } from '@scenecast/contracts';
import { and, asc, count, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import { ClusterCache } from '../../platform/cache/cluster-cache.js';
import type { Db } from '../../platform/db/database.js';
import { sortColumn, toPage } from '../../platform/db/pagination.js';
import type { QueryField, QueryFields } from '../../platform/query/fields.js';
import { inputFilter, inputFilters, superQuery } from '../../platform/query/filters.js';
import { type Cell, streamXlsx } from '../../platform/spreadsheet/xlsx-writer.js';
import { seesFullPhone, wholePhoneFilter } from '../cjuser/access.js';
import { requireShopAccess, shopTag } from '../shop/access.js';
import { countedOrderTotals } from './counts.js';
import { toOrderRecords } from './records.js';
import { cjOrder } from './schema.js';

/** The list's allow-list: input filters and advanced-query fields, request name → column. */
export const ORDER_QUERY_FIELDS: QueryFields = {
  orderNo: { column: cjOrder.orderNo, type: 'string' },
  customerName: { column: cjOrder.customerName, type: 'string' },
  taoxiName: { column: cjOrder.taoxiName, type: 'string' },
};
const PHONE_FIELD: QueryField = { column: cjOrder.customerPhone, type: 'string' };
/** The advanced query of a caller who sees phones masked: no phone, which its rules could probe. */
const MASKED_SUPER_QUERY_FIELDS: QueryFields = {
  ...ORDER_QUERY_FIELDS,
  status: { column: cjOrder.status, type: 'string' },
  priceFen: { column: cjOrder.priceFen, type: 'integer' },
  paidFen: { column: cjOrder.paidFen, type: 'integer' },
  note: { column: cjOrder.note, type: 'string' },
  createBy: { column: cjOrder.createBy, type: 'string' },
  createTime: { column: cjOrder.createTime, type: 'datetime' },
};
export const ORDER_SUPER_QUERY_FIELDS: QueryFields = { ...MASKED_SUPER_QUERY_FIELDS, customerPhone: PHONE_FIELD };
const SORTABLE = {
  createTime: cjOrder.createTime,
  orderNo: cjOrder.orderNo,
  priceFen: cjOrder.priceFen,
  paidFen: cjOrder.paidFen,
  status: cjOrder.status,
};

export interface OrderListQuery {
  shopId: string;
  status?: string;
  column?: string;
  order?: 'asc' | 'desc';
  superQueryParams?: string;
  superQueryMatchType?: string;
  [field: string]: unknown;
}

/** `status` as one or several comma-joined statuses; unknown ones match nothing. */
function wantedStatuses(raw: string | undefined): OrderStatus[] | undefined {
  if (!raw?.trim()) return undefined;
  const wanted = raw.split(',').map((part) => part.trim());
  return ORDER_STATUSES.filter((status) => wanted.includes(status));
}

function statusCondition(statuses: OrderStatus[] | undefined): SQL | undefined {
  if (!statuses) return undefined;
  if (statuses.length === 0) return sql`false`;
  // One status as an equality, so the (shop, status, createTime, id) index also gives the order.
  return statuses.length === 1 ? eq(cjOrder.status, statuses[0]) : inArray(cjOrder.status, statuses);
}

/**
 * The phone's input filter: "ends with" digits (`*0123`) reads the reversed phone's index. A caller
 * who sees phones masked finds an order by the whole number only.
 */
function phoneFilter(raw: unknown, fullPhone: boolean): SQL | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  if (!fullPhone) return wholePhoneFilter(cjOrder.customerPhone, raw.trim());
  const suffix = /^\*(\d+)$/.exec(raw.trim())?.[1];
  if (!suffix) return inputFilter('customerPhone', PHONE_FIELD, raw);
  return like(cjOrder.customerPhoneReversed, `${[...suffix].reverse().join('')}%`);
}

/** The list's filters apart from its shop: the statuses asked for, and every other condition. */
interface OrderFilters {
  statuses: OrderStatus[] | undefined;
  narrowing: SQL[];
}

function orderFilters(query: OrderListQuery, fullPhone: boolean, selections?: string[]): OrderFilters {
  const superFields = fullPhone ? ORDER_SUPER_QUERY_FIELDS : MASKED_SUPER_QUERY_FIELDS;
  const narrowing = [
    ...inputFilters(ORDER_QUERY_FIELDS, query),
    phoneFilter(query.customerPhone, fullPhone),
    superQuery(superFields, query.superQueryParams, query.superQueryMatchType),
    selections && selections.length > 0 ? inArray(cjOrder.id, selections) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  return { statuses: wantedStatuses(query.status), narrowing };
}

const whereOf = (shopId: string, filters: OrderFilters) =>
  and(eq(cjOrder.shopId, shopId), statusCondition(filters.statuses), ...filters.narrowing);

/**
 * List pages by shop, query and whether the caller sees phones in full (pages differ by it), as of
 * the shop's last order change: the database signals
 * 'shop:<id>' on every write to its orders, so no process answers a stale page. A front desk
 * re-reads the same page often; a first read is still a range of one index and a counter sum.
 */
const listPages = new ClusterCache<Page<OrderRecord>>('order-lists', 60_000, 2_000);

export async function listOrders(
  db: Db,
  scope: Scope,
  query: OrderListQuery & { pageNo: number; pageSize: number },
): Promise<Page<OrderRecord>> {
  await requireShopAccess(db, scope, query.shopId);
  const fullPhone = await seesFullPhone(scope);
  const filters = orderFilters(query, fullPhone);
  return listPages.through(JSON.stringify({ fullPhone, query }), [shopTag(query.shopId)], () =>
    pageOfOrders(db, query.shopId, filters, fullPhone, query),
  );
}

async function pageOfOrders(
  db: Db,
  shopId: string,
  filters: OrderFilters,
  fullPhone: boolean,
  query: OrderListQuery & { pageNo: number; pageSize: number },
): Promise<Page<OrderRecord>> {
  const where = whereOf(shopId, filters);
  const column = sortColumn(SORTABLE, query.column, cjOrder.createTime);
  const direction = query.order === 'asc' ? asc : desc;
  const order = [direction(column), direction(cjOrder.id)];
  // A deferred join: the page's ids are skipped and taken on the index alone, then only those
  // rows are read, so a deep page does not read every row before it.
  const pageIds = db
    .select({ id: cjOrder.id })
    .from(cjOrder)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(cjOrder)
      .where(inArray(cjOrder.id, pageIds))
      .orderBy(...order),
    filters.narrowing.length === 0
      ? countedOrderTotals(db, [shopId], filters.statuses).then((totals) => totals.count)
      : countOrders(db, where),
  ]);
  return toPage(await toOrderRecords(db, rows, fullPhone), total, query);
}

async function countOrders(db: Db, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(cjOrder).where(where);
  return total;
}

export const ORDER_EXPORT_HEADER = [
  '订单号',
  '客户',
  '手机号',
  '套系',
  '拍摄日期',
  '拍摄时间',
  '状态',
  '价格(元)',
  '定金(元)',
  '已付(元)',
  '备注',
  '创建人',
  '创建时间',
];
const STATUS_TEXT: Record<OrderStatus, string> = {
  awaiting_deposit: '待付定金',
  booked: '已预约',
  shot: '已拍摄',
  selecting: '选片中',
  producing: '制作中',
  delivered: '已交付',
  cancelled: '已取消',
  refunded: '已退款',
};
const EXPORT_BATCH = 1000;
const yuan = (fen: number) => fen / 100;

/**
 * Newest first, read in batches by a (createTime, id) cursor so no batch re-reads the ones before;
 * the cursor keeps the database's own time text, whose microseconds a JS date would lose.
 */
async function* exportBatches(db: Db, where: SQL | undefined, fullPhone: boolean): AsyncGenerator<Cell[][]> {
  let cursor: { time: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? sql`(${cjOrder.createTime}, ${cjOrder.id}) < (${cursor.time}::timestamptz, ${cursor.id})`
      : undefined;
    const rows: { order: typeof cjOrder.$inferSelect; time: string }[] = await db
      .select({ order: cjOrder, time: sql<string>`${cjOrder.createTime}::text` })
      .from(cjOrder)
      .where(and(where, after))
      .orderBy(desc(cjOrder.createTime), desc(cjOrder.id))
      .limit(EXPORT_BATCH);
    if (rows.length === 0) return;
    const records = await toOrderRecords(
      db,
      rows.map((row) => row.order),
      fullPhone,
    );
    yield records.map((order) => [
      order.orderNo,
      order.customerName,
      order.customerPhone,
      order.taoxiName,
      order.shootDay,
      order.startMinute === null || order.endMinute === null
        ? null
        : `${minuteText(order.startMinute)}-${minuteText(order.endMinute)}`,
      STATUS_TEXT[order.status],
      yuan(order.priceFen),
      yuan(order.depositFen),
      yuan(order.paidFen),
      order.note,
      order.createBy,
      order.createTime,
    ]);
    const last = rows[rows.length - 1];
    cursor = { time: last.time, id: last.order.id };
    if (rows.length < EXPORT_BATCH) return;
  }
}

/** The list's filters (or only the selected ids, within the shop) as an .xlsx, streamed; phones as the list shows them. */
export async function exportOrders(
  db: Db,
  scope: Scope,
  query: OrderListQuery,
  selections?: string[],
): Promise<Readable> {
  await requireShopAccess(db, scope, query.shopId);
  const fullPhone = await seesFullPhone(scope);
  const where = whereOf(query.shopId, orderFilters(query, fullPhone, selections));
  return streamXlsx({ sheetName: '订单', header: ORDER_EXPORT_HEADER, batches: exportBatches(db, where, fullPhone) });
}
