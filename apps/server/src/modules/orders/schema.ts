import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/**
 * A studio's orders. `status` follows awaiting_deposit → booked → shot → selecting → producing →
 * delivered, or ends in cancelled / refunded. The package's name and price are copied at booking so
 * a later price change does not rewrite the order. Money in fen.
 */
export const cjOrder = pgTable(
  'cj_order',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    orderNo: text('order_no').notNull(),
    customerId: text('customer_id').notNull(),
    /** The customer as booked (name and phone), so the list filters and exports without a join. */
    customerName: text('customer_name').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    /** The phone backwards, so "ends with 0123" is a prefix search on an index. */
    customerPhoneReversed: text('customer_phone_reversed').generatedAlwaysAs(sql`reverse(customer_phone)`),
    taoxiId: text('taoxi_id').notNull(),
    taoxiName: text('taoxi_name').notNull(),
    priceFen: integer('price_fen').notNull(),
    depositFen: integer('deposit_fen').notNull(),
    /** Received minus refunded. */
    paidFen: integer('paid_fen').notNull().default(0),
    slotId: text('slot_id'),
    staffUserId: text('staff_user_id'),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cj_order_tenant_no_uq').on(t.tenantId, t.orderNo),
    index('cj_order_tenant_time_idx').on(t.tenantId, t.createTime),
    index('cj_order_customer_idx').on(t.customerId),
    index('cj_order_slot_idx').on(t.slotId),
    // The list's default order (createTime, then id) read straight off an index, newest first,
    // with or without one status.
    index('cj_order_shop_time_id_idx').on(t.shopId, t.createTime, t.id),
    index('cj_order_shop_status_time_id_idx').on(t.shopId, t.status, t.createTime, t.id),
    index('cj_order_shop_phone_reversed_idx').on(t.shopId, t.customerPhoneReversed.op('text_pattern_ops')),
  ],
);

/**
 * Orders per shop and status with their price and paid sums, kept by triggers on cj_order (migration
 * 0050), so totals without narrowing filters are a sum of a few rows rather than a scan of orders.
 */
export const cjOrderCount = pgTable(
  'cj_order_count',
  {
    shopId: text('shop_id').notNull(),
    status: text('status').notNull(),
    orders: integer('orders').notNull(),
    priceFen: bigint('price_fen', { mode: 'number' }).notNull(),
    paidFen: bigint('paid_fen', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'cj_order_count_pk', columns: [t.shopId, t.status] })],
);

/** Money received or returned on an order: kind deposit, balance or refund (a refund's amount is positive). */
export const cjOrderPayment = pgTable(
  'cj_order_payment',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    orderId: text('order_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    kind: text('kind').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** cash, wechat, alipay, card, transfer. */
    method: text('method').notNull(),
    note: text('note').notNull().default(''),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cj_order_payment_order_idx').on(t.orderId)],
);

/** What happened to an order, oldest first: created, status moves, payments, edits. */
export const cjOrderLog = pgTable(
  'cj_order_log',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    orderId: text('order_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cj_order_log_order_idx').on(t.orderId, t.createTime)],
);

/** The last order number of a tenant's day: taken with one upsert, so two bookings never share one. */
export const cjOrderNoSeq = pgTable(
  'cj_order_no_seq',
  {
    tenantId: integer('tenant_id').notNull(),
    day: date('day').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);
