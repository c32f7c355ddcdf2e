import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/**
 * A studio's packages (taoxi): what a customer books. Money is in fen (1/100 yuan) so sums stay exact.
 * `status` 1 on sale, 0 off; `sort` orders the shop's packages 1..n on screens and in the applet.
 */
export const taoxi = pgTable(
  'cj_taoxi',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    name: text('name').notNull(),
    priceFen: integer('price_fen').notNull(),
    depositFen: integer('deposit_fen').notNull().default(0),
    photoCount: integer('photo_count').notNull().default(0),
    retouchedCount: integer('retouched_count').notNull().default(0),
    costumeCount: integer('costume_count').notNull().default(0),
    lookCount: integer('look_count').notNull().default(0),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    /** What is handed over: prints, albums, frames, with how many of each. */
    includes: jsonb('includes').$type<{ item: string; quantity: number }[]>().notNull().default([]),
    cover: text('cover'),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    /** Rich text (sanitised HTML). */
    description: text('description').notNull().default(''),
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cj_taoxi_shop_idx').on(t.shopId, t.sort)],
);
export type TaoxiRow = typeof taoxi.$inferSelect;
