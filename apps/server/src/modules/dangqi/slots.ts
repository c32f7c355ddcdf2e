import {
  type DangqiCalendar,
  type DangqiSlotRecord,
  isOpeningDay,
  minuteText,
  msg,
  withinOpeningHours,
} from '@scenecast/contracts';
import { and, asc, eq, gt, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { requireShopAccess } from '../shop/access.js';
import { bookingRulesOf } from '../studio-profile/service.js';
import { checkRange, requireShopResources, requireSlot, type SlotRow } from './access.js';
import { daysBetween, studioClock, weekdayOf } from './clock.js';
import { checkResourcesFree, slotTaken } from './conflicts.js';
import { lockShopSlots } from './day-lock.js';
import { dangqiClosedDay, dangqiSlot, dangqiSlotResource } from './schema.js';
import { toSlotRecords } from './slot-records.js';

export interface SlotsInput {
  shopId: string;
  from: string;
  to: string;
  weekdays?: number[];
  times: { startMinute: number; endMinute: number }[];
  capacity: number;
  resourceIds: string[];
}

async function closedDaysIn(db: Db, shopId: string, from: string, to: string) {
  return db
    .select()
    .from(dangqiClosedDay)
    .where(and(eq(dangqiClosedDay.shopId, shopId), gte(dangqiClosedDay.day, from), lte(dangqiClosedDay.day, to)))
    .orderBy(asc(dangqiClosedDay.day));
}

/**
 * Opens the same times on every chosen weekday of a range. Past days, closed days and weekdays
 * the shop's opening hours leave out are skipped; a time outside a day's opening hours, a time
 * already opened that day, or a photographer or room busy then, refuses the whole call.
 */
export async function addSlots(db: Db, scope: Scope, input: SlotsInput): Promise<{ created: number }> {
  const shop = await requireShopAccess(db, scope, input.shopId, { owner: true });
  checkRange(input.from, input.to);
  const resources = await requireShopResources(db, shop.id, input.resourceIds);
  const today = studioClock().day;
  const closed = new Set((await closedDaysIn(db, shop.id, input.from, input.to)).map((row) => row.day));
  const { openingHours } = await bookingRulesOf(db, shop.id);
  const days = daysBetween(input.from, input.to).filter(
    (day) =>
      day >= today &&
      !closed.has(day) &&
      isOpeningDay(openingHours, day) &&
      (!input.weekdays || input.weekdays.includes(weekdayOf(day))),
  );
  const spans = days.flatMap((day) => input.times.map((time) => ({ day, ...time })));
  if (spans.length === 0) return { created: 0 };
  const outside = spans.find((span) => !withinOpeningHours(openingHours, span));
  if (outside) {
    const time = `${outside.day} ${minuteText(outside.startMinute)}-${minuteText(outside.endMinute)}`;
    throw new BusinessError(msg('dangqiOutsideHours', 'zh', time));
  }
  return db.transaction(async (tx) => {
    await lockShopSlots(tx, shop.id);
    await checkResourcesFree(tx, shop.id, resources, spans);
    const existing = await tx
      .select({ day: dangqiSlot.day, startMinute: dangqiSlot.startMinute })
      .from(dangqiSlot)
      .where(and(eq(dangqiSlot.shopId, shop.id), inArray(dangqiSlot.day, days)));
    const clash = spans.find((span) =>
      existing.some((row) => row.day === span.day && row.startMinute === span.startMinute),
    );
    if (clash) throw slotTaken(clash.day, clash.startMinute);
    const seen = new Set<string>();
    for (const span of spans) {
      const key = `${span.day}|${span.startMinute}`;
      if (seen.has(key)) throw slotTaken(span.day, span.startMinute);
      seen.add(key);
    }
    const rows = await tx
      .insert(dangqiSlot)
      .values(
        spans.map((span) => ({
          tenantId: shop.tenantId,
          shopId: shop.id,
          day: span.day,
          startMinute: span.startMinute,
          endMinute: span.endMinute,
          capacity: input.capacity,
          createBy: scope.username,
        })),
      )
      .returning({ id: dangqiSlot.id });
    if (resources.length > 0) {
      await tx
        .insert(dangqiSlotResource)
        .values(rows.flatMap((row) => resources.map((resource) => ({ slotId: row.id, resourceId: resource.id }))));
    }
    return { created: rows.length };
  });
}

/**
 * Changes a slot's capacity and resources. The capacity never goes below the places already booked:
 * the check and the change are one conditional update, so a booking in between cannot slip past it.
 */
export async function editSlot(
  db: Db,
  scope: Scope,
  input: { id: string; capacity: number; resourceIds: string[] },
): Promise<DangqiSlotRecord> {
  const slot = await requireSlot(db, scope, input.id);
  await requireShopAccess(db, scope, slot.shopId, { owner: true });
  const resources = await requireShopResources(db, slot.shopId, input.resourceIds);
  return db.transaction(async (tx) => {
    await lockShopSlots(tx, slot.shopId);
    await checkResourcesFree(tx, slot.shopId, resources, [slot], slot.id);
    const [row] = await tx
      .update(dangqiSlot)
      .set({ capacity: input.capacity })
      .where(and(eq(dangqiSlot.id, slot.id), lte(dangqiSlot.booked, input.capacity)))
      .returning();
    if (!row) {
      const [now] = await tx.select({ booked: dangqiSlot.booked }).from(dangqiSlot).where(eq(dangqiSlot.id, slot.id));
      throw new BusinessError(msg('dangqiCapacityBelowBooked', 'zh', now?.booked ?? slot.booked));
    }
    await tx.delete(dangqiSlotResource).where(eq(dangqiSlotResource.slotId, slot.id));
    if (resources.length > 0) {
      await tx
        .insert(dangqiSlotResource)
        .values(resources.map((resource) => ({ slotId: slot.id, resourceId: resource.id })));
    }
    const [record] = await toSlotRecords(tx, [row]);
    return record;
  });
}

/** Deletes a slot nobody booked (checked in the delete itself). */
export async function deleteSlot(db: Db, scope: Scope, id: string): Promise<void> {
  const slot = await requireSlot(db, scope, id);
  await requireShopAccess(db, scope, slot.shopId, { owner: true });
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(dangqiSlot)
      .where(and(eq(dangqiSlot.id, id), eq(dangqiSlot.booked, 0)))
      .returning({ id: dangqiSlot.id });
    if (gone.length === 0) throw new BusinessError(msg('dangqiSlotHasBookings'));
    await tx.delete(dangqiSlotResource).where(eq(dangqiSlotResource.slotId, id));
  });
}

