import { expect, test } from './fixtures';
import { api, apiToken, DEMO, searchAndChoose, shopIdOf, signIn } from './helpers';

/** The browser test: record a customer's review, see it, put it on screen, read it as a screen. */
const SHOP = '演示影楼旗舰店';
const run = Date.now().toString(36);
const CUSTOMER = `林${run}`;
const PHONE = `139${String(Date.now()).slice(-8)}`;
const REVIEW = `样片好看，服务周到${run}`;

interface ScreenReviews {
  average: number | null;
  count: number;
  reviews: { content: string; customerName: string; star: number }[];
}

test("record a customer and their review, see it with the shop's average, and show it on screen", async ({ page }) => {
  test.setTimeout(120_000);
  const { request } = page;
  const token = await apiToken(request, DEMO.username, DEMO.password);
  const shopId = await shopIdOf(request, token, SHOP);

  // A screen paired with the shop, as the player does it.
  const screen = await api<{ deviceId: string; secret: string; state: { code: string } }>(
    request,
    '',
    'POST',
    '/screen/register',
    { appVersion: '1.0.0' },
  );
  await api(request, token, 'POST', '/device/dvDevice/actidevice', {
    code: screen.state.code,
    name: `评价屏${run}`,
    address: '前台',
    shopId,
  });
  const readScreen = async () => {
    const response = await request.get('/api/screen/reviews', {
      headers: { 'x-device-id': screen.deviceId, 'x-device-secret': screen.secret },
    });
    return ((await response.json()) as { result: ScreenReviews }).result;
  };

  await signIn(page, DEMO.username, DEMO.password);

  // The customer.
  await page.goto('/#/cjmain/cjuser');
  await expect(page.getByTestId('cjuser-shop')).toContainText(SHOP);
  await page.getByRole('button', { name: '新增客户' }).click();
  const form = page.locator('.ant-modal').filter({ hasText: '新增客户' });
  await form.locator('#cjuserForm_name').fill(CUSTOMER);
  await form.locator('#cjuserForm_phone').fill(PHONE);
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('cjuser-table')).toContainText(CUSTOMER);
  await expect(page.getByTestId('cjuser-table')).toContainText(PHONE);

  // Their review, recorded on the review page.
  await page.goto('/#/cjmain/pingjia');
  await page.getByRole('button', { name: '录入评价' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '录入评价' });
  await searchAndChoose(page, dialog.getByTestId('pingjia-customer'), CUSTOMER, CUSTOMER);
  await dialog.getByTestId('pingjia-star').locator('.ant-rate-star').nth(3).click();
  await dialog.getByTestId('pingjia-content').fill(REVIEW);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('pingjia-table').locator('tr', { hasText: REVIEW });
  await expect(row).toBeVisible();
  await expect(row).toContainText(CUSTOMER);
  await expect(row.locator('.ant-rate-star-full')).toHaveCount(4);
  await expect(page.getByTestId('pingjia-rating')).toContainText('平均评分');
  expect((await readScreen()).reviews.some((review) => review.content === REVIEW)).toBe(false);

  // On screen: the screen call now reads it, the customer named by their family name only.
  await row.getByRole('switch', { name: '上屏' }).click();
  await expect(row.getByRole('switch', { name: '上屏' })).toHaveAttribute('aria-checked', 'true');
  const onScreen = await readScreen();
  expect(onScreen.reviews.find((review) => review.content === REVIEW)).toEqual(
    expect.objectContaining({ star: 4, customerName: '林*' }),
  );
  expect(onScreen.count).toBeGreaterThan(0);
  expect(onScreen.average).not.toBeNull();

  // The head-office review view lists it with its shop.
  await page.goto('/#/cjmain/pingjiaerp');
  const erpRow = page.getByTestId('erp-pingjia-table').locator('tr', { hasText: REVIEW });
  await expect(erpRow).toContainText(SHOP);
  await expect(page.getByTestId('erp-pingjia-totals')).toContainText('平均');

  // The data overview shows the studio's rating.
  await page.goto('/#/dashboard/analysis');
  await expect(page.getByTestId('studio-rating')).toContainText('条评价');
});
