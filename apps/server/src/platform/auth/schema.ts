import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Sessions: only the SHA-256 of the random token is stored. */
export const sessions = pgTable(
  'sys_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  // A sign-in clears the user's expired sessions: by user and expiry, not every session of the user.
  (t) => [index('sys_session_user_idx').on(t.userId, t.expiresAt)],
);

/**
 * Failed password sign-ins per account name and client address, shared by every process: a pair
 * is blocked after repeated failures, the account's failures from every address turn the captcha
 * on, and an address's recent failures over all accounts bound password spraying.
 */
export const loginFailures = pgTable(
  'sys_login_failure',
  {
    username: text('username').notNull(),
    clientIp: text('client_ip').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastFailure: timestamp('last_failure', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.username, t.clientIp] }),
    index('sys_login_failure_address_idx').on(t.clientIp, t.lastFailure),
  ],
);

export const captchas = pgTable('sys_captcha', {
  checkKey: text('check_key').primaryKey(),
  code: text('code').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** SMS codes: one live code per phone and purpose, 5 minutes, 5 tries. */
export const smsCodes = pgTable('sys_sms_code', {
  key: text('key').primaryKey(),
  codeHash: text('code_hash').notNull(),
  tries: integer('tries').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sign-in and visit log: the dashboard's loginfo and visitInfo read it. */
export const loginLog = pgTable(
  'sys_login_log',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    ip: text('ip').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_login_log_time_idx').on(t.createTime)],
);
