import * as XLSX from '@e965/xlsx';
import { expect, test } from './fixtures';
import { activationCode, api, apiToken, chooseUntilShown, DEMO, openFromMenu, shopIdOf, signIn } from './helpers';

/** Issue #14's browser test: add retail products with variants, import a spreadsheet of them, see them on a screen. */
const SHOP = '演示零售门店';
const run = Date.now().toString(36).toUpperCase();
const CATEGORY = `上装${run}`;
const SHIRT = `亚麻衬衫${run}`;

function sheet(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([['货号', '商品名称', '分类', '规格', '价格', '库存', '上架'], ...rows]),
    'Sheet1',
  );
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

test('add a product with variants, import a spreadsheet of products, and see them on a paired screen', async ({
  page,
  browser,
}) => {
  await signIn(page, DEMO.username, DEMO.password);
  await openFromMenu(page, '零售门店', '商品管理');
  const products = page.getByTestId('ls-products-page');
  await expect(products.getByTestId('ls-shop')).toContainText(SHOP);

  // A category, then a product in it with two variants.
  await products.getByTestId('ls-category-name').fill(CATEGORY);
  await products.getByTestId('ls-category-add').click();
  await expect(products.getByTestId('ls-categories')).toContainText(`${CATEGORY} (0)`);
  await products.getByTestId('ls-add').click();
  const modal = page.locator('[data-testid=ls-product-modal] .ant-modal').filter({ visible: true });
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal).toContainText('请输入货号');
  await modal.getByTestId('ls-code').fill(`SH-${run}`);
  await modal.getByTestId('ls-name').fill(SHIRT);
  await chooseUntilShown(page, modal.getByTestId('ls-category'), modal.getByTestId('ls-category'), CATEGORY);
  await modal.getByTestId('ls-spec-0').fill('白色/M');
  await modal.getByTestId('ls-price-0').fill('129.9');
  await modal.getByTestId('ls-stock-0').fill('8');
  await modal.getByTestId('ls-sku-add').click();
  await modal.getByTestId('ls-spec-1').fill('白色/M');
  await modal.getByTestId('ls-price-1').fill('139');
  await modal.getByTestId('ls-stock-1').fill('2');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal).toContainText('规格不能重复');
  await modal.getByTestId('ls-spec-1').fill('白色/L');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal).toHaveCount(0);
  const table = products.getByTestId('ls-products');
  const shirtRow = table.locator('tr', { hasText: SHIRT });
  await expect(shirtRow).toContainText('白色/M · ¥129.90 · 8');
  await expect(shirtRow).toContainText('白色/L · ¥139.00 · 2');
  await expect(products.getByTestId('ls-categories')).toContainText(`${CATEGORY} (1)`);

  // Import a spreadsheet: two products (one with two variants) and a refused row.
  await products.getByTestId('ls-import').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '导入EXCEL' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: '商品导入.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: sheet([
      [`HD-${run}`, `连帽卫衣${run}`, CATEGORY, '灰色/M', 199, 5, '是'],
      [`HD-${run}`, `连帽卫衣${run}`, CATEGORY, '灰色/L', 199, 3, '是'],
      [`CAP-${run}`, `棒球帽${run}`, '配饰', '均码', 59, 20, '否'],
      [`SH-${run}`, '重复货号', null, 'M', 1, 1, '是'],
    ]),
  });
  await expect(dialog).toContainText('商品导入.xlsx');
  await dialog.getByTestId('import-start').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('文件导入成功，但有错误数据');
  await expect(page.getByTestId('import-partial')).toContainText('错误行数：1');
  await page.locator('.ant-modal-confirm').getByRole('button').last().click();
  await expect(table.locator('tr', { hasText: `连帽卫衣${run}` })).toContainText('灰色/L · ¥199.00 · 3');
  await expect(table.locator('tr', { hasText: `棒球帽${run}` })).toBeVisible();
  await expect(products.getByTestId('ls-categories')).toContainText(`${CATEGORY} (2)`);

  // A paired screen shows the products on shelf, not the one off shelf.
  const { request } = page;
  const token = await apiToken(request, DEMO.username, DEMO.password);
  const shopId = await shopIdOf(request, token, SHOP);
  const screenContext = await browser.newContext({ viewport: { width: 1280, height: 720 }, hasTouch: true });
  const player = await screenContext.newPage();
  await player.goto('/player/');
  const code = await activationCode(player);
  await api(request, token, 'POST', '/device/dvDevice/actidevice', {
    code,
    name: `零售屏${run}`,
    address: '门口',
    shopId,
  });
  const screen = player.locator('#retail-screen');
  await expect(screen.locator('.scene-item', { hasText: SHIRT })).toContainText('¥129.90 - ¥139.00');
  await expect(screen.locator('.scene-item', { hasText: `棒球帽${run}` })).toHaveCount(0);
  await screen.locator('.scene-tab', { hasText: CATEGORY }).click();
  await expect(screen.locator('.scene-item')).toHaveCount(2);
  await player.screenshot({ path: 'test-results/player-retail.png' });
  await screenContext.close();
});
