import type { Locator, Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, userMenu } from './helpers';

/*
 * The English sweep: with the interface in English, no Han character shows outside user data, on
 * the public pages, on every page the menu of `demo` and of `admin` leads to (read from the API, so
 * pages added later are swept too) and in the main dialogs.
 *
 * What counts as user data is what the API answered: every Han text in a JSON answer of /api seen
 * while the pages are browsed (shop, album, department and account names, the seeded dictionaries
 * and categories, which administrators edit as data). Left out are the answers that carry the
 * console's own texts, which the server titles in the caller's language: the menu, the data
 * overview, the shop jobs, a member's job and every envelope's message. A text on the page passes
 * when, with every user-data value taken out of it, no Han character is left. An element marked
 * with a Chinese `lang` (a language named in itself, 简体中文) is not console text either.
 */

const HAN = /\p{Script=Han}/u;
const CONSOLE_TEXT_ANSWERS = [
  '/sys/permission/getUserPermissionByToken',
  '/sys/overview',
  '/cjShopMember/cjShopMember/queryJobByShopId',
];
const CONSOLE_TEXT_FIELDS = new Set(['message', 'jobName']);
const USER_LOGIN = { path: '/user/login', title: 'Sign in to SceneCast' };
/** The other seeded accounts: the platform administrator, an owner in another tenant, and staff. */
const OTHER_ACCOUNTS = [
  {
    username: 'admin',
    password: 'SceneCast@2026',
    login: { path: '/smadmin/login', title: 'Platform administrator sign-in' },
  },
  { username: 'demo2', password: 'Demo@2026!', login: USER_LOGIN },
  { username: 'demo_staff', password: 'Demo@2026!', login: USER_LOGIN },
];

interface MenuNode {
  path: string;
  hidden: boolean;
  route: '1' | '0';
  meta: { internalOrExternal: boolean };
  children?: MenuNode[];
}

/** The Han texts the API answered as data, gathered from every JSON answer the page receives. */
class UserData {
  private readonly values = new Set<string>();

  // Bodies are read as they arrive and not awaited: a cancelled call's may never come, and the
  // check that uses the values is retried until its page has settled anyway.
  constructor(page: Page) {
    page.on('response', (response) => void this.read(response));
  }

  private async read(response: Response): Promise<void> {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/') || CONSOLE_TEXT_ANSWERS.some((path) => url.pathname.endsWith(path))) return;
    if (!response.headers()['content-type']?.includes('application/json')) return;
    const body: unknown = await response.json().catch(() => null);
    this.collect(body);
  }

  private collect(value: unknown): void {
    if (typeof value === 'string') {
      if (HAN.test(value)) this.values.add(value.trim());
    } else if (Array.isArray(value)) {
      for (const item of value) this.collect(item);
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) if (!CONSOLE_TEXT_FIELDS.has(key)) this.collect(item);
    }
  }

  /** The part of `text` that is not user data: longest values first, so a name inside a longer one stays whole. */
  strip(text: string): string {
    const values = [...this.values].sort((a, b) => b.length - a.length);
    return values.reduce((rest, value) => rest.replaceAll(value, ' '), text);
  }
}

/** Visible texts (and titles, placeholders, labels) of `scope` that contain Han characters. */
function hanTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, han) => {
    const pattern = new RegExp(han, 'u');
    const isChineseMarked = (element: Element) => element.closest('[lang^="zh"]') !== null;
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || !pattern.test(text) || isChineseMarked(parent)) continue;
      if (parent.checkVisibility({ visibilityProperty: true })) found.push(text.trim());
    }
    for (const element of root.querySelectorAll('[placeholder], [title], [aria-label], [alt]')) {
      if (isChineseMarked(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of ['placeholder', 'title', 'aria-label', 'alt']) {
        const value = element.getAttribute(name);
        if (value && pattern.test(value)) found.push(`${name}="${value}"`);
      }
    }
    if (pattern.test(document.title)) found.push(`document.title="${document.title}"`);
    return found;
  }, HAN.source);
}

/** Waits until the page stops loading, then expects no Chinese in it outside user data. */
async function expectEnglish(page: Page, data: UserData, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning:visible, .ant-skeleton:visible')).toHaveCount(0);
  await expect
    .poll(
      async () => {
        const chinese: string[] = [];
        for (const text of await hanTexts(page.locator('body'))) {
          if (HAN.test(data.strip(text))) chinese.push(text);
        }
        return chinese;
      },
      { message: `Chinese outside user data on ${where}` },
    )
    .toEqual([]);
}

/** Opens a dialog (or drawer) from its button, optionally sends it empty, checks it, closes it. */
async function expectDialogEnglish(
  page: Page,
  data: UserData,
  dialog: { path: string; open: string; submit?: RegExp },
): Promise<void> {
  await page.goto(`/#${dialog.path}`);
  await page.getByTestId(dialog.open).click();
  const shown = page.locator('.ant-modal-wrap:visible, .ant-drawer-open');
  await expect(shown.first()).toBeVisible();
  if (dialog.submit) {
    await shown.getByRole('button', { name: dialog.submit }).click({ timeout: 10_000 });
    await expect(shown.locator('.ant-form-item-explain-error').first()).toBeVisible();
  }
  await expectEnglish(page, data, `the dialog of ${dialog.open}`);
  await page.keyboard.press('Escape');
  await expect(shown).toHaveCount(0);
}

function menuPages(nodes: MenuNode[]): string[] {
  return nodes.flatMap((node) => {
    if (node.children?.length) return menuPages(node.children);
    if (node.hidden || node.route === '0' || node.meta.internalOrExternal) return [];
    return [node.path];
  });
}

