import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { activationCode, api, apiToken, DEMO, openFromMenu, png, shopIdOf, signIn } from './helpers';

const SHOP = '演示影楼旗舰店';
/** The player's test-only clock offset (apps/player/src/clock.ts); real screens never have it. */
const CLOCK_OFFSET_KEY = 'scenecast.screen.testClockOffsetMs';

/** Today in the shop's time zone (Asia/Shanghai), and an instant of it given as local HH:mm:ss. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
const localTime = (time: string) => Date.parse(`${today}T${time}+08:00`);

/** Moves a player's clock so that it reads `time` (shop time) now. */
async function setScreenClock(player: Page, time: string): Promise<void> {
  await player.evaluate(({ key, target }) => localStorage.setItem(key, String(target - Date.now())), {
    key: CLOCK_OFFSET_KEY,
    target: localTime(time),
  });
}

async function newGroupWithImages(
  request: APIRequestContext,
  token: string,
  shopId: string,
  name: string,
  colours: string[],
) {
  const hj = await api<{ id: string }>(request, token, 'POST', '/works/clWorksHj/addChild', {
    shopId,
    name,
    seconds: 2,
  });
  for (const colour of colours) {
    const response = await request.post(`/api/works/clWorksHj/addWorks?hjId=${hj.id}`, {
      headers: { 'x-access-token': token },
      multipart: {
        file: { name: `${colour.slice(1)}.png`, mimeType: 'image/png', buffer: await png(320, 180, colour) },
      },
    });
    expect(((await response.json()) as { success: boolean }).success).toBe(true);
  }
  return hj.id;
}

/** A player page paired with the shop through the API (pairing is not what these tests are about). */
async function pairedPlayer(page: Page, request: APIRequestContext, token: string, shopId: string, name: string) {
  const context = await page
    .context()
    .browser()
    ?.newContext({ viewport: { width: 640, height: 360 } });
  if (!context) throw new Error('no browser');
  const player = await context.newPage();
  await player.goto('/player/');
  const code = await activationCode(player);
  const deviceId = await api<string>(request, token, 'POST', '/device/dvDevice/actidevice', {
    code,
    name,
    address: '一楼',
    shopId,
  });
  await expect(player.locator('#screen')).toHaveAttribute('data-status', 'paired');
  return { player, context, deviceId };
}

/**
 * Counts media put on screen before they could paint (an image not decoded yet, a video with no
 * frame), and the times the playlist on screen was left with no item at all (a list switch that
 * empties it before the next list's first item is ready): each would show black. Changes are
 * looked at before the browser paints again. Also keeps each swap's time for the wall test.
 */
async function watchSwaps(player: Page): Promise<void> {
  await player.evaluate(() => {
    const record = { blank: 0, emptied: 0, shown: 0, swaps: [] as { id: string; at: number }[] };
    Object.assign(window, { swapRecord: record });
    new MutationObserver((changes) => {
      const playlist = document.getElementById('playlist-screen');
      const itemTakenOff = changes.some((change) => change.target === playlist && change.removedNodes.length > 0);
      if (playlist?.isConnected && itemTakenOff && !playlist.querySelector('img, video')) record.emptied++;
      for (const change of changes) {
        for (const node of change.addedNodes) {
          if (node instanceof HTMLImageElement) {
            record.shown++;
            if (!node.complete || node.naturalWidth === 0) record.blank++;
            record.swaps.push({ id: node.dataset.workId ?? '', at: performance.timeOrigin + performance.now() });
          }
          if (node instanceof HTMLVideoElement && node.readyState < 2) record.blank++;
        }
      }
    }).observe(document.getElementById('screen') as HTMLElement, { childList: true, subtree: true });
  });
}

/** What the player has recorded and not sent yet (apps/player/src/play-queue.ts). */
const queuedPlays = (player: Page) =>
  player.evaluate(
    () =>
      JSON.parse(localStorage.getItem('scenecast.screen.plays') ?? '[]') as {
        id: string;
        workId: string;
        startedAt: number;
        durationMs: number;
      }[],
  );

