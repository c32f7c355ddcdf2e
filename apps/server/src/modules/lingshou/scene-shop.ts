import { msg } from '@scenecast/contracts';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { requireShopAccess, type ShopAccess } from '../shop/access.js';

/** 零售场景: the scene kind whose shops have a product catalogue. */
export const RETAIL_SCENE = 'ls';

/**
 * A shop of the retail scene that the caller reaches: another tenant's or shop's id is 403 (the
 * shop rule); a reachable shop of another scene is refused as a business rule.
 */
export async function requireRetailShop(
  db: Db,
  scope: Scope,
  shopId: string,
  options: { owner?: boolean } = {},
): Promise<ShopAccess> {
  const shop = await requireShopAccess(db, scope, shopId, options);
  if (shop.changjingId !== RETAIL_SCENE) throw new BusinessError(msg('lsShopNotRetail'));
  return shop;
}
