import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, apiToken, chooseUntilShown, DEMO, openFromMenu, shopIdOf, signIn, signInAsAdmin } from './helpers';

const STAFF = { username: 'demo_staff', password: 'Demo@2026!', realname: '演示店员' };
const TITLE = '周一店员培训';

function bellPopover(page: Page) {
  return page.getByTestId('notice-popover');
}

async function openBell(page: Page) {
  await page.getByTestId('notice-bell').click();
  await expect(bellPopover(page)).toBeVisible();
}

test('an announcement released to a role arrives in another console’s bell, opens, and counts as read', async ({
  page,
  browser,
}) => {
  // The receiver: a staff console, signed in first and left open.
  const staffContext = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1400, height: 900 } });
  const staff = await staffContext.newPage();
  await signIn(staff, STAFF.username, STAFF.password, STAFF.realname);

  // The owner writes an announcement for the 店员 role and releases it.
  await signIn(page, DEMO.username, DEMO.password);
  await openFromMenu(page, '个人中心', '公告管理');
  await page.getByRole('button', { name: '新增公告' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '新增公告' });
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toContainText('请输入标题');
  await dialog.locator('#announcement_titile').fill(TITLE);
  await dialog.getByText('紧急', { exact: true }).click();
  await dialog.getByText('指定角色', { exact: true }).click();
  await chooseUntilShown(
    page,
    dialog.getByLabel('接收人'),
    dialog.locator('.ant-form-item').filter({ hasText: '接收人' }),
    '店员',
  );
  await dialog.getByTestId('rich-text-editor').locator('.tiptap').fill('请全体店员准时参加。');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');
  const row = page.locator('.ant-table-row').filter({ hasText: TITLE });
  await expect(row).toContainText('未发布');
  await row.getByTestId('announcement-release').click();
  await expect(page.locator('.ant-message')).toContainText('已发布给 1 人');
  await expect(row).toContainText('已发布');

  // It reaches the staff console at once, without a reload: a notification and the bell.
  await expect(staff.locator('.ant-notification')).toContainText(TITLE);
  await openBell(staff);
  const item = bellPopover(staff).getByTestId('announcement-item').filter({ hasText: TITLE });
  await expect(item).toContainText('紧急');
  await expect(bellPopover(staff).getByRole('tab', { name: /通知 \(1\)/ })).toBeVisible();

  // Opening it shows the detail with the sender's real name, and it counts as read.
  await item.click();
  const detail = staff.getByTestId('announcement-detail');
  await expect(detail).toContainText('请全体店员准时参加。');
  await expect(detail.getByTestId('announcement-sender')).toContainText('演示店主');
  const modal = staff.locator('.ant-modal').filter({ hasText: TITLE });
  await expect(modal.locator('.ant-modal-body')).toHaveCSS('max-height', `${Math.round(0.8 * 900)}px`);
  await modal.getByRole('button', { name: '全屏' }).click();
  await expect(modal.getByRole('button', { name: '退出全屏' })).toBeVisible();
  await modal.locator('.ant-modal-close').click();
  await expect(detail).toBeHidden();
  await openBell(staff);
  await expect(bellPopover(staff).getByTestId('announcement-item')).toHaveCount(0);
  await expect(bellPopover(staff).getByRole('tab', { name: /通知 \(0\)/ })).toBeVisible();

  // "View more" lists it as read on 我的消息.
  await bellPopover(staff).getByTestId('notice-view-more').first().click();
  await expect(staff).toHaveURL(/#\/message\/isps\/userAnnouncement/);
  await expect(staff.locator('.ant-table-row').filter({ hasText: TITLE })).toContainText('已读');
  await staffContext.close();
});

