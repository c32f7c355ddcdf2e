import { ORDER_DEPOSIT_DUE_HOURS } from '@scenecast/contracts';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { type TodoSource, todoItem } from '../../platform/todos/registry.js';
import { studioClock, studioInstant } from '../dangqi/clock.js';
import { slotTimes } from '../dangqi/places.js';
import { accessibleShopIds } from '../shop/access.js';
import { cjOrder } from './schema.js';

/** The orders page, which opens the order named by `id`. */
const ORDER_PATH = '/cjmain/order';

/** Booked orders of the caller's shops whose slot has ended: shot and not marked, or a no-show. */
export const lateOrderTodos: TodoSource = {
  name: 'orderLate',
  async list(db, scope) {
    const shopIds = await accessibleShopIds(db, scope);
    if (shopIds.length === 0) return [];
    const rows = await db
      .select({ id: cjOrder.id, orderNo: cjOrder.orderNo, customerName: cjOrder.customerName, slotId: cjOrder.slotId })
      .from(cjOrder)
      .where(and(inArray(cjOrder.shopId, shopIds), eq(cjOrder.status, 'booked')));
    const slots = await slotTimes(
      db,
      rows.flatMap((row) => (row.slotId ? [row.slotId] : [])),
    );
    const now = studioClock();
    return rows.flatMap((row) => {
      const slot = row.slotId ? slots.get(row.slotId) : undefined;
      if (!slot || slot.day > now.day || (slot.day === now.day && slot.endMinute > now.minute)) return [];
      const subject = `${row.orderNo} ${row.customerName}`;
      const time = studioInstant(slot.day, slot.endMinute);
      return [todoItem('orderLate', { businessId: row.id, subject, path: ORDER_PATH, time })];
    });
  },
};

/** Orders still waiting for their deposit ORDER_DEPOSIT_DUE_HOURS after booking. */
export const unpaidOrderTodos: TodoSource = {
  name: 'orderUnpaid',
  async list(db, scope) {
    const shopIds = await accessibleShopIds(db, scope);
    if (shopIds.length === 0) return [];
    const due = new Date(Date.now() - ORDER_DEPOSIT_DUE_HOURS * 3_600_000);
    const rows = await db
      .select({
        id: cjOrder.id,
        orderNo: cjOrder.orderNo,
        customerName: cjOrder.customerName,
        time: cjOrder.createTime,
      })
      .from(cjOrder)
      .where(
        and(inArray(cjOrder.shopId, shopIds), eq(cjOrder.status, 'awaiting_deposit'), lt(cjOrder.createTime, due)),
      );
    return rows.map((row) =>
      todoItem('orderUnpaid', {
        businessId: row.id,
        subject: `${row.orderNo} ${row.customerName}`,
        path: ORDER_PATH,
        time: row.time,
      }),
    );
  },
};
