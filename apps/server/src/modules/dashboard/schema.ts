import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The nightly roll-up of the data overview's figures, one row per tenant, day and figure: the
 * overview shows each figure's change since the last roll-up.
 */
export const statDaily = pgTable(
  'sys_stat_daily',
  {
    tenantId: integer('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.key] })],
);
