import { msg } from '@scenecast/contracts';
import type { Db } from '../../platform/db/database.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import { type AppletCaller, appletCaller } from '../openplat/applet-callers.js';
import { cachedShopPage } from '../shop/page-cache.js';
import type { ShopRow } from '../shop/schema.js';
import { enabledShops } from '../shop/service.js';

/**
 * The applet calling, which must be known (else 404 小程序不存在) and still authorised (a withdrawn
 * one is 403 该小程序已暂停服务: its customers learn the shop stopped, not why).
 */
export async function requireAppletCaller(db: Db, appId: string): Promise<AppletCaller> {
  const caller = await appletCaller(db, appId);
  if (!caller) throw notFound(msg('appletUnknown'));
  if (!caller.isAuthorized) throw forbidden(msg('appletOutOfService'));
  return caller;
}

/** An enabled shop of the applet's tenant, or null; kept with the shop's other cached pages. */
function shownShop(db: Db, caller: AppletCaller, shopId: string): Promise<ShopRow | null> {
  return cachedShopPage(shopId, ['applet-shop'], async () => {
    const [shop] = await enabledShops(db, [shopId]);
    return shop ?? null;
  }).then((shop) => (shop && shop.tenantId === caller.tenantId ? shop : null));
}

/**
 * A shop the applet shows: bound to it, enabled, of its tenant. Any other id (unbound, another
 * applet's, another tenant's, disabled, unknown) is the same 404 该门店不在此小程序中.
 */
export async function requireAppletShop(db: Db, appId: string, shopId: string): Promise<ShopRow> {
  const caller = await requireAppletCaller(db, appId);
  const shop = caller.shopIds.includes(shopId) ? await shownShop(db, caller, shopId) : null;
  if (!shop) throw notFound(msg('appletShopNotShown'));
  return shop;
}

/** The shops the applet shows, in their owner's order (pinned first, then the owner's sort). */
export async function appletShops(db: Db, appId: string): Promise<ShopRow[]> {
  const caller = await requireAppletCaller(db, appId);
  const shops = await Promise.all(caller.shopIds.map((shopId) => shownShop(db, caller, shopId)));
  return shops
    .filter((shop): shop is ShopRow => shop !== null)
    .sort((a, b) => b.top - a.top || a.sort - b.sort || b.createTime.getTime() - a.createTime.getTime());
}
