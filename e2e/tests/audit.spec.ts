import { expect, test } from './fixtures';
import { api, apiToken, DEMO, openFromMenu, signIn } from './helpers';

test('an owner signs a user out from 在线用户, then finds the user’s creation in 操作日志 and the sign-in in 登录日志', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const username = `e2e_log_${Date.now().toString(36)}`;
  const password = 'abc12345';
  const token = await apiToken(request, DEMO.username, DEMO.password);
  await api(request, token, 'POST', '/sys/user/add', {
    username,
    realname: '日志用户',
    password,
    confirmpassword: password,
    // 店员 (staff): an account with no role gets no menu and cannot sign in to the console.
    selectedroles: '2f000000000000000000000000000003',
  });

  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, username, password, '日志用户');

  await signIn(page, DEMO.username, DEMO.password);
  await openFromMenu(page, '系统管理', '在线用户');
  const row = page.getByTestId('online-page').locator('tbody tr.ant-table-row').filter({ hasText: username });
  await expect(row).toBeVisible();
  await row.getByTestId(`force-${username}`).click();
  await page
    .locator('.ant-popover:visible')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '强制退出成功' })).toBeVisible();
  await expect(row).toBeHidden();
  // Told on the live channel, the signed-out console makes a call, which answers 401.
  await expect(second.getByTestId('login-card')).toBeVisible({ timeout: 20_000 });
  await other.close();

  await openFromMenu(page, '系统管理', '操作日志');
  const operations = page.getByTestId('operation-log-page');
  await operations.getByTestId('log-search-action').fill('Add a user');
  await operations.getByTestId('log-search').click();
  const added = operations.locator('tbody tr.ant-table-row').filter({ hasText: 'Add a user' }).first();
  await expect(added).toContainText('demo');
  await added.getByRole('button', { name: /详\s*情/ }).click();
  const drawer = page.getByRole('dialog', { name: '操作详情' });
  await expect(drawer).toBeVisible();
  const diff = drawer.getByTestId('operation-diff');
  await expect(diff.locator('tr').filter({ hasText: 'username' })).toContainText(username);
  await expect(diff).toContainText('******');
  await expect(drawer).not.toContainText(password);
  await drawer.getByRole('button', { name: '关闭' }).click();

  await openFromMenu(page, '系统管理', '登录日志');
  const logins = page.getByTestId('login-log-page');
  await logins.getByTestId('log-search-user').fill(username);
  await logins.getByTestId('log-search').click();
  await expect(logins.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(logins.locator('tbody tr.ant-table-row')).toContainText('成功');
});
