import { boolean, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/** Scene templates: the fixed syd, qy, ls, fz (a migration writes them) and those an administrator adds. */
export const sceneTemplates = pgTable('cj_changjing', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  descText: text('desc_text').notNull().default(''),
  cover: text('cover').notNull().default(''),
  /** Offered in the scene dialog's template list. */
  hasTemplate: boolean('has_template').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
});

/** The scenes a user created ("my scenes"): one of each kind per owner. */
export const myScenes = pgTable(
  'cj_my_changjing',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    ownerUserId: text('owner_user_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    changjingId: text('changjing_id').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cj_my_changjing_owner_scene_uq').on(t.ownerUserId, t.changjingId),
    index('cj_my_changjing_tenant_idx').on(t.tenantId),
  ],
);
