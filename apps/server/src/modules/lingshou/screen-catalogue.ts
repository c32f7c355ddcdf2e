import { LS_STATUS_ON, type ScreenLsCatalogue } from '@scenecast/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { screenStoreCard } from '../shop/service.js';
import { staticUrl } from '../works/context.js';
import { shownCases } from './cases.js';
import { homeOf } from './home.js';
import { skusOf } from './products.js';
import { lsCategories, lsProducts } from './schema.js';

/**
 * What a screen of a retail shop shows: its home modules in order with the banners and store card,
 * its products on shelf (newest first), the categories that have some, and its shown cases. A
 * case lists only the linked products that are on shelf, so a screen never opens a hidden one.
 */
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
  const onShelf = new Set(products.map((row) => row.id));
  const skus = await skusOf(
    db,
    products.map((row) => row.id),
  );
  const home = await homeOf(db, shopId);
  const store = await screenStoreCard(db, shopId);
  const cases = await shownCases(db, shopId);
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
    home: {
      modules: home.modules,
      bannerUrls: home.banners.map((image) => staticUrl(apiBase, image)),
      store: {
        name: store?.name ?? '',
        phone: store?.phone ?? '',
        address: store?.address ?? '',
        logoUrl: store?.logo ? staticUrl(apiBase, store.logo) : null,
      },
    },
    cases: cases.map((row) => {
      const cover = row.cover || row.photos[0];
      return {
        id: row.id,
        title: row.title,
        coverUrl: cover ? staticUrl(apiBase, cover) : null,
        photoUrls: row.photos.map((image) => staticUrl(apiBase, image)),
        content: row.content,
        productIds: row.productIds.filter((id) => onShelf.has(id)),
      };
    }),
  };
}
