import { msg, ORDER_RESCHEDULABLE, type OrderStatus } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { releaseSlotPlace, takeSlotPlace } from '../dangqi/places.js';
import { requireStaffOfShop } from '../dangqi/staff.js';
import { lockOrder, requireOrder } from './access.js';
import { logOrder } from './records.js';
import { cjOrder } from './schema.js';

/**
 * Changes an order's slot (before the shoot only: the new place is taken before the old one is
 * given back, so a full slot leaves the order where it was), its staff member or its note. Each
 * change is one line of the change log with the values before and after.
 */
export async function editOrder(
  db: Db,
  scope: Scope,
  input: { id: string; slotId?: string; staffUserId?: string | null; note?: string },
): Promise<void> {
  const order = await requireOrder(db, scope, input.id);
  if (input.staffUserId) await requireStaffOfShop(db, scope, order.shopId, input.staffUserId);
  await db.transaction(async (tx) => {
    const row = await lockOrder(tx, input.id);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    const set: Partial<typeof cjOrder.$inferInsert> = {};
    if (input.slotId !== undefined && input.slotId !== row.slotId) {
      if (!ORDER_RESCHEDULABLE.includes(row.status as OrderStatus))
        throw new BusinessError(msg('orderRescheduleNotNow'));
      await takeSlotPlace(tx, row.shopId, input.slotId);
      if (row.slotId) await releaseSlotPlace(tx, row.slotId);
      set.slotId = input.slotId;
      changes.slotId = { from: row.slotId, to: input.slotId };
    }
    if (input.staffUserId !== undefined && (input.staffUserId ?? null) !== row.staffUserId) {
      set.staffUserId = input.staffUserId ?? null;
      changes.staffUserId = { from: row.staffUserId, to: input.staffUserId ?? null };
    }
    if (input.note !== undefined && input.note !== row.note) {
      set.note = input.note;
      changes.note = { from: row.note, to: input.note };
    }
    if (Object.keys(changes).length === 0) return;
    await tx
      .update(cjOrder)
      .set({ ...set, updateTime: new Date() })
      .where(eq(cjOrder.id, row.id));
    await logOrder(tx, { orderId: row.id, action: 'edited', detail: changes, createBy: scope.username });
  });
}
