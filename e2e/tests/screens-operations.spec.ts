import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { activationCode, api, apiToken, DEMO, png, shopIdOf, signIn } from './helpers';

const SHOP = '演示影楼旗舰店';
const IMAGE_SECONDS = 1;

interface PlayRecord {
  id: string;
  workId: string;
  startedAt: number;
  durationMs: number;
}

/** A screen's name for this attempt: a retry pairs another screen, so it never finds the first one's twin. */
const attemptName = (name: string) => (test.info().retry === 0 ? name : `${name}${test.info().retry + 1}`);

/** A player page in a context of its own (a screen is another machine). */
async function openPlayer(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const player = await context.newPage();
  await player.goto('/player/');
  return player;
}

async function pairPlayer(request: APIRequestContext, token: string, player: Page, shopId: string, name: string) {
  const code = await activationCode(player);
  const deviceId = await api<string>(request, token, 'POST', '/device/dvDevice/actidevice', {
    code,
    name,
    address: '一楼',
    shopId,
  });
  await expect(player.locator('#screen')).toHaveAttribute('data-status', 'paired');
  return deviceId;
}

/** A works group of two images, each shown IMAGE_SECONDS, assigned to the screen. */
async function assignTwoImages(request: APIRequestContext, token: string, shopId: string, deviceId: string) {
  const hj = await api<{ id: string }>(request, token, 'POST', '/works/clWorksHj/addChild', {
    shopId,
    name: `播放统计${Date.now()}`,
    seconds: IMAGE_SECONDS,
  });
  for (const colour of ['#d03050', '#30a050']) {
    const response = await request.post(`/api/works/clWorksHj/addWorks?hjId=${hj.id}`, {
      headers: { 'x-access-token': token },
      multipart: { file: { name: 'work.png', mimeType: 'image/png', buffer: await png(640, 360, colour) } },
    });
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
  }
  await api(request, token, 'POST', '/works/clWorksHj/saveDevice', { hjId: hj.id, deviceIds: [deviceId] });
}

const queued = (player: Page) =>
  player.evaluate(() => JSON.parse(localStorage.getItem('scenecast.screen.plays') ?? '[]') as PlayRecord[]);

/** The works the player shows over `ms`, in order, one entry per change. */
async function watchWorks(player: Page, ms: number): Promise<string[]> {
  const shown: string[] = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const id = await player
      .locator('#playlist-screen [data-work-id]')
      .getAttribute('data-work-id', { timeout: 1_000 })
      .catch(() => null);
    if (id && shown.at(-1) !== id) shown.push(id);
    await player.waitForTimeout(150);
  }
  return shown;
}

/** Today in shop time (UTC+8), as the report counts days. */
const shopToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

async function openDeviceDetail(page: Page, name: string, tab: string) {
  await page.goto('/#/device/list');
  const row = page.getByTestId('device-table').locator('tbody tr').filter({ hasText: name });
  await row.getByRole('button', { name: '详情' }).click();
  const drawer = page.getByTestId('device-detail');
  await drawer.getByRole('tab', { name: tab }).click();
  return drawer;
}

