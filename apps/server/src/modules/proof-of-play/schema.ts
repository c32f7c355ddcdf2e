import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Proof of play: one row per item a screen played. The screen names each record itself; the key
 * (screen, record id) makes a resent batch count once.
 */
export const playRecords = pgTable(
  'dv_play_record',
  {
    deviceId: text('device_id').notNull(),
    recordId: text('record_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    workId: text('work_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.recordId] }),
    index('dv_play_record_shop_idx').on(t.shopId, t.startedAt),
  ],
);
