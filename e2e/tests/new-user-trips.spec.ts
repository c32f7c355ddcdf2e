import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { api, apiToken, DEMO, signIn } from './helpers';

function toast(page: Page, text: string): Locator {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}

function shopModal(page: Page): Locator {
  return page.locator('[data-testid=shop-form-modal] .ant-modal').filter({ visible: true });
}

function shopRow(page: Page, name: string): Locator {
  return page.getByTestId('shop-table').locator('tbody tr').filter({ hasText: name });
}

/** A PNG of noise stored uncompressed: about 11 MB. */
function elevenMegabytePng(): Promise<Buffer> {
  const width = 2000;
  const height = 1900;
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

test('the logo upload refuses a renamed non-image and an image over 4 MB before the cropper opens', async ({
  page,
}) => {
  await signIn(page, DEMO.username, DEMO.password);
  await page.goto('/#/cjmain/shop');
  await page.getByTestId('shop-add').click();
  const logo = shopModal(page).getByTestId('upload-photo').locator('input[type=file]');
  const cropper = page.locator('[data-testid=image-cropper] .ant-modal');

  await logo.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('plain text, not a picture'),
  });
  await expect(toast(page, '仅支持上传图片')).toBeVisible();
  await expect(cropper).toBeHidden();

  const large = await elevenMegabytePng();
  expect(large.length).toBeGreaterThan(10 * 1024 * 1024);
  await logo.setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: large });
  await expect(toast(page, '图片大小不能超过4MB')).toBeVisible();
  await expect(cropper).toBeHidden();
  await expect(shopModal(page).getByTestId('upload-photo').locator('.ant-upload-list-item')).toHaveCount(0);
});

test('a seeded shop saves as it is, and its brand counter counts what is shown', async ({ page }) => {
  await signIn(page, DEMO.username, DEMO.password);
  await page.goto('/#/cjmain/shop');
  await shopRow(page, '演示影楼旗舰店').getByRole('button', { name: /编辑/ }).click();
  const modal = shopModal(page);
  await expect(modal.getByLabel('品牌简称')).toHaveValue('演示影楼智慧门店');
  // 8 characters shown; the rule measures the brand before 智慧门店, at most 20 of them.
  const brandCounter = modal
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel('品牌简称') })
    .locator('.ant-input-show-count-suffix');
  await expect(brandCounter).toHaveText('8 / 24');
  await expect(modal.getByTestId('upload-photo').locator('.ant-upload-list-item-done')).toHaveCount(1);
  await expect(modal.getByTestId('upload-wxcoe').locator('.ant-upload-list-item-done')).toHaveCount(1);
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '修改成功')).toBeVisible();
  await expect(modal).toBeHidden();
});

