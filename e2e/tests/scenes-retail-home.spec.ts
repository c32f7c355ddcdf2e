import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  activationCode,
  api,
  apiToken,
  chooseUntilShown,
  DEMO,
  dismissNotices,
  openFromMenu,
  png,
  signIn,
} from './helpers';

/** Issue #14's browser test of the retail home layout and cases: compose both, see them on a paired screen. */
const run = Date.now().toString(36).toUpperCase();
const SHOP = `案例门店${run}`;
const LAMP = `落地灯${run}`;
const CASE = `样板间改造${run}`;

/** Picks the test's own retail shop in a page's shop select (the demo owner has two). */
async function pickShop(page: Page, pageTestId: string): Promise<void> {
  const select = page.getByTestId(pageTestId).getByTestId('ls-shop');
  await select.click();
  await page.locator('.ant-select-dropdown:visible').getByText(SHOP, { exact: true }).click();
  await expect(select).toContainText(SHOP);
}

test('compose the retail home and add a case, and see both on a paired screen', async ({ page, browser }) => {
  const { request } = page;
  const token = await apiToken(request, DEMO.username, DEMO.password);
  // A retail shop of the test's own, with one product on shelf to link to the case.
  const { id: shopId } = await api<{ id: string }>(request, token, 'POST', '/shop/cjShop/add', {
    changjingId: 'ls',
    name: SHOP,
    jcName: '案例门店',
    photo: 'shop/20260101/logo.png',
    wxcoe: 'shop/20260101/qr.png',
    descText: '灯具零售门店',
    phone: '13800000001',
    province: '广东省',
    city: '深圳市',
    area: '南山区',
    address: '科技园路1号',
    place: [],
    status: 0,
  });
  await api(request, token, 'POST', '/lingshou/product/add', {
    shopId,
    code: `LAMP-${run}`,
    name: LAMP,
    status: 1,
    skus: [{ spec: '暖白', price: 59900, stock: 4 }],
  });

  await signIn(page, DEMO.username, DEMO.password);
  await dismissNotices(page);

  // The home: cases first, then the store card, with one banner image; products stay on.
  await openFromMenu(page, '零售门店', '首页设置');
  await pickShop(page, 'ls-home-page');
  const home = page.getByTestId('ls-home-page');
  await home.getByTestId('ls-home-shown-store').click();
  for (let step = 0; step < 3; step += 1) await home.getByTestId('ls-home-up-cases').click();
  await home
    .getByTestId('ls-home-banners')
    .locator('input[type=file]')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await png(320, 120, '#cc3300') });
  await expect(home.getByTestId('ls-home-banners').locator('.ant-upload-list-item-done')).toHaveCount(1);
  await home.getByTestId('ls-home-save').click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');

  // A case with a linked product; the title is required.
  await openFromMenu(page, '零售门店', '案例管理');
  await pickShop(page, 'ls-cases-page');
  const cases = page.getByTestId('ls-cases-page');
  await cases.getByTestId('ls-case-add').click();
  const modal = page.locator('[data-testid=ls-case-modal] .ant-modal').filter({ visible: true });
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal).toContainText('请输入案例标题');
  await modal.getByTestId('ls-case-title').fill(CASE);
  await modal.getByTestId('rich-text-editor').locator('.tiptap').fill('三周完成整店灯光改造。');
  await chooseUntilShown(
    page,
    modal.getByTestId('ls-case-products'),
    modal.getByTestId('ls-case-products'),
    `${LAMP} (LAMP-${run})`,
  );
  await modal.getByTestId('ls-case-title').click();
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal).toHaveCount(0);
  await expect(cases.getByTestId('ls-cases').locator('tr', { hasText: CASE })).toContainText(LAMP);

  // A screen paired to the shop shows the modules in the chosen order and opens the case by touch.
  const screenContext = await browser.newContext({ viewport: { width: 1280, height: 720 }, hasTouch: true });
  const player = await screenContext.newPage();
  await player.goto('/player/');
  const code = await activationCode(player);
  await api(request, token, 'POST', '/device/dvDevice/actidevice', {
    code,
    name: `案例屏${run}`,
    address: '门口',
    shopId,
  });
  const screen = player.locator('#retail-screen');
  await expect(screen.locator('.retail-section').first()).toHaveAttribute('data-module', 'cases');
  const order = await screen
    .locator('.retail-section')
    .evaluateAll((sections) => sections.map((section) => (section as HTMLElement).dataset.module));
  expect(order).toEqual(['cases', 'banner', 'products', 'store']);
  await expect(screen.locator('.retail-store-card')).toContainText(SHOP);
  await expect(screen.locator('.retail-products .scene-item', { hasText: LAMP })).toContainText('¥599.00');
  await screen.locator('.retail-case-card', { hasText: CASE }).click();
  const opened = player.locator('#retail-case');
  await expect(opened).toContainText('三周完成整店灯光改造。');
  await expect(opened).toContainText(LAMP);
  await player.screenshot({ path: 'test-results/player-retail-home.png' });
  await opened.locator('.retail-case-close').click();
  await expect(opened).toHaveCount(0);
  await screenContext.close();
});
