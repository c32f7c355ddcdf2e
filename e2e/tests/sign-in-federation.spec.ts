import {
  startOidcProvider,
  TEST_CLIENT_ID,
} from '../../apps/server/src/modules/sys-federation/test-identity-servers.js';
import { expect, test } from './fixtures';
import { signOut } from './helpers';
import { type OwnServer, ownServerBase, startOwnServer } from './ownServer';

// A server of its own, configured with a real OpenID Connect provider started here on a free port.
const BASE = ownServerBase(2);
let server: OwnServer;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;

test.beforeAll(async () => {
  provider = await startOidcProvider(`${BASE}/api/sys/thirdLogin/oidc/callback`);
  server = await startOwnServer(2, {
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: TEST_CLIENT_ID,
    OIDC_REDIRECT_URI: `${BASE}/api/sys/thirdLogin/oidc/callback`,
    OIDC_DISPLAY_NAME: '测试身份源',
  });
});

test.afterAll(async () => {
  await server.stop();
  await provider.close();
});

test('signs in through the provider, links the identity once by password, then goes straight in', async ({ page }) => {
  await page.goto(`${BASE}/#/user/login`);
  await page.getByRole('link', { name: '使用 测试身份源 登录' }).click();

  // The provider's own sign-in page.
  await page.getByPlaceholder('Enter any login').fill('e2e-person');
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  const card = page.getByTestId('oauth2-card');
  await expect(card).toContainText('首次使用该第三方账号登录');
  await card.getByPlaceholder('账号 / 用户名').fill('demo2');
  await card.getByPlaceholder('密码').fill('Wrong@2026!');
  await card.getByRole('button', { name: '绑定并登录' }).click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await card.getByPlaceholder('密码').fill('Demo@2026!');
  await card.getByRole('button', { name: '绑定并登录' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/analysis/);
  await expect(page.getByTestId('greeting')).toContainText('第二店主');

  // Linked: the provider remembers the person, and the console lands in the account at once.
  await signOut(page);
  await page.getByRole('link', { name: '使用 测试身份源 登录' }).click();
  await expect(page).toHaveURL(/#\/dashboard\/analysis/);
  await expect(page.getByTestId('greeting')).toContainText('第二店主');
});
