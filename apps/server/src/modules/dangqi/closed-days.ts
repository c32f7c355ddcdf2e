import { type DangqiClosedDayRecord, msg } from '@scenecast/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { requireShopAccess } from '../shop/access.js';
import { lockDayForClosing } from './day-lock.js';
import { dangqiClosedDay, dangqiSlot } from './schema.js';

/**
 * Closes a day: no bookings are taken then. A day with bookings cannot be closed (the studio moves
 * or cancels them first); its empty slots stay, unbookable, and come back when the day reopens.
 * The check and the closing hold the day's lock (day-lock.ts), so a booking racing it either lands
 * first and refuses the closing, or comes after and finds the day closed.
 */
export async function closeDay(
  db: Db,
  scope: Scope,
  input: { shopId: string; day: string; reason: string },
): Promise<DangqiClosedDayRecord> {
  const shop = await requireShopAccess(db, scope, input.shopId, { owner: true });
  await db.transaction(async (tx) => {
    await lockDayForClosing(tx, shop.id, input.day);
    const [booked] = await tx
      .select({ id: dangqiSlot.id })
      .from(dangqiSlot)
      .where(and(eq(dangqiSlot.shopId, shop.id), eq(dangqiSlot.day, input.day), gt(dangqiSlot.booked, 0)))
      .limit(1);
    if (booked) throw new BusinessError(msg('dangqiDayHasBookings'));
    await tx
      .insert(dangqiClosedDay)
      .values({ shopId: shop.id, day: input.day, tenantId: shop.tenantId, reason: input.reason })
      .onConflictDoUpdate({ target: [dangqiClosedDay.shopId, dangqiClosedDay.day], set: { reason: input.reason } });
  });
  return { shopId: shop.id, day: input.day, reason: input.reason };
}

export async function openDay(db: Db, scope: Scope, input: { shopId: string; day: string }): Promise<void> {
  await requireShopAccess(db, scope, input.shopId, { owner: true });
  await db
    .delete(dangqiClosedDay)
    .where(and(eq(dangqiClosedDay.shopId, input.shopId), eq(dangqiClosedDay.day, input.day)));
}
