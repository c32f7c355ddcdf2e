import {
  APPLET_SLOT_RANGE_DAYS_MAX,
  type AppletAlbumCard,
  type AppletAlbumCategory,
  type AppletAlbumDetail,
  type AppletBlock,
  type AppletCatalogue,
  type AppletPackage,
  type AppletReviewPage,
  type AppletShopCard,
  type AppletShopInfo,
  type AppletSlot,
  type AppletStory,
  type AppletWork,
  depositDueFen,
  msg,
  type Page,
} from '@scenecast/contracts';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { studioClock } from '../dangqi/clock.js';
import { bookableSlots } from '../dangqi/slots.js';
import { appletAlbum, appletAlbumCategories, appletAlbumPage } from '../kepian/applet-albums.js';
import { homeOf } from '../lingshou/home.js';
import { RETAIL_SCENE } from '../lingshou/scene-shop.js';
import { screenCatalogue } from '../lingshou/screen-catalogue.js';
import { appletReviewPage } from '../pingjia/applet-reviews.js';
import { shownBlocks } from '../qiye/blocks.js';
import { cachedShopPage } from '../shop/page-cache.js';
import type { ShopRow } from '../shop/schema.js';
import { bookingRulesOf, profileOf } from '../studio-profile/service.js';
import { toldStory } from '../studio-profile/shop-home.js';
import { packagesOnSale } from '../taoxi/service.js';
import { appletWorksPage } from '../works/applet-works.js';
import { staticUrl } from '../works/context.js';

/**
 * What the applet reads of a shop it shows. Each answer is kept with the shop's cached pages: any
 * committed change to the shop's data (migrations 0010, 0011, 0051) drops it in every process
 * before the console's call answers (0055 for the retail home, cases, reviews and customers), so
 * the applet never reads a stale page from the server.
 */

/** The most packages the applet lists: far more than a shop sells at once. */
const PACKAGES_MAX = 200;

export function toShopCard(shop: ShopRow): AppletShopCard {
  return { id: shop.id, name: shop.name, scene: shop.changjingId, logo: shop.photo || null, city: shop.city };
}

/** A retail shop's home is the one composed on /lsmain/shouye; any other shop's the studio home. */
export function shopInfo(db: Db, shop: ShopRow): Promise<AppletShopInfo> {
  return cachedShopPage(shop.id, ['applet-info'], async () => {
    const profile = await profileOf(db, shop.id);
    const isRetail = shop.changjingId === RETAIL_SCENE;
    return {
      ...toShopCard(shop),
      description: shop.descText,
      phones: shop.phone ? shop.phone.split(',') : [],
      province: shop.province,
      area: shop.area,
      address: shop.address,
      openingHours: profile?.openingHours ?? [],
      homeModules: isRetail ? (await homeOf(db, shop.id)).modules : (profile?.homeModules ?? []),
    };
  });
}

export function albumCategories(db: Db, shopId: string): Promise<AppletAlbumCategory[]> {
  return cachedShopPage(shopId, ['applet-album-categories'], () => appletAlbumCategories(db, shopId));
}

export function albumPage(
  db: Db,
  apiBase: string,
  shopId: string,
  query: { pageNo: number; pageSize: number; fenleiId?: string },
): Promise<Page<AppletAlbumCard>> {
  const parts = ['applet-albums', query.fenleiId ?? null, query.pageNo, query.pageSize];
  return cachedShopPage(shopId, parts, () => appletAlbumPage(db, apiBase, shopId, query));
}

export function album(db: Db, apiBase: string, shopId: string, id: string): Promise<AppletAlbumDetail> {
  return cachedShopPage(shopId, ['applet-album', id], () => appletAlbum(db, apiBase, shopId, id));
}

/** The brand story, or null while the shop tells none. */
export function story(db: Db, apiBase: string, shopId: string): Promise<AppletStory | null> {
  return cachedShopPage(shopId, ['applet-story'], async () => toldStory(apiBase, await profileOf(db, shopId)));
}

/** A page of the reviews the shop has not hidden, with its rating (pingjia/applet-reviews.ts). */
export function reviewPage(
  db: Db,
  apiBase: string,
  shopId: string,
  query: { pageNo: number; pageSize: number },
): Promise<AppletReviewPage> {
  return cachedShopPage(shopId, ['applet-reviews', query.pageNo, query.pageSize], () =>
    appletReviewPage(db, apiBase, shopId, query),
  );
}

/** A page of the works public to the applet (works/applet-works.ts decides which). */
export function worksPage(
  db: Db,
  apiBase: string,
  shopId: string,
  query: { pageNo: number; pageSize: number },
): Promise<Page<AppletWork>> {
  return cachedShopPage(shopId, ['applet-works', query.pageNo, query.pageSize], () =>
    appletWorksPage(db, apiBase, shopId, query),
  );
}

/** The packages on sale, each with the deposit a booking of it asks (depositDueFen). */
export function packages(db: Db, apiBase: string, shopId: string): Promise<AppletPackage[]> {
  return cachedShopPage(shopId, ['applet-packages'], async () => {
    const [rows, rules] = await Promise.all([packagesOnSale(db, shopId, PACKAGES_MAX), bookingRulesOf(db, shopId)]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      priceFen: row.priceFen,
      depositFen: depositDueFen(row, rules.depositPercent),
      photoCount: row.photoCount,
      coverUrl: row.cover ? staticUrl(apiBase, row.cover) : null,
    }));
  });
}

export function catalogue(db: Db, apiBase: string, shopId: string): Promise<AppletCatalogue> {
  return cachedShopPage(shopId, ['applet-catalogue'], () => screenCatalogue(db, apiBase, shopId));
}

export function blocks(db: Db, apiBase: string, shopId: string): Promise<AppletBlock[]> {
  return cachedShopPage(shopId, ['applet-blocks'], () => shownBlocks(db, apiBase, shopId));
}

/**
 * The slots a customer may book from `from` to `to`. The studio minute is part of the key: a slot
 * that begins leaves the list within a minute even when nothing in the shop changes.
 */
export function openSlots(db: Db, shopId: string, from: string, to: string): Promise<AppletSlot[]> {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (!(days >= 1 && days <= APPLET_SLOT_RANGE_DAYS_MAX)) {
    throw new BusinessError(msg('dangqiRangeInvalid', 'zh', APPLET_SLOT_RANGE_DAYS_MAX));
  }
  const now = studioClock();
  return cachedShopPage(shopId, ['applet-slots', from, to, now.day, now.minute], async () =>
    (await bookableSlots(db, shopId, from, to)).map((row) => ({
      id: row.id,
      day: row.day,
      startMinute: row.startMinute,
      endMinute: row.endMinute,
      placesLeft: row.capacity - row.booked,
    })),
  );
}
