import { cancellationKeepsDeposit } from '@scenecast/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { studioInstant } from '../dangqi/clock.js';
import { slotTimes } from '../dangqi/places.js';
import { bookingRulesOf } from '../studio-profile/service.js';
import type { OrderRow } from './access.js';
import { cjOrderLog } from './schema.js';

/**
 * The cancellation window (baseinfo cancelHours) when a cancelled order's deposit stays with the
 * studio, or null when it may be refunded. The order was cancelled when its change log last moved
 * it to cancelled; cancelling keeps its slot id, so its slot still says when the shoot was to
 * begin. An order without a slot (or whose slot was deleted since) refunds in full.
 */
export async function keptDepositWindow(db: Db, row: OrderRow): Promise<number | null> {
  if (row.status !== 'cancelled' || !row.slotId) return null;
  const [cancelled] = await db
    .select({ at: cjOrderLog.createTime })
    .from(cjOrderLog)
    .where(and(eq(cjOrderLog.orderId, row.id), eq(cjOrderLog.action, 'status'), eq(cjOrderLog.toStatus, 'cancelled')))
    .orderBy(desc(cjOrderLog.createTime))
    .limit(1);
  const slot = (await slotTimes(db, [row.slotId])).get(row.slotId);
  if (!cancelled || !slot) return null;
  const { cancelHours } = await bookingRulesOf(db, row.shopId);
  const slotStart = studioInstant(slot.day, slot.startMinute);
  return cancellationKeepsDeposit(cancelled.at, slotStart, cancelHours) ? cancelHours : null;
}
