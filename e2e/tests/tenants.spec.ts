import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, signIn, signOut, userMenu } from './helpers';

const ADMIN = { username: 'admin', password: 'SceneCast@2026', realname: '平台管理员' };
const DEMO2 = { username: 'demo2', password: 'Demo@2026!', realname: '第二店主' };

function tenantRow(page: Page, name: string) {
  return page.getByTestId('tenant-page').locator('tbody tr.ant-table-row').filter({ hasText: name });
}

test('the platform administrator adds a tenant and a member; the member switches to it, and a freeze shuts it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `端到端租户${Date.now().toString(36)}`;
  await signIn(page, ADMIN.username, ADMIN.password, ADMIN.realname);
  await page.goto('/#/system/tenant');
  const tenants = page.getByTestId('tenant-page');
  await expect(tenantRow(page, '演示影楼')).toBeVisible();

  await tenants.getByTestId('tenant-add').click();
  const form = page.locator('.ant-modal').filter({ hasText: '新增租户' });
  await form.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(form).toContainText('请输入租户名称');
  await form.getByLabel('租户名称').fill(name);
  await form.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(form).toBeHidden();
  await tenants.getByPlaceholder('按租户名称查询').fill(name);
  await tenants.getByPlaceholder('按租户名称查询').press('Enter');
  await expect(tenants.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(tenantRow(page, name)).toContainText('正常');

  // Members: demo2 joins by username; the count follows.
  await tenantRow(page, name).getByRole('button', { name: '成员' }).click();
  const drawer = page.getByTestId('tenant-members-drawer');
  await drawer.getByTestId('tenant-member-username').fill('nobody_here');
  await drawer.getByTestId('tenant-member-add').click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '用户不存在' })).toBeVisible();
  await drawer.getByTestId('tenant-member-username').fill(DEMO2.username);
  await drawer.getByTestId('tenant-member-add').click();
  await expect(drawer.locator('tbody tr.ant-table-row').filter({ hasText: DEMO2.realname })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(tenantRow(page, name)).toContainText('1');

  // A tenant with users is not deleted.
  await tenantRow(page, name).getByRole('button', { name: '删除' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(
    page.locator('.ant-message-notice').filter({ hasText: '该租户下还有1个用户，请先移除后再删除' }),
  ).toBeVisible();
  await signOut(page);

  const adminToken = await apiToken(request, ADMIN.username, ADMIN.password);
  const list = await request.get(`/api/sys/tenant/list?name=${encodeURIComponent(name)}`, {
    headers: { 'x-access-token': adminToken },
  });
  const id = ((await list.json()) as { result: { records: { id: number }[] } }).result.records[0].id;

  // demo2 now belongs to two tenants and switches in the header's user menu.
  await signIn(page, DEMO2.username, DEMO2.password, DEMO2.realname);
  await page.goto('/#/account/center');
  const myTenants = page.locator('.ant-card').filter({ hasText: '我的租户' });
  await expect(myTenants.locator('.ant-list-item').filter({ hasText: '当前' })).toHaveText(/^第二租户当前$/);
  await userMenu(page, '切换租户');
  await page.locator('.ant-dropdown-menu-submenu-popup:visible').getByText(name, { exact: true }).click();
  await expect(page.getByTestId('greeting')).toContainText(DEMO2.realname);
  await page.goto('/#/account/center');
  await expect(myTenants.locator('.ant-list-item').filter({ hasText: '当前' })).toHaveText(`${name}当前`);
  // Requests now carry that tenant in their tenant-id header.
  const sent = page.waitForRequest((req) => req.url().includes('/api/') && req.headers()['tenant-id'] !== undefined);
  await page.goto('/#/system/user');
  expect((await sent).headers()['tenant-id']).toBe(String(id));

  // Frozen by the platform administrator: demo2's next request in it is refused, saying why.
  const frozen = await request.put('/api/sys/tenant/edit', {
    headers: { 'x-access-token': adminToken },
    data: { id, name, status: 0 },
  });
  expect(((await frozen.json()) as { success: boolean }).success).toBe(true);
  await page.reload();
  await expect(page.getByText('该租户已冻结，无法访问')).toBeVisible();
  await expect(page).toHaveURL(/#\/user\/login/);

  // Signing in again leaves the frozen tenant out: demo2 acts in their own. (Only this attempt's
  // tenant is looked for: a retry finds demo2 still a member of the one the failed attempt added.)
  await signIn(page, DEMO2.username, DEMO2.password, DEMO2.realname);
  await page.goto('/#/account/center');
  await expect(myTenants.locator('.ant-list-item').filter({ hasText: '当前' })).toHaveText(/^第二租户当前$/);
  await expect(myTenants.locator('.ant-list-item').filter({ hasText: name })).toHaveCount(0);
});
