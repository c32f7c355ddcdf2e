import { DANGQI_RANGE_DAYS_MAX, msg } from '@scenecast/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { requireShopAccess, type ShopAccess } from '../shop/access.js';
import { dangqiResource, dangqiSlot } from './schema.js';

const refused = () => forbidden(msg('shopNoAccess'));

export type SlotRow = typeof dangqiSlot.$inferSelect;
export type ResourceRow = typeof dangqiResource.$inferSelect;

/** A slot of a shop the caller reaches; an unknown id is refused like another tenant's (403). */
export async function requireSlot(db: Db, scope: Scope, id: string): Promise<SlotRow & { shop: ShopAccess }> {
  const [row] = await db.select().from(dangqiSlot).where(eq(dangqiSlot.id, id)).limit(1);
  if (!row) throw refused();
  return { ...row, shop: await requireShopAccess(db, scope, row.shopId) };
}

export async function requireResource(db: Db, scope: Scope, id: string): Promise<ResourceRow & { shop: ShopAccess }> {
  const [row] = await db.select().from(dangqiResource).where(eq(dangqiResource.id, id)).limit(1);
  if (!row) throw refused();
  return { ...row, shop: await requireShopAccess(db, scope, row.shopId) };
}

/** Resource ids must all be this shop's and in use; another shop's id is refused like a foreign one. */
export async function requireShopResources(db: Db, shopId: string, ids: string[]): Promise<ResourceRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db
    .select()
    .from(dangqiResource)
    .where(and(inArray(dangqiResource.id, unique), eq(dangqiResource.shopId, shopId)));
  if (found.length !== unique.length) throw refused();
  if (found.some((row) => row.status !== 1)) throw new BusinessError(msg('dangqiResourceRetired'));
  return found;
}

/** A range of days the calendar and the batch calls accept: from ≤ to, at most DANGQI_RANGE_DAYS_MAX days. */
export function checkRange(from: string, to: string): void {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
  if (days < 1 || days > DANGQI_RANGE_DAYS_MAX) {
    throw new BusinessError(msg('dangqiRangeInvalid', 'zh', DANGQI_RANGE_DAYS_MAX));
  }
}
