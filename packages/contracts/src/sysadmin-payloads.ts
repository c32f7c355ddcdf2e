import { z } from 'zod';
import { msg } from './messages.js';
import { PATTERNS } from './rules.js';
import { MENU_TYPES } from './sysadmin.js';

/** The role, menu and role-permission payloads the server validates (issue #11). */

const id = z.string().trim().min(1).max(64);

/** Ids as an array or comma-joined (JeecgBoot sends `permissionIds` as "a,b,c"). */
export const idList = z
  .union([z.array(id), z.string()])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(id).max(5_000));

export const roleFields = z.object({
  roleCode: z
    .string({ error: msg('roleCodeRequired') })
    .trim()
    .min(1, msg('roleCodeRequired'))
    .max(50, msg('maxLength', 'zh', 50))
    .regex(PATTERNS.userNameChars.pattern, msg(PATTERNS.userNameChars.message)),
  roleName: z
    .string({ error: msg('roleNameRequired') })
    .trim()
    .min(1, msg('roleNameRequired'))
    .max(50, msg('maxLength', 'zh', 50)),
  description: z
    .string()
    .trim()
    .max(200, msg('maxLength', 'zh', 200))
    .nullish(),
});
export type RoleFields = z.input<typeof roleFields>;

export const roleEdit = roleFields.extend({ id });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, msg('maxLength', 'zh', max))
    .nullish()
    .transform((value) => (value ? value : null));

const flag = z
  .union([z.boolean(), z.enum(['0', '1']), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === '1' || v === 1);

export const permissionFields = z
  .object({
    parentId: optionalText(64),
    name: z
      .string({ error: msg('permissionNameRequired') })
      .trim()
      .min(1, msg('permissionNameRequired'))
      .max(100, msg('maxLength', 'zh', 100)),
    nameEn: optionalText(100),
    url: optionalText(500),
    component: optionalText(200),
    componentName: optionalText(100),
    redirect: optionalText(500),
    menuType: z.coerce
      .number()
      .pipe(z.union(MENU_TYPES.map((type) => z.literal(type))))
      .default(0),
    perms: optionalText(500),
    permsType: z.enum(['1', '2']).default('1'),
    sortNo: z.coerce.number().int().min(0).max(100_000).default(0),
    icon: optionalText(100),
    isRoute: flag.default(true),
    keepAlive: flag.default(false),
    hidden: flag.default(false),
    alwaysShow: flag.default(false),
    internalOrExternal: flag.default(false),
    status: z.enum(['0', '1']).default('1'),
  })
  .refine((value) => value.menuType === 0 || value.parentId, {
    message: msg('permissionParentRequired'),
    path: ['parentId'],
  })
  .refine((value) => value.menuType === 2 || value.url, { message: msg('permissionUrlRequired'), path: ['url'] })
  .refine((value) => value.menuType === 2 || value.component || /^https?:\/\//.test(value.url ?? ''), {
    message: msg('permissionComponentRequired'),
    path: ['component'],
  })
  .refine((value) => value.menuType !== 2 || value.perms, {
    message: msg('permissionPermsRequired'),
    path: ['perms'],
  });
export type PermissionFields = z.input<typeof permissionFields>;
export type PermissionValues = z.output<typeof permissionFields>;

export const permissionEdit = z.intersection(permissionFields, z.object({ id }));

export const saveRolePermission = z.object({
  roleId: id,
  permissionIds: idList.default([]),
  /** JeecgBoot's clients send the ids before the change too; the server reads the stored ones instead. */
  lastpermissionIds: z.unknown().optional(),
});
