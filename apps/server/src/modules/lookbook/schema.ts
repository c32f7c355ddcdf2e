import { index, integer, jsonb, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/** A clothing shop's collections (a season's line), in `sort` order. Names are unique in a shop. */
export const fzCollections = pgTable(
  'fz_collection',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    name: text('name').notNull(),
    /** One of FZ_SEASONS. */
    season: text('season').notNull(),
    year: integer('year').notNull(),
    cover: text('cover').notNull().default(''),
    description: text('description').notNull().default(''),
    /** 1 shown on screens, 0 hidden. */
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('fz_collection_shop_name_uq').on(t.shopId, t.name)],
);

/** The styles of a collection, in `sort` order; `style_no` (款号) is unique in the shop. */
export const fzStyles = pgTable(
  'fz_style',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    collectionId: text('collection_id').notNull(),
    styleNo: text('style_no').notNull(),
    name: text('name').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** Fen. */
    price: integer('price').notNull(),
    sizes: jsonb('sizes').$type<string[]>().notNull().default([]),
    colours: jsonb('colours').$type<string[]>().notNull().default([]),
    fabric: text('fabric').notNull().default(''),
    description: text('description').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    status: smallint('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('fz_style_shop_style_no_uq').on(t.shopId, t.styleNo),
    index('fz_style_collection_sort_idx').on(t.collectionId, t.sort),
  ],
);

export type FzCollectionRow = typeof fzCollections.$inferSelect;
export type FzStyleRow = typeof fzStyles.$inferSelect;
