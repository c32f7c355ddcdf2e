import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../db/ids.js';

/**
 * Who is who: tenants, users and which tenants a user belongs to. These sit in platform/ because
 * sign-in and the access scope are built on them; business modules reach them through services.
 */
export const tenants = pgTable('sys_tenant', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** 1 active, 0 frozen. */
  status: smallint('status').notNull().default(1),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
});

export const users = pgTable(
  'sys_user',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    username: text('username').notNull().unique(),
    realname: text('realname').notNull().default(''),
    /** argon2id hash; null for an account registered by phone that has not set a password yet. */
    passwordHash: text('password_hash'),
    phone: text('phone').unique(),
    avatar: text('avatar'),
    email: text('email'),
    sex: smallint('sex'),
    /** 1 normal, 2 frozen. */
    status: smallint('status').notNull().default(1),
    /** The parent (main) account of a staff account; staff cannot change their own password. */
    lbUserId: text('lb_user_id'),
    /** The tenant used when a request sends tenant-id 0. */
    tenantId: integer('tenant_id').notNull(),
    /** The department the user works in now (sys_depart.org_code). */
    orgCode: text('org_code'),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sys_user_tenant_idx').on(t.tenantId),
    // The user list: pages by creation time, narrowed by department (the data rules' usual column).
    index('sys_user_create_time_idx').on(t.createTime),
    index('sys_user_org_code_idx').on(t.orgCode),
  ],
);

export const userTenants = pgTable(
  'sys_user_tenant',
  {
    userId: text('user_id').notNull(),
    tenantId: integer('tenant_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tenantId] }), index('sys_user_tenant_tenant_idx').on(t.tenantId)],
);
