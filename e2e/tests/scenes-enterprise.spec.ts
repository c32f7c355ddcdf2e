import { expect, test } from './fixtures';
import { activationCode, api, apiToken, dismissNotices, openFromMenu, png, shopIdOf, signIn } from './helpers';

/**
 * Issue #14's browser test: a new owner opens an enterprise shop in the scene dialog, composes its
 * page from blocks, and sees it on a paired screen.
 */
const run = Date.now().toString(36);
const PHONE = `136${String(Date.now()).slice(-8)}`;
const PASSWORD = 'Scene@2026!';
const SHOP = `星河科技展厅${run}`;
const INTRO = `我们专注大屏场景化展示${run}`;
const PERSON = `王总${run}`;

test('open an enterprise shop, compose its page from a template and blocks, and see it on a paired screen', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { request } = page;
  const sms = await request.post('/api/account/sms', { data: { phone: PHONE, purpose: 'register' } });
  const { result } = (await sms.json()) as { result: { devCode: string } };
  await api(request, '', 'POST', '/auth/register', { phone: PHONE, smscode: result.devCode, password: PASSWORD });

  // Without a shop, the scene dialog opens by itself: the enterprise scene, then the shop.
  await signIn(page, PHONE, PASSWORD, PHONE);
  const sceneDialog = page.locator('[data-testid=scene-dialog] .ant-modal');
  await expect(sceneDialog).toBeVisible();
  await sceneDialog.getByTestId('scene-card-qy').click();
  await sceneDialog.getByTestId('scene-next').click();
  await sceneDialog.getByLabel('门店名称').fill(SHOP);
  await sceneDialog.getByLabel('品牌简称').fill('星河科技');
  await sceneDialog.getByTestId('scene-submit').click();
  await expect(page).toHaveURL(/#\/qymain\/index/);
  await expect(sceneDialog).toBeHidden();
  await expect(page.getByTestId('home-shop-name').filter({ visible: true })).toHaveText(SHOP);

  await openFromMenu(page, '企业门店', '企业展示');
  const qy = page.getByTestId('qy-page');
  await expect(qy.getByTestId('qy-shop')).toContainText(SHOP);

  // An empty page starts from a template.
  const brief = qy.getByTestId('qy-template-brief');
  await expect(brief).toContainText('简约版');
  await brief.getByRole('button', { name: '使用此模板' }).click();
  await expect(qy.locator('.qy-block')).toHaveCount(3);
  await expect(qy.getByTestId('qy-block-0')).toContainText('公司简介');

  // Write the profile.
  await qy.getByTestId('qy-block-0').getByTestId('qy-block-edit').click();
  const modal = page.locator('[data-testid=qy-block-modal] .ant-modal').filter({ visible: true });
  await modal.getByTestId('qy-block-text').fill(INTRO);
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal).toHaveCount(0);
  await expect(qy.getByTestId('qy-block-0')).toContainText(INTRO);

  // Add a team block with a person and a photo; an empty title is refused first.
  await qy.getByTestId('qy-add-block').hover();
  await page.getByRole('menuitem', { name: '团队风采' }).click();
  await expect(modal).toBeVisible();
  await modal.getByTestId('qy-block-title').fill('');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal).toContainText('请输入模块标题');
  await modal.getByTestId('qy-block-title').fill('核心团队');
  await modal.getByTestId('qy-item-add').click();
  await modal.getByTestId('qy-item-title-0').fill(PERSON);
  await modal.getByTestId('qy-item-text-0').fill('创始人');
  await modal
    .getByTestId('qy-item-0')
    .locator('input[type=file]')
    .setInputFiles({ name: 'boss.png', mimeType: 'image/png', buffer: await png(600, 600, '#2c7be5') });
  await expect(modal.getByTestId('qy-item-0').locator('.ant-upload-list-item-done, img').first()).toBeVisible();
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(modal).toHaveCount(0);
  const team = qy.getByTestId('qy-block-3');
  await expect(team).toContainText('核心团队');
  await expect(team).toContainText(PERSON);
  // Move it up one place: it comes before 联系我们.
  await team.getByTestId('qy-block-up').click();
  await expect(qy.getByTestId('qy-block-2')).toContainText('核心团队');

  // Pair a player page with the shop: it shows the page, block by block, picked by touch.
  const token = await apiToken(request, PHONE, PASSWORD);
  const shopId = await shopIdOf(request, token, SHOP);
  const screenContext = await browser.newContext({ viewport: { width: 1280, height: 720 }, hasTouch: true });
  const player = await screenContext.newPage();
  await player.goto('/player/');
  const code = await activationCode(player);
  await api(request, token, 'POST', '/device/dvDevice/actidevice', {
    code,
    name: `企业屏${run}`,
    address: '展厅入口',
    shopId,
  });
  const screen = player.locator('#enterprise-screen');
  await expect(screen).toBeVisible();
  await expect(screen.locator('.scene-block-title')).toHaveText('公司简介');
  await expect(screen.locator('.scene-block-text')).toHaveText(INTRO);
  await screen.locator('.scene-tab', { hasText: '核心团队' }).click();
  await expect(screen.locator('.scene-item-title')).toHaveText(PERSON);
  const photo = screen.locator('.scene-item-image');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await player.screenshot({ path: 'test-results/player-enterprise.png' });

  // A change in the console reaches the screen live.
  await dismissNotices(page);
  await qy.getByTestId('qy-block-2').getByTestId('qy-block-edit').click();
  await modal.getByTestId('qy-block-title').fill('管理团队');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(screen.locator('.scene-tab', { hasText: '管理团队' })).toBeVisible();

  // Offline, a reloaded screen still shows the page it kept.
  await player.route('**/api/**', (route) => route.abort());
  await player.reload();
  await expect(player.locator('#enterprise-screen .scene-tab', { hasText: '管理团队' })).toBeVisible();
  await expect(player.locator('#enterprise-screen .scene-block-text')).toHaveText(INTRO);
  await screenContext.close();

  // The page can go to an applet too: the enterprise menu has the applet page (WeChat is not set up here).
  await openFromMenu(page, '企业门店', '小程序管理');
  await expect(page.getByTestId('applet-not-configured').filter({ visible: true })).toContainText('未配置微信开放平台');
});