test('a paired player offline keeps playing, restarts without a network, and its proof of play arrives once when it is back', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, DEMO.username, DEMO.password);
  const shopId = await shopIdOf(request, token, SHOP);
  const player = await openPlayer(browser);
  const screenName = attemptName('播放证明屏');
  const deviceId = await pairPlayer(request, token, player, shopId, screenName);

  // Freshly paired, the screen names its shop and offers to refuse it.
  await expect(player.locator('#pairing-refusal')).toContainText(SHOP);
  await expect(player.locator('#pairing-refuse')).toBeVisible();

  await assignTwoImages(request, token, shopId, deviceId);
  await expect(player.locator('#playlist-screen [data-work-id]')).toBeVisible({ timeout: 10_000 });
  // Both images were shown (and so cached) before the network goes, and the page itself is kept.
  expect(new Set(await watchWorks(player, 3_000)).size).toBe(2);
  await player.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await player.context().setOffline(true);
  const before = (await queued(player)).length;
  const offlineShown = await watchWorks(player, 5_000);
  expect(offlineShown.length).toBeGreaterThanOrEqual(3);
  const waiting = await queued(player);
  expect(waiting.length).toBeGreaterThan(before);
  await player.screenshot({ path: test.info().outputPath('player-offline.png') });

  // Restarted during the outage, the screen opens from what it kept and plays on.
  await player.reload();
  expect(new Set(await watchWorks(player, 4_000)).size).toBe(2);

  await player.context().setOffline(false);
  await expect.poll(async () => (await queued(player)).length, { timeout: 30_000 }).toBeLessThan(waiting.length);

  // The server has each record once; sending the same records again adds nothing.
  const credentials = await player.evaluate(
    () => JSON.parse(localStorage.getItem('scenecast.screen.credentials') ?? '{}') as { secret: string },
  );
  const headers = { 'x-device-id': deviceId, 'x-device-secret': credentials.secret };
  const resent = await request.post('/api/screen/plays', { headers, data: { records: waiting } });
  expect(((await resent.json()) as { result: { accepted: number } }).result.accepted).toBe(0);
  // The screen stops here, so the figures below no longer move.
  await player.context().close();

  const report = await api<{ plays: number }[]>(
    request,
    token,
    'GET',
    `/device/proofOfPlay/report?shopId=${shopId}&deviceId=${deviceId}&from=${shopToday()}&to=${shopToday()}`,
  );
  const counted = report.reduce((sum, row) => sum + row.plays, 0);
  expect(counted).toBeGreaterThanOrEqual(waiting.length);

  // The console shows the same count in the screen's proof-of-play tab.
  await signIn(page, DEMO.username, DEMO.password);
  const drawer = await openDeviceDetail(page, screenName, '播放记录');
  const table = drawer.getByTestId('proof-of-play-table');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(report.length);
  const shownCounts = await table.locator('tbody tr.ant-table-row td:nth-child(3)').allTextContents();
  expect(shownCounts.map(Number).reduce((sum, value) => sum + value, 0)).toBe(counted);
  await page.screenshot({ path: test.info().outputPath('proof-of-play.png') });
});

test('a remote screenshot asked in the console appears in the device detail with its time', async ({
  page,
  browser,
  request,
}) => {
  const token = await apiToken(request, DEMO.username, DEMO.password);
  const shopId = await shopIdOf(request, token, SHOP);
  const player = await openPlayer(browser);
  const screenName = attemptName('截图屏');
  await pairPlayer(request, token, player, shopId, screenName);
  await expect(player.locator('#shop-screen .shop-name')).toHaveText(SHOP);

  await signIn(page, DEMO.username, DEMO.password);
  const drawer = await openDeviceDetail(page, screenName, '监控');
  await expect(drawer.getByTestId('device-uptime')).toContainText('近 7 天');
  await expect(drawer.getByTestId('device-uptime')).toContainText('近 30 天');
  await drawer.getByTestId('device-screenshot-request').click();
  const image = drawer.getByTestId('device-screenshot-image');
  await expect(image).toBeVisible({ timeout: 15_000 });
  await expect(drawer.getByTestId('device-screenshot-time')).toContainText('截图时间');
  const size = await drawer
    .locator('img.ant-image-img')
    .evaluate((img: HTMLImageElement) => ({ width: img.naturalWidth, height: img.naturalHeight }));
  expect(size).toEqual({ width: 1280, height: 720 });
  await page.screenshot({ path: test.info().outputPath('device-screenshot.png') });
  await player.context().close();
});

test('a freshly paired screen refuses a shop that is not its own and shows a new code', async ({
  browser,
  request,
}) => {
  const token = await apiToken(request, DEMO.username, DEMO.password);
  const shopId = await shopIdOf(request, token, SHOP);
  const player = await openPlayer(browser);
  const firstCode = await activationCode(player);
  await pairPlayer(request, token, player, shopId, '被拒绝的屏');
  await expect(player.locator('#pairing-refusal')).toContainText(`本屏已绑定到「${SHOP}」`);
  await player.locator('#pairing-refuse').click();
  await expect(player.locator('#screen')).toHaveAttribute('data-status', 'unpaired');
  await expect(player.locator('#pairing-refusal')).toBeHidden();
  const secondCode = await activationCode(player);
  expect(secondCode).toMatch(/^\d{4}$/);
  expect(secondCode).not.toBe(firstCode);
  await player.context().close();
});
