import { date, index, integer, jsonb, pgTable, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/** A studio's customers (cjuser); a phone number names one customer per shop. */
export const cjCustomer = pgTable(
  'cj_customer',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    /** 0 unknown, 1 male, 2 female. */
    gender: smallint('gender').notNull().default(0),
    birthday: date('birthday'),
    /** How they found the studio (a dictionary value: walk-in, referral, applet, …). */
    source: text('source'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    remark: text('remark').notNull().default(''),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cj_customer_shop_phone_uq').on(t.shopId, t.phone),
    index('cj_customer_tenant_idx').on(t.tenantId, t.createTime),
  ],
);
