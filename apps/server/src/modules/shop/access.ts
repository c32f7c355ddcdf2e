import { msg } from '@scenecast/contracts';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import { ClusterCache } from '../../platform/cache/cluster-cache.js';
import type { Db } from '../../platform/db/database.js';
import { forbidden } from '../../platform/http/errors.js';
import { type ShopRow, shopMembers, shops } from './schema.js';

/** The shop's row, and whether the caller owns it (created it in the tenant they act in). */
export type ShopAccess = ShopRow & { isOwner: boolean };

/** Shops the caller owns: created by them in the tenant the request acts in. */
export function ownedShops(scope: Scope): SQL {
  return and(eq(shops.createBy, scope.userId), eq(shops.tenantId, scope.tenantId)) as SQL;
}

/** Shops the caller reaches: owned, or active member (whichever tenant the shop is in). */
export function reachableShops(db: Db, scope: Scope): SQL {
  const memberOf = db
    .select({ shopId: shopMembers.shopId })
    .from(shopMembers)
    .where(and(eq(shopMembers.userId, scope.userId), eq(shopMembers.status, 1)));
  return or(ownedShops(scope), inArray(shops.id, memberOf)) as SQL;
}

/** A shop's row and whether a user is its active member, as the access rule reads them. */
interface ShopReach {
  shop: ShopRow;
  member: boolean;
}

/**
 * Every shop-scoped call checks access first, so the row and the membership are cached per shop
 * and user; the database's `shop:<id>` change signal (a shop or member row written) drops them.
 */
const shopReachCache = new ClusterCache<ShopReach>('shop-reach', 60_000);

export const shopTag = (shopId: string) => `shop:${shopId}`;

function shopReach(db: Db, shopId: string, userId: string): Promise<ShopReach> {
  return shopReachCache.through(`${shopId}|${userId}`, [shopTag(shopId)], async () => {
    const [shop] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
    if (!shop) throw forbidden(msg('shopNoAccess'));
    const [member] = await db
      .select({ id: shopMembers.id })
      .from(shopMembers)
      .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.userId, userId), eq(shopMembers.status, 1)))
      .limit(1);
    return { shop, member: member !== undefined };
  });
}

/**
 * The one rule of who reaches a shop, for every module with shop data (shops, members, devices,
 * works, albums): its owner, or (unless `owner` is asked) an active member. Anyone else, and an
 * id that does not exist, gets 403 无权访问该门店, so ids of other tenants reveal nothing.
 */
export async function requireShopAccess(
  db: Db,
  scope: Scope,
  shopId: string,
  options: { owner?: boolean } = {},
): Promise<ShopAccess> {
  const { shop, member } = await shopReach(db, shopId, scope.userId);
  const isOwner = shop.createBy === scope.userId && shop.tenantId === scope.tenantId;
  if (isOwner || (member && !options.owner)) return { ...shop, isOwner };
  throw forbidden(msg('shopNoAccess'));
}

/** The same rule for several ids at once (batch calls): every one must pass, or nothing happens. */
export async function requireShopsOwned(db: Db, scope: Scope, shopIds: string[]): Promise<void> {
  const unique = [...new Set(shopIds)];
  const found = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(inArray(shops.id, unique), ownedShops(scope)));
  if (found.length !== unique.length) throw forbidden(msg('shopNoAccess'));
}

/** Ids of every shop the caller reaches (for lists of shop data across the caller's shops). */
export async function accessibleShopIds(db: Db, scope: Scope): Promise<string[]> {
  const rows = await db.select({ id: shops.id }).from(shops).where(reachableShops(db, scope));
  return rows.map((row) => row.id);
}

/** Who hears about a shop's events: its owner and its active members. */
export async function shopAudience(db: Db, shopId: string): Promise<string[]> {
  const [owner, members] = await Promise.all([
    db.select({ userId: shops.createBy }).from(shops).where(eq(shops.id, shopId)),
    db
      .select({ userId: shopMembers.userId })
      .from(shopMembers)
      .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.status, 1))),
  ]);
  return [...new Set([...owner, ...members].map((row) => row.userId))];
}
