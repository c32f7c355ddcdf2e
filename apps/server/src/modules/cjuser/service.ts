import {
  type CjuserDetail,
  type CjuserFields,
  type CjuserListQuery,
  type CjuserRecord,
  type cjuserAddBody,
  type cjuserEditBody,
  msg,
  type Page,
} from '@scenecast/contracts';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { wildcardFilter } from '../../platform/db/like.js';
import { sortColumn, toPage } from '../../platform/db/pagination.js';
import { BusinessError } from '../../platform/http/errors.js';
import { superQuery } from '../../platform/query/filters.js';
import { cjOrder } from '../orders/schema.js';
import { forgetCustomers, reviewCounts, reviewsOfCustomer } from '../pingjia/views.js';
import { requireShopAccess } from '../shop/access.js';
import {
  type CustomerRow,
  requireCustomer,
  requireCustomers,
  seesFullPhone,
  shownPhone,
  wholePhoneFilter,
} from './access.js';
import { CJUSER_SORTS, CJUSER_SUPER_QUERY_FIELDS } from './fields.js';
import { cjCustomer } from './schema.js';

export interface CjuserContext {
  db: Db;
  scope: Scope;
  apiBase: string;
}

/** Rows as the console shows them: phone masked unless `fullPhone`, with order and review counts. */
export async function toRecords(db: Db, rows: CustomerRow[], fullPhone: boolean): Promise<CjuserRecord[]> {
  const ids = rows.map((row) => row.id);
  const [orders, reviews] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select({ customerId: cjOrder.customerId, total: count() })
          .from(cjOrder)
          .where(inArray(cjOrder.customerId, ids))
          .groupBy(cjOrder.customerId),
    reviewCounts(db, ids),
  ]);
  const orderCounts = new Map(orders.map((row) => [row.customerId, row.total]));
  return rows.map((row) => ({
    id: row.id,
    shopId: row.shopId,
    name: row.name,
    phone: shownPhone(row.phone, fullPhone),
    isPhoneMasked: !fullPhone,
    gender: row.gender === 1 || row.gender === 2 ? row.gender : 0,
    birthday: row.birthday,
    source: row.source,
    tags: row.tags,
    remark: row.remark,
    orderCount: orderCounts.get(row.id) ?? 0,
    reviewCount: reviews.get(row.id) ?? 0,
    createTime: row.createTime.toISOString(),
  }));
}

/**
 * A phone filter: with the full-phone button the list wildcards (`*5678*`); without it only the
 * whole number matches, so masked digits cannot be found out by searching.
 */
function phoneFilter(raw: string | undefined, fullPhone: boolean): SQL | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  return fullPhone ? wildcardFilter(cjCustomer.phone, value) : wholePhoneFilter(cjCustomer.phone, value);
}

/** The list's and the export's conditions within one shop (access checked by the caller). */
export function customerConditions(
  query: Omit<CjuserListQuery, 'pageNo' | 'pageSize'>,
  fullPhone: boolean,
  selections: string[] = [],
): SQL | undefined {
  const tag = query.tag?.trim();
  return and(
    eq(cjCustomer.shopId, query.shopId),
    wildcardFilter(cjCustomer.name, query.name),
    phoneFilter(query.phone, fullPhone),
    query.gender?.trim() ? eq(cjCustomer.gender, Number(query.gender) || 0) : undefined,
    query.source?.trim() ? eq(cjCustomer.source, query.source.trim()) : undefined,
    tag ? sql`${cjCustomer.tags} @> ${JSON.stringify([tag])}::jsonb` : undefined,
    superQuery(CJUSER_SUPER_QUERY_FIELDS, query.superQueryParams, query.superQueryMatchType),
    selections.length > 0 ? inArray(cjCustomer.id, selections) : undefined,
  );
}

