import type { Readable } from 'node:stream';
import { minuteText, ORDER_STATUSES, type OrderRecord, type OrderStatus, type Page } from '@scenecast/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import { ClusterCache } from '../../platform/cache/cluster-cache.js';
import type { Db } from '../../platform/db/database.js';
import { sortColumn, toPage } from '../../platform/db/pagination.js';
import type { QueryFields } from '../../platform/query/fields.js';
import { inputFilters, superQuery } from '../../platform/query/filters.js';
import { type Cell, streamXlsx } from '../../platform/spreadsheet/xlsx-writer.js';
import { requireShopAccess, shopTag } from '../shop/access.js';
import { toOrderRecords } from './records.js';
import { cjOrder } from './schema.js';

/** The list's allow-list: input filters and advanced-query fields, request name → column. */
export const ORDER_QUERY_FIELDS: QueryFields = {
  orderNo: { column: cjOrder.orderNo, type: 'string' },
  customerName: { column: cjOrder.customerName, type: 'string' },
  customerPhone: { column: cjOrder.customerPhone, type: 'string' },
  taoxiName: { column: cjOrder.taoxiName, type: 'string' },
};
export const ORDER_SUPER_QUERY_FIELDS: QueryFields = {
  ...ORDER_QUERY_FIELDS,
  status: { column: cjOrder.status, type: 'string' },
  priceFen: { column: cjOrder.priceFen, type: 'integer' },
  paidFen: { column: cjOrder.paidFen, type: 'integer' },
  note: { column: cjOrder.note, type: 'string' },
  createBy: { column: cjOrder.createBy, type: 'string' },
  createTime: { column: cjOrder.createTime, type: 'datetime' },
};
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
function statusFilter(raw: string | undefined): SQL | undefined {
  if (!raw?.trim()) return undefined;
  const wanted: string[] = raw.split(',').map((part) => part.trim());
  return inArray(cjOrder.status, [
    ...wanted.filter((status) => (ORDER_STATUSES as readonly string[]).includes(status)),
    '',
  ]);
}

/** The shop's orders matching the list's filters (shared by the list and the export). */
export async function orderConditions(db: Db, scope: Scope, query: OrderListQuery, selections?: string[]) {
  await requireShopAccess(db, scope, query.shopId);
  return and(
    eq(cjOrder.shopId, query.shopId),
    statusFilter(query.status),
    ...inputFilters(ORDER_QUERY_FIELDS, query),
    superQuery(ORDER_SUPER_QUERY_FIELDS, query.superQueryParams, query.superQueryMatchType),
    selections && selections.length > 0 ? inArray(cjOrder.id, selections) : undefined,
  );
}

/**
 * List pages by shop and query, as of the shop's last order change: the database signals
 * 'shop:<id>' on every write to its orders, so no process answers a stale page. Counting a
 * large shop's orders is the list's cost; a front desk re-reads the same page often.
 */
const listPages = new ClusterCache<Page<OrderRecord>>('order-lists', 60_000, 2_000);

export async function listOrders(
  db: Db,
  scope: Scope,
  query: OrderListQuery & { pageNo: number; pageSize: number },
): Promise<Page<OrderRecord>> {
  const where = await orderConditions(db, scope, query);
  return listPages.through(JSON.stringify(query), [shopTag(query.shopId)], () => pageOfOrders(db, where, query));
}

async function pageOfOrders(
  db: Db,
  where: SQL | undefined,
  query: OrderListQuery & { pageNo: number; pageSize: number },
): Promise<Page<OrderRecord>> {
  const column = sortColumn(SORTABLE, query.column, cjOrder.createTime);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(cjOrder)
      .where(where)
      .orderBy(direction(column), direction(cjOrder.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(cjOrder).where(where),
  ]);
  return toPage(await toOrderRecords(db, rows), total, query);
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
async function* exportBatches(db: Db, where: SQL | undefined): AsyncGenerator<Cell[][]> {
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

/** The list's filters (or only the selected ids, within the shop) as an .xlsx, streamed. */
export async function exportOrders(
  db: Db,
  scope: Scope,
  query: OrderListQuery,
  selections?: string[],
): Promise<Readable> {
  const where = await orderConditions(db, scope, query, selections);
  return streamXlsx({ sheetName: '订单', header: ORDER_EXPORT_HEADER, batches: exportBatches(db, where) });
}
