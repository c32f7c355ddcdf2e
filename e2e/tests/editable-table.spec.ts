import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, openFromMenu, signIn } from './helpers';

/** Inserting twice within 1500 ms is refused; waiting this long between inserts is always enough. */
const INSERT_WINDOW_MS = 1600;

async function openTable(page: Page): Promise<Locator> {
  await openFromMenu(page, '组件示例', '可编辑表格');
  const demo = page.getByTestId('editable-table-demo');
  // The records arrive after the page: a loaded machine may take a while.
  await expect(demo.getByTestId('et-row').first()).toBeVisible({ timeout: 90_000 });
  return demo;
}

const rows = (demo: Locator) => demo.getByTestId('et-row');
/** Saving waits for the list to reload, which a loaded machine makes slow. */
const SAVE_TIMEOUT = { timeout: 90_000 };

async function totalOf(demo: Locator): Promise<number> {
  return Number((await demo.getByTestId('et-total').textContent())?.match(/\d+/)?.[0]);
}
const rowByIndex = (demo: Locator, index: number) =>
  demo.locator(`[data-testid="et-row"]:has(.jet-index:text-is("${index}"))`);

async function scrollToBottom(demo: Locator): Promise<void> {
  await demo.getByTestId('et-scroll').evaluate((element) => {
    element.scrollTop = element.scrollHeight;
  });
}

/** The names of the rows rendered now, top to bottom. */
async function shownNames(demo: Locator): Promise<string[]> {
  return demo.getByTestId('et-row').evaluateAll((elements) =>
    elements
      .map((row) => ({
        index: Number(row.querySelector('.jet-index')?.textContent),
        name: (row.querySelector('[data-testid="et-cell-name"] input') as HTMLInputElement | null)?.value ?? '',
      }))
      .sort((a, b) => a.index - b.index)
      .map((row) => row.name),
  );
}

// Each test walks a whole commit and reload; on a shared, loaded machine that takes longer than the default.
test.describe.configure({ timeout: 360_000 });

