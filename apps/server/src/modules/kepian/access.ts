import { KEPIAN_STATUS_ON, msg } from '@scenecast/contracts';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { forbidden } from '../../platform/http/errors.js';
import { requireShopAccess, type ShopAccess } from '../shop/access.js';
import {
  type FenleiRow,
  type KepianRow,
  kepian,
  kepianFenlei,
  kepianFenleiLink,
  kepianShareGrant,
  kepianShareHidden,
} from './schema.js';

const refused = () => forbidden(msg('shopNoAccess'));

/**
 * An album the caller may change: its shop passes the shop access rule. An id that does not exist
 * is refused like another tenant's (403), so ids reveal nothing.
 */
export async function requireAlbum(db: Db, scope: Scope, id: string): Promise<KepianRow & { shop: ShopAccess }> {
  const [row] = await db.select().from(kepian).where(eq(kepian.id, id)).limit(1);
  if (!row) throw refused();
  return { ...row, shop: await requireShopAccess(db, scope, row.shopId) };
}

/** Albums the caller may change, all of one shop; any other id refuses the whole call. */
export async function requireAlbums(db: Db, scope: Scope, ids: string[]): Promise<KepianRow[]> {
  const unique = [...new Set(ids)];
  const found = await db.select().from(kepian).where(inArray(kepian.id, unique));
  if (found.length !== unique.length) throw refused();
  for (const shopId of new Set(found.map((row) => row.shopId))) await requireShopAccess(db, scope, shopId);
  return found;
}

export async function requireFenlei(db: Db, scope: Scope, id: string): Promise<FenleiRow & { shop: ShopAccess }> {
  const [row] = await db.select().from(kepianFenlei).where(eq(kepianFenlei.id, id)).limit(1);
  if (!row) throw refused();
  return { ...row, shop: await requireShopAccess(db, scope, row.shopId) };
}

/** Category ids must all be of this shop (linking across shops is refused like a foreign id). */
export async function requireShopFenlei(db: Db, shopId: string, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db
    .select({ id: kepianFenlei.id })
    .from(kepianFenlei)
    .where(and(inArray(kepianFenlei.id, unique), eq(kepianFenlei.shopId, shopId)));
  if (found.length !== unique.length) throw refused();
}

/**
 * Albums of other shops that reach `receiverShopId` by a share: the owner granted it (the receiver
 * joined the owner's code), the album is on show, and it is shared itself or sits in a category
 * the owner shares and the receiver did not hide. Stopping the share ends it at once.
 */
export function sharedToShop(receiverShopId: string): SQL {
  const granted = sql`EXISTS (SELECT 1 FROM ${kepianShareGrant} g WHERE g.owner_shop_id = ${kepian.shopId} AND g.receiver_shop_id = ${receiverShopId})`;
  return and(
    granted,
    eq(kepian.status, KEPIAN_STATUS_ON),
    sql`${kepian.shopId} <> ${receiverShopId}`,
    or(eq(kepian.shareStatus, 1), inSharedCategory(receiverShopId)),
  ) as SQL;
}

/**
 * The album sits in a category its shop shares: such albums are shared with their category. For a
 * receiving shop, categories it hid do not count.
 */
export function inSharedCategory(receiverShopId?: string): SQL {
  const notHidden = receiverShopId
    ? sql` AND NOT EXISTS (SELECT 1 FROM ${kepianShareHidden} h WHERE h.receiver_shop_id = ${receiverShopId} AND h.fenlei_id = f.id)`
    : sql``;
  return sql`EXISTS (SELECT 1 FROM ${kepianFenleiLink} l JOIN ${kepianFenlei} f ON f.id = l.fenlei_id
    WHERE l.kepian_id = ${kepian.id} AND f.is_share = 1${notHidden})`;
}

/**
 * An album the caller may read: of a shop they reach, or shared to a shop they reach (`viaShopId`,
 * read-only). Anything else is 403.
 */
export async function readableAlbum(db: Db, scope: Scope, id: string, viaShopId?: string) {
  const [row] = await db.select().from(kepian).where(eq(kepian.id, id)).limit(1);
  if (!row) throw refused();
  if (viaShopId && viaShopId !== row.shopId) {
    await requireShopAccess(db, scope, viaShopId);
    const [shared] = await db
      .select({ id: kepian.id })
      .from(kepian)
      .where(and(eq(kepian.id, id), sharedToShop(viaShopId)));
    if (!shared) throw refused();
    return { row, isShared: true };
  }
  await requireShopAccess(db, scope, row.shopId);
  return { row, isShared: false };
}
