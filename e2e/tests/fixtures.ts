import { test as base, expect, type Page } from '@playwright/test';

/** The element of the landing page painted from the HTML (apps/web/scripts/prerender.mjs). */
export const PRERENDER_SELECTOR = '#sc-prerender';

/**
 * The landing page is painted from the HTML before the console's scripts run, as an inert copy
 * over the live page until the console's first route renders. A navigation waits for that, as a
 * person waits for the page to answer; without it a step could find the copy's field.
 */
function waitForLiveAfterNavigation(page: Page): void {
  const live = () => page.waitForSelector(PRERENDER_SELECTOR, { state: 'detached' });
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // `commit` asks for the page as it arrives: a test of the painted copy itself.
    if (options?.waitUntil !== 'commit') await live();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await live();
    return response;
  };
}

/**
 * Playwright's `test` with one automatic fixture: an uncaught error in any page of the test's
 * context fails the test, with the page's address and the error, once the test body has run.
 * Each page's navigations also wait for the live console (above), in the contexts a test opens
 * itself too (a second user, a screen).
 */
export const test = base.extend<{ failOnPageError: undefined }>({
  failOnPageError: [
    async ({ context, browser }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.stack || error.message || error.name}`));
        waitForLiveAfterNavigation(page);
      };
      for (const page of context.pages()) watch(page);
      context.on('page', watch);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        opened.on('page', waitForLiveAfterNavigation);
        return opened;
      };
      await use(undefined);
      browser.newContext = newContext;
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
