import type { Page } from '@playwright/test';
import {
  deliverPush,
  simulatorEnv,
  startWxSimulator,
  type WxSimulator,
} from '../../apps/server/src/modules/openplat/wx-simulator.js';
import { expect, test } from './fixtures';
import { DEMO, expectTabs } from './helpers';
import { type OwnServer, ownServerBase, startOwnServer } from './ownServer';

const option = (page: Page, text: string) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text });

// A server of its own whose WeChat is a simulator started here: WeChat's pages and calls, locally.
const BASE = ownServerBase(3);
let server: OwnServer;
let sim: WxSimulator;

test.beforeAll(async () => {
  sim = await startWxSimulator();
  server = await startOwnServer(3, simulatorEnv(sim.base));
  // WeChat pushes the component's verify ticket every 10 minutes; the first one, now.
  const pushed = await deliverPush(`${BASE}/api/openplat/wxApletAuth/event`, sim.ticketPush());
  expect(await pushed.text()).toBe('success');
});

test.afterAll(async () => {
  await server?.stop();
  await sim?.close();
});

test('says plainly when WeChat is not configured', async ({ page }) => {
  await page.goto('/#/user/login');
  const card = page.getByTestId('login-card');
  await card.getByPlaceholder('账号 / 用户名').fill(DEMO.username);
  await card.getByPlaceholder('密码').fill(DEMO.password);
  await card.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByTestId('greeting')).toBeVisible({ timeout: 30_000 });
  await page.goto('/#/cjmain/applet');
  await expect(page.getByTestId('applet-not-configured')).toContainText('未配置微信开放平台');
});

test('authorises an applet at WeChat, binds a shop, commits, submits and releases', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(`${BASE}/#/user/login`);
  const card = page.getByTestId('login-card');
  await card.getByPlaceholder('账号 / 用户名').fill(DEMO.username);
  await card.getByPlaceholder('密码').fill(DEMO.password);
  await card.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByTestId('greeting')).toContainText('演示店主', { timeout: 30_000 });

  await page.goto(`${BASE}/#/cjmain/applet`);
  await page.getByRole('button', { name: '授权小程序' }).click();
  // WeChat's authorisation page (the simulator's), where the applet's administrator confirms.
  await expect(page.getByRole('heading', { name: '授权 演示门店小程序' })).toBeVisible();
  await page.getByRole('link', { name: '确认授权' }).click();
  await expect(page.getByText('授权成功')).toBeVisible();
  const applet = page.getByTestId('applet-card');
  await expect(applet).toContainText('演示门店小程序');
  await expect(applet).toContainText('wxapplet000000001');
  expect(page.url()).not.toContain('authCode');

  await page.getByRole('combobox', { name: '选择门店' }).click();
  await option(page, '演示影楼旗舰店').click();
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: '绑 定' })
    .or(page.getByRole('button', { name: '绑定' }))
    .first()
    .click();
  await expect(page.getByTestId('applet-shops')).toContainText('演示影楼旗舰店');

  await page.getByRole('combobox', { name: '代码模板' }).click();
  await option(page, '1.1.0').click();
  await expect(page.getByRole('textbox', { name: '版本号' })).toHaveValue('1.1.0');
  await page.getByRole('button', { name: '提交代码' }).click();
  await expect(page.getByText('提交代码成功')).toBeVisible();
  await expect(page.getByTestId('applet-versions')).toContainText('已提交代码');

  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByTestId('applet-versions')).toContainText(/审核中|审核通过/);
  await page
    .getByRole('button', { name: '发 布' })
    .or(page.getByRole('button', { name: '发布' }))
    .first()
    .click();
  await expect(page.getByText('发布成功')).toBeVisible();
  await expect(page.getByTestId('applet-versions')).toContainText('已发布');
  await expect(page.getByTestId('applet-release-version')).toHaveText('1.1.0');

  await page.getByRole('combobox', { name: '门店', exact: true }).click();
  await option(page, '演示影楼旗舰店').click();
  await page.getByRole('button', { name: '生成小程序码' }).click();
  await expect(page.getByRole('img', { name: '门店小程序码' })).toBeVisible();

  // The retail page offers the retail shops, and starts at the shop the /lsmain pages keep (ls_shopId).
  await page.goto(`${BASE}/#/lsmain/applet`);
  // Its tab opens once the retail page is in front: a click before that could land on the last one.
  await expectTabs(page, ['数据概览', '小程序管理', '小程序管理']);
  await page.getByRole('combobox', { name: '选择门店' }).click();
  await expect(option(page, '演示零售门店')).toBeVisible();
  await expect(option(page, '演示影楼分店')).toHaveCount(0);
  await option(page, '演示零售门店').click();
  await page.keyboard.press('Escape');
  // Not the bound flagship's 解除绑定.
  await page.getByRole('button', { name: /(^|\s)绑\s*定$/ }).click();
  await expect(page.locator('[data-testid="applet-shops"]:visible')).toContainText('演示零售门店');
  const qrShop = page.getByRole('combobox', { name: '门店', exact: true });
  await expect(page.locator('.ant-select:visible').filter({ has: qrShop })).toContainText('演示零售门店');
});