export async function listCustomers({ db, scope }: CjuserContext, query: CjuserListQuery): Promise<Page<CjuserRecord>> {
  await requireShopAccess(db, scope, query.shopId);
  const fullPhone = await seesFullPhone(scope);
  const where = customerConditions(query, fullPhone);
  const column = sortColumn(CJUSER_SORTS, query.column, cjCustomer.createTime);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(cjCustomer)
      .where(where)
      .orderBy(direction(column), direction(cjCustomer.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(cjCustomer).where(where),
  ]);
  return toPage(await toRecords(db, rows, fullPhone), total, query);
}

async function requirePhoneFree(db: Db, shopId: string, phone: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: cjCustomer.id })
    .from(cjCustomer)
    .where(
      and(
        eq(cjCustomer.shopId, shopId),
        eq(cjCustomer.phone, phone),
        exceptId ? ne(cjCustomer.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new BusinessError(msg('cjuserPhoneTaken'));
}

const columns = (fields: CjuserFields) => ({
  name: fields.name,
  phone: fields.phone,
  gender: fields.gender,
  birthday: fields.birthday,
  source: fields.source,
  tags: fields.tags,
  remark: fields.remark,
});

export async function addCustomer(
  { db, scope }: CjuserContext,
  input: z.infer<typeof cjuserAddBody>,
): Promise<CjuserRecord> {
  await requireShopAccess(db, scope, input.shopId);
  await requirePhoneFree(db, input.shopId, input.phone);
  const [row] = await db
    .insert(cjCustomer)
    .values({ ...columns(input), tenantId: scope.tenantId, shopId: input.shopId, createBy: scope.username })
    .onConflictDoNothing()
    .returning();
  // The same number added twice at once: the unique (shop, phone) lets one through.
  if (!row) throw new BusinessError(msg('cjuserPhoneTaken'));
  return (await toRecords(db, [row], await seesFullPhone(scope)))[0];
}

/** Saves a customer; without `phone` the stored number stays (staff see it masked and cannot retype it). */
export async function editCustomer({ db, scope }: CjuserContext, input: z.infer<typeof cjuserEditBody>): Promise<void> {
  const current = await requireCustomer(db, scope, input.id);
  const phone = input.phone ?? current.phone;
  if (phone !== current.phone) await requirePhoneFree(db, current.shopId, phone, current.id);
  await db
    .update(cjCustomer)
    .set(columns({ ...input, phone }))
    .where(eq(cjCustomer.id, current.id));
}

/** Deletes customers of shops the caller reaches; one with orders refuses the call (orders keep their customer). */
export async function deleteCustomers({ db, scope }: CjuserContext, ids: string[]): Promise<void> {
  const rows = await requireCustomers(db, scope, ids);
  const ordered = await db
    .select({ id: cjOrder.id })
    .from(cjOrder)
    .where(
      inArray(
        cjOrder.customerId,
        rows.map((row) => row.id),
      ),
    )
    .limit(1);
  if (ordered.length > 0) throw new BusinessError(msg('cjuserHasOrders'));
  await db.transaction(async (tx) => {
    await forgetCustomers(tx, ids);
    await tx.delete(cjCustomer).where(inArray(cjCustomer.id, ids));
  });
}

/** One customer with their orders and reviews, newest first. */
export async function customerDetail({ db, scope, apiBase }: CjuserContext, id: string): Promise<CjuserDetail> {
  const row = await requireCustomer(db, scope, id);
  const [[record], orders, reviews] = await Promise.all([
    toRecords(db, [row], await seesFullPhone(scope)),
    db
      .select({
        id: cjOrder.id,
        orderNo: cjOrder.orderNo,
        taoxiName: cjOrder.taoxiName,
        priceFen: cjOrder.priceFen,
        paidFen: cjOrder.paidFen,
        status: cjOrder.status,
        createTime: cjOrder.createTime,
      })
      .from(cjOrder)
      .where(eq(cjOrder.customerId, id))
      .orderBy(desc(cjOrder.createTime)),
    reviewsOfCustomer(db, apiBase, id),
  ]);
  return {
    ...record,
    shopName: row.shop.name,
    orders: orders.map((order) => ({ ...order, createTime: order.createTime.toISOString() })),
    reviews,
  };
}