test('a live notice in the bell opens the screen it is about and counts as read', async ({ page, request }) => {
  await signIn(page, DEMO.username, DEMO.password);

  // A screen is paired through the API while the console watches: its live notice arrives.
  const token = await apiToken(request, DEMO.username, DEMO.password);
  const shopId = await shopIdOf(request, token, '演示影楼旗舰店');
  const registered = await request.post('/api/screen/register', { data: { appVersion: '1.0.0' } });
  const screen = ((await registered.json()) as { result: { deviceId: string; state: { code: string } } }).result;
  await api(request, token, 'POST', '/device/dvDevice/actidevice', {
    code: screen.state.code,
    name: '铃铛测试屏',
    address: '二楼',
    shopId,
  });
  await expect(page.locator('.ant-notification')).toContainText('设备「铃铛测试屏」已激活');

  await openBell(page);
  const notice = bellPopover(page).getByTestId('notice-item').filter({ hasText: '铃铛测试屏' });
  await expect(notice).toHaveAttribute('data-read', 'false');
  await notice.click();
  await expect(page).toHaveURL(/#\/device\/list/);
  await expect(page.getByTestId('device-detail')).toContainText('铃铛测试屏');
  await page.keyboard.press('Escape');
  await openBell(page);
  await expect(bellPopover(page).getByTestId('notice-item').filter({ hasText: '铃铛测试屏' })).toHaveAttribute(
    'data-read',
    'true',
  );
  // Leave the shop without a screen, as the other specs expect it.
  await api(request, token, 'GET', `/device/dvDevice/handleUnloading?id=${screen.deviceId}`);
});

test('an outside link is refused until the platform administrator allows its host on the dictionary page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Names of this attempt's own: a retry finds nothing the first attempt left in its way.
  const run = Date.now().toString(36);
  const host = `docs-${run}.example.org`;
  const title = `外链公告${run}`;
  const ok = /确\s*定/;
  await signInAsAdmin(page);
  await openFromMenu(page, '个人中心', '公告管理');
  const writeLinked = async (link: string) => {
    await page.getByRole('button', { name: '新增公告' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '新增公告' });
    await dialog.locator('#announcement_titile').fill(title);
    await dialog.getByText('跳转页面', { exact: true }).click();
    await dialog.locator('#announcement_openPage').fill(link);
    await dialog.getByRole('button', { name: ok }).click();
    return dialog;
  };

  // A script address is refused by the form itself; an https host nobody allowed, by the server.
  const dialog = await writeLinked('javascript:alert(document.cookie)');
  await expect(dialog).toContainText('打开的页面须为以/开头的站内路径或https网址');
  await dialog.locator('#announcement_openPage').fill(`https://${host}/guide`);
  await dialog.getByRole('button', { name: ok }).click();
  await expect(page.locator('.ant-message')).toContainText(`网址的域名${host}不在公告链接白名单中`);
  await dialog.getByRole('button', { name: /取\s*消/ }).click();

  // The administrator allows the host in the built-in dictionary 公告链接域名.
  await openFromMenu(page, '系统管理', '数据字典');
  await page.getByTestId('dict-search-code').fill('announcement_link_hosts');
  await page.getByTestId('dict-search').click();
  const row = page.getByTestId('dict-list').locator('tbody tr.ant-table-row').filter({ hasText: '公告链接域名' });
  await expect(row).toContainText('系统内置');
  await row.getByRole('button', { name: '字典配置' }).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '字典项 · 公告链接域名' });
  await drawer.getByTestId('dict-item-add').click();
  const itemForm = page.locator('.ant-modal').filter({ hasText: '数据值' });
  await itemForm.getByLabel('名称').fill(host);
  await itemForm.getByLabel('数据值').fill(host);
  await itemForm.getByRole('button', { name: ok }).click();
  await expect(drawer.getByTestId('dict-items')).toContainText(host);
  await drawer.locator('.ant-drawer-close').click();

  // Now the same link saves.
  await openFromMenu(page, '个人中心', '公告管理');
  await writeLinked(`https://${host}/guide`);
  await expect(page.locator('.ant-message')).toContainText('保存成功');
  await expect(page.locator('.ant-table-row').filter({ hasText: title })).toContainText('未发布');
});
