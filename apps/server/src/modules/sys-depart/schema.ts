import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

export const departs = pgTable(
  'sys_depart',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    parentId: text('parent_id'),
    departName: text('depart_name').notNull(),
    orgCode: text('org_code').notNull().unique(),
    /** '1' company, '2' department. */
    orgType: text('org_type').notNull().default('1'),
    sortNo: integer('sort_no').notNull().default(0),
    /** Phone, address and memo of the department form (issue #11). */
    mobile: text('mobile'),
    address: text('address'),
    memo: text('memo'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_depart_tenant_idx').on(t.tenantId)],
);

export const userDeparts = pgTable(
  'sys_user_depart',
  {
    userId: text('user_id').notNull(),
    departId: text('depart_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.departId] })],
);

export type DepartRow = typeof departs.$inferSelect;
