import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/** An announcement of a tenant (JeecgBoot's sys_announcement; `titile` is the spec's spelling). */
export const announcements = pgTable(
  'sys_announcement',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    titile: text('titile').notNull(),
    /** Sanitised HTML. */
    msgContent: text('msg_content').notNull().default(''),
    msgTxt: text('msg_txt'),
    /** The sender's username. */
    sender: text('sender').notNull(),
    priority: text('priority').notNull().default('L'),
    msgCategory: text('msg_category').notNull().default('1'),
    msgType: text('msg_type').notNull().default('ALL'),
    targetIds: text('target_ids').array().notNull().default([]),
    sendStatus: text('send_status').notNull().default('0'),
    sendTime: timestamp('send_time', { withTimezone: true }),
    cancelTime: timestamp('cancel_time', { withTimezone: true }),
    openType: text('open_type'),
    openPage: text('open_page'),
    busId: text('bus_id'),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_announcement_tenant_idx').on(t.tenantId, t.createTime)],
);

/** One receiver of a released announcement and their read mark (sys_announcement_send). */
export const announcementSends = pgTable(
  'sys_announcement_send',
  {
    anntId: text('annt_id').notNull(),
    userId: text('user_id').notNull(),
    /** 0 unread, 1 read. */
    readFlag: smallint('read_flag').notNull().default(0),
    readTime: timestamp('read_time', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.anntId, t.userId] }),
    index('sys_announcement_send_user_idx').on(t.userId, t.readFlag),
  ],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
