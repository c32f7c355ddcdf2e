import { integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/** Positions (framework §3 "Position"): per tenant, the rank a value of the position_rank dictionary. */
export const positions = pgTable(
  'sys_position',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    postRank: text('post_rank').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sys_position_tenant_code_uq').on(t.tenantId, t.code)],
);
