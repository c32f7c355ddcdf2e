import { expect, test } from './fixtures';
import { chooseUntilShown, openFromMenu, signInAsAdmin } from './helpers';

test('a job made in the cron editor runs now and shows its log', async ({ page }) => {
  await signInAsAdmin(page);
  await openFromMenu(page, '系统监控', '定时任务');
  const table = page.getByTestId('job-table');
  await expect(table.getByText('屏幕离线巡检')).toBeVisible();

  await page.getByTestId('job-add').click();
  const dialog = page.getByRole('dialog', { name: '新增定时任务' });
  // The handler list may still be filling when it opens: pick until the select shows the choice.
  const handler = dialog.getByTestId('job-handler');
  await chooseUntilShown(page, handler, handler, '清理过期会话与验证码');
  const editor = dialog.getByTestId('cron-editor');
  const text = editor.getByTestId('cron-text');
  await expect(text).toHaveValue('0 15 * * * ? *');

  // Every 6 hours from midnight, at a quarter past.
  await editor.getByRole('tab', { name: '时', exact: true }).click();
  const hour = editor.getByRole('tabpanel', { name: '时', exact: true });
  await hour.locator('input[data-mode="loop"]').check();
  await hour.getByLabel('loop-step').fill('6');
  await expect(text).toHaveValue('0 15 0/6 * * ? *');
  await expect(editor.getByTestId('cron-runs').locator('.ant-list-item')).toHaveCount(10);
  await dialog.getByLabel('描述').fill('浏览器测试任务');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();

  const row = table.getByRole('row').filter({ hasText: '浏览器测试任务' });
  await expect(row).toContainText('0 15 0/6 * * ? *');
  await expect(row).toContainText('运行中');
  await row.getByRole('button', { name: '立即执行' }).click();

  const drawer = page.locator('.ant-drawer:visible');
  await expect(drawer).toContainText('执行日志 · 清理过期会话与验证码');
  await expect(drawer.getByTestId('job-next-runs').locator('.ant-list-item')).toHaveCount(10);
  const log = drawer.getByTestId('job-log').locator('tbody tr.ant-table-row');
  await expect(log).toHaveCount(1);
  await expect(log.first()).toContainText('手动');
  await expect(log.first()).toContainText('成功');
  await expect(log.first()).toContainText(/sessions \d+, captchas \d+, SMS codes \d+/);
});

test('the monitoring pages show the server, the database, requests and sockets', async ({ page }) => {
  await signInAsAdmin(page);
  await openFromMenu(page, '系统监控', '服务器信息');
  await expect(page.getByTestId('monitor-server')).toContainText('Node 版本');
  await openFromMenu(page, '系统监控', '数据库信息');
  await expect(page.getByTestId('monitor-database')).toContainText('PGlite');
  await openFromMenu(page, '系统监控', '请求追踪');
  await expect(page.getByTestId('monitor-requests')).toContainText('/api/sys/actuator/database');
  await openFromMenu(page, '系统监控', '在线连接');
  await expect(page.getByTestId('monitor-sockets')).toContainText('当前进程');
});
