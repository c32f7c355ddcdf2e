import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/** The category tree (framework §3 "Category tree node"): system data shared by every tenant. */
export const ROOT_CATEGORY_PID = '0';

export const categories = pgTable(
  'sys_category',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    /** The parent's id; ROOT_CATEGORY_PID at the top. */
    pid: text('pid').notNull().default(ROOT_CATEGORY_PID),
    name: text('name').notNull(),
    /** Unique, the parent's code plus a suffix (A01, A01A01, …): `pcode` finds a subtree by it. */
    code: text('code').notNull().unique(),
    /** '1' when the node has children, '0' for a leaf (JeecgBoot's has_child). */
    hasChild: text('has_child').notNull().default('0'),
    sortNo: integer('sort_no').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_category_pid_idx').on(t.pid)],
);
