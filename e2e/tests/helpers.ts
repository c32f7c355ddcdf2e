import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO = { username: 'demo', password: 'Demo@2026!' };

export async function signIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/#/user/login');
  const card = page.getByTestId('login-card');
  await card.getByPlaceholder('账号 / 用户名').fill(username);
  await card.getByPlaceholder('密码').fill(password);
  await card.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/#\/dashboard\/analysis/);
  await expect(page.getByTestId('greeting')).toContainText('演示店主');
}

export function tabStrip(page: Page): Locator {
  return page.locator('.sc-tabbar .ant-tabs-tab');
}

export async function expectTabs(page: Page, titles: string[]): Promise<void> {
  await expect(tabStrip(page)).toHaveText(titles);
}

export async function openFromMenu(page: Page, group: string, item: string): Promise<void> {
  const menu = page.getByTestId('side-menu');
  const entry = menu.getByRole('menuitem', { name: item });
  if (!(await entry.isVisible())) await menu.getByText(group, { exact: true }).click();
  await entry.click();
}

export async function tabContextMenu(page: Page, tab: string, action: string): Promise<void> {
  await tabStrip(page).filter({ hasText: tab }).getByText(tab, { exact: true }).click({ button: 'right' });
  await page.locator('.ant-dropdown:visible').getByText(action, { exact: true }).click();
}

export async function userMenu(page: Page, item: string): Promise<void> {
  const entry = page.locator('.ant-dropdown:visible').getByText(item, { exact: true });
  // A hover while a drawer or dialog is still closing lands on its mask and opens nothing: leave
  // and hover again (a hover where the pointer already is would not enter the menu) until it shows.
  await expect(async () => {
    await page.mouse.move(0, 0);
    await page.getByTestId('user-menu').hover();
    await expect(entry).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await entry.click();
}

export async function signOut(page: Page): Promise<void> {
  await userMenu(page, '退出登录');
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('真的要注销登录吗 ?');
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/#\/user\/login/);
  await expect(page.getByTestId('login-card')).toBeVisible();
}
