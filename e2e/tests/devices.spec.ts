import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { activationCode, DEMO, openFromMenu, signIn } from './helpers';

const SHOP = '演示影楼旗舰店';
const DEVICE = '大厅迎宾屏';
/** The promise: a paired screen switches to its shop within 2 s. */
const SWITCH_MS = 2_000;

function deviceRow(page: Page, name: string): Locator {
  return page.getByTestId('device-table').locator('tbody tr').filter({ hasText: name });
}

test('pair a screen by its code, lock, unlock and reset it from the console, live', async ({ page, browser }) => {
  const screenContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const player = await screenContext.newPage();
  await player.goto('/player/');
  const firstCode = await activationCode(player);

  await signIn(page, DEMO.username, DEMO.password);
  await expect(page.getByTestId('device-summary')).toBeVisible();

  // The bell offers to activate a device while the shop has none, and opens the drawer.
  await page.getByTestId('notice-bell').click();
  const popover = page.getByTestId('notice-popover');
  await popover.getByRole('tab', { name: /待办/ }).click();
  await expect(popover.getByTestId('todo-activate-device')).toContainText(SHOP);
  await popover.getByTestId('todo-activate-device').click();
  const drawer = page.getByTestId('device-add-drawer');
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/#\/device\/list$/);
  await expect(drawer).toContainText(SHOP);
  const list = page.getByTestId('device-list-page');
  await expect(list.getByTestId('device-empty')).toContainText(SHOP);

  // The spec's messages on an empty form, and on an empty address search.
  await drawer.getByTestId('device-add-submit').click();
  await expect(drawer).toContainText('请输入激活码');
  await expect(drawer).toContainText('请输入设备名称');
  await expect(drawer).toContainText('请输入设备位置');
  await drawer.getByTestId('device-map-toggle').click();
  await expect(drawer.getByTestId('shop-map')).toBeVisible();
  await drawer.getByTestId('map-search').click();
  await expect(page.locator('.ant-message')).toContainText('请输入搜索地址');

  await drawer.getByTestId('device-code').fill(firstCode);
  await drawer.getByTestId('device-name').fill(DEVICE);
  await drawer.getByTestId('device-address').fill('一楼大厅入口');
  await drawer.getByTestId('device-add-submit').click();
  await expect(page.locator('.ant-message')).toContainText('添加成功');

  // The screen shows the shop within 2 s; the console hears of it on the live channel.
  await expect(player.locator('#shop-screen .shop-name')).toHaveText(SHOP, { timeout: SWITCH_MS });
  await expect(player.locator('#screen')).toHaveAttribute('data-status', 'paired');
  await expect(page.locator('.ant-notification')).toContainText(`设备「${DEVICE}」已激活`);
  const row = deviceRow(page, DEVICE);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('device-online')).toHaveText('在线');
  await expect(row.getByTestId('device-status')).toHaveText('正常');
  await expect(list.getByTestId('device-count-total')).toContainText('1');

  // Lock: the screen locks; the row says so without a reload.
  await row.getByTestId('device-lock-toggle').click();
  await expect(player.locator('#locked-screen')).toBeVisible();
  // The padlock is drawn, not an emoji that needs a colour-emoji font.
  await expect(player.locator('#locked-screen svg.lock-icon')).toBeVisible();
  await expect(player.locator('#locked-screen')).not.toContainText('🔒');
  await expect(player.locator('#screen')).toHaveAttribute('data-status', 'locked');
  await expect(row.getByTestId('device-status')).toHaveText('已锁定');
  await expect(list.getByTestId('device-count-locked')).toContainText('1');

  // Unlock: back to the shop.
  await row.getByTestId('device-lock-toggle').click();
  await expect(player.locator('#shop-screen')).toBeVisible();
  await expect(row.getByTestId('device-status')).toHaveText('正常');

  // 移动分组 → a new group: the new group is chosen and its list closes, clear of 确定.
  await row.getByTestId('device-more').click();
  await page.locator('.ant-dropdown:visible').getByText('移动分组', { exact: true }).click();
  const groupDialog = page.locator('.ant-modal').filter({ hasText: '移动分组' }).filter({ visible: true });
  await groupDialog.getByTestId('device-group-select').click();
  // Typed and added from the keyboard: a click could land while the list is still opening.
  await page.getByTestId('device-new-group').fill('一楼大厅');
  await page.getByTestId('device-new-group').press('Enter');
  await expect(page.locator('.ant-message')).toContainText('分组已创建');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expect(groupDialog.getByTestId('device-group-select')).toContainText('一楼大厅');
  await groupDialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(groupDialog).toBeHidden();

  // Reset (confirmed): the screen waits with a new code; the shop has no device again.
  await row.getByTestId('device-more').click();
  await page.locator('.ant-dropdown:visible').getByText('重置', { exact: true }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(`确定重置设备「${DEVICE}」吗？`);
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(player.locator('#screen')).toHaveAttribute('data-status', 'unpaired');
  const secondCode = await activationCode(player);
  expect(secondCode).not.toBe(firstCode);
  await expect(list.getByTestId('device-empty')).toContainText(SHOP);

  // The list page stays reachable from the menu, still empty.
  await openFromMenu(page, '设备管理', '我的设备');
  await expect(list.getByTestId('device-count-total')).toContainText('0');
  await screenContext.close();
});
