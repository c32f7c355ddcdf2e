import { ClusterCache } from '../../platform/cache/cluster-cache.js';
import { shopTag } from './access.js';

/**
 * The lists of a shop's data the console and the screens read again and again (works pages,
 * album pages, the category tree), kept in memory. Any committed change to the shop's data
 * raises the database's `shop:<id>` signal (migrations 0010, 0011), which drops them in every
 * process before the writing call answers.
 */
const pageCache = new ClusterCache<unknown>('shop-pages', 60_000, 2_000);

/** `parts`: everything that decides the answer besides the shop (list, filters, page). */
export function cachedShopPage<T>(shopId: string, parts: readonly unknown[], load: () => Promise<T>): Promise<T> {
  return pageCache.through(JSON.stringify([shopId, ...parts]), [shopTag(shopId)], load) as Promise<T>;
}