type SwapRecord = { blank: number; emptied: number; shown: number; swaps: { id: string; at: number }[] };
const swapsOf = (player: Page) => player.evaluate(() => (window as unknown as { swapRecord: SwapRecord }).swapRecord);

test('a morning plan with an interrupt: built in the console, on the timeline, followed by a screen offline whose plays arrive once', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request, DEMO.username, DEMO.password);
  const shopId = await shopIdOf(request, token, SHOP);
  const morningHj = await newGroupWithImages(request, token, shopId, '早间新品组', ['#d03030', '#30a040']);
  await newGroupWithImages(request, token, shopId, '插播组', ['#3050d0']);
  const { player, context, deviceId } = await pairedPlayer(page, request, token, shopId, '计划测试屏');
  await watchSwaps(player);
  await setScreenClock(player, '09:00:30');
  // No plan and nothing assigned: the screen shows its shop.
  await expect(player.locator('#shop-screen')).toBeVisible();

  await signIn(page, DEMO.username, DEMO.password);
  await openFromMenu(page, '设备管理', '播放计划');
  const plans = page.getByTestId('play-plan-page');

  const addPlan = async (name: string, group: string, interrupt: boolean) => {
    await plans.getByRole('button', { name: '新建计划' }).click();
    const form = page.getByTestId('plan-form');
    await form.getByTestId('plan-name').fill(name);
    await form.getByTestId('plan-add-window').click();
    await expect(form.getByTestId('plan-window-start-0')).toHaveValue('08:00');
    await expect(form.getByTestId('plan-window-end-0')).toHaveValue('12:00');
    if (interrupt) {
      await form.getByTestId('plan-priority').fill('20');
      await form.getByTestId('plan-interrupt').click();
      await expect(form.getByTestId('plan-every')).toHaveValue('5');
      await expect(form.getByTestId('plan-seconds')).toHaveValue('10');
    }
    await form.getByTestId('plan-hj').click();
    await page.locator('.ant-select-tree-node-content-wrapper', { hasText: group }).click();
    await form.getByTestId('plan-devices').click();
    await page.locator('.ant-select-item-option', { hasText: '计划测试屏' }).click();
    await page.keyboard.press('Escape');
    await page
      .locator('.ant-modal')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(page.locator('.ant-message')).toContainText('已保存，屏幕将立即切换');
    await expect(form).toHaveCount(0);
  };

  await addPlan('早间新品', '早间新品组', false);
  // The plan reaches the screen live: 09:00:30 is inside its window.
  const playlist = player.locator('#playlist-screen');
  await expect(playlist.locator('img[data-work-id]')).toBeVisible({ timeout: 10_000 });
  const morningId = await playlist.getAttribute('data-plan-id');
  expect(morningId).toBeTruthy();

  await addPlan('整点插播', '插播组', true);
  await expect(plans.getByRole('row', { name: /整点插播/ })).toContainText('每5分钟插播10秒');

  // The timeline of today: nothing, the morning plan, nothing; the interrupts listed apart.
  await plans.getByRole('tab', { name: '时间线' }).click();
  const periods = plans.getByTestId('timeline-period');
  await expect(periods).toHaveText(['00:00–08:00 默认内容', '08:00–12:00 早间新品', '12:00–00:00 默认内容']);
  await expect(plans.getByTestId('timeline-interrupts')).toContainText('08:0008:0508:10');
  await page.screenshot({ path: test.info().outputPath('play-plan-timeline.png'), fullPage: true });

  // The window's start: the default until 08:00, then the interrupt's 10 s, then the morning plan.
  await setScreenClock(player, '07:59:56');
  await expect(player.locator('#shop-screen')).toBeVisible({ timeout: 5_000 });
  await expect(playlist).not.toHaveAttribute('data-plan-id', morningId ?? '', { timeout: 8_000 });
  const interruptId = await playlist.getAttribute('data-plan-id');
  expect(interruptId).not.toBe(morningId);
  await expect(playlist).toHaveAttribute('data-plan-id', morningId ?? '', { timeout: 15_000 });

  // Its end: at 12:00 the screen goes back to the shop.
  await setScreenClock(player, '11:59:57');
  await expect(playlist).toHaveAttribute('data-plan-id', morningId ?? '');
  await expect(player.locator('#shop-screen')).toBeVisible({ timeout: 8_000 });

  // Offline, the screen follows the plan it keeps: the interrupt at 08:05, then the morning works.
  await context.setOffline(true);
  await setScreenClock(player, '08:04:57');
  await expect(playlist).toHaveAttribute('data-plan-id', morningId ?? '', { timeout: 5_000 });
  await expect(playlist).toHaveAttribute('data-plan-id', interruptId ?? '', { timeout: 8_000 });
  await expect(playlist.locator('img')).toHaveJSProperty('complete', true);
  await expect(playlist).toHaveAttribute('data-plan-id', morningId ?? '', { timeout: 15_000 });
  // Two images of 2 s each keep alternating from the cache.
  const firstShown = await playlist.locator('img').getAttribute('data-work-id');
  await expect(playlist.locator('img')).not.toHaveAttribute('data-work-id', firstShown ?? '', { timeout: 5_000 });
  expect(await playlist.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await setScreenClock(player, '11:59:58');
  await expect(player.locator('#shop-screen')).toBeVisible({ timeout: 8_000 });
  await player.screenshot({ path: test.info().outputPath('player-offline.png') });

  // Nothing black between items: every image was decoded before it was put on screen, and at the
  // interrupts' edges (08:00:10, 08:05, 08:05:10) the item showing stayed until the next list's was ready.
  const record = await swapsOf(player);
  expect(record.shown).toBeGreaterThan(4);
  expect(record.blank).toBe(0);
  expect(record.emptied).toBe(0);
  test.info().annotations.push({
    type: 'items shown / shown before ready / playlist left empty',
    description: `${record.shown} / ${record.blank} / ${record.emptied}`,
  });

  // Back online on its real clock (plays stamped on the moved one are not now: the server drops
  // them), the screen plays its own works; offline again, it records plays that reach the report
  // once it is back, each exactly once.
  await player.evaluate((key) => localStorage.removeItem(key), CLOCK_OFFSET_KEY);
  await context.setOffline(false);
  await api(request, token, 'POST', '/works/clWorksHj/saveDevice', { hjId: morningHj, deviceIds: [deviceId] });
  await expect(playlist.locator('img[data-work-id]')).toBeVisible({ timeout: 10_000 });
  const onlineShown = await playlist.locator('img').getAttribute('data-work-id');
  // (15 s: an interrupt of one image may be showing when the clock is really in the morning window.)
  await expect(playlist.locator('img')).not.toHaveAttribute('data-work-id', onlineShown ?? '', { timeout: 15_000 });
  await context.setOffline(true);
  const queuedBefore = new Set((await queuedPlays(player)).map((play) => play.id));
  await player.waitForTimeout(5_000);
  const offline = (await queuedPlays(player)).filter((play) => !queuedBefore.has(play.id));
  expect(offline.length).toBeGreaterThanOrEqual(2);
  await context.setOffline(false);
  await expect
    .poll(async () => (await queuedPlays(player)).filter((play) => offline.some((sent) => sent.id === play.id)), {
      timeout: 30_000,
    })
    .toEqual([]);
  const credentials = await player.evaluate(
    () => JSON.parse(localStorage.getItem('scenecast.screen.credentials') ?? '{}') as { secret: string },
  );
  // The screen stops here, so the figures below no longer move.
  await context.close();

  // Yesterday to tomorrow in shop time, so a run across midnight still finds every play.
  const days = [-1, 1].map((shift) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + shift * 86_400_000)),
  );
  const playsByWork = async () => {
    const rows = await api<{ workId: string; plays: number }[]>(
      request,
      token,
      'GET',
      `/device/proofOfPlay/report?shopId=${shopId}&deviceId=${deviceId}&from=${days[0]}&to=${days[1]}`,
    );
    const counts: Record<string, number> = {};
    for (const row of rows) counts[row.workId] = (counts[row.workId] ?? 0) + row.plays;
    return counts;
  };
  const reported = await playsByWork();
  for (const workId of new Set(offline.map((play) => play.workId))) {
    const recordedOffline = offline.filter((play) => play.workId === workId).length;
    expect(reported[workId] ?? 0).toBeGreaterThanOrEqual(recordedOffline);
  }
  // A retry of the same records (an answer lost on the way) finds every one stored and adds nothing.
  const retry = await request.post('/api/screen/plays', {
    headers: { 'x-device-id': deviceId, 'x-device-secret': credentials.secret },
    data: { records: offline },
  });
  expect(((await retry.json()) as { result: unknown }).result).toEqual({
    accepted: 0,
    duplicates: offline.length,
    dropped: 0,
    refused: 0,
  });
  expect(await playsByWork()).toEqual(reported);
  test.info().annotations.push({ type: 'plays recorded offline, reported', description: JSON.stringify(reported) });
});

