import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseUntilShown, DEMO, signIn } from './helpers';

function userForm(page: Page) {
  return page.locator('.ant-modal').filter({ has: page.getByTestId('user-form') });
}

function userRow(page: Page, username: string) {
  return page.getByTestId('user-page').locator('tbody tr.ant-table-row').filter({ hasText: username });
}

async function search(page: Page, username: string) {
  const users = page.getByTestId('user-page');
  await users.getByPlaceholder('用户账号').fill(username);
  await users.getByTestId('user-search').click();
}

test('an owner adds a user with a role, finds and edits it; freezing it signs its open console out', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const username = `e2e_${Date.now().toString(36)}`;
  const password = 'abc12345';
  await signIn(page, DEMO.username, DEMO.password);
  await page.goto('/#/system/user');
  const users = page.getByTestId('user-page');
  await search(page, 'demo_staff');
  await expect(userRow(page, 'demo_staff')).toBeVisible();

  await users.getByRole('button', { name: /新增用户/ }).click();
  const form = userForm(page);
  await form.getByLabel('用户账号').fill(username);
  await form.getByLabel('登录密码').fill(password);
  await form.getByLabel('确认密码').fill('abc99999');
  await form.getByLabel('用户姓名').fill('端到端用户');
  await form.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(form).toContainText('两次输入的密码不一样！');
  await form.getByLabel('确认密码').fill(password);
  // Typed first: a tenant can hold more roles than the list shows at once.
  await form.getByTestId('user-roles').locator('input').fill('店员');
  await chooseUntilShown(page, form.getByTestId('user-roles'), form.getByTestId('user-roles'), '店员');
  await form.getByLabel('用户姓名').click();
  await form.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(form).toBeHidden();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '保存成功' })).toBeVisible();

  await search(page, username);
  await expect(users.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(userRow(page, username)).toContainText('端到端用户');

  await userRow(page, username)
    .getByRole('button', { name: /编\s*辑/ })
    .click();
  const edit = userForm(page);
  await expect(edit.getByLabel('用户账号')).toHaveValue(username);
  await expect(edit).toContainText('店员');
  await edit.getByLabel('用户姓名').fill('改过的用户');
  await edit.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(edit).toBeHidden();
  await expect(userRow(page, username)).toContainText('改过的用户');

  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, username, password, '改过的用户');

  await userRow(page, username).getByTestId('user-freeze').click();
  await page
    .locator('.ant-popover:visible')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '冻结成功' })).toBeVisible();
  await expect(userRow(page, username)).toContainText('冻结');

  // Told on the live channel, the frozen user's console makes a call, which answers 401: it goes
  // back to the login page without anyone touching it.
  await expect(second.getByTestId('login-card')).toBeVisible({ timeout: 20_000 });
  await other.close();
});
