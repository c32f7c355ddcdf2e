// After `vite build`: paints the landing page before its scripts arrive (issue 16, first paint).
// The page is rendered at build time in zh-CN and en-US into dist/index.html; a few lines run
// while the HTML is read keep it only for a visitor without a session on a landing address, in
// their language, and asks for the console's scripts only after that first paint. The page is
// inert (typing into it would be lost) and the console removes it when its first route renders
// (RootLayout).
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(web, 'dist');
const renderer = await import(pathToFileURL(path.join(web, '.prerender/render.js')).href);
const { DASHBOARD_PATH, PRERENDER_ID, STORED, renderLanding } = renderer;
/**
 * The pages a sign-in lands on: the menu's /dashboard/analysis, and the layout's catch-all, which
 * the router loads while the path matches only it (before the menu's routes are added).
 */
const FIRST_SCREEN_PAGES = ['src/pages/dashboard/AnalysisPage.tsx', 'src/pages/exception/NotFoundPage.tsx'];
/** What every console page stands in: the antd providers and the layout. */
const CONSOLE_CHUNKS = ['src/app/AntdProviders.tsx', 'src/app/layout/BasicLayout.tsx'];

/** The chunks named (manifest keys) and every chunk they import, each once. */
function chunksOf(manifest, keys) {
  const chunks = new Map();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (chunks.has(key)) return;
    chunks.set(key, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...chunks.values()];
}

/** The stylesheets of the chunks named and of the chunks they import, each once. */
const stylesOf = (manifest, keys) => [...new Set(chunksOf(manifest, keys).flatMap((chunk) => chunk.css ?? []))];

/** The scripts of the chunks named and of the chunks they import, as the page asks for them. */
const scriptsOf = (manifest, keys) => chunksOf(manifest, keys).map((chunk) => `./${chunk.file}`);

/**
 * Asks for files ahead of their use, in both inline scripts: `fetchAhead('modulepreload', hrefs)`
 * for modules about to be imported, `fetchAhead('prefetch', hrefs)` for a later page's files.
 */
const fetchAhead = `function fetchAhead(rel, hrefs) {
    hrefs.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = rel;
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  }`;

/**
 * Read in <head>, before the landing page's markup: marks <html data-landing="zh-CN|en-US"> for a
 * visitor without a session on a landing address. Everyone else never has the page laid out or
 * painted (a signed-in visitor would see it flash before the console), and their console's
 * scripts are asked for at once: with a session, also the layout's and the dashboard's. Done here,
 * before anything is painted, the ~60 links are fetched in parallel and their cost falls before the
 * first paint, where Vite's loader adding them as each route loaded held the first screen's
 * longest tasks (~0.2 s at 4× CPU under Lighthouse); the entry script starts that much later.
 */
function decider(entryScripts, consoleScripts, firstScreenScripts) {
  return `(function () {
  ${fetchAhead}
  var route = location.hash.replace(/^#/, '').split('?')[0];
  var landing = ['', '/', '/user', '/user/', '/user/login'].indexOf(route) >= 0 ? 'zh-CN' : '';
  var signedIn = false;
  try {
    signedIn = Boolean(localStorage.getItem(${JSON.stringify(STORED.token)}));
    if (signedIn) landing = '';
    var language = JSON.parse(localStorage.getItem(${JSON.stringify(STORED.language)}) || 'null');
    if (landing && language && language.value === 'en-US') landing = 'en-US';
  } catch (error) {
    landing = '';
  }
  if (landing) document.documentElement.setAttribute('data-landing', landing);
  if (landing === 'en-US') document.documentElement.lang = 'en-US';
  if (landing) return;
  fetchAhead('modulepreload', ${JSON.stringify(entryScripts)});
  if (signedIn) fetchAhead('modulepreload', ${JSON.stringify(consoleScripts)});
  if (signedIn && route === ${JSON.stringify(DASHBOARD_PATH)}) fetchAhead('modulepreload', ${JSON.stringify(firstScreenScripts)});
})();`;
}

/** Hides the landing page unless the decider kept it; the English one shows once swapped in. */
const hider =
  `html:not([data-landing]) #${PRERENDER_ID},` +
  `html[data-landing="en-US"] #${PRERENDER_ID}:not([lang]){display:none}`;

