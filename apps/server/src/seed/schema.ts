import { pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** One row: which build of the seed last ran to the end on this database, and when. */
export const seedState = pgTable('sys_seed_state', {
  id: smallint('id').primaryKey().default(1),
  fingerprint: text('fingerprint').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
