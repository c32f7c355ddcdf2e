import { type LsCategory, msg } from '@scenecast/contracts';
import { and, asc, count, eq, max, ne } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { unlessTaken } from '../../platform/db/unique-violation.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { requireRetailShop } from './scene-shop.js';
import { type LsCategoryRow, lsCategories, lsProducts } from './schema.js';

async function requireCategory(db: Db, scope: Scope, id: string): Promise<LsCategoryRow> {
  const [row] = await db.select().from(lsCategories).where(eq(lsCategories.id, id)).limit(1);
  if (!row) throw forbidden(msg('shopNoAccess'));
  await requireRetailShop(db, scope, row.shopId);
  return row;
}

/** A category id of this shop, or null; one of another shop is refused like a foreign id (403). */
export async function requireShopCategory(db: Db, shopId: string, id: string | null): Promise<void> {
  if (id === null) return;
  const [row] = await db
    .select({ id: lsCategories.id })
    .from(lsCategories)
    .where(and(eq(lsCategories.id, id), eq(lsCategories.shopId, shopId)))
    .limit(1);
  if (!row) throw forbidden(msg('shopNoAccess'));
}

async function nameTaken(db: Db, shopId: string, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: lsCategories.id })
    .from(lsCategories)
    .where(
      and(
        eq(lsCategories.shopId, shopId),
        eq(lsCategories.name, name),
        exceptId ? ne(lsCategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function listCategories(db: Db, scope: Scope, shopId: string): Promise<LsCategory[]> {
  await requireRetailShop(db, scope, shopId);
  const rows = await db
    .select()
    .from(lsCategories)
    .where(eq(lsCategories.shopId, shopId))
    .orderBy(asc(lsCategories.sort), asc(lsCategories.createTime));
  const counts = await db
    .select({ categoryId: lsProducts.categoryId, n: count() })
    .from(lsProducts)
    .where(eq(lsProducts.shopId, shopId))
    .groupBy(lsProducts.categoryId);
  const countOf = new Map(counts.map((entry) => [entry.categoryId, entry.n]));
  return rows.map((row) => ({
    id: row.id,
    shopId: row.shopId,
    name: row.name,
    sort: row.sort,
    productCount: countOf.get(row.id) ?? 0,
  }));
}

/** A name is unique in a shop (ls_category_shop_name_uq): of two saves of one name at once, one wins. */
const unlessNameTaken = unlessTaken(msg('lsCategoryNameTaken'));

/** Adds a category at the end; names are unique in the shop. */
export async function addCategory(db: Db, scope: Scope, shopId: string, name: string): Promise<string> {
  const shop = await requireRetailShop(db, scope, shopId);
  if (await nameTaken(db, shopId, name)) throw new BusinessError(msg('lsCategoryNameTaken'));
  const [{ last }] = await db
    .select({ last: max(lsCategories.sort) })
    .from(lsCategories)
    .where(eq(lsCategories.shopId, shopId));
  const [row] = await unlessNameTaken(() =>
    db
      .insert(lsCategories)
      .values({ tenantId: shop.tenantId, shopId, name, sort: (last ?? 0) + 1, createBy: scope.userId })
      .returning({ id: lsCategories.id }),
  );
  return row.id;
}

export async function renameCategory(db: Db, scope: Scope, id: string, name: string): Promise<void> {
  const category = await requireCategory(db, scope, id);
  if (await nameTaken(db, category.shopId, name, id)) throw new BusinessError(msg('lsCategoryNameTaken'));
  await unlessNameTaken(() => db.update(lsCategories).set({ name }).where(eq(lsCategories.id, id)));
}

/** Only an empty category goes: its products would otherwise lose their place unseen. */
export async function deleteCategory(db: Db, scope: Scope, id: string): Promise<void> {
  await requireCategory(db, scope, id);
  const [{ n }] = await db.select({ n: count() }).from(lsProducts).where(eq(lsProducts.categoryId, id));
  if (n > 0) throw new BusinessError(msg('lsCategoryHasProducts'));
  await db.delete(lsCategories).where(eq(lsCategories.id, id));
}

/** The shop's categories by name, creating those an import names that do not exist yet. */
export async function categoriesByName(
  db: Pick<Db, 'select' | 'insert'>,
  shop: { id: string; tenantId: number },
  createBy: string,
  names: string[],
): Promise<Map<string, string>> {
  const rows = await db.select().from(lsCategories).where(eq(lsCategories.shopId, shop.id));
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  let sort = Math.max(0, ...rows.map((row) => row.sort));
  for (const name of new Set(names)) {
    if (byName.has(name)) continue;
    sort += 1;
    const [created] = await db
      .insert(lsCategories)
      .values({ tenantId: shop.tenantId, shopId: shop.id, name, sort, createBy })
      .returning({ id: lsCategories.id });
    byName.set(name, created.id);
  }
  return byName;
}
