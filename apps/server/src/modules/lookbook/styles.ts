import {
  type FzStyle,
  type FzStyleAddBody,
  type FzStyleEditBody,
  type FzStyleListQuery,
  msg,
  type Page,
} from '@scenecast/contracts';
import { and, asc, count, desc, eq, ilike, inArray, max, ne, or, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { writeListOrder } from '../../platform/db/list-order.js';
import { unlessTaken } from '../../platform/db/unique-violation.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { requireCollections, requireShopCollection } from './collections.js';
import { checkFullOrder, containsPattern, type LookbookContext } from './context.js';
import { requireClothingShop } from './scene-shop.js';
import { type FzStyleRow, fzStyles } from './schema.js';

const toStyle = (row: FzStyleRow): FzStyle => ({
  id: row.id,
  shopId: row.shopId,
  collectionId: row.collectionId,
  styleNo: row.styleNo,
  name: row.name,
  photos: row.photos,
  price: row.price,
  sizes: row.sizes,
  colours: row.colours,
  fabric: row.fabric,
  description: row.description,
  tags: row.tags,
  status: row.status,
  sort: row.sort,
  updateTime: row.updateTime.toISOString(),
});

/** Styles the caller reaches, all or none: one foreign or unknown id refuses the lot (403). */
async function requireStyles(db: Db, scope: Scope, ids: string[]): Promise<FzStyleRow[]> {
  const unique = [...new Set(ids)];
  const rows = await db.select().from(fzStyles).where(inArray(fzStyles.id, unique));
  if (rows.length !== unique.length) throw forbidden(msg('shopNoAccess'));
  for (const shopId of new Set(rows.map((row) => row.shopId))) await requireClothingShop(db, scope, shopId);
  return rows;
}

/** 款号 is unique in a shop (fz_style_shop_style_no_uq). */
const unlessStyleNoTaken = unlessTaken(msg('fzStyleNoTaken'));

async function styleNoTaken(db: Db, shopId: string, styleNo: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: fzStyles.id })
    .from(fzStyles)
    .where(
      and(eq(fzStyles.shopId, shopId), eq(fzStyles.styleNo, styleNo), exceptId ? ne(fzStyles.id, exceptId) : undefined),
    )
    .limit(1);
  return row !== undefined;
}

/** The place after the collection's last style. */
async function nextSort(db: Db, collectionId: string): Promise<number> {
  const [{ last }] = await db
    .select({ last: max(fzStyles.sort) })
    .from(fzStyles)
    .where(eq(fzStyles.collectionId, collectionId));
  return (last ?? 0) + 1;
}

/**
 * A page of the shop's styles: in their collection's order when one collection is asked for,
 * newest first across the shop (the search's case).
 */
export async function listStyles({ db, scope }: LookbookContext, query: FzStyleListQuery): Promise<Page<FzStyle>> {
  await requireClothingShop(db, scope, query.shopId);
  if (query.collectionId) await requireShopCollection(db, query.shopId, query.collectionId);
  const where = and(
    eq(fzStyles.shopId, query.shopId),
    query.collectionId ? eq(fzStyles.collectionId, query.collectionId) : undefined,
    query.status === undefined ? undefined : eq(fzStyles.status, query.status),
    query.keyword
      ? (or(
          ilike(fzStyles.name, containsPattern(query.keyword)),
          ilike(fzStyles.styleNo, containsPattern(query.keyword)),
        ) as SQL)
      : undefined,
  );
  const order = query.collectionId
    ? [asc(fzStyles.sort), asc(fzStyles.id)]
    : [desc(fzStyles.createTime), asc(fzStyles.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(fzStyles)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(fzStyles).where(where),
  ]);
  return {
    records: rows.map(toStyle),
    total,
    size: query.pageSize,
    current: query.pageNo,
    pages: Math.ceil(total / query.pageSize),
  };
}

/** Adds a style at the end of its collection. */
export async function addStyle(ctx: LookbookContext, input: FzStyleAddBody): Promise<FzStyle> {
  const { db, scope } = ctx;
  const shop = await requireClothingShop(db, scope, input.shopId);
  await requireShopCollection(db, shop.id, input.collectionId);
  if (await styleNoTaken(db, shop.id, input.styleNo)) throw new BusinessError(msg('fzStyleNoTaken'));
  const sort = await nextSort(db, input.collectionId);
  const [row] = await unlessStyleNoTaken(() =>
    db
      .insert(fzStyles)
      .values({ ...input, tenantId: shop.tenantId, sort, createBy: scope.userId })
      .returning(),
  );
  await ctx.tellScreens(shop.id);
  return toStyle(row);
}

/** Changes a style; moved to another collection of the shop, it goes to that one's end. */
export async function editStyle(ctx: LookbookContext, input: FzStyleEditBody): Promise<FzStyle> {
  const { db, scope } = ctx;
  const [current] = await requireStyles(db, scope, [input.id]);
  const isMoved = input.collectionId !== current.collectionId;
  if (isMoved) await requireShopCollection(db, current.shopId, input.collectionId);
  if (await styleNoTaken(db, current.shopId, input.styleNo, current.id)) throw new BusinessError(msg('fzStyleNoTaken'));
  const { id, ...fields } = input;
  const sort = isMoved ? await nextSort(db, input.collectionId) : current.sort;
  const [row] = await unlessStyleNoTaken(() =>
    db
      .update(fzStyles)
      .set({ ...fields, sort, updateTime: new Date() })
      .where(eq(fzStyles.id, id))
      .returning(),
  );
  await ctx.tellScreens(current.shopId);
  return toStyle(row);
}

/** Shows (1) or hides (0) styles on the screens, all of the caller's or none. */
export async function setStyleStatus(ctx: LookbookContext, ids: string[], status: number): Promise<void> {
  const rows = await requireStyles(ctx.db, ctx.scope, ids);
  await ctx.db.update(fzStyles).set({ status, updateTime: new Date() }).where(inArray(fzStyles.id, ids));
  for (const shopId of new Set(rows.map((row) => row.shopId))) await ctx.tellScreens(shopId);
}

export async function deleteStyle(ctx: LookbookContext, id: string): Promise<void> {
  const [row] = await requireStyles(ctx.db, ctx.scope, [id]);
  await ctx.db.delete(fzStyles).where(eq(fzStyles.id, id));
  await ctx.tellScreens(row.shopId);
}

/** Puts a collection's styles in the order of `ids`, which lists each of them once. */
export async function sortStyles(ctx: LookbookContext, collectionId: string, ids: string[]): Promise<void> {
  const { db, scope } = ctx;
  const [collection] = await requireCollections(db, scope, [collectionId]);
  const current = await db.select({ id: fzStyles.id }).from(fzStyles).where(eq(fzStyles.collectionId, collectionId));
  checkFullOrder(
    current.map((row) => row.id),
    ids,
  );
  await writeListOrder(db, fzStyles, ids);
  await ctx.tellScreens(collection.shopId);
}
