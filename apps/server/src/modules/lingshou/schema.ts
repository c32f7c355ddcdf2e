import type { LsHomeModule } from '@scenecast/contracts';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/** A retail shop's product categories (one level), in `sort` order. Names are unique in a shop. */
export const lsCategories = pgTable(
  'ls_category',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('ls_category_shop_name_uq').on(t.shopId, t.name)],
);

/** Products of a retail shop; `code` (货号) is unique in the shop and groups the import's rows. */
export const lsProducts = pgTable(
  'ls_product',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    categoryId: text('category_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** 1 on shelf (shown on screens), 0 off shelf. */
    status: smallint('status').notNull().default(0),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('ls_product_shop_code_uq').on(t.shopId, t.code), index('ls_product_category_idx').on(t.categoryId)],
);

/** A product's variants: a spec unique within the product, its price in fen and its stock. */
export const lsSkus = pgTable(
  'ls_product_sku',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    productId: text('product_id').notNull(),
    spec: text('spec').notNull(),
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('ls_product_sku_spec_uq').on(t.productId, t.spec)],
);

/** A retail shop's showcase cases (案例), in `sort` order; `productIds` name products of the same shop. */
export const lsCases = pgTable(
  'ls_case',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** Rich text (sanitised HTML). */
    content: text('content').notNull().default(''),
    productIds: jsonb('product_ids').$type<string[]>().notNull().default([]),
    /** 1 shown on screens, 0 a draft. */
    isShow: smallint('is_show').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ls_case_shop_idx').on(t.shopId, t.sort)],
);

/** One row per retail shop once its owner saves the home (/lsmain/shouye): the modules in order and the banner images. */
export const lsHomes = pgTable('ls_home', {
  shopId: text('shop_id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  modules: jsonb('modules').$type<LsHomeModule[]>().notNull(),
  banners: jsonb('banners').$type<string[]>().notNull().default([]),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
});

export type LsProductRow = typeof lsProducts.$inferSelect;
export type LsCategoryRow = typeof lsCategories.$inferSelect;
export type LsCaseRow = typeof lsCases.$inferSelect;
