import { msg } from '@scenecast/contracts';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { studioClock } from './clock.js';
import { lockDayForBooking } from './day-lock.js';
import { dangqiClosedDay, dangqiSlot } from './schema.js';

export interface SlotTimes {
  id: string;
  day: string;
  startMinute: number;
  endMinute: number;
}

/**
 * Takes one place of a shop's slot for a booking (run it in the booking's transaction). The slot
 * must be this shop's (another shop's id is refused like a foreign one), on an open day, not begun.
 * The place itself is one conditional update (booked < capacity): however many bookings race for
 * the last place, the database lets exactly one through. The day's lock (day-lock.ts) is taken
 * before the closed-day check, so a day closing at the same time is either seen closed or waits.
 */
export async function takeSlotPlace(db: Db, shopId: string, slotId: string): Promise<SlotTimes> {
  const [slot] = await db
    .select()
    .from(dangqiSlot)
    .where(and(eq(dangqiSlot.id, slotId), eq(dangqiSlot.shopId, shopId)))
    .limit(1);
  if (!slot) throw forbidden(msg('shopNoAccess'));
  const now = studioClock();
  if (slot.day < now.day || (slot.day === now.day && slot.startMinute < now.minute)) {
    throw new BusinessError(msg('dangqiSlotPast'));
  }
  await lockDayForBooking(db, shopId, slot.day);
  const [closed] = await db
    .select({ day: dangqiClosedDay.day })
    .from(dangqiClosedDay)
    .where(and(eq(dangqiClosedDay.shopId, shopId), eq(dangqiClosedDay.day, slot.day)));
  if (closed) throw new BusinessError(msg('dangqiDayClosed'));
  const taken = await db
    .update(dangqiSlot)
    .set({ booked: sql`${dangqiSlot.booked} + 1` })
    .where(and(eq(dangqiSlot.id, slotId), lt(dangqiSlot.booked, dangqiSlot.capacity)))
    .returning({ id: dangqiSlot.id });
  if (taken.length === 0) throw new BusinessError(msg('dangqiSlotFull'));
  return { id: slot.id, day: slot.day, startMinute: slot.startMinute, endMinute: slot.endMinute };
}

/** Gives a place back (an order cancelled or moved to another slot). */
export async function releaseSlotPlace(db: Db, slotId: string): Promise<void> {
  await db
    .update(dangqiSlot)
    .set({ booked: sql`${dangqiSlot.booked} - 1` })
    .where(and(eq(dangqiSlot.id, slotId), gt(dangqiSlot.booked, 0)));
}

/** Day and times of slots, by id. */
export async function slotTimes(db: Db, ids: string[]): Promise<Map<string, SlotTimes>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: dangqiSlot.id,
      day: dangqiSlot.day,
      startMinute: dangqiSlot.startMinute,
      endMinute: dangqiSlot.endMinute,
    })
    .from(dangqiSlot)
    .where(inArray(dangqiSlot.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}
