import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/**
 * The component's own credentials from WeChat: the verify ticket it pushes every 10 minutes and the
 * component access token made from it. Kept here, not in one process's memory, so every server
 * process uses the same ones (WeChat invalidates older component tokens as new ones are made).
 */
export const wxComponentSecrets = pgTable('wx_component_secret', {
  /** `verify_ticket` or `access_token`. */
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  /** Null for the ticket: it is good until WeChat pushes the next one. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Authorisations under way, between the pre-auth code and WeChat's redirect back: the state names
 * who asked, in which tenant, so the code is recorded only by that user. Single use, minutes.
 */
export const wxAuthFlows = pgTable('wx_auth_flow', {
  /** SHA-256 of the state sent in the redirect_uri. */
  stateHash: text('state_hash').primaryKey(),
  userId: text('user_id').notNull(),
  tenantId: integer('tenant_id').notNull(),
  /** The console page to come back to: one of APPLET_PAGES. */
  page: text('page').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Mini-programs authorised to the component (authorizers). An applet belongs to one tenant: another
 * tenant authorising the same app id is refused. Its access token is cached with its expiry.
 */
export const wxApplets = pgTable(
  'wx_applet',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    appId: text('app_id').notNull(),
    nickName: text('nick_name').notNull().default(''),
    headImg: text('head_img'),
    principalName: text('principal_name'),
    /** 1 authorised, 0 withdrawn (WeChat's unauthorized event). */
    status: smallint('status').notNull().default(1),
    accessToken: text('access_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshToken: text('refresh_token').notNull(),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wx_applet_app_id_uq').on(t.appId), index('wx_applet_tenant_idx').on(t.tenantId)],
);

/** Shops bound to an applet: a shop shows in one applet at most. */
export const wxAppletShops = pgTable(
  'wx_applet_shop',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    appletId: text('applet_id').notNull(),
    shopId: text('shop_id').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wx_applet_shop_shop_uq').on(t.shopId), index('wx_applet_shop_applet_idx').on(t.appletId)],
);

/** Each code version of an applet, from commit through review to release. */
export const wxAppletVersions = pgTable(
  'wx_applet_version',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    appletId: text('applet_id').notNull(),
    templateId: integer('template_id').notNull(),
    userVersion: text('user_version').notNull(),
    userDesc: text('user_desc').notNull().default(''),
    /** committed, auditing, audit_ok, audit_fail, released. */
    state: text('state').notNull(),
    auditId: text('audit_id'),
    /** WeChat's reason for a refused review. */
    reason: text('reason'),
    createBy: text('create_by').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wx_applet_version_applet_idx').on(t.appletId, t.createTime)],
);

export type AppletRow = typeof wxApplets.$inferSelect;
export type AppletVersionRow = typeof wxAppletVersions.$inferSelect;
