import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { newId } from '../../platform/db/ids.js';

/**
 * Roles. The built-in ones (admin, owner, staff; a migration creates them) have no tenant and every
 * tenant shares them; a role a tenant's administrator adds belongs to that tenant. A role code is
 * unique across tenants, as the duplicate check counts it.
 */
export const roles = pgTable(
  'sys_role',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    roleCode: text('role_code').notNull().unique(),
    roleName: text('role_name').notNull(),
    description: text('description'),
    /** The owning tenant; null for a built-in role. */
    tenantId: integer('tenant_id'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_role_tenant_idx').on(t.tenantId)],
);

/** Menu entries and button permissions, one tree (JeecgBoot's sys_permission). */
export const permissions = pgTable(
  'sys_permission',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    parentId: text('parent_id'),
    /** The title shown in the menu. */
    name: text('name').notNull(),
    /** The same title in English, shown when the console is in English; unset = `name`. */
    nameEn: text('name_en'),
    /** The route path, or an http(s) address for an external link. */
    url: text('url'),
    component: text('component'),
    componentName: text('component_name'),
    redirect: text('redirect'),
    /** 0 top menu, 1 sub menu, 2 button. */
    menuType: smallint('menu_type').notNull().default(0),
    /** A button's action, e.g. `system:dict:refresh` (a comma list is allowed). */
    perms: text('perms'),
    /** '1' shown, '2' usable (the `type` the console reads). */
    permsType: text('perms_type').notNull().default('2'),
    sortNo: integer('sort_no').notNull().default(0),
    icon: text('icon'),
    isRoute: boolean('is_route').notNull().default(true),
    isLeaf: boolean('is_leaf').notNull().default(true),
    keepAlive: boolean('keep_alive').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    alwaysShow: boolean('always_show').notNull().default(false),
    internalOrExternal: boolean('internal_or_external').notNull().default(false),
    /** '1' enabled, '0' disabled. */
    status: text('status').notNull().default('1'),
    /** Scene ids (comma list) the entry belongs to: shown only to users who have one of them. */
    sceneId: text('scene_id'),
    delFlag: smallint('del_flag').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_permission_parent_idx').on(t.parentId)],
);

export const rolePermissions = pgTable(
  'sys_role_permission',
  {
    roleId: text('role_id').notNull(),
    permissionId: text('permission_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const userRoles = pgTable(
  'sys_user_role',
  {
    userId: text('user_id').notNull(),
    roleId: text('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role_idx').on(t.roleId)],
);

/**
 * The menus and buttons a department may grant (JeecgBoot's sys_depart_permission): the ceiling of
 * its department roles. `depart_id` names a sys_depart row of the sys-depart module.
 */
export const departPermissions = pgTable(
  'sys_depart_permission',
  {
    departId: text('depart_id').notNull(),
    permissionId: text('permission_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.departId, t.permissionId] })],
);

/** Roles inside one department (sys_depart_role); they reach only members of that department. */
export const departRoles = pgTable(
  'sys_depart_role',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    tenantId: integer('tenant_id').notNull(),
    departId: text('depart_id').notNull(),
    roleCode: text('role_code').notNull(),
    roleName: text('role_name').notNull(),
    description: text('description'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_depart_role_code_idx').on(t.departId, t.roleCode)],
);

export const departRolePermissions = pgTable(
  'sys_depart_role_permission',
  {
    roleId: text('role_id').notNull(),
    permissionId: text('permission_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const departRoleUsers = pgTable(
  'sys_depart_role_user',
  {
    userId: text('user_id').notNull(),
    roleId: text('role_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_depart_role_user_role_idx').on(t.roleId)],
);

/**
 * The data rules of a menu entry (JeecgBoot's sys_permission_data_rule): a condition on a column of
 * the menu's list. Like the menus, they are the platform administrator's and shared by every tenant.
 */
export const permissionDataRules = pgTable(
  'sys_permission_data_rule',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    permissionId: text('permission_id').notNull(),
    ruleName: text('rule_name').notNull(),
    /** A queryable field of the menu's list (platform/registry), checked when saved and when applied. */
    ruleColumn: text('rule_column').notNull(),
    /** One of DATA_RULE_OPERATORS. */
    ruleConditions: text('rule_conditions').notNull(),
    /** A literal, a comma list for `in`, or a session variable such as `#{sys_user_code}`. */
    ruleValue: text('rule_value').notNull(),
    /** '1' on, '0' off. */
    status: text('status').notNull().default('1'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_permission_data_rule_permission_idx').on(t.permissionId)],
);

/** Which data rules apply to the holders of a role (JeecgBoot keeps them on sys_role_permission). */
export const roleDataRules = pgTable(
  'sys_role_data_rule',
  {
    roleId: text('role_id').notNull(),
    ruleId: text('rule_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.ruleId] }), index('sys_role_data_rule_rule_idx').on(t.ruleId)],
);
