import { type ScreenShopHome, SHOP_HOME_ITEMS_MAX } from '@scenecast/contracts';
import type { Db } from '../../platform/db/database.js';
import type { DeviceRow } from '../device/schema.js';
import { screenAlbumCategories } from '../kepian/screen-albums.js';
import { screenReviews } from '../pingjia/screen.js';
import { screenShopCard } from '../shop/service.js';
import { packagesOnSale } from '../taoxi/service.js';
import { staticUrl } from '../works/context.js';
import { latestShopWorks } from '../works/latest.js';
import type { StudioProfileRow } from './schema.js';
import { profileOf } from './service.js';

/**
 * GET /screen/shop-home: the modules the owner chose (none until the home is first saved), in
 * order, each with its data. Only what a
 * screen may show: packages on sale, albums the album mode shows, works outside the bin, the reviews
 * the shop put on screen.
 */
export async function screenShopHome(db: Db, apiBase: string, device: DeviceRow): Promise<ScreenShopHome | null> {
  if (device.shopId === null || device.status !== 0) return null;
  const shopId = device.shopId;
  const profile = await profileOf(db, shopId);
  // Screens change only when the owner says so: until the home's modules are saved, none show.
  const modules = profile?.homeModules ?? [];
  const url = (key: string | null) => (key ? staticUrl(apiBase, key) : null);
  const home: ScreenShopHome = {
    shopName: (await screenShopCard(db, shopId))?.name ?? '',
    modules,
    packages: [],
    albums: [],
    works: [],
    story: null,
    reviews: [],
  };
  if (modules.includes('packages')) {
    home.packages = (await packagesOnSale(db, shopId, SHOP_HOME_ITEMS_MAX)).map((row) => ({
      id: row.id,
      name: row.name,
      priceFen: row.priceFen,
      coverUrl: url(row.cover),
      photoCount: row.photoCount,
    }));
  }
  if (modules.includes('albums')) {
    const seen = new Set<string>();
    for (const category of await screenAlbumCategories(db, apiBase, device)) {
      for (const album of category.albums) {
        if (seen.has(album.id) || seen.size >= SHOP_HOME_ITEMS_MAX) continue;
        seen.add(album.id);
        home.albums.push({ id: album.id, title: album.title, coverUrl: album.coverUrl });
      }
    }
  }
  if (modules.includes('reviews')) {
    home.reviews = (await screenReviews(db, apiBase, device)).reviews.map((review) => ({
      id: review.id,
      text: review.content,
      rating: review.star,
    }));
  }
  if (modules.includes('works')) home.works = await latestShopWorks(db, apiBase, shopId, SHOP_HOME_ITEMS_MAX);
  if (modules.includes('story')) home.story = toldStory(apiBase, profile);
  return home;
}

/** The shop's brand story with absolute URLs (screens and the applet), or null while it has neither text nor images. */
export function toldStory(apiBase: string, profile: StudioProfileRow | null): ScreenShopHome['story'] {
  if (!profile || (!profile.storyContent && profile.storyImages.length === 0)) return null;
  return {
    title: profile.storyTitle,
    content: profile.storyContent,
    imageUrls: profile.storyImages.map((key) => staticUrl(apiBase, key)),
    videoUrl: profile.storyVideo ? staticUrl(apiBase, profile.storyVideo) : null,
  };
}
