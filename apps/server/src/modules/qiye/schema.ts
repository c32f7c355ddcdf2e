import type { QyBlockItem } from '@scenecast/contracts';
import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/**
 * The blocks of an enterprise shop's page (qy scene), in `sort` order 1..n. One row per block: its
 * kind, title, text and entries (products, honours, cases, people, contact lines) as JSON, since
 * an entry is only ever read and written with its block.
 */
export const qyBlocks = pgTable(
  'qy_block',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    items: jsonb('items').$type<QyBlockItem[]>().notNull().default([]),
    isShow: smallint('is_show').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('qy_block_shop_idx').on(t.shopId, t.sort)],
);

export type QyBlockRow = typeof qyBlocks.$inferSelect;
