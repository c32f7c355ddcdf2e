import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The operation log: one row per administrative write (a route that declares a button permission,
 * or `config.audit`). Written once, by platform/audit/plugin.ts; secrets are masked before they land.
 */
export const operationLog = pgTable(
  'sys_oper_log',
  {
    id: text('id').primaryKey(),
    /** The tenant the caller acted in: a tenant administrator reads only these rows. */
    tenantId: integer('tenant_id').notNull(),
    userId: text('user_id').notNull(),
    username: text('username').notNull(),
    /** The route's OpenAPI summary, e.g. "Add a position". */
    title: text('title').notNull(),
    /** The route's button action, e.g. `system:position:manage`; empty when the route has none. */
    action: text('action').notNull(),
    method: text('method').notNull(),
    url: text('url').notNull(),
    /** The request's query and body, secrets masked. */
    params: jsonb('params'),
    /** The record before and after the write, secrets masked; null when the route names no table. */
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** The HTTP status, and the envelope's code (500 for a refused business rule under HTTP 200). */
    httpStatus: integer('http_status').notNull(),
    code: integer('code').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sys_oper_log_tenant_time_idx').on(t.tenantId, t.createTime),
    index('sys_oper_log_time_idx').on(t.createTime),
  ],
);
