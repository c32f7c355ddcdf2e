import { SHOP_DEFAULT_TIME_ZONE, type ShopPlace } from '@scenecast/contracts';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/** Shops (business §3). `changjingId` repeats the kind of the owning scene for menus and filters. */
export const shops = pgTable(
  'cj_shop',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    myChangjingId: text('my_changjing_id').notNull(),
    changjingId: text('changjing_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    name: text('name').notNull(),
    jcName: text('jc_name').notNull(),
    photo: text('photo').notNull().default(''),
    wxcoe: text('wxcoe').notNull().default(''),
    beijing: text('beijing').notNull().default(''),
    descText: text('desc_text').notNull().default(''),
    /** Comma-joined, at most 3. */
    phone: text('phone').notNull().default(''),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    area: text('area').notNull().default(''),
    address: text('address').notNull().default(''),
    place: jsonb('place').$type<ShopPlace[]>().notNull().default([]),
    /** 0 enabled, 9 disabled. */
    status: smallint('status').notNull().default(0),
    ratioCover: text('ratio_cover'),
    sort: integer('sort').notNull().default(0),
    /** 1 pinned to the top of the list. */
    top: smallint('top').notNull().default(0),
    /** IANA zone (canonical name): plans resolve and proof-of-play days count in it. */
    timeZone: text('time_zone').notNull().default(SHOP_DEFAULT_TIME_ZONE),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cj_shop_owner_idx').on(t.tenantId, t.createBy), index('cj_shop_scene_idx').on(t.myChangjingId)],
);

/** Who works in a shop: its main user and the staff; status 1 active, 0 disabled. */
export const shopMembers = pgTable(
  'cj_shop_member',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    shopId: text('shop_id').notNull(),
    userId: text('user_id').notNull(),
    job: text('job'),
    isMain: boolean('is_main').notNull().default(false),
    status: smallint('status').notNull().default(1),
    /** Joined by share code and not yet enabled or disabled by the owner: a to-do of the owner's. */
    pendingReview: boolean('pending_review').notNull().default(false),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cj_shop_member_shop_user_uq').on(t.shopId, t.userId), index('cj_shop_member_user_idx').on(t.userId)],
);

/** A shop's share code: another owner's user joins the shop with it. */
export const shopShareCodes = pgTable('cj_shop_share_code', {
  shopId: text('shop_id').primaryKey(),
  code: text('code').notNull().unique(),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
});

export type ShopRow = typeof shops.$inferSelect;
export type ShopMemberRow = typeof shopMembers.$inferSelect;
