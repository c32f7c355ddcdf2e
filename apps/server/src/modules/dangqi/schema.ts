import { date, index, integer, pgTable, primaryKey, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/** What a slot needs besides time: photographers and rooms. `status` 1 in use, 0 retired. */
export const dangqiResource = pgTable(
  'cj_dangqi_resource',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    /** 'photographer' or 'room'. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** The staff member a photographer is, when they have an account. */
    userId: text('user_id'),
    status: smallint('status').notNull().default(1),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cj_dangqi_resource_shop_idx').on(t.shopId, t.kind)],
);

/**
 * A bookable time slot of a shop's day (dangqi). `booked` counts the live orders holding a place;
 * a booking takes a place with one conditional update (booked < capacity), so the last place goes once.
 * Times are minutes after midnight in the shop's local day.
 */
export const dangqiSlot = pgTable(
  'cj_dangqi_slot',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    day: date('day').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('cj_dangqi_slot_shop_day_start_uq').on(t.shopId, t.day, t.startMinute)],
);

/** The photographers and rooms a slot uses. */
export const dangqiSlotResource = pgTable(
  'cj_dangqi_slot_resource',
  {
    slotId: text('slot_id').notNull(),
    resourceId: text('resource_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slotId, t.resourceId] }), index('cj_dangqi_slot_resource_res_idx').on(t.resourceId)],
);

/** Days a shop takes no bookings. */
export const dangqiClosedDay = pgTable(
  'cj_dangqi_closed_day',
  {
    shopId: text('shop_id').notNull(),
    day: date('day').notNull(),
    tenantId: integer('tenant_id').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day] })],
);
