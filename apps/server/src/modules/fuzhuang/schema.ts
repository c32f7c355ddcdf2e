import type { FuzhuangState } from '@scenecast/contracts';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/**
 * A studio's costumes (fuzhuang). `number` is unique per shop: it is what sample albums list in
 * cj_kepian_fuzhuang, and an album may only list numbers found here.
 */
export const fuzhuang = pgTable(
  'cj_fuzhuang',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    number: text('number').notNull(),
    name: text('name').notNull(),
    /** A node of the sys_category subtree coded FUZHUANG_CATEGORY_CODE. */
    categoryId: text('category_id'),
    sizes: jsonb('sizes').$type<string[]>().notNull().default([]),
    colours: jsonb('colours').$type<string[]>().notNull().default([]),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    state: text('state').$type<FuzhuangState>().notNull().default('available'),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cj_fuzhuang_shop_number_uq').on(t.shopId, t.number),
    index('cj_fuzhuang_shop_time_idx').on(t.shopId, t.createTime),
  ],
);
export type FuzhuangRow = typeof fuzhuang.$inferSelect;
