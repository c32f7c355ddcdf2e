import type { Page } from '@playwright/test';
import { expect, PRERENDER_SELECTOR, test } from './fixtures';
import { DEMO, signIn } from './helpers';

// The landing page is painted from the HTML (apps/web/scripts/prerender.mjs): these tests take
// the scripts away to see what a visitor sees before they arrive.
const HEADLINE_ZH = '让每一块大屏，都成为门店的金牌导购';
const HEADLINE_EN = 'Turn every large screen into your best shop assistant';

test.describe('before the scripts arrive', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
  });

  test('the landing page shows, whole and styled, with its sign-in card', async ({ page }) => {
    await page.goto('/#/user/login', { waitUntil: 'commit' });
    const painted = page.locator(PRERENDER_SELECTOR);
    await expect(painted.locator('h1')).toHaveText(HEADLINE_ZH);
    await expect(painted.locator('.sc-login-card')).toBeVisible();
    await expect(painted.getByTestId('login-card')).toHaveCount(0);
    // Styled by the landing page's own stylesheet, linked from the HTML.
    expect(await painted.locator('.sc-hero').evaluate((hero) => getComputedStyle(hero).backgroundImage)).toContain(
      'gradient',
    );
    await expect(page.locator('#root')).toBeEmpty();
  });

  // Chromium draws an SVG icon by building a document for it on the main thread (index.html).
  test('its icon is a PNG', async ({ page }) => {
    await page.goto('/#/user/login', { waitUntil: 'commit' });
    expect(await page.locator('link[rel=icon]').getAttribute('href')).toMatch(/^data:image\/png;base64,/);
  });

  test('in the language the visitor chose before', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('pro__LANGUAGE', JSON.stringify({ value: 'en-US', expire: null })),
    );
    await page.goto('/#/user/login', { waitUntil: 'commit' });
    await expect(page.locator(PRERENDER_SELECTOR).locator('h1')).toHaveText(HEADLINE_EN);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('not on a console address', async ({ page }) => {
    await page.goto('/#/dashboard/analysis', { waitUntil: 'commit' });
    await expect(page.locator('body')).toBeAttached();
    await expect(page.locator(PRERENDER_SELECTOR)).toHaveCount(0);
  });

  // Decided in <head>: a signed-in visitor's browser neither lays out nor paints the landing page
  // (it flashed before the console, and its layout was the longest task of the console's start).
  test('never painted for a visitor with a session', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('pro__Access-Token', JSON.stringify({ value: 'x', expire: null })),
    );
    await page.goto('/#/user/login', { waitUntil: 'load' });
    await expect(page.locator(PRERENDER_SELECTOR)).toHaveCount(0);
    // Nothing else is on the page while its scripts are held back: any paint would be the landing page.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
    expect(await page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name))).not.toContain(
      'first-contentful-paint',
    );
  });

  // Asked for while <head> is read, so the console's start does not wait on them later.
  const preloaded = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('head link[rel=modulepreload]')].map((link) =>
        link.href.replace(/^.*\/assets\/([A-Za-z0-9]+)-.*$/, '$1'),
      ),
    );

  test("a signed-in visitor's layout and dashboard are asked for from <head>", async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('pro__Access-Token', JSON.stringify({ value: 'x', expire: null })),
    );
    await page.goto('/#/dashboard/analysis', { waitUntil: 'load' });
    expect(await preloaded(page)).toEqual(expect.arrayContaining(['BasicLayout', 'AntdProviders', 'AnalysisPage']));
  });

  test('a visitor without a session is not sent the console', async ({ page }) => {
    await page.goto('/#/dashboard/analysis', { waitUntil: 'load' });
    const names = await preloaded(page);
    expect(names).toContain('i18n');
    expect(names).not.toContain('BasicLayout');
    expect(names).not.toContain('AnalysisPage');
  });
});

test('the live page takes over: one sign-in form, and it answers', async ({ page }) => {
  await page.goto('/#/user/login');
  await expect(page.locator(PRERENDER_SELECTOR)).toHaveCount(0);
  await expect(page.getByPlaceholder('账号 / 用户名')).toHaveCount(1);
  await page.getByPlaceholder('账号 / 用户名').fill('demo');
  await expect(page.getByPlaceholder('账号 / 用户名')).toHaveValue('demo');
});

// V8 compiles the console's entry and what it imports while they stream in, not on the main thread
// as each function is first called (apps/web/vite.config.ts); a page's own chunk keeps the default.
test("the console's entry scripts carry V8's compile hint, a page's chunk does not", async ({ page, request }) => {
  await page.goto('/#/user/login');
  await expect(page.locator(PRERENDER_SELECTOR)).toHaveCount(0);
  const { entry, loginPage } = await page.evaluate(() => ({
    entry: document.querySelector<HTMLScriptElement>('script[type=module][src]')?.src ?? '',
    loginPage: performance
      .getEntriesByType('resource')
      .map((resource) => resource.name)
      .find((name) => /\/assets\/LoginPage-[^/]+\.js$/.test(name)),
  }));
  const textOf = async (url: string) => (await request.get(url)).text();
  const hinted = (text: string) => text.startsWith('//# allFunctionsCalledOnLoad\n');
  const entryText = await textOf(entry);
  expect(hinted(entryText)).toBe(true);
  const imports = [...entryText.matchAll(/from"\.\/([^"]+\.js)"/g)].map((match) => new URL(match[1], entry).href);
  expect(imports.length).toBeGreaterThan(0);
  for (const url of imports) expect(hinted(await textOf(url)), url).toBe(true);
  expect(loginPage).toBeDefined();
  expect(hinted(await textOf(loginPage ?? ''))).toBe(false);
});

// The login page fetches the first screen after sign-in into the cache once it is idle
// (prerender.mjs): signing in then waits on no download.
test('signing in downloads nothing the login page had not fetched', async ({ page }) => {
  await page.goto('/#/user/login');
  await page.waitForFunction(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')];
    return (
      document.documentElement.hasAttribute('data-prefetched') &&
      links.every((link) => performance.getEntriesByName(link.href).length > 0)
    );
  });
  const before = await page.evaluate(() => performance.getEntriesByType('resource').length);
  await signIn(page, DEMO.username, DEMO.password);
  const loaded = await page.evaluate(
    (from) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .slice(from)
        .filter((entry) => entry.name.includes('/assets/'))
        .map((entry) => ({ file: entry.name.replace(/^.*\/assets\//, ''), bytes: entry.transferSize })),
    before,
  );
  expect(loaded.map((entry) => entry.file)).toEqual(expect.arrayContaining([expect.stringMatching(/^BasicLayout-/)]));
  expect(loaded.filter((entry) => entry.bytes > 0)).toEqual([]);
});
