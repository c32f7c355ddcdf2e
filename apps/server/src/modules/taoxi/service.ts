import type { taoxiAddBody, taoxiEditBody, taoxiListQuery } from '@scenecast/contracts';
import { msg, type Page, TAOXI_STATUS_ON, type TaoxiRecord } from '@scenecast/contracts';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { searchFilter } from '../../platform/db/like.js';
import { lockNamed } from '../../platform/db/named-lock.js';
import { toPage } from '../../platform/db/pagination.js';
import { sanitizeUserHtml } from '../../platform/html/sanitize.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { requireShopAccess } from '../shop/access.js';
import { type TaoxiRow, taoxi } from './schema.js';

type Fields = z.infer<typeof taoxiEditBody>;

export interface TaoxiContext {
  db: Db;
  scope: Scope;
}

/** Shop order: the owner's place 1..n, then the oldest first. */
const shopOrder = [asc(taoxi.sort), asc(taoxi.createTime), asc(taoxi.id)];
const orderLock = (shopId: string) => `taoxi:${shopId}`;

export const toTaoxiRecord = (row: TaoxiRow): TaoxiRecord => ({
  id: row.id,
  shopId: row.shopId,
  name: row.name,
  priceFen: row.priceFen,
  depositFen: row.depositFen,
  photoCount: row.photoCount,
  retouchedCount: row.retouchedCount,
  costumeCount: row.costumeCount,
  lookCount: row.lookCount,
  durationMinutes: row.durationMinutes,
  includes: row.includes,
  cover: row.cover,
  gallery: row.gallery,
  description: row.description,
  status: row.status,
  sort: row.sort,
  createTime: row.createTime.toISOString(),
});

/** Rules across fields, the same on add and edit. The cover, when not one of the gallery, joins it. */
function checkedFields(input: Omit<Fields, 'id'>) {
  if (input.depositFen > input.priceFen) throw new BusinessError(msg('taoxiDepositOverPrice'));
  if (input.retouchedCount > input.photoCount) throw new BusinessError(msg('taoxiRetouchedOverPhotos'));
  return {
    name: input.name,
    priceFen: input.priceFen,
    depositFen: input.depositFen,
    photoCount: input.photoCount,
    retouchedCount: input.retouchedCount,
    costumeCount: input.costumeCount,
    lookCount: input.lookCount,
    durationMinutes: input.durationMinutes,
    includes: input.includes,
    cover: input.cover ?? input.gallery[0] ?? null,
    gallery: [...new Set(input.gallery)],
    description: sanitizeUserHtml(input.description),
    status: input.status,
  };
}

/** Packages the caller may change; an unknown id or one of a shop they do not reach refuses the call (403). */
async function requirePackages(ctx: TaoxiContext, ids: string[]): Promise<TaoxiRow[]> {
  const unique = [...new Set(ids)];
  const found = await ctx.db.select().from(taoxi).where(inArray(taoxi.id, unique));
  if (found.length !== unique.length) throw forbidden(msg('shopNoAccess'));
  for (const shopId of new Set(found.map((row) => row.shopId))) await requireShopAccess(ctx.db, ctx.scope, shopId);
  return found;
}

export async function listPackages(
  ctx: TaoxiContext,
  query: z.infer<typeof taoxiListQuery>,
): Promise<Page<TaoxiRecord>> {
  await requireShopAccess(ctx.db, ctx.scope, query.shopId);
  const where = and(
    eq(taoxi.shopId, query.shopId),
    query.status === undefined ? undefined : eq(taoxi.status, query.status),
    searchFilter(taoxi.name, query.name),
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(taoxi)
      .where(where)
      .orderBy(...shopOrder)
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    ctx.db.select({ n: count() }).from(taoxi).where(where),
  ]);
  return toPage(rows.map(toTaoxiRecord), total.n, query);
}

export async function packageDetail(ctx: TaoxiContext, id: string): Promise<TaoxiRecord> {
  const [row] = await requirePackages(ctx, [id]);
  return toTaoxiRecord(row);
}

