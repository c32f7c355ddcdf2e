import { ORDER_NO_PATTERN, ORDER_NO_RULE_CODE, orderNumber } from '@scenecast/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import type { CheckRule } from '../../platform/registry/check-rules.js';
import { studioClock } from '../dangqi/clock.js';
import { cjOrderNoSeq } from './schema.js';

/** The order-number code rule of /sys/checkRule/checkByCode (ruleCode order_no). */
export const orderNoRule: CheckRule = { code: ORDER_NO_RULE_CODE, test: ORDER_NO_PATTERN, message: 'orderNoRule' };

/**
 * The next order number of the tenant's day (studio time): one upsert takes the sequence, so
 * concurrent bookings get different numbers; run inside the booking's transaction, a refused
 * booking gives its number back.
 */
export async function nextOrderNo(db: Db, tenantId: number): Promise<string> {
  const day = studioClock().day;
  const [row] = await db
    .insert(cjOrderNoSeq)
    .values({ tenantId, day, last: 1 })
    .onConflictDoUpdate({
      target: [cjOrderNoSeq.tenantId, cjOrderNoSeq.day],
      set: { last: sql`${cjOrderNoSeq.last} + 1` },
    })
    .returning({ last: cjOrderNoSeq.last });
  return orderNumber(day, row.last);
}