/** The month and week views: a shop's slots (with occupancy) and closed days over a range. */
export async function calendar(
  db: Db,
  scope: Scope,
  shopId: string,
  from: string,
  to: string,
): Promise<DangqiCalendar> {
  await requireShopAccess(db, scope, shopId);
  checkRange(from, to);
  const [rows, closed] = await Promise.all([
    db
      .select()
      .from(dangqiSlot)
      .where(and(eq(dangqiSlot.shopId, shopId), gte(dangqiSlot.day, from), lte(dangqiSlot.day, to))),
    closedDaysIn(db, shopId, from, to),
  ]);
  return {
    slots: await toSlotRecords(db, rows),
    closedDays: closed.map((row) => ({ shopId: row.shopId, day: row.day, reason: row.reason })),
  };
}

/** Slots of a day that can still be booked: the day open, the slot not begun, a place left. */
export async function openSlots(db: Db, scope: Scope, shopId: string, day: string): Promise<DangqiSlotRecord[]> {
  await requireShopAccess(db, scope, shopId);
  return toSlotRecords(db, await bookableSlots(db, shopId, day, day));
}

/**
 * The shop's slots from `from` to `to` that can still be booked, in day and time order: on open
 * days, not begun (studio time), with a place left. The console's booking form and the applet
 * offer these.
 */
export async function bookableSlots(db: Db, shopId: string, from: string, to: string): Promise<SlotRow[]> {
  const now = studioClock();
  const first = from < now.day ? now.day : from;
  if (first > to) return [];
  return db
    .select()
    .from(dangqiSlot)
    .where(
      and(
        eq(dangqiSlot.shopId, shopId),
        gte(dangqiSlot.day, first),
        lte(dangqiSlot.day, to),
        sql`${dangqiSlot.booked} < ${dangqiSlot.capacity}`,
        or(gt(dangqiSlot.day, now.day), gte(dangqiSlot.startMinute, now.minute)),
        sql`NOT EXISTS (SELECT 1 FROM ${dangqiClosedDay} c WHERE c.shop_id = ${dangqiSlot.shopId} AND c.day = ${dangqiSlot.day})`,
      ),
    )
    .orderBy(asc(dangqiSlot.day), asc(dangqiSlot.startMinute), asc(dangqiSlot.id));
}
