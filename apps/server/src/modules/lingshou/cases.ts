import { LS_CASES_MAX, type LsCase, type LsCaseAddBody, type LsCaseEditBody, msg } from '@scenecast/contracts';
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/like.js';
import { sanitizeUserHtml } from '../../platform/html/sanitize.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import type { LingshouContext } from './products.js';
import { requireRetailShop } from './scene-shop.js';
import { type LsCaseRow, lsCases, lsProducts } from './schema.js';

const toCase = (row: LsCaseRow): LsCase => ({
  id: row.id,
  shopId: row.shopId,
  title: row.title,
  cover: row.cover,
  photos: row.photos,
  content: row.content,
  productIds: row.productIds,
  isShow: row.isShow,
  sort: row.sort,
  updateTime: row.updateTime.toISOString(),
});

const shopCases = (db: Db, shopId: string, keyword?: string) =>
  db
    .select()
    .from(lsCases)
    .where(and(eq(lsCases.shopId, shopId), keyword ? ilike(lsCases.title, `%${escapeLike(keyword)}%`) : undefined))
    .orderBy(asc(lsCases.sort), asc(lsCases.createTime));

/** A case the caller may change; an unknown id is refused like another tenant's (403). */
async function requireCase(db: Db, scope: Scope, id: string): Promise<LsCaseRow> {
  const [row] = await db.select().from(lsCases).where(eq(lsCases.id, id)).limit(1);
  if (!row) throw forbidden(msg('shopNoAccess'));
  await requireRetailShop(db, scope, row.shopId);
  return row;
}

/** Linked products must be the shop's own: another shop's (or an unknown) product is refused with 403. */
async function requireShopProducts(db: Db, shopId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const [{ n }] = await db
    .select({ n: count() })
    .from(lsProducts)
    .where(and(eq(lsProducts.shopId, shopId), inArray(lsProducts.id, unique)));
  if (n !== unique.length) throw forbidden(msg('shopNoAccess'));
  return unique;
}

const caseValues = async (db: Db, shopId: string, input: Omit<LsCaseAddBody, 'shopId'>) => ({
  title: input.title,
  cover: input.cover,
  photos: [...new Set(input.photos)],
  content: sanitizeUserHtml(input.content),
  productIds: await requireShopProducts(db, shopId, input.productIds),
  isShow: input.isShow,
});

export async function listCases({ db, scope }: LingshouContext, shopId: string, keyword?: string): Promise<LsCase[]> {
  await requireRetailShop(db, scope, shopId);
  return (await shopCases(db, shopId, keyword)).map(toCase);
}

/** A new case goes last; a shop has at most LS_CASES_MAX. */
export async function addCase(ctx: LingshouContext, input: LsCaseAddBody): Promise<LsCase> {
  const { db, scope } = ctx;
  const shop = await requireRetailShop(db, scope, input.shopId);
  const [{ n }] = await db.select({ n: count() }).from(lsCases).where(eq(lsCases.shopId, shop.id));
  if (n >= LS_CASES_MAX) throw new BusinessError(msg('lsCasesFull', 'zh', LS_CASES_MAX));
  const [row] = await db
    .insert(lsCases)
    .values({
      ...(await caseValues(db, shop.id, input)),
      shopId: shop.id,
      tenantId: shop.tenantId,
      sort: n + 1,
      createBy: scope.userId,
    })
    .returning();
  await ctx.tellScreens(shop.id);
  return toCase(row);
}

export async function editCase(ctx: LingshouContext, input: LsCaseEditBody): Promise<LsCase> {
  const current = await requireCase(ctx.db, ctx.scope, input.id);
  const [row] = await ctx.db
    .update(lsCases)
    .set({ ...(await caseValues(ctx.db, current.shopId, input)), updateTime: new Date() })
    .where(eq(lsCases.id, current.id))
    .returning();
  await ctx.tellScreens(current.shopId);
  return toCase(row);
}

export async function setCaseShown(ctx: LingshouContext, id: string, isShow: number): Promise<void> {
  const current = await requireCase(ctx.db, ctx.scope, id);
  await ctx.db.update(lsCases).set({ isShow, updateTime: new Date() }).where(eq(lsCases.id, id));
  await ctx.tellScreens(current.shopId);
}

/** Removes a case and closes the gap in the order. */
export async function deleteCase(ctx: LingshouContext, id: string): Promise<void> {
  const current = await requireCase(ctx.db, ctx.scope, id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(lsCases).where(eq(lsCases.id, id));
    await tx
      .update(lsCases)
      .set({ sort: sql`${lsCases.sort} - 1` })
      .where(and(eq(lsCases.shopId, current.shopId), sql`${lsCases.sort} > ${current.sort}`));
  });
  await ctx.tellScreens(current.shopId);
}

/** The cases' new order: every case of the shop, each once (a partial or foreign list is refused). */
export async function sortCases(ctx: LingshouContext, shopId: string, ids: string[]): Promise<LsCase[]> {
  const { db, scope } = ctx;
  await requireRetailShop(db, scope, shopId);
  const current = await shopCases(db, shopId);
  const known = new Set(current.map((row) => row.id));
  if (ids.some((id) => !known.has(id))) throw forbidden(msg('shopNoAccess'));
  if (new Set(ids).size !== ids.length || ids.length !== current.length) {
    throw new BusinessError(msg('lsCaseSortMismatch'));
  }
  await db.transaction(async (tx) => {
    for (const [index, id] of ids.entries()) {
      await tx
        .update(lsCases)
        .set({ sort: index + 1 })
        .where(eq(lsCases.id, id));
    }
  });
  await ctx.tellScreens(shopId);
  return (await shopCases(db, shopId)).map(toCase);
}

/** The shop's shown cases in order, for its screens. */
export const shownCases = (db: Db, shopId: string) =>
  db
    .select()
    .from(lsCases)
    .where(and(eq(lsCases.shopId, shopId), eq(lsCases.isShow, 1)))
    .orderBy(asc(lsCases.sort), asc(lsCases.createTime));
