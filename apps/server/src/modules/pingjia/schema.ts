import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/**
 * A customer's review of a shop (pingjia): 1–5 stars, text, photos, the shop's reply. It may name
 * the order it is about (one review per order) and the customer. `isShow` 0 hides its text and
 * photos from screens; `isScreen` 1 puts it on the shop's screens.
 */
export const pingjia = pgTable(
  'cj_pingjia',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    orderId: text('order_id'),
    customerId: text('customer_id'),
    star: smallint('star').notNull(),
    content: text('content').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    reply: text('reply'),
    replyBy: text('reply_by'),
    replyTime: timestamp('reply_time', { withTimezone: true }),
    isShow: smallint('is_show').notNull().default(1),
    isScreen: smallint('is_screen').notNull().default(0),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cj_pingjia_shop_time_idx').on(t.shopId, t.createTime),
    index('cj_pingjia_customer_idx').on(t.customerId),
    uniqueIndex('cj_pingjia_order_uq').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
  ],
);

export type PingjiaRow = typeof pingjia.$inferSelect;
