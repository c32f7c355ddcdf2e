import { msg } from '@scenecast/contracts';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { requireShopAccess, type ShopAccess } from '../shop/access.js';

/** 服装场景: the scene kind whose shops have a lookbook. */
export const CLOTHING_SCENE = 'fz';

/**
 * A shop of the clothing scene that the caller reaches: another tenant's or shop's id is 403 (the
 * shop rule); a reachable shop of another scene is refused as a business rule.
 */
export async function requireClothingShop(db: Db, scope: Scope, shopId: string): Promise<ShopAccess> {
  const shop = await requireShopAccess(db, scope, shopId);
  if (shop.changjingId !== CLOTHING_SCENE) throw new BusinessError(msg('fzShopNotClothing'));
  return shop;
}
