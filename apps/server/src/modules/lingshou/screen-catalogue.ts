import { LS_STATUS_ON, type ScreenLsCatalogue } from '@scenecast/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { staticUrl } from '../works/context.js';
import { skusOf } from './products.js';
import { lsCategories, lsProducts } from './schema.js';

/** What a screen of a retail shop shows: its products on shelf, newest first, and the categories that have some. */
export async function screenCatalogue(db: Db, apiBase: string, shopId: string): Promise<ScreenLsCatalogue> {
  const products = await db
    .select()
    .from(lsProducts)
    .where(and(eq(lsProducts.shopId, shopId), eq(lsProducts.status, LS_STATUS_ON)))
    .orderBy(desc(lsProducts.createTime), asc(lsProducts.id));
  const categories = await db
    .select({ id: lsCategories.id, name: lsCategories.name })
    .from(lsCategories)
    .where(eq(lsCategories.shopId, shopId))
    .orderBy(asc(lsCategories.sort));
  const used = new Set(products.map((row) => row.categoryId));
  const skus = await skusOf(
    db,
    products.map((row) => row.id),
  );
  return {
    categories: categories.filter((category) => used.has(category.id)),
    products: products.map((row) => ({
      id: row.id,
      categoryId: row.categoryId,
      name: row.name,
      description: row.description,
      imageUrls: row.images.map((image) => staticUrl(apiBase, image)),
      skus: skus.get(row.id) ?? [],
    })),
  };
}
