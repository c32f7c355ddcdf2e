import { expect, test } from './fixtures';
import { chooseUntilShown, DEMO, openFromMenu, signIn } from './helpers';
import { chooseShopIn, dayAhead, moveOrder, OK, pickDate } from './studio';

const SHOP = '演示影楼旗舰店';

test('open slots, book a new customer, take the deposit and deliver the order', async ({ page }) => {
  test.setTimeout(240_000);
  // A retry opens its slots on another day: the first try's are still there.
  const day = dayAhead(3 + test.info().retry);
  await signIn(page, DEMO.username, DEMO.password);

  await openFromMenu(page, '摄影门店', '档期管理');
  const schedule = page.getByTestId('dangqi-page');
  await chooseShopIn(page, schedule, SHOP);
  await schedule.getByRole('button', { name: '开放档期' }).click();
  const opening = page.locator('.ant-modal:visible');
  await pickDate(opening.getByPlaceholder('开始日期'), day);
  await pickDate(opening.getByPlaceholder('结束日期'), day);
  await opening.getByRole('button', { name: OK }).click();
  await expect(page.getByText('已开放 2 个档期')).toBeVisible();
  await expect(schedule.getByTestId(`dangqi-day-${day}`)).toContainText('已约 0/2');

  await openFromMenu(page, '摄影门店', '订单管理');
  const orders = page.getByTestId('order-page');
  await chooseShopIn(page, orders, SHOP);
  await orders.getByRole('button', { name: '新建订单' }).click();
  const form = page.locator('.ant-modal:visible');
  await form.getByLabel('手机号').fill('13912345678');
  await form.getByLabel('客户姓名').fill('林晓雨');
  const taoxi = form.locator('.ant-form-item').filter({ hasText: '套系' });
  await chooseUntilShown(page, form.getByLabel('套系'), taoxi, '婚纱照·经典套系');
  await pickDate(form.getByLabel('拍摄日期'), day);
  // The day's open slots are read afresh when the date changes.
  const slot = form.locator('.ant-form-item').filter({ hasText: '档期' });
  await chooseUntilShown(page, form.getByLabel('档期'), slot, '09:00-11:00');
  await form.getByRole('button', { name: OK }).click();
  await expect(page.getByText(/预约成功：DD\d{12}/)).toBeVisible();

  const drawer = page.getByTestId('order-drawer');
  await expect(drawer.getByTestId('order-status')).toHaveText('待付定金');
  await expect(drawer).toContainText('林晓雨 13912345678');
  await drawer.getByTestId('order-pay').click();
  await expect(drawer.getByTestId('order-status')).toHaveText('已预约');
  await expect(drawer.getByTestId('order-paid')).toHaveText('¥1000.00');

  await moveOrder(page, drawer, '已拍摄');
  await moveOrder(page, drawer, '选片中');
  await moveOrder(page, drawer, '制作中');
  await drawer.getByTestId('order-pay').click();
  await expect(drawer.getByTestId('order-paid')).toHaveText('¥3999.00');
  await moveOrder(page, drawer, '已交付');
  await expect(drawer.getByText('变更状态').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await expect(orders.getByTestId('order-table')).toContainText('林晓雨');
  await expect(orders.getByTestId('order-table')).toContainText('已交付');

  await openFromMenu(page, '摄影门店', '档期管理');
  await expect(schedule.getByTestId(`dangqi-day-${day}`)).toContainText('已约 1/2');
});
