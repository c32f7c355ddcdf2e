import type { OrderLogRecord, OrderPaymentRecord, OrderRecord, OrderStatus } from '@scenecast/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { shownPhone } from '../cjuser/access.js';
import { slotTimes } from '../dangqi/places.js';
import type { OrderRow } from './access.js';
import { cjOrderLog, type cjOrderPayment } from './schema.js';

/** An order as the caller may read it: the customer's phone in full only with `fullPhone` (cjuser:phone). */
export function toOrderRecord(
  row: OrderRow,
  slot: { day: string; startMinute: number; endMinute: number } | undefined,
  fullPhone: boolean,
): OrderRecord {
  return {
    id: row.id,
    shopId: row.shopId,
    orderNo: row.orderNo,
    customerId: row.customerId,
    customerName: row.customerName,
    customerPhone: shownPhone(row.customerPhone, fullPhone),
    taoxiId: row.taoxiId,
    taoxiName: row.taoxiName,
    priceFen: row.priceFen,
    depositFen: row.depositFen,
    paidFen: row.paidFen,
    slotId: row.slotId,
    shootDay: slot?.day ?? null,
    startMinute: slot?.startMinute ?? null,
    endMinute: slot?.endMinute ?? null,
    staffUserId: row.staffUserId,
    status: row.status as OrderStatus,
    note: row.note,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
  };
}

/** Orders with their slots' days and times, phones as `toOrderRecord` shows them. */
export async function toOrderRecords(db: Db, rows: OrderRow[], fullPhone: boolean): Promise<OrderRecord[]> {
  const slots = await slotTimes(
    db,
    rows.flatMap((row) => (row.slotId ? [row.slotId] : [])),
  );
  return rows.map((row) => toOrderRecord(row, row.slotId ? slots.get(row.slotId) : undefined, fullPhone));
}

export function toPaymentRecord(row: typeof cjOrderPayment.$inferSelect): OrderPaymentRecord {
  return {
    id: row.id,
    kind: row.kind as OrderPaymentRecord['kind'],
    amountFen: row.amountFen,
    method: row.method as OrderPaymentRecord['method'],
    note: row.note,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
  };
}

export function toLogRecord(row: typeof cjOrderLog.$inferSelect): OrderLogRecord {
  return {
    id: row.id,
    action: row.action,
    fromStatus: row.fromStatus as OrderStatus | null,
    toStatus: row.toStatus as OrderStatus | null,
    detail: row.detail ?? null,
    createBy: row.createBy,
    createTime: row.createTime.toISOString(),
  };
}

/** One line of an order's change log. */
export async function logOrder(
  db: Db,
  entry: {
    orderId: string;
    action: 'created' | 'status' | 'payment' | 'refund' | 'edited';
    fromStatus?: string | null;
    toStatus?: string | null;
    detail?: Record<string, unknown>;
    createBy: string;
  },
): Promise<void> {
  await db.insert(cjOrderLog).values({
    orderId: entry.orderId,
    action: entry.action,
    fromStatus: entry.fromStatus ?? null,
    toStatus: entry.toStatus ?? null,
    detail: entry.detail ?? null,
    createBy: entry.createBy,
    // The statement's clock, not the transaction's: lines written together keep their order.
    createTime: sql`clock_timestamp()`,
  });
}
