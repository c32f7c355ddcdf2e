import { expect, test } from './fixtures';
import { activationCode, api, apiToken, chooseUntilShown, DEMO, shopIdOf, signIn } from './helpers';
import { chooseShopIn, chooseStudioShop, dayAhead, moveOrder, OK, pickDate, studioShopSelect } from './studio';

/**
 * Issue #13's whole studio path on one paired screen: create a package and a costume, open slots,
 * book an order for a new customer, take the deposit, move it to delivered, record the customer's
 * review, and see it on the screen's shop home. It works in the branch shop, whose screens show the
 * shop home, with names of its own run so it never meets another spec's rows.
 */
const SHOP = '演示影楼分店';
const run = Date.now().toString(36);
const PACKAGE = `全程套系${run}`;
const COSTUME = `QC-${run}`;
const CUSTOMER = `周${run}`;
const PHONE = `137${String(Date.now()).slice(-8)}`;
const REVIEW = `全程满意，客片很美${run}`;

test('a package and a costume, a booked and delivered order, and its review on the paired screen', async ({
  page,
  browser,
}) => {
  const { request } = page;
  test.setTimeout(300_000);
  const day = dayAhead(4);
  // The branch opens every day 09:00–17:00 in two-hour slots: what the open-slots dialog proposes.
  const token = await apiToken(request, DEMO.username, DEMO.password);
  const shopId = await shopIdOf(request, token, SHOP);
  await api(request, token, 'POST', '/cjStudio/baseinfo', {
    shopId,
    openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '09:00', close: '17:00' })),
    depositPercent: 30,
    cancelHours: 48,
    slotMinutes: 120,
  });
  await signIn(page, DEMO.username, DEMO.password);

  // The package (price 5,999, deposit 1,000) and a costume.
  await page.goto('/#/cjmain/taoxi');
  await chooseStudioShop(page, SHOP);
  await page.getByTestId('taoxi-add').click();
  const packageDialog = page.locator('.ant-modal').filter({ hasText: '新增套系' });
  await packageDialog.getByTestId('taoxi-name').fill(PACKAGE);
  await packageDialog.getByTestId('taoxi-price').fill('5999');
  await packageDialog.getByTestId('taoxi-deposit').fill('1000');
  await packageDialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(packageDialog).toBeHidden();
  await expect(page.locator('tr').filter({ hasText: PACKAGE }).getByTestId('taoxi-row-price')).toHaveText('¥5999.00');

  await page.goto('/#/cjmain/fuzhuang');
  await expect(studioShopSelect(page)).toContainText(SHOP);
  await page.getByTestId('fuzhuang-add').click();
  const costumeDialog = page.locator('.ant-modal').filter({ hasText: '新增服装' });
  await costumeDialog.getByTestId('fuzhuang-number').fill(COSTUME);
  await costumeDialog.getByTestId('fuzhuang-name').fill('鱼尾婚纱');
  await costumeDialog.getByRole('button', { name: /保\s*存/ }).click();
  await expect(costumeDialog).toBeHidden();
  await expect(page.locator('tr').filter({ hasText: COSTUME })).toContainText('可用');

  // Open slots on one day: 09:00-11:00, 11:00-13:00, 13:00-15:00 and 15:00-17:00.
  await page.goto('/#/cjmain/dangqi');
  const schedule = page.getByTestId('dangqi-page');
  await chooseShopIn(page, schedule, SHOP);
  await schedule.getByRole('button', { name: '开放档期' }).click();
  const opening = page.locator('.ant-modal:visible');
  await pickDate(opening.getByPlaceholder('开始日期'), day);
  await pickDate(opening.getByPlaceholder('结束日期'), day);
  await opening.getByRole('button', { name: OK }).click();
  await expect(page.getByText('已开放 4 个档期')).toBeVisible();

  // Book the new package for a new customer, take the deposit, deliver.
  await page.goto('/#/cjmain/order');
  const orders = page.getByTestId('order-page');
  await chooseShopIn(page, orders, SHOP);
  await orders.getByRole('button', { name: '新建订单' }).click();
  const form = page.locator('.ant-modal:visible');
  await form.getByLabel('手机号').fill(PHONE);
  await form.getByLabel('客户姓名').fill(CUSTOMER);
  await chooseUntilShown(
    page,
    form.getByLabel('套系'),
    form.locator('.ant-form-item').filter({ hasText: '套系' }),
    PACKAGE,
  );
  await pickDate(form.getByLabel('拍摄日期'), day);
  const slot = form.locator('.ant-form-item').filter({ hasText: '档期' });
  await chooseUntilShown(page, form.getByLabel('档期'), slot, '09:00-11:00');
  await form.getByRole('button', { name: OK }).click();
  await expect(page.getByText(/预约成功：DD\d{12}/)).toBeVisible();

  const drawer = page.getByTestId('order-drawer');
  await expect(drawer).toContainText(`${CUSTOMER} ${PHONE}`);
  await drawer.getByTestId('order-pay').click();
  await expect(drawer.getByTestId('order-status')).toHaveText('已预约');
  await expect(drawer.getByTestId('order-paid')).toHaveText('¥1000.00');
  for (const status of ['已拍摄', '选片中', '制作中']) await moveOrder(page, drawer, status);
  await drawer.getByTestId('order-pay').click();
  await expect(drawer.getByTestId('order-paid')).toHaveText('¥5999.00');
  await moveOrder(page, drawer, '已交付');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The customer's review, put on screen.
  await page.goto('/#/cjmain/pingjia');
  await page.getByRole('button', { name: '录入评价' }).click();
  const reviewDialog = page.locator('.ant-modal').filter({ hasText: '录入评价' });
  await reviewDialog.locator('#pingjiaForm_customerId').fill(CUSTOMER);
  await page.locator('.ant-select-dropdown:visible').getByText(CUSTOMER).click();
  // Choosing the customer adds their order field above the stars: click the stars once it is there.
  await expect(reviewDialog.getByRole('combobox', { name: '订单' })).toBeVisible();
  const stars = reviewDialog.getByTestId('pingjia-star');
  await stars.locator('.ant-rate-star').nth(3).click();
  await expect(stars.locator('.ant-rate-star-full')).toHaveCount(4);
  await reviewDialog.getByTestId('pingjia-content').fill(REVIEW);
  await reviewDialog.getByRole('button', { name: OK }).click();
  await expect(reviewDialog).toBeHidden();
  const row = page.getByTestId('pingjia-table').locator('tr', { hasText: REVIEW });
  await row.getByRole('switch', { name: '上屏' }).click();
  await expect(row.getByRole('switch', { name: '上屏' })).toHaveAttribute('aria-checked', 'true');

  // The shop home shows reviews.
  await page.goto('/#/cjmain/shouye');
  await expect(studioShopSelect(page)).toContainText(SHOP);
  const reviewsShown = page.getByTestId('shouye-shown-reviews');
  if ((await reviewsShown.getAttribute('aria-checked')) !== 'true') await reviewsShown.click();
  await expect(reviewsShown).toHaveAttribute('aria-checked', 'true');
  await page.getByTestId('shouye-save').click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');

  // One screen, paired with the shop: its home shows the review with its four stars.
  const screenContext = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const player = await screenContext.newPage();
  await player.goto('/player/');
  const code = await activationCode(player);
  await api(request, token, 'POST', '/device/dvDevice/actidevice', {
    code,
    name: `全程屏${run}`,
    address: '分店大厅',
    shopId,
  });
  const reviews = player.locator('#shop-home-screen .home-reviews');
  await expect(reviews.locator('.home-review', { hasText: REVIEW })).toHaveText(`★★★★ ${REVIEW}`);
  await player.screenshot({ path: 'test-results/studio-whole-path-home.png' });
  await screenContext.close();
});
