import { expect, test } from './fixtures';
import { activationCode, api, apiToken, DEMO, shopIdOf, uploadPng } from './helpers';

/** The browser test: a paired screen in album mode, browsed by touch (click). */
const SHOP = '演示影楼旗舰店';
const run = Date.now().toString(36);
const CATEGORY = `婚纱样片${run}`;
const OPEN_ALBUM = `海边婚纱${run}`;
const LOCKED_ALBUM = `私享样片${run}`;
const PASSWORD = '2468';

test('a paired screen in album mode: categories, albums, photos and a password', async ({ page, browser }) => {
  const { request } = page;
  const token = await apiToken(request, DEMO.username, DEMO.password);
  const shopId = await shopIdOf(request, token, SHOP);

  // A category, an album public on screen with 2 photos, and a protected one.
  const category = await api<{ id: string }>(request, token, 'POST', '/cjKepianFenlei/cjKepianFenlei/addType', {
    shopId,
    name: CATEGORY,
  });
  const photos = [await uploadPng(request, token, '#c0392b'), await uploadPng(request, token, '#2980b9')];
  await api(request, token, 'POST', '/cjKepian/cjKepian/addKePian', {
    shopId,
    mainNumber: `A${run}`,
    title: OPEN_ALBUM,
    photos,
    fenleiIds: [category.id],
    isPublicPd: 1,
  });
  const lockedPhoto = await uploadPng(request, token, '#27ae60');
  await api(request, token, 'POST', '/cjKepian/cjKepian/addKePian', {
    shopId,
    mainNumber: `B${run}`,
    title: LOCKED_ALBUM,
    photos: [lockedPhoto],
    fenleiIds: [category.id],
    isPublicPd: 1,
    password: PASSWORD,
  });

  // Pair a player page with the shop.
  const screenContext = await browser.newContext({ viewport: { width: 1280, height: 720 }, hasTouch: true });
  const player = await screenContext.newPage();
  await player.goto('/player/');
  const code = await activationCode(player);
  const deviceId = await api<string>(request, token, 'POST', '/device/dvDevice/actidevice', {
    code,
    name: `相册屏${run}`,
    address: '二楼样片区',
    shopId,
  });
  await expect(player.locator('#screen')).toHaveAttribute('data-status', 'paired');

  // Switch it to album mode (as the console's display settings do).
  await api(request, token, 'GET', `/device/dvDevice/handleSetting?id=${deviceId}&mode=albums`);
  const albums = player.locator('#albums-screen');
  await expect(albums).toBeVisible();
  await expect(albums.locator('.album-tab', { hasText: CATEGORY })).toBeVisible();
  await albums.locator('.album-tab', { hasText: CATEGORY }).click();
  const openCard = albums.locator('.album-card', { hasText: OPEN_ALBUM });
  const lockedCard = albums.locator('.album-card', { hasText: LOCKED_ALBUM });
  await expect(openCard).toBeVisible();
  await expect(openCard.locator('.album-lock')).toHaveCount(0);
  await expect(lockedCard.locator('.album-lock')).toBeVisible();
  await player.screenshot({ path: 'test-results/player-albums-grid.png' });

  // Open the album: its photos, one after the other.
  await openCard.click();
  const viewer = albums.locator('.album-overlay.viewer');
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('.album-counter')).toHaveText('1 / 2');
  const photo = viewer.locator('.album-photo');
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  await viewer.getByRole('button', { name: '下一张' }).click();
  await expect(viewer.locator('.album-counter')).toHaveText('2 / 2');
  await player.screenshot({ path: 'test-results/player-albums-photo.png' });
  await viewer.getByRole('button', { name: '关闭' }).click();
  await expect(viewer).toBeHidden();

  // The protected album: a wrong password is refused, the right one opens it.
  await lockedCard.click();
  const prompt = albums.locator('.album-overlay.password');
  await expect(prompt).toBeVisible();
  for (const key of '1357') await prompt.getByRole('button', { name: key, exact: true }).click();
  await expect(prompt.locator('.album-password-input')).toHaveValue('1357');
  await prompt.getByRole('button', { name: '确定' }).click();
  await expect(prompt.locator('.album-error')).toHaveText('密码错误');
  await player.screenshot({ path: 'test-results/player-albums-password.png' });
  for (const key of PASSWORD) await prompt.getByRole('button', { name: key, exact: true }).click();
  await prompt.getByRole('button', { name: '确定' }).click();
  await expect(viewer).toBeVisible();
  await expect(viewer.locator('.album-viewer-title')).toHaveText(LOCKED_ALBUM);
  await expect(viewer.locator('.album-counter')).toHaveText('1 / 1');
  await screenContext.close();
});
