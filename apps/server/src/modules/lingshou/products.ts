import {
  type LsProduct,
  type LsProductAddBody,
  type LsProductEditBody,
  type LsProductListQuery,
  type LsSku,
  msg,
  type Page,
} from '@scenecast/contracts';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { unlessTaken } from '../../platform/db/unique-violation.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { requireShopCategory } from './categories.js';
import { requireRetailShop } from './scene-shop.js';
import { type LsProductRow, lsProducts, lsSkus } from './schema.js';

export interface LingshouContext {
  db: Db;
  scope: Scope;
  /** Tells the shop's screens to fetch its catalogue again. */
  tellScreens: (shopId: string) => Promise<void>;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The variants of these products, in each product's order. */
export async function skusOf(db: Db, productIds: string[]): Promise<Map<string, LsSku[]>> {
  const bySku = new Map<string, LsSku[]>();
  if (productIds.length === 0) return bySku;
  const rows = await db
    .select()
    .from(lsSkus)
    .where(inArray(lsSkus.productId, productIds))
    .orderBy(asc(lsSkus.productId), asc(lsSkus.sort));
  for (const row of rows) {
    const list = bySku.get(row.productId) ?? [];
    list.push({ spec: row.spec, price: row.price, stock: row.stock });
    bySku.set(row.productId, list);
  }
  return bySku;
}

const toProduct = (row: LsProductRow, skus: LsSku[]): LsProduct => ({
  id: row.id,
  shopId: row.shopId,
  categoryId: row.categoryId,
  code: row.code,
  name: row.name,
  description: row.description,
  images: row.images,
  status: row.status,
  skus,
  updateTime: row.updateTime.toISOString(),
});

async function requireProducts(db: Db, scope: Scope, ids: string[]): Promise<LsProductRow[]> {
  const unique = [...new Set(ids)];
  const rows = await db.select().from(lsProducts).where(inArray(lsProducts.id, unique));
  if (rows.length !== unique.length) throw forbidden(msg('shopNoAccess'));
  for (const shopId of new Set(rows.map((row) => row.shopId))) await requireRetailShop(db, scope, shopId);
  return rows;
}

/** 货号 is unique in a shop (ls_product_shop_code_uq). */
const unlessCodeTaken = unlessTaken(msg('lsCodeTaken'));

async function codeTaken(db: Db, shopId: string, code: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: lsProducts.id })
    .from(lsProducts)
    .where(
      and(eq(lsProducts.shopId, shopId), eq(lsProducts.code, code), exceptId ? ne(lsProducts.id, exceptId) : undefined),
    )
    .limit(1);
  return row !== undefined;
}

export async function writeSkus(tx: Tx | Db, productId: string, skus: LsSku[]): Promise<void> {
  await tx.delete(lsSkus).where(eq(lsSkus.productId, productId));
  await tx.insert(lsSkus).values(skus.map((sku, index) => ({ ...sku, productId, sort: index + 1 })));
}

export async function listProducts(
  { db, scope }: LingshouContext,
  query: LsProductListQuery,
): Promise<Page<LsProduct>> {
  await requireRetailShop(db, scope, query.shopId);
  const pattern = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(lsProducts.shopId, query.shopId),
    query.categoryId ? eq(lsProducts.categoryId, query.categoryId) : undefined,
    query.status === undefined ? undefined : eq(lsProducts.status, query.status),
    pattern ? (or(ilike(lsProducts.name, pattern), ilike(lsProducts.code, pattern)) as SQL) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(lsProducts)
      .where(where)
      .orderBy(desc(lsProducts.createTime), asc(lsProducts.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(lsProducts).where(where),
  ]);
  const skus = await skusOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    records: rows.map((row) => toProduct(row, skus.get(row.id) ?? [])),
    total,
    size: query.pageSize,
    current: query.pageNo,
    pages: Math.ceil(total / query.pageSize),
  };
}

export async function addProduct(ctx: LingshouContext, input: LsProductAddBody): Promise<LsProduct> {
  const { db, scope } = ctx;
  const shop = await requireRetailShop(db, scope, input.shopId);
  await requireShopCategory(db, shop.id, input.categoryId);
  if (await codeTaken(db, shop.id, input.code)) throw new BusinessError(msg('lsCodeTaken'));
  const { skus, ...fields } = input;
  const row = await db.transaction(async (tx) => {
    const [created] = await unlessCodeTaken(() =>
      tx
        .insert(lsProducts)
        .values({ ...fields, tenantId: shop.tenantId, createBy: scope.userId })
        .returning(),
    );
    await writeSkus(tx, created.id, skus);
    return created;
  });
  await ctx.tellScreens(shop.id);
  return toProduct(row, skus);
}

export async function editProduct(ctx: LingshouContext, input: LsProductEditBody): Promise<LsProduct> {
  const { db, scope } = ctx;
  const [current] = await requireProducts(db, scope, [input.id]);
  await requireShopCategory(db, current.shopId, input.categoryId);
  if (await codeTaken(db, current.shopId, input.code, current.id)) throw new BusinessError(msg('lsCodeTaken'));
  const { id, skus, ...fields } = input;
  const row = await db.transaction(async (tx) => {
    const [updated] = await unlessCodeTaken(() =>
      tx
        .update(lsProducts)
        .set({ ...fields, updateTime: new Date() })
        .where(eq(lsProducts.id, id))
        .returning(),
    );
    await writeSkus(tx, id, skus);
    return updated;
  });
  await ctx.tellScreens(current.shopId);
  return toProduct(row, skus);
}

/** Puts products on or off the shelf, all of the caller's or none. */
export async function setProductStatus(ctx: LingshouContext, ids: string[], status: number): Promise<void> {
  const rows = await requireProducts(ctx.db, ctx.scope, ids);
  await ctx.db.update(lsProducts).set({ status, updateTime: new Date() }).where(inArray(lsProducts.id, ids));
  for (const shopId of new Set(rows.map((row) => row.shopId))) await ctx.tellScreens(shopId);
}

export async function deleteProduct(ctx: LingshouContext, id: string): Promise<void> {
  const [row] = await requireProducts(ctx.db, ctx.scope, [id]);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(lsSkus).where(eq(lsSkus.productId, id));
    await tx.delete(lsProducts).where(eq(lsProducts.id, id));
  });
  await ctx.tellScreens(row.shopId);
}
