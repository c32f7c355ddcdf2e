import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freshDataDir, startServer } from './lib/server.mjs';
import { submitDemoLogin } from './lib/sign-in.mjs';

// First paint (issue 16): Lighthouse's mobile preset (its default: a mid-range phone, simulated
// slow 4G and CPU) on the login page and on the first screen after sign-in, 5 runs each, medians
// printed. Budget in the issue: score >= 95, LCP <= 1.5 s, TBT <= 100 ms. Never fails on a number.
// The preset slows the CPU 4x whatever the host: Lighthouse's benchmark index of the host is printed
// beside the figures, as blocking time scales with it (a host near 1000 makes the 4x a low-end phone;
// a faster host, a faster phone).
const RUNS = 5;
const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * A Chromium profile that signed in as the demo account through the login page: its local storage
 * holds the session and its cache what the login page fetched (the console it prefetches included).
 * Answers the profile and the bytes of scripts and styles signing in still downloaded.
 */
async function signedInProfile(base) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'scenecast-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await context.newPage();
  await page.goto(`${base}/#/user/login`);
  await page.waitForFunction(() => {
    const links = [...document.querySelectorAll('link[rel=prefetch]')];
    return (
      document.documentElement.hasAttribute('data-prefetched') &&
      links.every((link) => performance.getEntriesByName(link.href).length > 0)
    );
  });
  const before = await page.evaluate(() => performance.getEntriesByType('resource').length);
  await submitDemoLogin(page, 60_000);
  const downloaded = await page.evaluate(
    (from) =>
      performance
        .getEntriesByType('resource')
        .slice(from)
        .filter((entry) => entry.name.includes('/assets/'))
        .reduce((sum, entry) => sum + entry.transferSize, 0),
    before,
  );
  await context.close();
  return { profile, downloaded };
}

/** Empties a profile's cache (downloads and compiled scripts), keeping its local storage. */
function emptyCache(profile) {
  for (const folder of ['Cache', 'Code Cache'])
    rmSync(path.join(profile, 'Default', folder), { recursive: true, force: true });
}

async function audit(url, profile, beforeRun = () => {}) {
  const results = [];
  for (let run = 0; run < RUNS; run += 1) {
    beforeRun();
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: FLAGS,
      userDataDir: profile ?? false,
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // The signed-in screen reads its session from local storage: keep it.
        disableStorageReset: Boolean(profile),
      });
      const { audits, categories } = result.lhr;
      results.push({
        score: Math.round((categories.performance.score ?? 0) * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        bytes: audits['total-byte-weight'].numericValue,
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
      });
    } finally {
      chrome.kill();
    }
  }
  return {
    score: median(results.map((r) => r.score)),
    fcp: median(results.map((r) => r.fcp)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    bytes: median(results.map((r) => r.bytes)),
    benchmarkIndex: median(results.map((r) => r.benchmarkIndex)),
  };
}

const describe = (name, m) =>
  `Lighthouse mobile, ${name} (median of ${RUNS}): score ${m.score}, FCP ${(m.fcp / 1000).toFixed(2)} s, LCP ${(m.lcp / 1000).toFixed(2)} s, TBT ${m.tbt.toFixed(0)} ms, ${(m.bytes / 1024).toFixed(0)} KB transferred, host benchmark index ${m.benchmarkIndex.toFixed(0)}`;

export async function benchLighthouse(port) {
  const server = await startServer({ port, dataDir: freshDataDir() });
  let profile = null;
  try {
    console.log(describe('login page', await audit(`${server.base}/#/user/login`)));
    const signedIn = await signedInProfile(server.base);
    profile = signedIn.profile;
    const firstScreen = `${server.base}/#/dashboard/analysis`;
    console.log(
      `${describe('first screen after sign-in', await audit(firstScreen, profile))}; signing in downloaded ${(signedIn.downloaded / 1024).toFixed(0)} KB beyond what the login page fetched`,
    );
    // A signed-in visitor whose cache is empty: a bookmarked console opened in a fresh browser.
    console.log(
      describe('signed-in console, empty cache', await audit(firstScreen, profile, () => emptyCache(profile))),
    );
  } finally {
    if (profile) rmSync(profile, { recursive: true, force: true });
    await server.stop();
  }
}