/**
 * The inline script after the markup: drops or keeps the page, then loads the console's scripts
 * (asked for in <head> already when the page is dropped). On the landing page, once the live page
 * has replaced the painted one and the browser is idle, the first screen after sign-in (antd, the
 * layout, the dashboard, their styles) is fetched into the cache: signing in downloads nothing
 * more. Not for a visitor who asked to save data.
 */
function chooser(entry, preloads, afterSignIn) {
  return `(function () {
  ${fetchAhead}
  var boot = document.getElementById(${JSON.stringify(PRERENDER_ID)});
  function load() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.appendChild(script);
  }
  var landing = document.documentElement.getAttribute('data-landing');
  if (!landing) return load(), boot.remove();
  if (landing === 'en-US') {
    boot.innerHTML = document.getElementById(${JSON.stringify(`${PRERENDER_ID}-en`)}).innerHTML;
    boot.lang = 'en-US';
  }
  // The page paints before its scripts are asked for, so they do not hold its first paint back.
  requestAnimationFrame(function () {
    setTimeout(function () {
      fetchAhead('modulepreload', ${JSON.stringify(preloads)});
      load();
    }, 0);
  });
  if (navigator.connection && navigator.connection.saveData) return;
  // Starting a fetch costs a few milliseconds of a slow phone's main thread: a few links per idle
  // slice, so none of the ~50 makes a long task. <html data-prefetched> says they are all asked for.
  function prefetchWhenIdle(hrefs) {
    (window.requestIdleCallback || setTimeout)(function () {
      var until = performance.now() + 4;
      while (hrefs.length && performance.now() < until) fetchAhead('prefetch', [hrefs.shift()]);
      if (hrefs.length) prefetchWhenIdle(hrefs);
      else document.documentElement.setAttribute('data-prefetched', '');
    });
  }
  var shown = new MutationObserver(function () {
    if (boot.isConnected) return;
    shown.disconnect();
    prefetchWhenIdle(${JSON.stringify(afterSignIn)});
  });
  shown.observe(boot.parentNode, { childList: true });
})();`;
}

const indexFile = path.join(dist, 'index.html');
let html = await readFile(indexFile, 'utf8');
if (!html.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root');
if (!html.includes('<title>')) throw new Error('dist/index.html has no <title>');
const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
if (!entryTag) throw new Error('dist/index.html has no module script');
const preloadTags = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
for (const [tag] of [entryTag, ...preloadTags]) html = html.replace(tag, '');

const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8'));
const landingStyles = stylesOf(manifest, ['src/pages/user/LoginPage.tsx']).filter((file) => !html.includes(file));
const links = landingStyles.map((file) => `<link rel="stylesheet" crossorigin href="./${file}">`).join('');
const entryScripts = preloadTags.map((tag) => tag[1]);
const loaded = new Set([entryTag[1], ...entryScripts]);
const notYet = (scripts) => scripts.filter((href) => !loaded.has(href) && loaded.add(href));
const consoleScripts = notYet(scriptsOf(manifest, CONSOLE_CHUNKS));
const firstScreenScripts = notYet(scriptsOf(manifest, FIRST_SCREEN_PAGES));
const consoleStyles = stylesOf(manifest, [...CONSOLE_CHUNKS, ...FIRST_SCREEN_PAGES])
  .filter((file) => !html.includes(file) && !landingStyles.includes(file))
  .map((file) => `./${file}`);
const script = chooser(entryTag[1], entryScripts, [...consoleStyles, ...consoleScripts, ...firstScreenScripts]);
// The copy keeps no test ids: a test looking for the sign-in card finds the live one only, also
// after the console reloads itself onto the landing page (signing out).
const copyOf = async (language) => (await renderLanding(language)).replace(/ data-testid="[^"]*"/g, '');
const markup =
  `<div id="${PRERENDER_ID}" class="sc-prerender" inert>${await copyOf('zh-CN')}</div>` +
  `<template id="${PRERENDER_ID}-en">${await copyOf('en-US')}</template>` +
  `<script>${script}</script>`;
await writeFile(
  indexFile,
  html
    .replace(
      '<title>',
      `<style>${hider}</style><script>${decider(entryScripts, consoleScripts, firstScreenScripts)}</script><title>`,
    )
    .replace('</head>', `${links}</head>`)
    .replace('<div id="root"></div>', `<div id="root"></div>${markup}`),
);
// The manifest and the build-time renderer are not served.
await rm(path.join(dist, '.vite'), { recursive: true, force: true });
await rm(path.join(web, '.prerender'), { recursive: true, force: true });
