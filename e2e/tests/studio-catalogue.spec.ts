import { expect, test } from './fixtures';
import { activationCode, api, apiToken, DEMO, png, shopIdOf, signIn } from './helpers';
import { chooseStudioShop, studioShopSelect } from './studio';

/**
 * Issue #13's browser test of the studio catalogue: a package and a costume are created in the
 * console, the story, base info and home are set, and a paired screen shows the shop home with the
 * package, in the chosen order, also when the network is gone. It works in the branch shop so the
 * flagship's screens (devices, albums) keep their own state.
 */
const SHOP = '演示影楼分店';
const run = Date.now().toString(36);
const PACKAGE = `海景婚纱套系${run}`;
const COSTUME = `HS-${run}`;
const HOME_PACKAGE = `全家福套系${run}`;

test('a package and a costume are created in the console, with their rules', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.username, DEMO.password);

  // A package, with a cover and an included album.
  await page.goto('/#/cjmain/taoxi');
  await chooseStudioShop(page, SHOP);
  await page.getByTestId('taoxi-add').click();
  const packageDialog = page.locator('.ant-modal').filter({ hasText: '新增套系' });
  await packageDialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(packageDialog).toContainText('请输入套系名称');
  await packageDialog.getByTestId('taoxi-name').fill(PACKAGE);
  await packageDialog.getByTestId('taoxi-price').fill('5999');
  await packageDialog.getByTestId('taoxi-deposit').fill('6000');
  await packageDialog.getByTestId('taoxi-photoCount').fill('60');
  await packageDialog.getByTestId('taoxi-retouchedCount').fill('30');
  await packageDialog.getByTestId('taoxi-include-add').click();
  await packageDialog.getByTestId('taoxi-include-item').fill('相册');
  await packageDialog
    .getByTestId('taoxi-cover')
    .locator('input[type=file]')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await png(600, 800, '#8e44ad') });
  await expect(packageDialog.getByTestId('taoxi-cover').locator('img').first()).toBeVisible();
  await packageDialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.locator('.ant-message')).toContainText('定金不能大于套系价格');
  await packageDialog.getByTestId('taoxi-deposit').fill('1000');
  await packageDialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(packageDialog).toBeHidden();
  const packageRow = page.locator('tr').filter({ hasText: PACKAGE });
  await expect(packageRow.getByTestId('taoxi-row-price')).toHaveText('¥5999.00');

  // A costume; its number is unique in the shop, and found by number.
  await page.goto('/#/cjmain/fuzhuang');
  await expect(studioShopSelect(page)).toContainText(SHOP);
  for (const attempt of ['first', 'again']) {
    await page.getByTestId('fuzhuang-add').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '新增服装' });
    await dialog.getByTestId('fuzhuang-number').fill(COSTUME);
    await dialog.getByTestId('fuzhuang-name').fill('拖尾婚纱');
    await dialog.getByTestId('fuzhuang-sizes').locator('input').fill('M');
    await dialog.getByTestId('fuzhuang-sizes').locator('input').press('Enter');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    if (attempt === 'first') {
      await expect(dialog).toBeHidden();
    } else {
      await expect(page.locator('.ant-message')).toContainText('服装编号已存在');
      await dialog.getByRole('button', { name: /取\s*消/ }).click();
    }
  }
  await page.getByTestId('fuzhuang-search').locator('input').fill(COSTUME);
  await page.getByTestId('fuzhuang-search').locator('input').press('Enter');
  await expect(page.getByTestId('fuzhuang-row-number')).toHaveText([COSTUME]);
  await expect(page.getByTestId('fuzhuang-row-state')).toHaveText(['可用']);
});

test('story, base info and home are set; the paired screen shows the shop home, also offline', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { request } = page;
  const token = await apiToken(request, DEMO.username, DEMO.password);
  const shopId = await shopIdOf(request, token, SHOP);
  await api(request, token, 'POST', '/cjTaoxi/cjTaoxi/add', { shopId, name: HOME_PACKAGE, priceFen: 299900 });
  await signIn(page, DEMO.username, DEMO.password);

  // The brand story.
  await page.goto('/#/cjmain/story');
  await chooseStudioShop(page, SHOP);
  await page.getByTestId('story-title').fill('十年只做一件事');
  await page.getByTestId('rich-text-editor').locator('.tiptap').fill('用心记录每一对新人的幸福时刻。');
  await page.getByTestId('story-save').click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');

  // Base info: open on Saturdays, a 20 % deposit.
  await page.goto('/#/cjmain/baseinfo');
  await expect(studioShopSelect(page)).toContainText(SHOP);
  await page.getByTestId('baseinfo-open-6').check();
  await page.getByTestId('baseinfo-deposit').fill('20');
  await page.getByTestId('baseinfo-save').click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');
  await page.reload();
  await expect(page.getByTestId('baseinfo-deposit')).toHaveValue('20');
  await expect(page.getByTestId('baseinfo-open-6')).toBeChecked();

  // Home: the story first, then packages; albums off.
  await page.goto('/#/cjmain/shouye');
  await expect(studioShopSelect(page)).toContainText(SHOP);
  await page.getByTestId('shouye-shown-albums').click();
  await page.getByTestId('shouye-up-story').click();
  await page.getByTestId('shouye-up-story').click();
  await page.getByTestId('shouye-save').click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');

  // A screen of the shop with no works shows the home: story, then the packages on sale.
  const screenContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const player = await screenContext.newPage();
  await player.goto('/player/');
  const code = await activationCode(player);
  await api(request, token, 'POST', '/device/dvDevice/actidevice', {
    code,
    name: `首页屏${run}`,
    address: '分店前台',
    shopId,
  });
  const home = player.locator('#shop-home-screen');
  await expect(home.locator('.home-packages')).toContainText(HOME_PACKAGE);
  await expect(home.locator('.home-packages')).toContainText('¥2999');
  await expect(home.locator('.home-module h2')).toHaveText(['品牌故事', '套系']);
  await expect(home.locator('section.home-story')).toContainText('用心记录每一对新人的幸福时刻。');
  await player.screenshot({ path: 'test-results/studio-shop-home.png' });

  // Offline: the screen shows the same home from what it kept.
  await player.route('**/api/**', (route) => route.abort());
  await player.reload();
  await expect(player.locator('#shop-home-screen .home-packages')).toContainText(HOME_PACKAGE);
  await expect(player.locator('#shop-home-screen .home-module h2')).toHaveText(['品牌故事', '套系']);
  await screenContext.close();
});
