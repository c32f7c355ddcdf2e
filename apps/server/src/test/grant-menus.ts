import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { forgetMenus } from '../modules/sys-permission/menu-cache.js';
import { MENU_TYPE_BUTTON } from '../modules/sys-permission/menu-tree.js';
import { permissions, rolePermissions, roles, userRoles } from '../modules/sys-permission/schema.js';
import { users } from '../platform/identity/schema.js';
import type { TestApp } from './test-app.js';

/**
 * Gives a seeded account one more role, holding these menus (their paths), as an administrator
 * would in 角色管理: for a test of a page the account's built-in role does not open.
 */
export async function grantMenus(t: TestApp, username: string, paths: string[]): Promise<void> {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  if (!user) throw new Error(`no seeded account ${username}`);
  const menus = await t.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(
      and(inArray(permissions.url, paths), ne(permissions.menuType, MENU_TYPE_BUTTON), eq(permissions.delFlag, 0)),
    );
  if (menus.length === 0) throw new Error(`no menu ${paths.join(', ')}`);
  const [role] = await t.db
    .insert(roles)
    .values({ roleCode: `test_${randomBytes(4).toString('hex')}`, roleName: paths.join(' ') })
    .returning({ id: roles.id });
  await t.db.insert(rolePermissions).values(menus.map((menu) => ({ roleId: role.id, permissionId: menu.id })));
  await t.db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  await forgetMenus([user.id]);
}