/** A new package goes to the end of its shop's order. */
export async function addPackage(ctx: TaoxiContext, input: z.infer<typeof taoxiAddBody>): Promise<TaoxiRecord> {
  const shop = await requireShopAccess(ctx.db, ctx.scope, input.shopId);
  const fields = checkedFields(input);
  const row = await ctx.db.transaction(async (tx) => {
    await lockNamed(tx, orderLock(shop.id));
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${taoxi.sort}), 0)::int` })
      .from(taoxi)
      .where(eq(taoxi.shopId, shop.id));
    const [inserted] = await tx
      .insert(taoxi)
      .values({ tenantId: shop.tenantId, shopId: shop.id, ...fields, sort: last.n + 1, createBy: ctx.scope.userId })
      .returning();
    return inserted;
  });
  return toTaoxiRecord(row);
}

export async function editPackage(ctx: TaoxiContext, input: Fields): Promise<TaoxiRecord> {
  const [current] = await requirePackages(ctx, [input.id]);
  const [row] = await ctx.db
    .update(taoxi)
    .set({ ...checkedFields(input), updateTime: new Date() })
    .where(eq(taoxi.id, current.id))
    .returning();
  return toTaoxiRecord(row);
}

export async function setPackageStatus(ctx: TaoxiContext, ids: string[], status: number): Promise<number> {
  const rows = await requirePackages(ctx, ids);
  await ctx.db
    .update(taoxi)
    .set({ status, updateTime: new Date() })
    .where(
      inArray(
        taoxi.id,
        rows.map((row) => row.id),
      ),
    );
  return rows.length;
}

/** Numbers a shop's packages 1..n in `ids` order. */
async function writeOrder(tx: Db, ids: string[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await tx
      .update(taoxi)
      .set({ sort: index + 1 })
      .where(and(eq(taoxi.id, id), sql`${taoxi.sort} <> ${index + 1}`));
  }
}

async function shopIds(tx: Db, shopId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: taoxi.id })
    .from(taoxi)
    .where(eq(taoxi.shopId, shopId))
    .orderBy(...shopOrder);
  return rows.map((row) => row.id);
}

/** Moves one package to place `sort` (past the end: last); the shop's others close up around it. */
export async function movePackage(ctx: TaoxiContext, id: string, sort: number): Promise<TaoxiRecord[]> {
  const [row] = await requirePackages(ctx, [id]);
  await ctx.db.transaction(async (tx) => {
    await lockNamed(tx, orderLock(row.shopId));
    const others = (await shopIds(tx, row.shopId)).filter((other) => other !== row.id);
    others.splice(Math.min(sort, others.length + 1) - 1, 0, row.id);
    await writeOrder(tx, others);
  });
  const rows = await ctx.db
    .select()
    .from(taoxi)
    .where(eq(taoxi.shopId, row.shopId))
    .orderBy(...shopOrder);
  return rows.map(toTaoxiRecord);
}

export async function deletePackages(ctx: TaoxiContext, ids: string[]): Promise<number> {
  const rows = await requirePackages(ctx, ids);
  await ctx.db.transaction(async (tx) => {
    const shops = [...new Set(rows.map((row) => row.shopId))].sort();
    for (const shopId of shops) await lockNamed(tx, orderLock(shopId));
    await tx.delete(taoxi).where(
      inArray(
        taoxi.id,
        rows.map((row) => row.id),
      ),
    );
    for (const shopId of shops) await writeOrder(tx, await shopIds(tx, shopId));
  });
  return rows.length;
}

/** The packages on sale of a shop, in its order: what its screens and applet show. */
export async function packagesOnSale(db: Db, shopId: string, limit: number): Promise<TaoxiRow[]> {
  return db
    .select()
    .from(taoxi)
    .where(and(eq(taoxi.shopId, shopId), eq(taoxi.status, TAOXI_STATUS_ON)))
    .orderBy(...shopOrder)
    .limit(limit);
}
