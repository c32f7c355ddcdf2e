import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { submitDemoLogin } from './sign-in.mjs';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Collects gzip bytes of every JS and CSS response a page loads until the network is idle after
 * `action`; what it only prefetches for later (the login page's first screen after sign-in) apart.
 */
async function measure(page, action) {
  const assets = new Map();
  const prefetched = new Map();
  const onResponse = async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript|css/.test(type)) return;
    const kind = response.request().resourceType();
    try {
      if (kind === 'script' || kind === 'stylesheet')
        assets.set(response.url(), gzipSync(await response.body()).length);
      else prefetched.set(response.url(), (await response.request().sizes()).responseBodySize);
    } catch {
      // a redirect or an aborted response has no body
    }
  };
  page.on('response', onResponse);
  await action();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const total = (sizes) => [...sizes.values()].reduce((a, b) => a + b, 0);
  return { bytes: total(assets), files: assets.size, prefetched: { bytes: total(prefetched), files: prefetched.size } };
}

/**
 * What the login page loads, and what a signed-in user's first screen (the data overview) loads
 * on a fresh visit: JS and CSS, gzip bytes, measured in Chromium.
 */
export async function measureBundles(base) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const loginPage = await measure(page, () => page.goto(`${base}/#/user/login`));
    await submitDemoLogin(page, 30_000);
    const fresh = await context.newPage();
    const firstScreen = await measure(fresh, async () => {
      await fresh.goto(`${base}/#/dashboard/analysis`);
      await fresh.waitForURL(/dashboard\/analysis/);
    });
    return { loginPage, firstScreen };
  } finally {
    await browser.close();
  }
}
