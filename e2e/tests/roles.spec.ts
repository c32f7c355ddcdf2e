import { expect, test } from './fixtures';
import { api, apiToken, DEMO, openFromMenu, signIn, signInAsAdmin } from './helpers';

const SYSTEM = '1f0000000000000000000000sysadm01';
const ROLE_PAGE = '1f0000000000000000000000sysadm02';
const ROLE_ADD_BUTTON = '1f0000000000000000000000sysadm11';

test('a tenant owner creates a role and gives it two menus and one button', async ({ page, request }) => {
  await signIn(page, DEMO.username, DEMO.password);
  await openFromMenu(page, '系统管理', '角色管理');
  const table = page.locator('.ant-table').first();
  // Found by name, as other specs leave many roles in the demo tenant.
  const roleName = page.getByPlaceholder('角色名称');
  await roleName.fill('店主');
  await roleName.press('Enter');
  await expect(table).toContainText('店主');
  await roleName.fill('平台管理员');
  await roleName.press('Enter');
  await expect(table.locator('.ant-table-row')).toHaveCount(0);
  await roleName.fill('');
  await roleName.press('Enter');
  // The menu page is the platform administrator's: an owner is not offered it.
  await expect(page.getByTestId('side-menu').getByRole('menuitem', { name: '菜单管理' })).toHaveCount(0);

  await page.getByRole('button', { name: '新增角色' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '新增角色' });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toContainText('请输入角色名称');
  await expect(dialog).toContainText('请输入角色编码');
  await dialog.locator('#role_roleName').fill('前台接待');
  await dialog.locator('#role_roleCode').fill('owner');
  await dialog.locator('#role_description').click();
  await expect(dialog).toContainText('该值不可用，系统中已存在！');
  await dialog.locator('#role_roleCode').fill('front_desk_e2e');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');
  const row = page.locator('.ant-table-row').filter({ hasText: '前台接待' });
  await expect(row).toContainText('front_desk_e2e');
  await expect(row).toContainText('本租户');

  // Search narrows the list to the new role.
  await roleName.fill('前台');
  await roleName.press('Enter');
  await expect(page.locator('.ant-table-row')).toHaveCount(1);

  // Checking the 添加角色 button checks the menus it sits under: 系统管理 and 角色管理.
  await row.getByTestId('role-grant').click();
  const drawer = page.getByTestId('role-permission-drawer');
  await expect(drawer).toContainText('角色权限配置：前台接待');
  await drawer.getByTestId(`perm-${ROLE_ADD_BUTTON}`).click();
  const checkedTitles = drawer.locator('.ant-tree-treenode-checkbox-checked [data-testid^="perm-"]');
  await expect(checkedTitles).toHaveCount(3);
  await drawer.getByTestId('role-permission-save').click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');
  await expect(drawer).toBeHidden();

  const token = await apiToken(request, DEMO.username, DEMO.password);
  const roles = await api<{ records: { id: string; roleCode: string }[] }>(
    request,
    token,
    'GET',
    '/sys/role/list?roleCode=front_desk_e2e',
  );
  const roleId = roles.records[0]?.id;
  const held = await api<string[]>(request, token, 'GET', `/sys/permission/queryRolePermission?roleId=${roleId}`);
  expect(held).toEqual([ROLE_ADD_BUTTON, ROLE_PAGE, SYSTEM].sort());

  // Opened again, the drawer shows what the role holds.
  await row.getByTestId('role-grant').click();
  await expect(checkedTitles).toHaveCount(3);
  await expect(drawer.locator('.ant-tree-treenode-checkbox-checked')).toContainText([
    '系统管理',
    '角色管理',
    '添加角色',
  ]);
});

test('the platform administrator’s menu page shows menus, sub-menus and buttons as a tree', async ({ page }) => {
  await signInAsAdmin(page);
  await openFromMenu(page, '系统管理', '菜单管理');
  const table = page.getByTestId('menu-tree-table');
  const system = table.locator('.ant-table-row').filter({ hasText: '/system/role' }).first();
  const group = table.locator('.ant-table-row-level-0').filter({ hasText: '系统管理' });
  await expect(group).toContainText('一级菜单');
  await group.locator('.ant-table-row-expand-icon').click();
  await expect(system).toContainText('子菜单');
  await expect(system).toContainText('system/RolePage');
  await system.locator('.ant-table-row-expand-icon').click();
  const button = table.locator('.ant-table-row').filter({ hasText: 'system:role:add' });
  await expect(button).toContainText('按钮/权限');

  // Editing shows the stored entry; cancelling changes nothing.
  await system.getByRole('button', { name: '编辑' }).click();
  const edit = page.locator('.ant-modal').filter({ hasText: '编辑菜单' });
  await expect(edit.locator('#permission_url')).toHaveValue('/system/role');
  await expect(edit.locator('#permission_component')).toHaveValue('system/RolePage');
  await edit.getByRole('button', { name: /取\s*消/ }).click();
  await expect(edit).toBeHidden();

  // Adding a child under 角色管理 asks for a name; a button needs its action code.
  await system.getByTestId('menu-add-child').click();
  const add = page.locator('.ant-modal').filter({ hasText: '新增菜单' });
  await add.getByText('按钮/权限', { exact: true }).click();
  await add.getByRole('button', { name: /确\s*定/ }).click();
  await expect(add).toContainText('请输入菜单名称');
  await expect(add).toContainText('请输入授权标识');
  await add.getByRole('button', { name: /取\s*消/ }).click();
  await expect(add).toBeHidden();
});
