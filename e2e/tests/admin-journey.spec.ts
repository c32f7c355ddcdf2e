import { expect, test } from './fixtures';
import { api, apiToken, chooseUntilShown, DEMO, openFromMenu, signIn } from './helpers';

const USER_PAGE = '1f000000000000000000000000user01';
const ROLE_ADD_BUTTON = '1f0000000000000000000000sysadm11';
const DEPART_PAGE = '1f0000000000000000000000depart01';

/**
 * The whole of system administration as a tenant owner meets it: a department, a role holding two
 * menus and one button, a user of both; that user sees exactly what was granted, the server refuses
 * the rest, and freezing the user signs their open console out.
 */
test('a department, a role with two menus and one button, a user: exactly that, and frozen means out', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const departName = `前台部${suffix}`;
  const roleName = `接待员${suffix}`;
  const username = `reception_${suffix}`;
  const password = 'abc12345';
  await signIn(page, DEMO.username, DEMO.password);

  await openFromMenu(page, '系统管理', '部门管理');
  await page.getByRole('button', { name: '添加一级部门' }).click();
  const addDepart = page.locator('.ant-modal').filter({ hasText: '添加一级部门' });
  await addDepart.locator('#departAdd_departName').fill(departName);
  await addDepart.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('添加成功');

  await openFromMenu(page, '系统管理', '角色管理');
  await page.getByRole('button', { name: '新增角色' }).click();
  const addRole = page.locator('.ant-modal').filter({ hasText: '新增角色' });
  await addRole.locator('#role_roleName').fill(roleName);
  await addRole.locator('#role_roleCode').fill(`reception_${suffix}`);
  await addRole.getByRole('button', { name: /确\s*定/ }).click();
  await expect(addRole).toBeHidden();
  const roleRow = page.locator('.ant-table-row').filter({ hasText: roleName });
  await roleRow.getByTestId('role-grant').click();
  const drawer = page.getByTestId('role-permission-drawer');
  // 用户管理 (a menu) and 添加角色 (a button, which brings its menu 角色管理 and their group).
  await drawer.getByTestId(`perm-${USER_PAGE}`).click();
  await drawer.getByTestId(`perm-${ROLE_ADD_BUTTON}`).click();
  await drawer.getByTestId('role-permission-save').click();
  await expect(drawer).toBeHidden();

  await openFromMenu(page, '系统管理', '用户管理');
  const users = page.getByTestId('user-page');
  await users.getByRole('button', { name: /新增用户/ }).click();
  const form = page.locator('.ant-modal').filter({ has: page.getByTestId('user-form') });
  await form.getByLabel('用户账号').fill(username);
  await form.getByLabel('登录密码').fill(password);
  await form.getByLabel('确认密码').fill(password);
  await form.getByLabel('用户姓名').fill('接待员小周');
  await chooseUntilShown(page, form.getByTestId('user-roles'), form.getByTestId('user-roles'), roleName);
  await form.getByLabel('用户姓名').click();
  await form.getByLabel('所属部门').click();
  const departs = page.locator('.ant-modal').filter({ hasText: '选择部门' });
  await departs.locator('.ant-tree').getByText(departName, { exact: true }).click();
  await departs.getByRole('button', { name: /确\s*定/ }).click();
  await expect(departs).toBeHidden();
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(form).toBeHidden();

  // The user's console: the group holds exactly the two menus; the one button shows, others do not.
  const context = await browser.newContext();
  const second = await context.newPage();
  await second.goto('/#/user/login');
  const card = second.getByTestId('login-card');
  await card.getByPlaceholder('账号 / 用户名').fill(username);
  await card.getByPlaceholder('密码').fill(password);
  await card.getByRole('button', { name: /登\s*录/ }).click();
  // Without the dashboard, the console opens on the first page the user holds.
  await expect(second).toHaveURL(/#\/system\/role/);
  // No scene to create (the tenant runs one) and no overview tab the user does not hold.
  await expect(second.locator('.sc-tabbar .sc-tab')).toHaveText(['角色管理']);
  await expect(second.getByRole('dialog')).toHaveCount(0);
  const menu = second.getByTestId('side-menu');
  // Opened on 角色管理, its group is open: the group and exactly its two granted pages.
  await expect(menu.getByRole('menuitem')).toHaveText(['系统管理', '用户管理', '角色管理']);
  await openFromMenu(second, '系统管理', '角色管理');
  await expect(second.getByRole('button', { name: '新增角色' })).toBeVisible();
  await openFromMenu(second, '系统管理', '用户管理');
  await expect(second.getByTestId('user-page').locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(second.getByTestId('user-page').getByRole('button', { name: /新增用户/ })).toHaveCount(0);

  // The server refuses what was not granted, whatever the console shows.
  const token = await apiToken(request, username, password);
  const refused = async (method: string, path: string, data?: unknown) => {
    const response = await request.fetch(`/api${path}`, { method, headers: { 'x-access-token': token }, data });
    expect(response.status(), `${method} ${path}`).toBe(403);
  };
  await refused('POST', '/sys/user/add', { username: `x_${suffix}`, password, realname: 'x' });
  await refused('POST', '/sys/position/add', { name: `x${suffix}`, code: `x${suffix}` });
  await refused('PUT', '/sys/role/edit', { roleName: 'x', roleCode: 'x' });
  await refused('POST', '/sys/sysDepart/add', { departName: `x${suffix}` });
  const granted = await request.post('/api/sys/role/add', {
    headers: { 'x-access-token': token },
    data: { roleName: `由接待员建${suffix}`, roleCode: `by_reception_${suffix}` },
  });
  expect(((await granted.json()) as { success: boolean }).success).toBe(true);

  // A menu granted later shows in the open console at once: no reload, no new sign-in.
  const ownerToken = await apiToken(request, DEMO.username, DEMO.password);
  const roles = await api<{ records: { id: string }[] }>(
    request,
    ownerToken,
    'GET',
    `/sys/role/list?roleCode=reception_${suffix}`,
  );
  const roleId = roles.records[0]?.id;
  const held = await api<string[]>(request, ownerToken, 'GET', `/sys/permission/queryRolePermission?roleId=${roleId}`);
  await api(request, ownerToken, 'POST', '/sys/permission/saveRolePermission', {
    roleId,
    permissionIds: [...held, DEPART_PAGE].join(','),
  });
  await expect(menu.getByRole('menuitem', { name: '部门管理' })).toBeVisible({ timeout: 5_000 });

  // Frozen by the owner: the user's open console goes back to the login page by itself.
  const row = users.locator('tbody tr.ant-table-row').filter({ hasText: username });
  await users.getByPlaceholder('用户账号').fill(username);
  await users.getByTestId('user-search').click();
  await row.getByTestId('user-freeze').click();
  await page
    .locator('.ant-popover:visible')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(row).toContainText('冻结');
  await expect(second.getByTestId('login-card')).toBeVisible({ timeout: 20_000 });
  await context.close();
});
