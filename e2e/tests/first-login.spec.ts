import { expect, test } from './fixtures';

const PHONE_ONLY = '13800000003';

test('a phone-only account must set a password: the dialog cannot be closed', async ({ page }) => {
  await page.goto('/#/user/login');
  const card = page.getByTestId('login-card');
  await card.getByRole('tab', { name: '手机号登录' }).click();
  await card.getByPlaceholder('手机号').fill(PHONE_ONLY);
  const sms = page.waitForResponse((response) => response.url().includes('/api/account/sms'));
  await card.getByRole('button', { name: '获取验证码' }).click();
  const body = (await (await sms).json()) as { result: { devCode: string } };
  expect(body.result.devCode).toMatch(/^\d{4,6}$/);
  await card.getByPlaceholder('短信验证码').fill(body.result.devCode);
  await card.getByRole('button', { name: /登\s*录/ }).click();

  const dialog = page.locator('.ant-modal').filter({ hasText: '首次登录，请设置密码' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.ant-modal-close')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(20, 880);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  await expect(dialog).toContainText('请输入密码!');
  await dialog.getByLabel('密码', { exact: true }).fill('short');
  await expect(dialog).toContainText('密码由8-16位数字、大小写字母和特殊符号组成!');
});