test('scene paths go to their homes; an unknown page keeps the layout and names itself', async ({ page }) => {
  await signIn(page, DEMO.username, DEMO.password);
  await expect(page.getByTestId('overview-storageUsed')).toContainText('0B');

  await page.goto('/#/cjmain');
  await expect(page).toHaveURL(/#\/cjmain\/index$/);
  await expect(page.getByTestId('home-shop-name').filter({ visible: true })).toHaveText('演示影楼旗舰店');

  await page.goto('/#/no/such/page');
  await expect(page.getByTestId('not-found')).toContainText('抱歉，你访问的页面不存在');
  await expect(page.getByTestId('side-menu')).toBeVisible();
  await expect(page).toHaveTitle('页面不存在 - SceneCast');
  await page.getByTestId('not-found').getByRole('button', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/analysis/);
  await expect(page).toHaveTitle('SceneCast');
});

test('the enterprise scene path goes to the enterprise home', async ({ page }) => {
  await signIn(page, 'demo2', 'Demo@2026!', '第二店主');
  await page.goto('/#/qymain');
  await expect(page).toHaveURL(/#\/qymain\/index$/);
});

test('the captcha fits the sign-in card and the register page links back in the page style', async ({ page }) => {
  await page.goto('/#/user/login');
  const card = page.getByTestId('login-card');
  // Three failures for a user name bring the captcha.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await card.getByPlaceholder('账号 / 用户名').fill('nobody_here');
    await card.getByPlaceholder('密码').fill('Wrong@2026!');
    const answered = page.waitForResponse((response) => response.url().includes('/api/sys/login'));
    await card.getByRole('button', { name: /登\s*录/ }).click();
    await answered;
  }
  const captcha = card.locator('.sc-captcha img');
  await expect(captcha).toBeVisible();
  const [cardBox, captchaBox] = [await card.boundingBox(), await captcha.boundingBox()];
  expect(cardBox && captchaBox).toBeTruthy();
  if (cardBox && captchaBox) expect(captchaBox.x + captchaBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);

  await page.goto('/#/user/register');
  const back = page.getByTestId('register-to-login');
  await expect(back).toHaveText('使用已有账户登录');
  await expect(back).toHaveCSS('text-decoration-line', 'none');
  await expect(back).not.toHaveCSS('color', 'rgb(0, 0, 238)');
  await back.click();
  await expect(page).toHaveURL(/#\/user\/login/);
});

test('the chosen theme colour reaches table links and the logo text', async ({ page }) => {
  const purple = 'rgb(114, 46, 209)';
  await signIn(page, DEMO.username, DEMO.password);
  await page.getByTestId('open-settings').click();
  const drawer = page.getByTestId('settings-drawer');
  await drawer.locator('[data-color="#722ED1"]').click();
  await drawer.getByText('亮色菜单', { exact: true }).click();
  await drawer.getByText('顶部栏导航', { exact: true }).click();
  // antd hands Escape to the newest open popup only: the colour's tooltip must have finished closing.
  await expect(page.locator('.ant-tooltip:not(.ant-tooltip-hidden)')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
  await expect(page.locator('.sc-header-logo .sc-brand-name')).toHaveCSS('color', purple);

  await page.goto('/#/cjmain/shop');
  await expect(shopRow(page, '演示影楼旗舰店').getByRole('button', { name: /编辑/ })).toHaveCSS('color', purple);
});

test('each menu entry shows the icon its menu row names', async ({ page }) => {
  await signIn(page, DEMO.username, DEMO.password);
  const menu = page.getByTestId('side-menu');
  for (const [group, item] of [
    ['摄影门店', '成员管理'],
    ['个人中心', '账户设置'],
  ]) {
    await menu.getByText(group, { exact: true }).click();
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  const names = await menu
    .locator('.anticon')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')));
  expect(names).not.toContain('file');
  expect(names).toEqual(expect.arrayContaining(['dashboard', 'camera', 'home', 'shop', 'team', 'laptop', 'setting']));
  expect(new Set(names).size).toBe(names.length);
});

test('an enterprise shop stays under its own scene and greets as an enterprise', async ({ page }) => {
  const phone = `137${String(Date.now()).slice(-8)}`;
  const password = 'Scene@2026!';
  const code = await page.request.post('/api/account/sms', { data: { phone, purpose: 'register' } });
  const { result } = (await code.json()) as { result: { devCode: string } };
  await api(page.request, '', 'POST', '/auth/register', { phone, smscode: result.devCode, password });
  const token = await apiToken(page.request, phone, password);
  await api(page.request, token, 'POST', '/changjing/cjMyChangjing/v2/add', {
    changjingId: 'syd',
    shopName: '晨星影楼',
    shopBrand: '晨星智慧门店',
  });
  await api(page.request, token, 'POST', '/changjing/cjMyChangjing/v2/add', {
    changjingId: 'qy',
    shopName: '晨星科技展厅',
    shopBrand: '晨星科技智慧门店',
  });

  await signIn(page, phone, password, phone);
  await page.goto('/#/cjmain/shop');
  await expect(shopRow(page, '晨星影楼')).toBeVisible();
  await expect(shopRow(page, '晨星科技展厅')).toHaveCount(0);

  await page.goto('/#/qymain/index');
  await expect(page.getByTestId('home-shop-name').filter({ visible: true })).toHaveText('晨星科技展厅');
  const summary = page.getByTestId('shop-summary').filter({ visible: true });
  await expect(summary).toContainText('欢迎莅临，这里展示我们的企业风采、产品与服务。');
  await expect(summary).not.toContainText('记录每一个美好瞬间');
});

test('the help link opens the users’ help centre, not the API reference', async ({ page }) => {
  await signIn(page, DEMO.username, DEMO.password);
  const opened = page.context().waitForEvent('page');
  await page.getByTestId('help-link').click();
  const help = await opened;
  await expect(help).toHaveURL(/\/help\/$/);
  await expect(help).toHaveTitle('帮助中心 - SceneCast');
  await expect(help.getByRole('heading', { name: '设备（大屏）' })).toBeVisible();
  await help.getByRole('link', { name: 'English' }).click();
  await expect(help.getByRole('heading', { level: 1 })).toHaveText('Help centre');
});
