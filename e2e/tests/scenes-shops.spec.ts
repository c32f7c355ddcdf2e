import { deflateSync } from 'node:zlib';
import type { Browser, Locator, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { searchAndChoose } from './helpers';

/** A fresh phone per run: the data folder is fresh, but keep it unlikely to clash with the seed. */
const PHONE = `139${String(Date.now()).slice(-8)}`;
const PASSWORD = 'Scene@2026!';
// demo2 joins this shop and keeps it: a retry on the same database must not find a namesake there.
const SHOP = `晨光影像旗舰店${PHONE.slice(-4)}`;
const BRAND = '晨光影像';
const SECOND = '晨光影像二店';

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A small RGB gradient PNG, written at test time (no binary fixture in the repo). */
function gradientPng(width: number, height: number, hue: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const start = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      rows[start + 1 + x * 3] = (x * 255) / width;
      rows[start + 2 + x * 3] = (y * 255) / height;
      rows[start + 3 + x * 3] = hue;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function signInWithPassword(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/#/user/login');
  const card = page.getByTestId('login-card');
  await card.getByPlaceholder('账号 / 用户名').fill(username);
  await card.getByPlaceholder('密码').fill(password);
  await card.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/#\/dashboard\/analysis/);
}

function toast(page: Page, text: string): Locator {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}

function shopRow(page: Page, name: string): Locator {
  return page.getByTestId('shop-table').locator('tbody tr').filter({ hasText: name });
}

/**
 * Picks a region level by level. A click on the opening list can land while it moves and choose
 * nothing: each name is clicked until its effect shows (the next column holds the next name, or
 * the field shows the last one).
 */
async function pickRegion(page: Page, modal: Locator, names: string[]): Promise<void> {
  const field = modal.locator('.ant-cascader');
  const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
  await field.click();
  for (const [level, name] of names.entries()) {
    const next = names[level + 1];
    const shown = () =>
      next === undefined
        ? expect(field).toContainText(name, { timeout: 1_000 })
        : expect(menus.nth(level + 1).getByText(next, { exact: true })).toBeVisible({ timeout: 1_000 });
    await expect(async () => {
      if (
        await shown().then(
          () => true,
          () => false,
        )
      )
        return;
      await menus.nth(level).getByText(name, { exact: true }).click({ timeout: 2_000 });
      await shown();
    }).toPass({ timeout: 20_000 });
  }
}

async function joinAsDemo2(browser: Browser, shareCode: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithPassword(page, 'demo2', 'Demo@2026!');
  await expect(page.locator('[data-testid=scene-dialog] .ant-modal')).toHaveCount(0);
  await page.goto('/#/qymain/index');
  await page.getByTestId('home-join-shared').click();
  const modal = page.locator('[data-testid=shop-form-modal] .ant-modal').filter({ visible: true });
  await modal.getByRole('button', { name: '加入门店' }).click();
  await expect(modal).toContainText('请输入分享码');
  await modal.getByTestId('share-code-input').fill(shareCode);
  await modal.getByRole('button', { name: '加入门店' }).click();
  await expect(toast(page, '加入成功')).toBeVisible();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('side-menu')).toContainText('摄影门店');
  await page.goto('/#/sheyingd');
  await expect(page).toHaveURL(/#\/cjmain\/index/);
  await expect(page.getByTestId('home-shop-name').filter({ visible: true })).toHaveText(SHOP);
  await page.goto('/#/cjmain/shop');
  await expect(shopRow(page, SHOP)).toContainText('共享');
  await context.close();
}

test('a new owner creates a scene, runs shops, crops a logo and shares a shop', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const registerCode = await page.request.post('/api/account/sms', { data: { phone: PHONE, purpose: 'register' } });
  const { result } = (await registerCode.json()) as { result: { devCode: string } };
  const registered = await page.request.post('/api/auth/register', { data: { phone: PHONE, smscode: result.devCode } });
  expect((await registered.json()).success).toBe(true);

  // Sign in by SMS: the account has no password yet.
  await page.goto('/#/user/login');
  const card = page.getByTestId('login-card');
  await card.getByRole('tab', { name: '手机号登录' }).click();
  await card.getByPlaceholder('手机号').fill(PHONE);
  const sms = page.waitForResponse((response) => response.url().includes('/api/account/sms'));
  await card.getByRole('button', { name: '获取验证码' }).click();
  const body = (await (await sms).json()) as { result: { devCode: string } };
  await card.getByPlaceholder('短信验证码').fill(body.result.devCode);
  await card.getByRole('button', { name: /登\s*录/ }).click();

  const passwordDialog = page.locator('.ant-modal').filter({ hasText: '首次登录，请设置密码' });
  await expect(passwordDialog).toBeVisible();
  await passwordDialog.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await passwordDialog.getByLabel('确认密码').fill(PASSWORD);
  await passwordDialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(passwordDialog).toBeHidden();

  // The scene dialog opens by itself and cannot be closed while the user has no shop.
  const sceneDialog = page.locator('[data-testid=scene-dialog] .ant-modal');
  await expect(sceneDialog).toBeVisible();
  await expect(sceneDialog).toContainText('您还没有门店');
  await expect(sceneDialog.locator('.ant-modal-close')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(10, 880);
  await expect(sceneDialog).toBeVisible();
  // Measured once the opening animation has ended.
  await expect.poll(async () => Math.round((await sceneDialog.boundingBox())?.width ?? 0)).toBe(680);
  await expect(sceneDialog.getByTestId('scene-card-syd')).toContainText('摄影场景');
  await expect(sceneDialog.getByTestId('scene-card-qy')).toContainText('企业场景');

  await sceneDialog.getByTestId('scene-next').click();
  await expect(toast(page, '请选择门店场景')).toBeVisible();
  await sceneDialog.getByTestId('scene-card-syd').click();
  await sceneDialog.getByTestId('scene-next').click();
  await sceneDialog.getByTestId('scene-submit').click();
  await expect(sceneDialog).toContainText('请输入门店名称');
  await expect(sceneDialog).toContainText('请输入品牌简称');
  await sceneDialog.getByLabel('门店名称').fill('很'.repeat(41));
  await expect(sceneDialog).toContainText('门店名称最多40个字符');
  await sceneDialog.getByLabel('门店名称').fill(SHOP);
  await sceneDialog.getByLabel('品牌简称').fill(BRAND);
  await sceneDialog.getByTestId('scene-submit').click();

  // Menu reloaded, then /sheyingd → the photography home.
  await expect(page).toHaveURL(/#\/cjmain\/index/);
  await expect(sceneDialog).toBeHidden();
  await expect(page.getByTestId('home-shop-name')).toHaveText(SHOP);
  await expect(page.getByTestId('shop-summary')).toContainText(`${BRAND}智慧门店`);
  await expect(page.getByTestId('side-menu')).toContainText('摄影门店');
  expect(await page.evaluate(() => localStorage.getItem('shopId'))).toBeNull();

  // The shop list: add a second shop, with validation errors first.
  await page.getByTestId('home-entry-shops').click();
  await expect(page).toHaveURL(/#\/cjmain\/shop/);
  await expect(shopRow(page, SHOP)).toBeVisible();
  await page.getByTestId('shop-add').click();
  const modal = page.locator('[data-testid=shop-form-modal] .ant-modal').filter({ visible: true });
  await expect(modal.getByRole('tab', { name: '添加摄影门店' })).toBeVisible();
  await expect(modal.getByRole('tab', { name: '添加共享门店' })).toBeVisible();
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal).toContainText('请上传头像');
  await expect(modal).toContainText('请上传二维码');
  await expect(modal).toContainText('请输入门店名称');
  await expect(modal).toContainText('请输入品牌简称');
  await expect(modal).toContainText('请输入联系电话');
  await expect(modal).toContainText('请选择省/市/区');
  await expect(modal).toContainText('请输入详细地址');

  await modal.getByLabel('门店名称').fill(SECOND);
  await modal.getByLabel('品牌简称').fill(`${BRAND}智慧门店`);
  await modal.getByTestId('shop-phone-0').fill('12345');
  await expect(modal).toContainText('您的号码格式不正确');
  await modal.getByTestId('shop-phone-0').fill('13912345678');
  await modal.getByRole('button', { name: /添加电话/ }).click();
  await modal.getByTestId('shop-phone-1').fill('13912345678');
  await expect(modal).toContainText('电话号码重复，请检查');
  await modal.getByTestId('shop-phone-1').fill('021-62345678');
  await expect(modal).not.toContainText('电话号码重复，请检查');
  await pickRegion(page, modal, ['上海市', '市辖区', '黄浦区']);
  await modal.getByLabel('详细地址').fill('南京东路 100 号');

  // Logo: the cropper (3:4) with zoom and rotate.
  await modal
    .getByTestId('upload-photo')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: gradientPng(400, 300, 200),
    });
  const cropper = page.locator('[data-testid=image-cropper] .ant-modal');
  await expect(cropper).toBeVisible();
  await cropper.getByRole('button', { name: '放大' }).click();
  await cropper.getByRole('button', { name: '向右旋转' }).click();
  await cropper.getByRole('button', { name: '向左旋转' }).click();
  const upload = page.waitForResponse((response) => response.url().includes('/api/sys/common/upload'));
  await cropper.getByTestId('cropper-confirm').click();
  const uploaded = (await (await upload).json()) as { message: string };
  expect(uploaded.message).toMatch(/^shop\/\d{8}\/[0-9a-f]+\.jpg$/);
  await expect(modal.getByTestId('upload-photo').locator('.ant-upload-list-item-done')).toHaveCount(1);
  await modal
    .getByTestId('upload-wxcoe')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'qr.png',
      mimeType: 'image/png',
      buffer: gradientPng(120, 120, 40),
    });
  await expect(modal.getByTestId('upload-wxcoe').locator('.ant-upload-list-item-done')).toHaveCount(1);

  // Places: empty search, then a search result as the marker.
  await modal.getByTestId('map-search').click();
  await expect(toast(page, '请输入搜索地址')).toBeVisible();
  await modal.getByTestId('map-search-input').fill('黄浦');
  await modal.getByTestId('map-search').click();
  await modal.locator('.sc-map-result').first().click();
  await expect(modal.locator('.leaflet-marker-icon')).toHaveCount(1);
  await modal.getByTestId('place-add').click();
  await expect(modal.locator('.sc-places .ant-list-item')).toHaveCount(1);

  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '添加成功')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(shopRow(page, SECOND)).toBeVisible();

  // Edit, with the shop's time zone (its plans and play reports follow it; Asia/Shanghai until chosen).
  await shopRow(page, SECOND).getByRole('button', { name: /编辑/ }).click();
  await expect(modal.getByLabel('门店名称')).toHaveValue(SECOND);
  await modal.getByLabel('门店名称').fill(`${SECOND}（南京东路）`);
  await expect(modal.getByTestId('shop-time-zone')).toContainText('Asia/Shanghai');
  await searchAndChoose(page, modal.getByTestId('shop-time-zone'), 'New_York', 'America/New_York');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '修改成功')).toBeVisible();
  const renamed = `${SECOND}（南京东路）`;
  await expect(shopRow(page, renamed)).toBeVisible();
  await shopRow(page, renamed).getByRole('button', { name: /编辑/ }).click();
  await expect(modal.getByTestId('shop-time-zone')).toContainText('America/New_York');
  await modal.getByRole('button', { name: /取\s*消/ }).click();
  await expect(modal).toBeHidden();

  // Disable.
  await shopRow(page, renamed).getByTestId('shop-status').click();
  await expect(toast(page, '门店已停用')).toBeVisible();
  await expect(shopRow(page, renamed).getByTestId('shop-status')).not.toBeChecked();

  // Reorder: move the first row below the second with the keyboard, persisted.
  const names = page.getByTestId('shop-table').getByTestId('shop-name');
  const before = await names.allTextContents();
  const handle = page.getByTestId('shop-table').getByTestId('shop-drag-handle').first();
  const tableRows = page.getByTestId('shop-table').locator('tbody tr[data-row-key]');
  // dnd-kit's keyboard drag: each key lands only once the one before has been measured (a busy
  // machine is slower than the keys). A drop that sent nothing (seen in CI, on a loaded machine,
  // its cause not caught) is cancelled and the drag made again.
  let sorted: Request | undefined;
  await expect(async () => {
    await page.keyboard.press('Escape');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(tableRows.first()).toHaveAttribute('aria-pressed', 'true', { timeout: 3_000 });
    await page.keyboard.press('ArrowDown');
    await expect(tableRows.nth(1)).not.toHaveCSS('transform', 'none', { timeout: 3_000 });
    const sent = page.waitForRequest((request) => request.url().includes('/editShopSorts'), { timeout: 5_000 });
    await page.keyboard.press('Space');
    sorted = await sent;
  }).toPass({ timeout: 60_000 });
  expect((await sorted?.response())?.ok()).toBe(true);
  await expect(names).toHaveText([before[1] as string, before[0] as string]);
  await page.reload();
  await expect(page.getByTestId('shop-table').getByTestId('shop-name')).toHaveText([
    before[1] as string,
    before[0] as string,
  ]);

  // Share code of the first shop, for a second owner.
  await shopRow(page, SHOP).getByRole('button', { name: /成员/ }).click();
  const drawer = page
    .locator('[data-testid=members-drawer] .ant-drawer-section, [data-testid=members-drawer] .ant-drawer-content')
    .first();
  await expect(drawer.getByTestId('share-code')).toHaveText(/^[A-Z2-9]{6}$/);
  const shareCode = (await drawer.getByTestId('share-code').textContent()) ?? '';
  await expect(drawer).toContainText('店主');

  await joinAsDemo2(browser, shareCode);

  await page.reload();
  await shopRow(page, SHOP).getByRole('button', { name: /成员/ }).click();
  await expect(page.getByTestId('member-panel')).toContainText('第二店主');
});
