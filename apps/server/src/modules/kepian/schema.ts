import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/**
 * Album categories (fenlei): a tree per shop, level 0/1/2 (yj/ej/sj). `sort` orders siblings 1..n.
 * `isShare` 1: the category's albums reach the shops that joined this shop's share code.
 */
export const kepianFenlei = pgTable(
  'cj_kepian_fenlei',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    level: smallint('level').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    top: smallint('top').notNull().default(0),
    isShare: smallint('is_share').notNull().default(0),
    /** The template key it was created from (addFenleiMould), or null. */
    mould: text('mould'),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cj_kepian_fenlei_shop_idx').on(t.shopId, t.parentId)],
);

/**
 * Sample albums (kepian). `sort` is the shop's dense display order 1..n; pinned albums (top 1)
 * show before the rest without changing it. The password is an argon2 hash, never answered.
 */
export const kepian = pgTable(
  'cj_kepian',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    mainNumber: text('main_number').notNull(),
    title: text('title').notNull(),
    /** The cover photo's file key, or null: the first photo. */
    cover: text('cover'),
    status: smallint('status').notNull().default(1),
    top: smallint('top').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    passwordHash: text('password_hash'),
    isPublicPd: smallint('is_public_pd').notNull().default(0),
    isPublicXcx: smallint('is_public_xcx').notNull().default(0),
    vipOnly: smallint('vip_only').notNull().default(0),
    shareStatus: smallint('share_status').notNull().default(0),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cj_kepian_shop_number_uq').on(t.shopId, t.mainNumber),
    index('cj_kepian_shop_idx').on(t.shopId, t.sort),
  ],
);

/** An album's photos, in album order 1..n; problem and reason are decided when the photo is saved. */
export const kepianPhoto = pgTable(
  'cj_kepian_photo',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    kepianId: text('kepian_id').notNull(),
    fileKey: text('file_key').notNull(),
    sort: integer('sort').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** The tenant charged for the bytes (the upload's), and their size: counted in its storage quota. */
    tenantId: integer('tenant_id'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    /** sha256 of the stored bytes, for the duplicate check; null when unreadable. */
    contentHash: text('content_hash'),
    problem: boolean('problem').notNull().default(false),
    problemReason: text('problem_reason'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cj_kepian_photo_album_idx').on(t.kepianId, t.sort),
    index('cj_kepian_photo_tenant_idx').on(t.tenantId),
  ],
);

export const kepianFenleiLink = pgTable(
  'cj_kepian_fenlei_link',
  {
    kepianId: text('kepian_id').notNull(),
    fenleiId: text('fenlei_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kepianId, t.fenleiId] }), index('cj_kepian_fenlei_link_fl_idx').on(t.fenleiId)],
);

/** Costume (fuzhuang) numbers worn in an album; a number belongs to one album of a shop. */
export const kepianFuzhuang = pgTable(
  'cj_kepian_fuzhuang',
  {
    shopId: text('shop_id').notNull(),
    number: text('number').notNull(),
    kepianId: text('kepian_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.number] }), index('cj_kepian_fuzhuang_album_idx').on(t.kepianId)],
);

/** A shop's album share code (6 characters); changing it stops new joins with the old one. */
export const kepianShareCode = pgTable('cj_kepian_share_code', {
  shopId: text('shop_id').primaryKey(),
  code: text('code').notNull().unique(),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
});

/** A receiving shop joined an owner shop's share: it sees the owner's shared albums, read-only. */
export const kepianShareGrant = pgTable(
  'cj_kepian_share_grant',
  {
    ownerShopId: text('owner_shop_id').notNull(),
    receiverShopId: text('receiver_shop_id').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerShopId, t.receiverShopId] }),
    index('cj_kepian_share_grant_receiver_idx').on(t.receiverShopId),
  ],
);

/** A receiving shop hid one shared category of an owner (deleteShareFenlei). */
export const kepianShareHidden = pgTable(
  'cj_kepian_share_hidden',
  {
    receiverShopId: text('receiver_shop_id').notNull(),
    fenleiId: text('fenlei_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.receiverShopId, t.fenleiId] })],
);

/** How a shop's albums show on its screens; a shop without a row has the defaults. */
export const kepianConfig = pgTable('cj_kepian_config', {
  shopId: text('shop_id').primaryKey(),
  columns: smallint('columns').notNull().default(4),
  photoSeconds: smallint('photo_seconds').notNull().default(6),
  showMainNumber: boolean('show_main_number').notNull().default(true),
  showTitle: boolean('show_title').notNull().default(true),
});

/** Wrong album passwords per screen and minute. */
export const kepianPasswordGuess = pgTable('cj_kepian_password_guess', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

export type KepianRow = typeof kepian.$inferSelect;
export type FenleiRow = typeof kepianFenlei.$inferSelect;
export type KepianPhotoRow = typeof kepianPhoto.$inferSelect;
