import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { lockNamed } from '../../platform/db/named-lock.js';

/** The advisory-lock key space of a shop's schedule days (the second key hashes shop and day). */
const DAY_LOCK_SPACE = 7153;
const dayKey = (shopId: string, day: string) => sql`${DAY_LOCK_SPACE}, hashtext(${`${shopId}|${day}`})`;

/*
 * Closing a day and booking on it exclude each other through one advisory lock per shop and day,
 * held until the transaction ends. Bookings share it, so they never wait for one another; closing
 * takes it alone, so it waits for the bookings in flight and holds new ones until it commits. Each
 * side reads the other only after taking the lock, so it sees the other's committed work: a booking
 * sees the closed day, closing sees the booked place. A row lock on the day's slots would not do:
 * a slot opened and booked while the day closes has no row to lock when closing starts.
 */

/** Takes a booking's share of the day's lock; run it in the booking's transaction. */
export async function lockDayForBooking(tx: Db, shopId: string, day: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${dayKey(shopId, day)})`);
}

/** Takes the day's lock alone, to close it; run it in the closing transaction. */
export async function lockDayForClosing(tx: Db, shopId: string, day: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${dayKey(shopId, day)})`);
}

/**
 * Takes the shop's lock for opening or editing slots, until the transaction ends: a time already
 * opened and a photographer or room already busy are read after it, so of two changes at once the
 * second sees the first's slots and is refused with its reason (the unique time alone would answer
 * a server error, and two overlapping times would both pass).
 */
export async function lockShopSlots(tx: Db, shopId: string): Promise<void> {
  await lockNamed(tx, `dangqi_slots:${shopId}`);
}