/** Opens a page of the public area and waits for its own card, not the previous page's. */
async function openPublicPage(page: Page, path: string, title: string): Promise<void> {
  await page.goto(`/#${path}`);
  await expect(page.locator('.sc-plain-card-head', { hasText: title })).toBeVisible();
}

/** Signs in through the English login page and visits every page of the account's menu. */
async function sweepAccount(
  page: Page,
  account: { username: string; password: string; login: { path: string; title: string } },
): Promise<UserData> {
  const data = new UserData(page);
  await switchToEnglish(page);
  await openPublicPage(page, account.login.path, account.login.title);
  await page.getByPlaceholder('Account / user name').fill(account.username);
  await page.getByPlaceholder('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/#\/dashboard\/analysis/);
  await expect(page.getByTestId('greeting')).toContainText('Welcome');
  await sweepMenu(page, data);
  return data;
}

async function sweepMenu(page: Page, data: UserData): Promise<void> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pro__Access-Token') ?? '{}').value as string,
  );
  const answer = await page.request.get('/api/sys/permission/getUserPermissionByToken', {
    headers: { 'x-access-token': token },
  });
  const paths = menuPages(((await answer.json()) as { result: { menu: MenuNode[] } }).result.menu);
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) {
    await page.goto(`/#${path}`);
    await expect(page.locator('.sc-tabbar .sc-tab-active')).not.toHaveText('');
    await expectEnglish(page, data, path);
  }
}

async function switchToEnglish(page: Page): Promise<void> {
  await page.goto('/#/user/login');
  await page.getByTestId('language-switch').click();
  await expect(page.getByTestId('login-card')).toContainText('Sign in');
}

test('the public pages and a refusal of the server are in English', async ({ page }) => {
  const data = new UserData(page);
  await switchToEnglish(page);
  await expectEnglish(page, data, 'the login page');
  // Without a font family of its own the page fell back to the browser's serif default.
  const fontOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).fontFamily);
  expect(await fontOf(page.getByTestId('login-card'))).toMatch(/sans-serif/);
  expect(await fontOf(page.getByPlaceholder('Password', { exact: true }))).toMatch(/sans-serif/);
  const publicPages = [
    { path: '/user/register', title: 'Create an account' },
    { path: '/user/alteration', title: 'Reset password' },
    { path: '/smadmin/login', title: 'Platform administrator sign-in' },
  ];
  for (const { path, title } of publicPages) {
    await openPublicPage(page, path, title);
    await expectEnglish(page, data, path);
  }

  await openPublicPage(page, USER_LOGIN.path, USER_LOGIN.title);
  await page.getByPlaceholder('Account / user name').fill('demo2');
  await page.getByPlaceholder('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Wrong user name or password')).toBeVisible();
  await expectEnglish(page, data, 'a refused sign-in');
});

test('every page of the owner’s menu and the main dialogs are in English', async ({ page }) => {
  // The owner's menu holds every scene's pages (about 60): a sweep of all of them takes minutes.
  test.setTimeout(600_000);
  const data = await sweepAccount(page, { ...DEMO, login: USER_LOGIN });

  // Each dialog is also sent empty, so that its rules' messages show.
  const SUBMIT = /^(OK|Save|Add)$/;
  await expectDialogEnglish(page, data, { path: '/cjmain/shop', open: 'shop-add', submit: SUBMIT });
  await expectDialogEnglish(page, data, { path: '/cjmain/kepian', open: 'kepian-add', submit: SUBMIT });
  await expectDialogEnglish(page, data, { path: '/cjmain/kepian', open: 'fenlei-add', submit: SUBMIT });
  await expectDialogEnglish(page, data, { path: '/cjmain/works', open: 'hj-add', submit: SUBMIT });
  await expectDialogEnglish(page, data, { path: '/cjmain/taoxi', open: 'taoxi-add', submit: SUBMIT });
  await expectDialogEnglish(page, data, { path: '/cjmain/fuzhuang', open: 'fuzhuang-add', submit: SUBMIT });
  await expectDialogEnglish(page, data, { path: '/fzmain/lookbook', open: 'fz-collection-add', submit: SUBMIT });
  await expectDialogEnglish(page, data, { path: '/device/list', open: 'device-add', submit: SUBMIT });
  await expectDialogEnglish(page, data, { path: '/dashboard/analysis', open: 'open-settings' });
  await userMenu(page, 'Change password');
  await page.getByTestId('change-password-dialog').getByRole('button', { name: 'Submit' }).click();
  await expectEnglish(page, data, 'the password dialog');
  // Not Escape: antd hands Escape to the newest open popup only, and one the pointer opened on its
  // way to the user menu may not have finished closing yet (2 runs in 3 failed so).
  await page.getByTestId('change-password-dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);

  await page.goto('/#/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expectEnglish(page, data, 'the 404 page');
});

for (const account of OTHER_ACCOUNTS) {
  test(`every page of ${account.username}’s menu is in English`, async ({ page }) => {
    test.setTimeout(600_000);
    await sweepAccount(page, account);
  });
}

test('a screen whose browser speaks English shows the player in English', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const player = await context.newPage();
  await player.goto('/player/');
  await expect(player.locator('#screen')).toHaveAttribute('data-status', 'unpaired');
  await expect(player.locator('#activation-code .digit').first()).toHaveText(/\d/);
  await expect(player.locator('.pairing')).toContainText('Add device');
  expect(await hanTexts(player.locator('body'))).toEqual([]);
  await context.close();
});
