import { msg, type OrderStatus, orderMoveRefusal } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { releaseSlotPlace } from '../dangqi/places.js';
import { lockOrder, requireOrder } from './access.js';
import { logOrder } from './records.js';
import { cjOrder } from './schema.js';

/**
 * Moves an order by hand along the status flow (orderMoveRefusal says which moves are open).
 * Cancelling gives its slot place back at once, so someone else can book it; the money paid stays
 * recorded until it is refunded.
 */
export async function moveOrder(
  db: Db,
  scope: Scope,
  input: { id: string; status: OrderStatus; note: string },
): Promise<void> {
  await requireOrder(db, scope, input.id);
  await db.transaction(async (tx) => {
    const row = await lockOrder(tx, input.id);
    const from = row.status as OrderStatus;
    const refusal = orderMoveRefusal(
      { status: from, priceFen: row.priceFen, depositFen: row.depositFen, paidFen: row.paidFen },
      input.status,
    );
    if (refusal) throw new BusinessError(msg(refusal));
    if (input.status === 'cancelled' && row.slotId) await releaseSlotPlace(tx, row.slotId);
    await tx.update(cjOrder).set({ status: input.status, updateTime: new Date() }).where(eq(cjOrder.id, row.id));
    await logOrder(tx, {
      orderId: row.id,
      action: 'status',
      fromStatus: from,
      toStatus: input.status,
      detail: input.note ? { note: input.note } : undefined,
      createBy: scope.username,
    });
  });
}
