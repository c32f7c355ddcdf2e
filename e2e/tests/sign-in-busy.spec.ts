import { expect, test } from './fixtures';
import { type OwnServer, startOwnServer } from './ownServer';

// A server of its own that runs one argon2id job at a time and lets none wait: while another
// account's sign-ins keep it busy, the console's sign-in is refused with 503 and says so.
let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer(1, {
    PASSWORD_WORKERS: '1',
    PASSWORD_MAX_WAIT_MS: '1',
    LOGIN_RATE_LIMIT: '1000000',
  });
});

test.afterAll(() => server.stop());

/**
 * Keeps `lanes` sign-ins of the second demo account in flight until `stop()`. A connection the
 * client's pool lost is retried; a server that died ends the storm with what it printed.
 */
function signInStorm(lanes: number) {
  let running = true;
  const lane = async () => {
    while (running) {
      try {
        await fetch(`${server.base}/api/sys/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'demo2', password: 'Demo@2026!' }),
        });
      } catch (error) {
        if (server.trouble()) throw new Error(server.trouble());
        if (!(error instanceof TypeError)) throw error;
      }
    }
  };
  const lanesDone = Promise.all(Array.from({ length: lanes }, lane));
  return () => {
    running = false;
    return lanesDone;
  };
}

test('a sign-in during a storm is told the server is busy, and the retry gets in', async ({ page }) => {
  test.setTimeout(120_000);
  const card = page.getByTestId('login-card');
  const submit = card.getByRole('button', { name: /登\s*录/ });
  const openLogin = async () => {
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${server.base}/#/user/login`);
    await page.reload();
    await card.getByPlaceholder('账号 / 用户名').fill('demo');
    await card.getByPlaceholder('密码').fill('Demo@2026!');
  };
  await page.goto(`${server.base}/#/user/login`);
  await openLogin();

  // Lanes enough to refill the argon2id lane the moment it frees: with 8, a loaded CI run once saw a
  // minute of submits all get in. It is still idle for moments: submit until a refusal shows.
  const stopStorm = signInStorm(16);
  // A submit that lands in such a moment signs in; sign out and submit again.
  await expect(async () => {
    if (!page.url().includes('#/user/login')) await openLogin();
    await submit.click();
    await expect(page.getByText('服务器繁忙，请稍后重试')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page).toHaveURL(/#\/user\/login/);
  await stopStorm();

  await submit.click();
  await expect(page).toHaveURL(/#\/dashboard\/analysis/);
  await expect(page.getByTestId('greeting')).toContainText('演示店主');
});