test('a screen group marked as a video wall plays in lockstep on two players', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, DEMO.username, DEMO.password);
  const shopId = await shopIdOf(request, token, SHOP);
  const hjId = await newGroupWithImages(request, token, shopId, '拼接墙组', ['#c04040', '#40c040', '#4040c0']);
  const group = await api<{ id: string }>(request, token, 'POST', '/device/dvDevice/addGroup', {
    shopId,
    name: '拼接墙',
  });
  const left = await pairedPlayer(page, request, token, shopId, '拼接墙左');
  const right = await pairedPlayer(page, request, token, shopId, '拼接墙右');
  for (const screen of [left, right]) {
    await api(request, token, 'POST', '/device/dvDevice/editDevice', { id: screen.deviceId, groupId: group.id });
  }
  await api(request, token, 'POST', '/playplan/add', {
    shopId,
    name: '拼接墙全天',
    priority: 10,
    days: [1, 2, 3, 4, 5, 6, 7],
    windows: [],
    content: { kind: 'hj', hjId },
    groupIds: [group.id],
  });

  await signIn(page, DEMO.username, DEMO.password);
  await openFromMenu(page, '设备管理', '播放计划');
  const plans = page.getByTestId('play-plan-page');
  await plans.getByRole('tab', { name: '视频墙' }).click();
  await plans.getByRole('switch', { name: '视频墙 拼接墙' }).click();
  await expect(page.locator('.ant-message')).toContainText('已保存');

  for (const screen of [left, right]) {
    await expect(screen.player.locator('#playlist-screen img')).toBeVisible({ timeout: 10_000 });
    await watchSwaps(screen.player);
  }
  // Watch a few 2-second items; each swap on one screen must have its twin on the other. A swap of
  // the first screen before the second was watched has no twin to find: those of the first second
  // (twins are looked for within a second) are left out.
  const twinsFrom = Date.now() + 1_000;
  await left.player.waitForTimeout(9_000);
  const a = (await swapsOf(left.player)).swaps.filter((swap) => swap.at > twinsFrom);
  const b = (await swapsOf(right.player)).swaps;
  expect(a.length).toBeGreaterThanOrEqual(3);
  const drifts = a
    .map((swap) => b.find((twin) => twin.id === swap.id && Math.abs(twin.at - swap.at) < 1000))
    .map((twin, index) => (twin ? Math.abs(twin.at - a[index].at) : Number.POSITIVE_INFINITY));
  const worst = Math.max(...drifts);
  test.info().annotations.push({ type: 'wall drift (ms)', description: drifts.map((d) => d.toFixed(1)).join(', ') });
  expect(worst, JSON.stringify({ a, b })).toBeLessThanOrEqual(50);
  await left.context.close();
  await right.context.close();
});