test.describe('editable table', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.username, DEMO.password);
  });

  test('adds rows, refuses bad cells and too-fast inserts, commits and keeps the rows after reload', async ({
    page,
  }) => {
    const demo = await openTable(page);
    const total = await totalOf(demo);
    // Two clicks at once: the first adds a row, the second comes within 1500 ms and is refused.
    await demo.getByTestId('et-add').dblclick();
    await expect(page.getByText('你点击的太快了，请慢点点击!')).toBeVisible();
    await expect(demo.getByTestId('et-total')).toHaveText(`共 ${total + 1} 行`);

    // The new row is at the bottom (position 0), empty: its name is required, a bad phone and a taken e-mail fail.
    await scrollToBottom(demo);
    const added = rowByIndex(demo, total + 1);
    await expect(added.getByText('新增')).toBeVisible();
    await added.getByTestId('et-cell-phone').locator('input').fill('123');
    await expect(added.getByTestId('et-cell-phone').getByTestId('et-cell-error')).toHaveText(
      '手机号格式不正确（手机号码）',
    );
    const last = rowByIndex(demo, total);
    const takenEmail = await last.getByTestId('et-cell-email').locator('input').inputValue();
    await added.getByTestId('et-cell-email').locator('input').fill(takenEmail);
    await demo.getByTestId('et-demo-save').click();
    await expect(page.getByText('有 4 个单元格未通过校验')).toBeVisible();
    await expect(added.getByTestId('et-cell-name').getByTestId('et-cell-error')).toHaveText('姓名不能为空');
    await expect(added.getByTestId('et-cell-email').getByTestId('et-cell-error')).toHaveText('邮箱不能重复');
    await expect(last.getByTestId('et-cell-email').getByTestId('et-cell-error')).toHaveText('邮箱不能重复');

    await added.getByTestId('et-cell-name').locator('input').fill('表格新人');
    await added.getByTestId('et-cell-phone').locator('input').fill('13912345678');
    await added.getByTestId('et-cell-email').locator('input').fill('new.person@example.com');
    await added.getByTestId('et-cell-salary').locator('input').fill('12a3.456');
    await expect(added.getByTestId('et-cell-salary').locator('input')).toHaveValue('123.456');
    await expect(added.getByTestId('et-cell-salary').getByTestId('et-cell-error')).toHaveText('薪资格式不正确（金额）');
    await added.getByTestId('et-cell-salary').locator('input').fill('8888.5');
    await expect(demo.getByTestId('et-cell-error')).toHaveCount(0);
    await demo.getByTestId('et-demo-save').click();
    await expect(page.getByText(`已保存 ${total + 1} 行`)).toBeVisible(SAVE_TIMEOUT);

    await page.reload();
    const again = page.getByTestId('editable-table-demo');
    await expect(again.getByTestId('et-total')).toHaveText(`共 ${total + 1} 行`, SAVE_TIMEOUT);
    await scrollToBottom(again);
    const saved = rowByIndex(again, total + 1);
    await expect(saved.getByTestId('et-cell-name').locator('input')).toHaveValue('表格新人');
    await expect(saved.getByTestId('et-cell-salary').locator('input')).toHaveValue('8888.50');
    await expect(saved.getByText('已保存')).toBeVisible();

    // A second insert after the window is allowed: insert above a selected row.
    await page.waitForTimeout(INSERT_WINDOW_MS);
    await saved.getByTestId('et-row-select').click();
    await again.getByTestId('et-insert-above').click();
    await expect(again.getByTestId('et-total')).toHaveText(`共 ${total + 2} 行`);
    await expect(rowByIndex(again, total + 1).getByText('新增')).toBeVisible();
    await expect(
      rowByIndex(again, total + 2)
        .getByTestId('et-cell-name')
        .locator('input'),
    ).toHaveValue('表格新人');
  });

  test('drag sort and move up change the order, which the commit keeps', async ({ page }) => {
    const demo = await openTable(page);
    const before = await shownNames(demo);
    // Drag the first row two places down by its handle (dnd-kit's keyboard drag: pick up, move, drop).
    await rowByIndex(demo, 1).getByTestId('et-drag-handle').focus();
    await page.keyboard.press('Space');
    await expect(demo.locator('.jet-row-dragging')).toHaveCount(1);
    // Each move lands once dnd-kit has measured the rows for the one before.
    for (const step of [1, 2]) {
      await page.keyboard.press('ArrowDown');
      await expect(rowByIndex(demo, step + 1)).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, -61)');
    }
    await page.keyboard.press('Space');
    await expect
      .poll(() => shownNames(demo).then((names) => names.slice(0, 3)))
      .toEqual([before[1], before[2], before[0]]);

    await rowByIndex(demo, 5).getByTestId('et-row-select').click();
    await demo.getByTestId('et-move-up').click();
    await expect.poll(() => shownNames(demo).then((names) => names.slice(3, 5))).toEqual([before[4], before[3]]);

    await demo.getByTestId('et-demo-save').click();
    await expect(page.getByText(/已保存 \d+ 行/)).toBeVisible(SAVE_TIMEOUT);
    await page.reload();
    const again = page.getByTestId('editable-table-demo');
    await expect(again.getByTestId('et-row').first()).toBeVisible(SAVE_TIMEOUT);
    await expect
      .poll(() => shownNames(again).then((names) => names.slice(0, 5)))
      .toEqual([before[1], before[2], before[0], before[4], before[3]]);
  });

  test('the server refusal is shown and nothing is saved', async ({ page }) => {
    const demo = await openTable(page);
    const name = rowByIndex(demo, 1).getByTestId('et-cell-name').locator('input');
    const original = await name.inputValue();
    await name.fill('长'.repeat(51));
    await demo.getByTestId('et-demo-save').click();
    await expect(demo.getByTestId('et-demo-refusal')).toContainText('最大长度50位字符', SAVE_TIMEOUT);
    await demo.getByTestId('et-demo-reload').click();
    await expect(name).toHaveValue(original);
  });

  test('ten thousand rows render only the rows in view and scroll to the last', async ({ page }) => {
    const demo = await openTable(page);
    await demo.getByTestId('et-demo-mode-large').click();
    await expect(demo.getByTestId('et-total')).toHaveText('共 10000 行');
    const count = await rows(demo).count();
    expect(count).toBeGreaterThan(5);
    expect(count).toBeLessThanOrEqual(12);
    await scrollToBottom(demo);
    await expect(rowByIndex(demo, 10000)).toBeVisible();
    // Rows mounted while scrolling show text, then their editors once the scrolling stops.
    await expect(rowByIndex(demo, 10000).getByTestId('et-cell-name').locator('input')).toBeVisible();
  });
});

// A node whose children answer empty becoming a leaf is a unit test of the tree table (the seeded
// tree has no such node); here every answer is the real server's, the first one only held back.
test('tree table shows loading... while children load, then the children, leaves without a toggle', async ({
  page,
}) => {
  await signIn(page, DEMO.username, DEMO.password);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/sys/category/childList**', async (route) => {
    const pid = new URL(route.request().url()).searchParams.get('pid');
    if (pid === '5f000000000000000000000000000001') await held;
    await route.continue();
  });
  await openFromMenu(page, '组件示例', '树表格');
  const tree = page.getByTestId('tree-table-demo');
  const styles = tree.locator('tr', { hasText: '样片风格' });
  await expect(styles).toBeVisible();
  await styles.getByRole('button', { name: /展开|expand/i }).click();
  await expect(tree.getByTestId('tree-table-loading')).toHaveText('loading...');
  release();
  await expect(tree.locator('tr', { hasText: '婚纱' }).first()).toBeVisible();
  await expect(tree.getByTestId('tree-table-loading')).toHaveCount(0);
  await expect(tree.locator('tr', { hasText: '儿童' })).toBeVisible();
  // 儿童 has no children: no expand button.
  await expect(tree.locator('tr', { hasText: '儿童' }).getByRole('button', { name: /展开|expand/i })).toHaveCount(0);

  const goods = tree.locator('tr', { hasText: '商品类别' });
  await goods.getByRole('button', { name: /展开|expand/i }).click();
  await expect(tree.locator('tr', { hasText: '相册相框' })).toBeVisible();
});
