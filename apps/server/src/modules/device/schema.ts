import type { ScreenSettings } from '@scenecast/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/**
 * Screens. A screen registers itself (id + secret) and waits with an activation code; a console
 * user pairs it with a shop by that code. Unpaired: shopId null.
 */
export const devices = pgTable(
  'dv_device',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    secretHash: text('secret_hash').notNull(),
    /** The 4-digit activation code while waiting to be paired; unique among waiting screens. */
    code: text('code'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    /** A short number people read off a list (the spec's device number), shown as SC000001. */
    serialNo: serial('serial_no').notNull(),
    name: text('name').notNull().default(''),
    address: text('address').notNull().default(''),
    /** 'lat,lng' */
    location: text('location'),
    shopId: text('shop_id'),
    tenantId: integer('tenant_id'),
    groupId: text('group_id'),
    /** 0 normal, 1 locked. */
    status: smallint('status').notNull().default(0),
    online: boolean('online').notNull().default(false),
    lastHeartbeat: timestamp('last_heartbeat', { withTimezone: true }),
    /** What the screen runs, and what the console pushed it to run. */
    appVersion: text('app_version'),
    targetVersion: text('target_version'),
    settings: jsonb('settings').$type<ScreenSettings>().notNull(),
    /** The screen's local admin password (argon2id), set from the console. */
    passwordHash: text('password_hash'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    activatedBy: text('activated_by'),
    /** Set when the screen's offline alert was raised; cleared by its next heartbeat. */
    offlineAlertAt: timestamp('offline_alert_at', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dv_device_waiting_code_uq').on(t.code).where(sql`${t.shopId} IS NULL`),
    index('dv_device_shop_idx').on(t.shopId),
    index('dv_device_online_idx').on(t.online, t.lastHeartbeat),
  ],
);

export const deviceGroups = pgTable(
  'dv_group',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    shopId: text('shop_id').notNull(),
    name: text('name').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dv_group_shop_idx').on(t.shopId)],
);

/** Player app versions an administrator publishes; the console pushes one to screens. */
export const appVersions = pgTable('dv_version', {
  id: text('id').primaryKey().$defaultFn(newId),
  version: text('version').notNull().unique(),
  notes: text('notes').notNull().default(''),
  fileUrl: text('file_url'),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
});

/** What happened to a screen: pairing, commands, going on- and offline. */
export const deviceLogs = pgTable(
  'dv_device_log',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    deviceId: text('device_id').notNull(),
    kind: text('kind').notNull(),
    detail: text('detail').notNull().default(''),
    userId: text('user_id'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dv_device_log_device_idx').on(t.deviceId, t.createTime)],
);

/**
 * Remote screenshots: the console asks (pending), the screen uploads what it shows (done). The
 * device detail shows the latest.
 */
export const deviceScreenshots = pgTable(
  'dv_screenshot',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    deviceId: text('device_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    fileKey: text('file_key'),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
  },
  (t) => [index('dv_screenshot_device_idx').on(t.deviceId, t.requestedAt)],
);

/** Wrong activation guesses per minute, keyed user:<id>, tenant:<id> or server; shared by every process. */
export const activationAttempts = pgTable('dv_activation_attempt', {
  key: text('key').primaryKey(),
  attempts: integer('attempts').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
});

export type DeviceRow = typeof devices.$inferSelect;

export const deviceNumber = (device: Pick<DeviceRow, 'serialNo'>) => `SC${String(device.serialNo).padStart(6, '0')}`;
