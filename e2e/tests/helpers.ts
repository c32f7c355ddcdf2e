import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';

export const DEMO = { username: 'demo', password: 'Demo@2026!' };

/** Signs in and waits for the dashboard to greet the account by its real name. */
export async function signIn(page: Page, username: string, password: string, realname = '演示店主'): Promise<void> {
  await page.goto('/#/user/login');
  const card = page.getByTestId('login-card');
  await card.getByPlaceholder('账号 / 用户名').fill(username);
  await card.getByPlaceholder('密码').fill(password);
  await card.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/#\/dashboard\/analysis/);
  await expect(page.getByTestId('greeting')).toContainText(realname);
}

/** Signs in at the platform administrators' entrance as the seeded administrator. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/#/smadmin/login');
  await page.getByPlaceholder('账号 / 用户名').fill('admin');
  await page.getByPlaceholder('密码').fill('SceneCast@2026');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByTestId('greeting')).toContainText('平台管理员');
}

/** The kepian (albums) page of the signed-in user's shop. */
export async function openKepian(page: Page, shop: string): Promise<Locator> {
  await page.goto('/#/cjmain/kepian');
  const kepian = page.getByTestId('kepian-page');
  await expect(kepian.getByTestId('kepian-shop')).toContainText(shop);
  return kepian;
}

/** The four-digit code an unpaired player page shows, once its digits are there. */
export async function activationCode(player: Page): Promise<string> {
  await expect(player.locator('#screen')).toHaveAttribute('data-status', 'unpaired');
  const digits = player.locator('#activation-code .digit');
  await expect(digits).toHaveCount(4);
  await expect(digits.first()).toHaveText(/\d/);
  return (await digits.allTextContents()).join('');
}

export function tabStrip(page: Page): Locator {
  return page.locator('.sc-tabbar .sc-tab');
}

export async function expectTabs(page: Page, titles: string[]): Promise<void> {
  await expect(tabStrip(page)).toHaveText(titles);
}

export async function openFromMenu(page: Page, group: string, item: string): Promise<void> {
  const menu = page.getByTestId('side-menu');
  const entry = menu.getByRole('menuitem', { name: item });
  // A click while the group is still sliding open can land on nothing: click again until the
  // page's tab is the active one.
  await expect(async () => {
    if (!(await entry.isVisible())) await menu.getByText(group, { exact: true }).click();
    await entry.click({ timeout: 2_000 });
    await expect(page.locator('.sc-tabbar .sc-tab-active')).toHaveText(item, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Closes the live notices stacked at the bottom right (a screen of an earlier spec going offline,
 * say): under the pointer they stay open and cover what a step clicks there.
 */
export async function dismissNotices(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  const close = page.locator('.ant-notification-notice-close');
  // A notice already closing detaches under the click: try the next, a bounded number of times.
  for (let tries = 0; tries < 10 && (await close.count()) > 0; tries++) {
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
}

export async function tabContextMenu(page: Page, tab: string, action: string): Promise<void> {
  // A context menu closes at any scroll of the tab's ancestors (it is placed at the pointer), and a
  // slow machine's late layout shifts scroll them: the action is clicked as soon as the menu holds
  // it rather than after its opening motion, and the menu is opened again until the click lands
  // (each action is idempotent).
  const item = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByText(action, { exact: true });
  await expect(async () => {
    await tabStrip(page).filter({ hasText: tab }).getByText(tab, { exact: true }).click({ button: 'right' });
    await item.dispatchEvent('click', undefined, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
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

interface Envelope<T> {
  success: boolean;
  message: string;
  result: T;
}

/** A token for setting up what a test is not about through the API. */
export async function apiToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  const login = await request.post('/api/sys/login', { data: { username, password } });
  const token = ((await login.json()) as Envelope<{ token: string }>).result.token;
  expect(token).toBeTruthy();
  return token;
}

export async function api<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api${path}`, { method, headers: { 'x-access-token': token }, data });
  const body = (await response.json()) as Envelope<T>;
  expect(body.success, `${path}: ${body.message}`).toBe(true);
  return body.result;
}

/** The id of the user's shop called `name`. */
export async function shopIdOf(request: APIRequestContext, token: string, name: string): Promise<string> {
  const shops = await api<{ id: string; name: string }[]>(request, token, 'GET', '/shop/cjShop/queryShopByUserId');
  const shopId = shops.find((shop) => shop.name === name)?.id ?? '';
  expect(shopId).not.toBe('');
  return shopId;
}

/** A plain PNG of one colour. */
export function png(width: number, height: number, colour: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A pending upload (/user/v1/upload) of an 800 × 600 PNG; answers its stored path. */
export async function uploadPng(request: APIRequestContext, token: string, colour: string): Promise<string> {
  const response = await request.post('/api/user/v1/upload?type=image', {
    headers: { 'x-access-token': token },
    multipart: { file: { name: `${colour.slice(1)}.png`, mimeType: 'image/png', buffer: await png(800, 600, colour) } },
  });
  const body = (await response.json()) as Envelope<string>;
  expect(body.success, body.message).toBe(true);
  return body.result;
}

/**
 * Chooses `option` in a dialog's select, again until `item` (the field's form item) shows it: the
 * opening list can still move under the pointer, or refill, and a click that lands then chooses
 * nothing and leaves the list open over the dialog. An option already chosen is not clicked again
 * (in a multiple select that would take it out).
 */
export async function chooseUntilShown(page: Page, field: Locator, item: Locator, option: string): Promise<void> {
  const list = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await list.count()) === 0) await field.click();
    const choice = list.locator('.ant-select-item-option').filter({ hasText: option }).first();
    const chosen = await choice.evaluate((el) => el.classList.contains('ant-select-item-option-selected'), null, {
      timeout: 2_000,
    });
    if (!chosen) await choice.click({ timeout: 2_000 });
    await expect(item).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Types `search` into a searchable select and chooses `option` among what it finds, again until the
 * field shows it: the list still holds the previous answer's options while the search's own is on
 * its way, and a click on one of those as it is replaced chooses nothing.
 */
export async function searchAndChoose(page: Page, field: Locator, search: string, option: string): Promise<void> {
  const choice = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option });
  await expect(async () => {
    await field.locator('input').fill(search);
    await choice.first().click({ timeout: 2_000 });
    await expect(field).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}
