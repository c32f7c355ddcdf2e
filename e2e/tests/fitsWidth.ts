import { expect, type Page } from '@playwright/test';

/**
 * What keeps the open page from reading on a narrow screen, as short descriptions (none when it
 * fits). Runs in the browser:
 * - the document scrolls sideways;
 * - an element sticks out of the window, or out of a box that would have to be scrolled sideways
 *   to reach it (only an editable grid and the tab strip may scroll inside themselves);
 * - a text wraps about one character per line.
 * What an ancestor hides on purpose (overflow hidden, e.g. tabs beyond the strip) is not reported.
 */
function widthTroubles(): string[] {
  const troubles: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    troubles.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth} px`);
  }
  const viewportRight = root.clientWidth;
  // An editable grid is a spreadsheet and scrolls inside itself, and so does the tab strip (the
  // chosen tab scrolls into view); a list table must fit instead (a reduced column set), or its
  // fixed action column hides the names behind it.
  const sideScrollers = '.jet-scroll, .sc-tabbar';
  const decorations = '#nprogress';
  const describe = (element: Element): string => {
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    const className = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
    return `<${element.tagName.toLowerCase()}${className ? ` .${className}` : ''}> "${text}"`;
  };

  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest(decorations)) continue;
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    let left = rect.left;
    let right = rect.right;
    let reachable = true;
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      const overflowX = getComputedStyle(box).overflowX;
      if (overflowX === 'visible') continue;
      const edges = box.getBoundingClientRect();
      const scrolls = overflowX === 'auto' || overflowX === 'scroll';
      if (scrolls && (left < edges.left - 1 || right > edges.right + 1)) {
        if (!box.matches(sideScrollers)) reachable = false;
      }
      left = Math.max(left, edges.left);
      right = Math.min(right, edges.right);
    }
    if (right <= left) continue;
    if (!reachable || left < -1 || right > viewportRight + 1) {
      troubles.push(
        `sticks out sideways (${Math.round(rect.left)}…${Math.round(rect.right)} px): ${describe(element)}`,
      );
    }
  }

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    if (text.length < 4 || !node.parentElement?.checkVisibility({ checkVisibilityCSS: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
    if (lines > Math.ceil(text.length / 2)) troubles.push(`"${text.slice(0, 30)}" wraps onto ${lines} lines`);
  }
  return troubles;
}

/** Asserts that the page, with whatever dialog is open, fits the window's width (see widthTroubles). */
export async function expectFitsWidth(page: Page, what: string): Promise<void> {
  const troubles = await page.evaluate(widthTroubles);
  expect.soft(troubles.slice(0, 12), `${what} at ${page.viewportSize()?.width} px`).toEqual([]);
}

/**
 * Waits until the page has settled: no request in flight, nothing spinning, nothing moving. Counted from the
 * moment it is installed, so install it before the navigation.
 */
export function trackRequests(page: Page): () => Promise<void> {
  let inFlight = 0;
  page.on('request', () => {
    inFlight += 1;
  });
  const done = () => {
    inFlight -= 1;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async () => {
    await expect(async () => {
      expect(inFlight).toBe(0);
      await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 0 });
      // Still nothing after a frame: a query that starts as a page mounts has had its chance.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(inFlight).toBe(0);
    }).toPass({ timeout: 20_000 });
    // Dialogs and drawers slide in: measure where they come to rest.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
  };
}
