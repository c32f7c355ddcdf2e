import { expect, test } from './fixtures';
import { DEMO, openFromMenu, signIn } from './helpers';

const STAFF = { username: 'demo_staff', password: 'Demo@2026!', realname: '演示店员' };
const SYSTEM = '1f0000000000000000000000sysadm01';
const ROLE_PAGE = '1f0000000000000000000000sysadm02';
const ROLE_ADD_BUTTON = '1f0000000000000000000000sysadm11';

test('an owner limits a department’s permissions, gives a department role part of them, and a member gets its menu', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.username, DEMO.password);
  await openFromMenu(page, '系统管理', '部门管理');
  await page.getByTestId('depart-tree').getByText('总店', { exact: true }).click();

  // 部门权限: checking 添加角色 checks the menus it sits under; saved, the department holds the three.
  await page.getByRole('tab', { name: '部门权限' }).click();
  const panel = page.getByTestId('depart-permission-panel');
  await panel.getByTestId(`perm-${ROLE_ADD_BUTTON}`).click();
  await expect(panel.locator('.ant-tree-treenode-checkbox-checked [data-testid^="perm-"]')).toHaveCount(3);
  await panel.getByTestId('depart-permission-save').click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');

  // 部门角色: a new role whose permission tree offers only the department's three entries.
  await page.getByRole('tab', { name: '部门角色' }).click();
  const roles = page.getByTestId('depart-role-panel');
  await roles.getByRole('button', { name: '新增部门角色' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '新增部门角色' });
  await dialog.locator('#role_roleName').fill('前台主管');
  await dialog.locator('#role_roleCode').fill('front_lead');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  const row = roles.locator('.ant-table-row').filter({ hasText: '前台主管' });
  await expect(row).toContainText('front_lead');

  await row.getByTestId('depart-role-grant').click();
  const drawer = page.getByTestId('depart-role-permission-drawer');
  await expect(drawer).toContainText('部门角色权限配置：前台主管');
  await expect(drawer.locator('[data-testid^="perm-"]')).toHaveCount(3);
  for (const id of [SYSTEM, ROLE_PAGE, ROLE_ADD_BUTTON]) await expect(drawer.getByTestId(`perm-${id}`)).toBeVisible();
  await drawer.getByTestId(`perm-${ROLE_ADD_BUTTON}`).click();
  await drawer.getByTestId('depart-role-permission-save').click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');
  await expect(drawer).toBeHidden();

  // The role goes to a member of 总店.
  await row.getByTestId('depart-role-users-open').click();
  const users = page.locator('.ant-modal').filter({ hasText: '部门角色用户：前台主管' });
  await users.getByText('演示店员（demo_staff）').click();
  await users.getByRole('button', { name: /确\s*定/ }).click();
  await expect(users).toBeHidden();

  // The member's console now offers 角色管理 and its 新增角色 button.
  const staffContext = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1400, height: 900 } });
  const staff = await staffContext.newPage();
  await signIn(staff, STAFF.username, STAFF.password, STAFF.realname);
  await openFromMenu(staff, '系统管理', '角色管理');
  await expect(staff.getByRole('button', { name: '新增角色' })).toBeVisible();
  await staffContext.close();
});
