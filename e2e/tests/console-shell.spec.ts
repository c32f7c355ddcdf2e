import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, expectTabs, openFromMenu, signIn, signOut, tabContextMenu, tabStrip, userMenu } from './helpers';

const NEW_PASSWORD = 'Demo2027ok';

test('sign in, tabs and their rules, settings survive a reload, change password, sign in again', async ({ page }) => {
  await signIn(page, DEMO.username, DEMO.password);
  await expect(page).toHaveTitle('SceneCast');
  await expectTabs(page, ['数据概览']);

  await openFromMenu(page, '个人中心', '账户设置');
  await expect(page.getByTestId('account-center')).toBeVisible();
  await expect(page).toHaveTitle('账户设置 - SceneCast');
  await openFromMenu(page, '系统管理', '数据字典');
  await expect(page.getByTestId('dict-refresh')).toBeVisible();
  await expectTabs(page, ['数据概览', '账户设置', '数据字典']);
  await expect(page.getByTestId('page-header')).toContainText('数据概览');

  // The data overview cannot be closed.
  await tabStrip(page).filter({ hasText: '数据概览' }).locator('.sc-tab-remove').click();
  await expect(page.locator('.ant-message')).toContainText('数据概览不能关闭');
  await expectTabs(page, ['数据概览', '账户设置', '数据字典']);

  await tabContextMenu(page, '数据字典', '关闭左侧');
  await expectTabs(page, ['数据概览', '数据字典']);

  await openFromMenu(page, '个人中心', '账户设置');
  await expectTabs(page, ['数据概览', '数据字典', '账户设置']);
  await tabContextMenu(page, '数据字典', '关闭右侧');
  await expectTabs(page, ['数据概览', '数据字典']);
  await expect(page).toHaveURL(/#\/system\/dict/);

  // The strip from the keyboard: arrows choose the tab beside, Delete closes the one chosen.
  await page.locator('.sc-tabbar .sc-tab-active').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('.sc-tabbar .sc-tab-active')).toHaveText('数据概览');
  await expect(page.locator('.sc-tabbar .sc-tab-active')).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.locator('.sc-tabbar .sc-tab-active')).toHaveText('数据字典');
  await expect(page).toHaveURL(/#\/system\/dict/);

  await openFromMenu(page, '个人中心', '账户设置');
  await tabContextMenu(page, '账户设置', '关闭其他');
  await expectTabs(page, ['数据概览', '账户设置']);
  await page.locator('.sc-tabbar .sc-tab-active').focus();
  await page.keyboard.press('Delete');
  await expectTabs(page, ['数据概览']);
  await openFromMenu(page, '个人中心', '账户设置');

  // Layout settings: theme colour and multi-tab, kept across a reload.
  await page.getByTestId('open-settings').click();
  const drawer = page.getByTestId('settings-drawer');
  await expect(drawer).toContainText('开发预览');
  await drawer.locator('[data-color="#F5222D"]').click();
  await drawer.getByTestId('setting-multitab').click();
  await expect(page.locator('.sc-tabbar')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('account-center')).toBeVisible();
  await expect(page.locator('.sc-tabbar')).toHaveCount(0);
  await page.getByTestId('open-settings').click();
  await expect(page.getByTestId('settings-drawer').locator('[data-color="#F5222D"]')).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByTestId('setting-multitab')).not.toBeChecked();
  // The drawer takes the focus as it opens; Escape closes it from there.
  await expect(page.locator('.ant-drawer-open')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);

  // Change password: success signs out and reloads; the new one signs in.
  await changePassword(page, DEMO.password, NEW_PASSWORD);
  await signIn(page, DEMO.username, NEW_PASSWORD);
  // The other browser tests sign in as demo on the same server: put the password back.
  await changePassword(page, NEW_PASSWORD, DEMO.password);
  await signIn(page, DEMO.username, DEMO.password);
  await signOut(page);
});

async function changePassword(page: Page, from: string, to: string): Promise<void> {
  await userMenu(page, '修改密码');
  const dialog = page.getByTestId('change-password-dialog');
  await dialog.getByLabel('旧密码').fill(from);
  await dialog.getByLabel('新密码', { exact: true }).fill(to);
  await dialog.getByLabel('确认新密码').fill(to);
  await page.getByRole('button', { name: /提\s*交/ }).click();
  await expect(page).toHaveURL(/#\/user\/login/);
}

test('dialogs zoom in, and appear at once for someone whose system asks for less motion', async ({ page }) => {
  await signIn(page, DEMO.username, DEMO.password);
  // Notes whether any dialog was zooming since the last call (antd's prepare step, a frame that
  // measures where the dialog comes from, runs either way: the active step is the animation).
  await page.evaluate(() => {
    const seen = window as unknown as { dialogZoomed: boolean };
    seen.dialogZoomed = false;
    new MutationObserver(() => {
      if (document.querySelector('.ant-modal.ant-zoom-appear-active')) seen.dialogZoomed = true;
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  const zoomedSinceLastAsked = () =>
    page.evaluate(() => {
      const seen = window as unknown as { dialogZoomed: boolean };
      const zoomed = seen.dialogZoomed;
      seen.dialogZoomed = false;
      return zoomed;
    });
  const confirm = page.locator('.ant-modal-confirm');
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    await page.emulateMedia({ reducedMotion });
    await userMenu(page, '退出登录');
    await expect(confirm).toContainText('真的要注销登录吗 ?');
    await confirm.getByRole('button', { name: /取\s*消/ }).click();
    await expect(confirm).toHaveCount(0);
    expect(await zoomedSinceLastAsked()).toBe(reducedMotion === 'no-preference');
  }
});

test('a wrong password is refused with the server message', async ({ page }) => {
  await page.goto('/#/user/login');
  const card = page.getByTestId('login-card');
  await card.getByPlaceholder('账号 / 用户名').fill('demo2');
  await card.getByPlaceholder('密码').fill('not-the-password');
  await card.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.locator('.sc-toast')).toContainText('用户名或密码错误');
  await expect(page).toHaveURL(/#\/user\/login/);
});

test('a signed-out visitor is sent to sign in from any path, an unknown one too; /404 is public', async ({ page }) => {
  await page.goto('/#/account/center');
  await expect(page).toHaveURL(/#\/user\/login\?redirect=%2Faccount%2Fcenter/);
  await page.goto('/#/no/such/page');
  await expect(page).toHaveURL(/#\/user\/login\?redirect=/);
  await page.goto('/#/404');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});

test('a platform administrator signs in at /smadmin/login and is never asked for a scene', async ({ page }) => {
  await page.goto('/#/smadmin/login');
  await page.getByPlaceholder('账号 / 用户名').fill('admin');
  await page.getByPlaceholder('密码').fill('SceneCast@2026');
  // The scene count decides whether the chooser opens by itself: wait for it, not for a while.
  const sceneCount = page.waitForResponse((response) => response.url().includes('/changjing/cjMyChangjing/count'));
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/#\/dashboard\/analysis/);
  await expect(page.getByTestId('greeting')).toContainText('平台管理员');
  expect((await sceneCount).ok()).toBe(true);
  await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
});
