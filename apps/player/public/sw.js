// The player's shell (its page, script and styles), kept so that a screen restarted during an
// outage opens and plays what it cached (state in localStorage, media in the Cache API). The page
// is asked of the server first, so a new build reaches a screen at its next start; hashed assets
// never change, so they come from the cache.
const SHELL_CACHE = 'scenecast-player-shell-v1';
/** A server that does not answer within this long counts as unreachable (a dead link can hang). */
const PAGE_TIMEOUT_MS = 4000;
const scope = new URL(self.registration.scope);
const assetsPath = `${scope.pathname}assets/`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    fetch(scope.href, { cache: 'no-cache' })
      .then((page) => (page.ok ? keepShell(page) : undefined))
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.origin) return;
  if (request.mode === 'navigate' && url.pathname === scope.pathname) event.respondWith(pageFromNetworkFirst(request));
  else if (url.pathname.startsWith(assetsPath)) event.respondWith(assetFromCacheFirst(request));
});

async function pageFromNetworkFirst(request) {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), PAGE_TIMEOUT_MS);
  try {
    const page = await fetch(request, { signal: abort.signal });
    if (page.ok) await keepShell(page.clone());
    return page;
  } catch (error) {
    const kept = await (await caches.open(SHELL_CACHE)).match(scope.href);
    if (kept) return kept;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function assetFromCacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const asset = await fetch(request);
  if (asset.ok) await cache.put(request, asset.clone());
  return asset;
}

/** Keeps the page and the assets it names, and drops the assets of earlier builds. */
async function keepShell(page) {
  const cache = await caches.open(SHELL_CACHE);
  const html = await page.clone().text();
  const named = new Set(
    [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
      .map((match) => new URL(match[1], scope).href)
      .filter((href) => new URL(href).pathname.startsWith(assetsPath)),
  );
  for (const href of named) if (!(await cache.match(href))) await cache.add(href);
  for (const request of await cache.keys()) {
    if (new URL(request.url).pathname.startsWith(assetsPath) && !named.has(request.url)) await cache.delete(request);
  }
  await cache.put(scope.href, page);
}
