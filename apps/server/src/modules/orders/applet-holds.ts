import { APPLET_HOLD_MINUTES, APPLET_UNPAID_HOLDS_PER_SHOP, msg } from '@scenecast/contracts';
import { and, count, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { lockNamed } from '../../platform/db/named-lock.js';
import { BusinessError } from '../../platform/http/errors.js';
import { releaseSlotPlace } from '../dangqi/places.js';
import { logOrder } from './records.js';
import { cjOrder } from './schema.js';

/*
 * An applet booking awaiting its deposit is a hold: it takes a slot's place before anyone paid.
 * Anyone can make one from any address, so a shop keeps at most APPLET_UNPAID_HOLDS_PER_SHOP of
 * them at once, and each lasts APPLET_HOLD_MINUTES; then it is cancelled and its place is free.
 * Holds are released when they matter (before any booking in the shop and before the applet lists
 * the shop's slots), so no job has to run for a place to come back.
 */

const APPLET_CREATOR_PREFIX = 'applet:';

/** Who an applet's bookings are made by (`applet:<app id>`): it tells them from the console's. */
export function appletCreator(appId: string): string {
  return `${APPLET_CREATOR_PREFIX}${appId}`;
}

function isAppletCreator(createBy: string): boolean {
  return createBy.startsWith(APPLET_CREATOR_PREFIX);
}

const holdStart = sql`now() - make_interval(mins => ${APPLET_HOLD_MINUTES})`;

function appletHoldsOf(shopId: string): SQL {
  return and(
    eq(cjOrder.shopId, shopId),
    eq(cjOrder.status, 'awaiting_deposit'),
    like(cjOrder.createBy, `${APPLET_CREATOR_PREFIX}%`),
  ) as SQL;
}

/**
 * Cancels the shop's expired holds and gives their places back, in one transaction. The cancel is
 * one conditional update (still awaiting its deposit), so a deposit recorded at the same moment
 * either lands first and the order stays booked, or finds the order already cancelled.
 */
export async function releaseExpiredHolds(db: Db, shopId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const expired = await tx
      .update(cjOrder)
      .set({ status: 'cancelled', updateTime: new Date() })
      .where(and(appletHoldsOf(shopId), lt(cjOrder.createTime, holdStart)))
      .returning({ id: cjOrder.id, slotId: cjOrder.slotId });
    for (const hold of expired) {
      if (hold.slotId) await releaseSlotPlace(tx, hold.slotId);
      await logOrder(tx, {
        orderId: hold.id,
        action: 'status',
        fromStatus: 'awaiting_deposit',
        toStatus: 'cancelled',
        detail: { reason: 'holdExpired', minutes: APPLET_HOLD_MINUTES },
        createBy: 'system',
      });
    }
  });
}

/**
 * Refuses an applet booking while the shop already has its limit of live holds. Run it in the
 * booking's transaction: the shop's lock makes applet bookings count one after another, so many
 * at once cannot all see room for one more.
 */
export async function admitAppletBooking(tx: Db, shopId: string, createBy: string): Promise<void> {
  if (!isAppletCreator(createBy)) return;
  await lockNamed(tx, `applet_holds:${shopId}`);
  const [{ holds }] = await tx
    .select({ holds: count() })
    .from(cjOrder)
    .where(and(appletHoldsOf(shopId), gte(cjOrder.createTime, holdStart)));
  if (holds >= APPLET_UNPAID_HOLDS_PER_SHOP) {
    throw new BusinessError(msg('appletUnpaidHoldsFull', 'zh', APPLET_UNPAID_HOLDS_PER_SHOP));
  }
}
