/** Fills the login form of the page already open and waits for the dashboard (demo account). */
export async function submitDemoLogin(page, timeoutMs) {
  await page
    .getByPlaceholder(/账号|用户名|user/i)
    .first()
    .fill('demo');
  await page.locator('input[type=password]').first().fill('Demo@2026!');
  await page.keyboard.press('Enter');
  await page.waitForURL(/dashboard\/analysis/, { timeout: timeoutMs });
}
