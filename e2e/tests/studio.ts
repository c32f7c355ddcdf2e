import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What the studio specs share: the shop pickers, dates, and an order's status moves. */
export const OK = /确\s*定/;

/** A day some days ahead in the browser's calendar, as yyyy-mm-dd. */
export function dayAhead(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The catalogue pages' shop picker on show (the tabs keep earlier pages alive, hidden). */
export const studioShopSelect = (page: Page) => page.getByTestId('studio-shop').filter({ visible: true });

/** Works in `shop` on a catalogue page; the studio pages remember it for each other. */
export async function chooseStudioShop(page: Page, shop: string): Promise<void> {
  await studioShopSelect(page).click();
  await page.locator('.ant-select-dropdown:visible').getByText(shop, { exact: true }).click();
  await expect(studioShopSelect(page)).toContainText(shop);
}

/** The schedule and order pages' picker, named 门店 or 当前门店 (two locale files both define studio.shop). */
const SHOP_PICKER = /门店$/;

/** Works in `shop` on the schedule or order page. */
export async function chooseShopIn(page: Page, container: Locator, shop: string): Promise<void> {
  const select = container.getByRole('combobox', { name: SHOP_PICKER });
  await select.click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(shop).click();
}

export async function pickDate(input: Locator, day: string): Promise<void> {
  await input.click();
  await input.fill(day);
  await input.press('Enter');
}

/** Moves the order open in the drawer to `status`, confirmed. */
export async function moveOrder(page: Page, drawer: Locator, status: string): Promise<void> {
  await drawer.getByRole('button', { name: `转为${status}` }).click();
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: OK }).click();
  await expect(drawer.getByTestId('order-status')).toHaveText(status);
}
