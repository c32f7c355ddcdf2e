import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/**
 * Works groups (hj, business §3): a tree per shop. `sort` orders siblings 1..n. A group shared by
 * code (shareType 1) is readable by anyone signed in who knows its `shareCoding`.
 */
export const worksHj = pgTable(
  'cl_works_hj',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    /** 0 private, 1 shared by code. */
    shareType: smallint('share_type').notNull().default(0),
    /** 6 characters, unique; kept when sharing is switched off so the same code comes back. */
    shareCoding: text('share_coding'),
    /** The id of the cover work (one of the group's works), or null: the first work. */
    cover: text('cover'),
    sort: integer('sort').notNull().default(0),
    /** How long each image of the group stays on a screen; null: the default. */
    seconds: integer('seconds'),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cl_works_hj_shop_parent_idx').on(t.shopId, t.parentId, t.sort),
    uniqueIndex('cl_works_hj_share_coding_uq').on(t.shareCoding),
  ],
);

/**
 * Works: one stored media file each. `status` 1 normal, 0 in the recycle bin. Copies made from a
 * shared group point at the same stored file: a file is deleted only when no row refers to it.
 */
export const works = pgTable(
  'cl_works',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    kind: text('kind').$type<'image' | 'video'>().notNull(),
    name: text('name').notNull().default(''),
    fileKey: text('file_key').notNull(),
    thumbKey: text('thumb_key'),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Seconds, videos only (when ffprobe was available). */
    duration: real('duration'),
    status: smallint('status').notNull().default(1),
    /** Library order is creation time; kept for clients that send it. */
    sort: integer('sort').notNull().default(0),
    /** A short public code (8 characters) people read or scan. */
    code: text('code').notNull(),
    /** The cover of at least one group. */
    isCover: boolean('is_cover').notNull().default(false),
    /** How long the image stays on a screen when assigned alone; null: the default. */
    seconds: integer('seconds'),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('cl_works_shop_status_idx').on(t.shopId, t.status, t.createTime),
    index('cl_works_tenant_idx').on(t.tenantId),
    index('cl_works_file_idx').on(t.fileKey),
    uniqueIndex('cl_works_code_uq').on(t.code),
  ],
);

/** Group ↔ works: a work may be in several groups, each with its own dense order 1..n. */
export const worksRelat = pgTable(
  'cl_works_relat',
  {
    hjId: text('hj_id').notNull(),
    worksId: text('works_id').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hjId, t.worksId] }),
    index('cl_works_relat_order_idx').on(t.hjId, t.sort),
    index('cl_works_relat_works_idx').on(t.worksId),
  ],
);

/** What a screen plays: groups (in `sort` order) then single works (in `sort` order). */
export const hjDevice = pgTable(
  'cl_works_hj_device',
  {
    hjId: text('hj_id').notNull(),
    deviceId: text('device_id').notNull(),
    sort: integer('sort').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hjId, t.deviceId] }), index('cl_works_hj_device_device_idx').on(t.deviceId)],
);

export const worksDevice = pgTable(
  'cl_works_device',
  {
    worksId: text('works_id').notNull(),
    deviceId: text('device_id').notNull(),
    sort: integer('sort').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.worksId, t.deviceId] }), index('cl_works_device_device_idx').on(t.deviceId)],
);

/** A binned work remembers the groups it left, so restoring puts it back (at their ends). */
export const worksRecycle = pgTable('cl_works_recycle', {
  worksId: text('works_id').primaryKey(),
  hjIds: jsonb('hj_ids').$type<string[]>().notNull().default([]),
  deletedBy: text('deleted_by').notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Files sent to /user/v1/upload and not yet made into works (addWorks with their paths claims
 * them; /user/v1/clear drops them). They count towards the tenant's quota until then.
 */
export const worksUploads = pgTable(
  'cl_works_upload',
  {
    fileKey: text('file_key').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    kind: text('kind').$type<'image' | 'video'>().notNull(),
    name: text('name').notNull().default(''),
    thumbKey: text('thumb_key'),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    duration: real('duration'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cl_works_upload_user_idx').on(t.userId), index('cl_works_upload_tenant_idx').on(t.tenantId)],
);

export type WorksHjRow = typeof worksHj.$inferSelect;
export type WorksRow = typeof works.$inferSelect;
export type WorksUploadRow = typeof worksUploads.$inferSelect;
