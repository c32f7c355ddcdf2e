import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, openKepian, png, signIn } from './helpers';

const SHOP = '演示影楼旗舰店';
const PARENT = '婚纱系列';
const CHILD = '海景';
const TITLE = '蓝色海岸';
/** Five photos large enough (short side ≥ 600 px) not to be listed as too small. */
const COLOURS = [
  { name: 'p1.png', colour: '#dc2828' },
  { name: 'p2.png', colour: '#28b43c' },
  { name: 'p3.png', colour: '#2850dc' },
  { name: 'p4.png', colour: '#e6c828' },
  { name: 'p5.png', colour: '#8c28c8' },
];

async function pngs() {
  return Promise.all(
    COLOURS.map(async ({ name, colour }) => ({ name, mimeType: 'image/png', buffer: await png(800, 600, colour) })),
  );
}

async function nameCategory(page: Page, name: string): Promise<void> {
  const form = page.locator('.ant-modal').filter({ has: page.getByTestId('fenlei-name') });
  await form.getByTestId('fenlei-name').fill(name);
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(form).toBeHidden();
}

async function photoOrder(page: Page): Promise<string[]> {
  return page
    .getByTestId('kepian-photo')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-name') ?? ''));
}

test('build categories, create an album of five photos, reorder them and publish it on screens', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.username, DEMO.password);
  const kepian = await openKepian(page, SHOP);

  // A two-level category tree.
  await kepian.getByTestId('fenlei-add').click();
  await nameCategory(page, PARENT);
  const tree = kepian.getByTestId('fenlei-tree');
  const parent = tree.getByTestId('fenlei-node').filter({ hasText: PARENT });
  await expect(parent).toBeVisible();
  await parent.getByTestId('fenlei-menu').click();
  await page.locator('.ant-dropdown:visible').getByTestId('fenlei-action-addChild').click();
  await nameCategory(page, CHILD);
  const child = tree.getByTestId('fenlei-node').filter({ hasText: CHILD });
  await expect(child).toHaveAttribute('data-level', '1');
  await child.click();

  // A new album in the chosen category, with five photos uploaded.
  await kepian.getByTestId('kepian-add').click();
  const editor = page.getByTestId('kepian-editor');
  await expect(editor.getByTestId('kepian-main-number')).not.toHaveValue('');
  await editor.getByTestId('kepian-title').fill(TITLE);
  await editor.locator('input[type=file]').setInputFiles(await pngs());
  const photos = editor.getByTestId('kepian-photo');
  await expect(photos).toHaveCount(5);
  await expect(editor.locator('[data-testid=kepian-photo][data-status=done]')).toHaveCount(5, { timeout: 30_000 });
  expect(await photoOrder(page)).toEqual(['p1.png', 'p2.png', 'p3.png', 'p4.png', 'p5.png']);

  // The first cannot go up, the last cannot go down.
  await photos.first().getByTestId('photo-up').click();
  await expect(page.locator('.ant-message')).toContainText('未知的操作');
  await photos.last().getByTestId('photo-down').click();
  await expect(page.locator('.ant-message')).toContainText('已到最后~');

  // The third moves up, the last becomes the cover.
  await photos.nth(2).getByTestId('photo-up').click();
  await expect.poll(() => photoOrder(page)).toEqual(['p1.png', 'p3.png', 'p2.png', 'p4.png', 'p5.png']);
  await photos.nth(4).getByTestId('photo-first').click();
  await expect.poll(() => photoOrder(page)).toEqual(['p5.png', 'p1.png', 'p3.png', 'p2.png', 'p4.png']);
  await page.screenshot({ path: 'test-results/kepian-editor.png' });

  // Public on screens, then saved.
  await editor.getByTestId('kepian-public-pd').click();
  await editor.getByTestId('kepian-save').click();
  await expect(editor).toBeHidden();

  const row = kepian.getByTestId('kepian-table').locator('tr.ant-table-row').filter({ hasText: TITLE });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('flag-public-pd')).toHaveText('大屏公开');
  await expect(row).toContainText(CHILD);
  await expect(row).toContainText('5 张');
  await page.screenshot({ path: 'test-results/kepian-list.png' });

  // Saved in that order: the editor opens with the cover first.
  await row.getByTestId('kepian-edit').click();
  await expect(editor.getByTestId('kepian-photo')).toHaveCount(5);
  await expect(editor.getByTestId('kepian-title')).toHaveValue(TITLE);
  await expect(editor.getByTestId('kepian-public-pd')).toHaveAttribute('aria-checked', 'true');
});
