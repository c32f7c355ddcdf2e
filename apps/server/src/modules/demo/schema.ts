import { date, index, integer, numeric, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/**
 * The records the 组件示例 (widget demo) pages work on: every widget is shown on rows a user can
 * really list, query, edit, import and export, in the caller's tenant.
 */
export const demoRecords = pgTable(
  'demo_record',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    name: text('name').notNull(),
    keyWord: text('key_word'),
    /** sex dictionary: 1 male, 2 female. */
    sex: smallint('sex'),
    age: integer('age'),
    birthday: date('birthday', { mode: 'string' }),
    email: text('email'),
    phone: text('phone'),
    salary: numeric('salary', { precision: 12, scale: 2, mode: 'string' }),
    content: text('content'),
    orderNum: integer('order_num').notNull().default(0),
    createBy: text('create_by'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('demo_record_tenant_idx').on(t.tenantId, t.createTime)],
);

export type DemoRecordRow = typeof demoRecords.$inferSelect;
