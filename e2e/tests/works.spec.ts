import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { activationCode, DEMO, signIn } from './helpers';

const SHOP = '演示影楼旗舰店';
const DEVICE = '作品轮播屏';
const GROUP = '迎宾轮播';
/** Each image stays this long on the screen (the group's image time). */
const IMAGE_SECONDS = 2;
const COLOURS = [
  { name: 'red.png', background: { r: 220, g: 40, b: 40 } },
  { name: 'green.png', background: { r: 40, g: 180, b: 60 } },
  { name: 'blue.png', background: { r: 40, g: 80, b: 220 } },
];

async function pngs() {
  return Promise.all(
    COLOURS.map(async ({ name, background }) => ({
      name,
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 64, height: 48, channels: 3, background } })
        .png()
        .toBuffer(),
    })),
  );
}

function cards(page: Page): Locator {
  return page.getByTestId('works-grid').getByTestId('work-card');
}

async function gridOrder(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-work-id') ?? ''));
}

/** The works the screen shows, in the order it shows them, sampled for `ms`. */
async function watchScreen(player: Page, ms: number): Promise<string[]> {
  const seen: string[] = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const id = await player
      .locator('#playlist-screen [data-work-id]')
      .first()
      .getAttribute('data-work-id', { timeout: 500 })
      .catch(() => null);
    if (id && seen.at(-1) !== id) seen.push(id);
    await player.waitForTimeout(150);
  }
  return seen;
}

async function confirmDialog(page: Page, text: string): Promise<void> {
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(text);
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
}

test('upload, reorder, assign to a paired screen, delete and restore works', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const screenContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const player = await screenContext.newPage();
  await player.goto('/player/');
  const code = await activationCode(player);

  await signIn(page, DEMO.username, DEMO.password);
  await page.goto('/#/cjmain/works');
  const library = page.getByTestId('works-library-page');
  await expect(library.getByTestId('works-shop')).toContainText(SHOP);
  await expect(library.getByTestId('works-storage-text')).toContainText('/');

  // A new group, with a short image time so the screen cycles quickly.
  await library.getByTestId('hj-add').click();
  const form = page.getByTestId('hj-form');
  await expect(form.getByTestId('hj-name')).toBeFocused();
  await page
    .locator('.ant-modal')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(form).toContainText('请输入分组名称');
  await form.getByTestId('hj-name').fill(GROUP);
  await form.getByLabel('图片停留（秒）').fill(String(IMAGE_SECONDS));
  await page
    .locator('.ant-modal')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(library.getByTestId('works-hj-title')).toHaveText(GROUP);
  await expect(library.getByTestId('works-grid')).toHaveCount(0);

  // Three images, each with its own progress row, all done.
  await library
    .getByTestId('works-upload')
    .locator('input[type=file]')
    .setInputFiles(await pngs());
  const items = library.getByTestId('works-upload-item');
  await expect(items).toHaveCount(3);
  await expect(library.locator('[data-testid="works-upload-item"][data-status="done"]')).toHaveCount(3, {
    timeout: 20_000,
  });
  await expect(cards(page)).toHaveCount(3);
  await expect(library.getByTestId('hj-tree').getByTestId('hj-node').filter({ hasText: GROUP })).toContainText('3');
  const uploaded = await gridOrder(page);

  // "Up one" on the first is refused with the server's message; "top" on the third moves it first.
  await cards(page).first().hover();
  await cards(page).first().getByTestId('work-up').click();
  await expect(page.locator('.ant-message')).toContainText('未知的操作');
  await cards(page).nth(2).hover();
  await cards(page).nth(2).getByTestId('work-top').click();
  const ordered = [uploaded[2], uploaded[0], uploaded[1]] as string[];
  await expect.poll(() => gridOrder(page)).toEqual(ordered);
  await page.reload();
  // Other specs may have added groups to the demo shop: open ours by name.
  await library.getByTestId('hj-tree').getByTestId('hj-node').filter({ hasText: GROUP }).click();
  await expect.poll(() => gridOrder(page)).toEqual(ordered);
  await page.screenshot({ path: test.info().outputPath('works-library.png'), fullPage: true });

  // Pair the screen with the shop from the device page.
  await page.goto('/#/device/list');
  const list = page.getByTestId('device-list-page');
  await list.getByTestId('device-activate').or(list.getByTestId('device-add')).first().click();
  const drawer = page.getByTestId('device-add-drawer');
  await drawer.getByTestId('device-code').fill(code);
  await drawer.getByTestId('device-name').fill(DEVICE);
  await drawer.getByTestId('device-address').fill('二楼展厅');
  await drawer.getByTestId('device-add-submit').click();
  await expect(page.locator('.ant-message')).toContainText('添加成功');
  await expect(player.locator('#screen')).toHaveAttribute('data-status', 'paired');

  // Assign the group to the screen; it plays the works in the library's order.
  await page.goto('/#/cjmain/works');
  await expect(library.getByTestId('works-hj-title')).toHaveText(GROUP);
  await library.getByTestId('hj-assign').click();
  const assign = page.getByTestId('assign-modal');
  const screen = assign.getByRole('checkbox', { name: new RegExp(`${DEVICE}.*在线`) });
  await screen.check();
  await expect(screen).toBeChecked();
  await page
    .locator('.ant-modal')
    .filter({ has: assign })
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('已保存，大屏将在几秒内更新');
  await expect(player.locator('#playlist-screen [data-work-id]')).toHaveAttribute(
    'data-work-id',
    ordered[0] as string,
    {
      timeout: 10_000,
    },
  );
  const shown = await watchScreen(player, IMAGE_SECONDS * 3 * 1000 + 1500);
  expect(shown.slice(0, 3)).toEqual(ordered);
  await player.screenshot({ path: test.info().outputPath('player-playing.png') });

  // Delete one work (to the bin): it leaves the grid and the screen.
  const removed = ordered[1] as string;
  await page.locator(`[data-testid="work-card"][data-work-id="${removed}"]`).getByTestId('work-check').click();
  await expect(library.getByTestId('works-selected')).toContainText('已选 1 项');
  await library.getByTestId('works-delete').click();
  await confirmDialog(page, '确定将选中的 1 个作品移入回收站吗？');
  await expect(cards(page)).toHaveCount(2);
  await player.waitForTimeout(1000);
  const after = await watchScreen(player, IMAGE_SECONDS * 3 * 1000);
  expect(after.length).toBeGreaterThanOrEqual(2);
  expect(after).not.toContain(removed);

  // Restore it from the recycle bin: it returns to the end of its group.
  await page.goto('/#/cjmain/recycle');
  const bin = page.getByTestId('recycle-page');
  await expect(bin.getByTestId('recycle-total')).toContainText('共 1 个作品');
  const row = bin.getByTestId('recycle-table').locator(`tbody tr[data-row-key="${removed}"]`);
  await expect(row).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('recycle-bin.png'), fullPage: true });
  await row.getByTestId('recycle-restore').click();
  await expect(page.locator('.ant-message')).toContainText('已还原 1 个作品');
  await expect(bin.getByTestId('recycle-total')).toContainText('共 0 个作品');

  await page.goto('/#/cjmain/works');
  await expect.poll(() => gridOrder(page)).toEqual([ordered[0], ordered[2], removed]);
  await screenContext.close();
});
