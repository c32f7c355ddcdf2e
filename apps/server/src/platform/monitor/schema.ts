import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each server process writes its row every few seconds: the monitoring pages list every live
 * process of the cluster, with the sockets it holds, from any process.
 */
export const serverProcesses = pgTable('sys_server_process', {
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  seenTime: timestamp('seen_time', { withTimezone: true }).notNull(),
  consoles: integer('consoles').notNull().default(0),
  screens: integer('screens').notNull().default(0),
});
