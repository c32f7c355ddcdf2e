import type { PlanContent, PlanInterrupt, PlanWindow } from '@scenecast/contracts';
import { index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/**
 * Play plans: content on screens and screen groups of one shop for a date range, days of week and
 * time windows, with a priority. Targets are kept on the row: a shop has few plans, and a screen
 * reads all of its shop's plans at once.
 */
export const playPlans = pgTable(
  'pp_plan',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    name: text('name').notNull(),
    priority: smallint('priority').notNull(),
    /** 'YYYY-MM-DD' in the shop's time zone, inclusive; null = open-ended. */
    startDate: text('start_date'),
    endDate: text('end_date'),
    days: jsonb('days').$type<number[]>().notNull(),
    windows: jsonb('windows').$type<PlanWindow[]>().notNull(),
    interrupt: jsonb('interrupt').$type<PlanInterrupt>(),
    content: jsonb('content').$type<PlanContent>().notNull(),
    deviceIds: jsonb('device_ids').$type<string[]>().notNull(),
    groupIds: jsonb('group_ids').$type<string[]>().notNull(),
    createBy: text('create_by'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pp_plan_shop_idx').on(t.shopId)],
);

export type PlayPlanRow = typeof playPlans.$inferSelect;

/**
 * Screen groups marked as video walls: their screens play the same item on the same tick. Kept
 * here, beside the plans, rather than on the device module's group table.
 */
export const wallGroups = pgTable(
  'pp_wall_group',
  {
    groupId: text('group_id').primaryKey(),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pp_wall_group_shop_idx').on(t.shopId)],
);
