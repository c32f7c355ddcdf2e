import {
  type FzCollection,
  type FzCollectionAddBody,
  type FzCollectionEditBody,
  type FzSeason,
  msg,
} from '@scenecast/contracts';
import { and, asc, count, eq, inArray, max, ne } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { writeListOrder } from '../../platform/db/list-order.js';
import { unlessTaken } from '../../platform/db/unique-violation.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { checkFullOrder, type LookbookContext } from './context.js';
import { requireClothingShop } from './scene-shop.js';
import { type FzCollectionRow, fzCollections, fzStyles } from './schema.js';

/** Collections the caller reaches, all or none: one foreign or unknown id refuses the lot (403). */
export async function requireCollections(db: Db, scope: Scope, ids: string[]): Promise<FzCollectionRow[]> {
  const unique = [...new Set(ids)];
  const rows = await db.select().from(fzCollections).where(inArray(fzCollections.id, unique));
  if (rows.length !== unique.length) throw forbidden(msg('shopNoAccess'));
  for (const shopId of new Set(rows.map((row) => row.shopId))) await requireClothingShop(db, scope, shopId);
  return rows;
}

/** A collection of this shop; one of another shop is refused like a foreign id (403). */
export async function requireShopCollection(db: Db, shopId: string, id: string): Promise<void> {
  const [row] = await db
    .select({ id: fzCollections.id })
    .from(fzCollections)
    .where(and(eq(fzCollections.id, id), eq(fzCollections.shopId, shopId)))
    .limit(1);
  if (!row) throw forbidden(msg('shopNoAccess'));
}

/** Names are unique in a shop (fz_collection_shop_name_uq). */
const unlessNameTaken = unlessTaken(msg('fzCollectionNameTaken'));

async function nameTaken(db: Db, shopId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: fzCollections.id })
    .from(fzCollections)
    .where(
      and(
        eq(fzCollections.shopId, shopId),
        eq(fzCollections.name, name),
        exceptId ? ne(fzCollections.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

const shopCollections = (db: Db, shopId: string) =>
  db
    .select()
    .from(fzCollections)
    .where(eq(fzCollections.shopId, shopId))
    .orderBy(asc(fzCollections.sort), asc(fzCollections.createTime));

export async function listCollections({ db, scope }: LookbookContext, shopId: string): Promise<FzCollection[]> {
  await requireClothingShop(db, scope, shopId);
  const [rows, counts] = await Promise.all([
    shopCollections(db, shopId),
    db
      .select({ collectionId: fzStyles.collectionId, n: count() })
      .from(fzStyles)
      .where(eq(fzStyles.shopId, shopId))
      .groupBy(fzStyles.collectionId),
  ]);
  const countOf = new Map(counts.map((entry) => [entry.collectionId, entry.n]));
  return rows.map((row) => ({
    id: row.id,
    shopId: row.shopId,
    name: row.name,
    season: row.season as FzSeason,
    year: row.year,
    cover: row.cover,
    description: row.description,
    status: row.status,
    sort: row.sort,
    styleCount: countOf.get(row.id) ?? 0,
  }));
}

/** Adds a collection at the end of the shop's list; answers its id. */
export async function addCollection(ctx: LookbookContext, input: FzCollectionAddBody): Promise<string> {
  const { db, scope } = ctx;
  const shop = await requireClothingShop(db, scope, input.shopId);
  if (await nameTaken(db, shop.id, input.name)) throw new BusinessError(msg('fzCollectionNameTaken'));
  const [{ last }] = await db
    .select({ last: max(fzCollections.sort) })
    .from(fzCollections)
    .where(eq(fzCollections.shopId, shop.id));
  const [row] = await unlessNameTaken(() =>
    db
      .insert(fzCollections)
      .values({ ...input, tenantId: shop.tenantId, sort: (last ?? 0) + 1, createBy: scope.userId })
      .returning({ id: fzCollections.id }),
  );
  await ctx.tellScreens(shop.id);
  return row.id;
}

export async function editCollection(ctx: LookbookContext, input: FzCollectionEditBody): Promise<void> {
  const { db, scope } = ctx;
  const [current] = await requireCollections(db, scope, [input.id]);
  if (await nameTaken(db, current.shopId, input.name, current.id)) {
    throw new BusinessError(msg('fzCollectionNameTaken'));
  }
  const { id, ...fields } = input;
  await unlessNameTaken(() => db.update(fzCollections).set(fields).where(eq(fzCollections.id, id)));
  await ctx.tellScreens(current.shopId);
}

/** Shows (1) or hides (0) collections on the screens, all of the caller's or none. */
export async function setCollectionStatus(ctx: LookbookContext, ids: string[], status: number): Promise<void> {
  const rows = await requireCollections(ctx.db, ctx.scope, ids);
  await ctx.db.update(fzCollections).set({ status }).where(inArray(fzCollections.id, ids));
  for (const shopId of new Set(rows.map((row) => row.shopId))) await ctx.tellScreens(shopId);
}

/** Only an empty collection goes: deleting one must never take a season's styles with it unseen. */
export async function deleteCollection(ctx: LookbookContext, id: string): Promise<void> {
  const [row] = await requireCollections(ctx.db, ctx.scope, [id]);
  const [{ n }] = await ctx.db.select({ n: count() }).from(fzStyles).where(eq(fzStyles.collectionId, id));
  if (n > 0) throw new BusinessError(msg('fzCollectionHasStyles'));
  await ctx.db.delete(fzCollections).where(eq(fzCollections.id, id));
  await ctx.tellScreens(row.shopId);
}

/** Puts the shop's collections in the order of `ids`, which lists each of them once. */
export async function sortCollections(ctx: LookbookContext, shopId: string, ids: string[]): Promise<void> {
  const { db, scope } = ctx;
  await requireClothingShop(db, scope, shopId);
  const current = await shopCollections(db, shopId);
  checkFullOrder(
    current.map((row) => row.id),
    ids,
  );
  await writeListOrder(db, fzCollections, ids);
  await ctx.tellScreens(shopId);
}
