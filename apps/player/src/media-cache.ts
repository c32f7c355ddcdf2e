const CACHE_NAME = 'scenecast-media-v1';

/** The Cache API exists only in secure contexts (https, localhost); elsewhere media stream as is. */
const hasCache = () => typeof caches !== 'undefined';

const objectUrls = new Map<string, string>();

/**
 * A local address for a media file: from the cache when it is there (so the screen plays on
 * without a network), fetched and cached otherwise.
 */
export async function localMediaUrl(url: string): Promise<string> {
  if (!hasCache()) return url;
  const known = objectUrls.get(url);
  if (known) return known;
  try {
    const cache = await caches.open(CACHE_NAME);
    let response = await cache.match(url);
    if (!response) {
      const fetched = await fetch(url);
      if (!fetched.ok) return url;
      await cache.put(url, fetched.clone());
      response = fetched;
    }
    const objectUrl = URL.createObjectURL(await response.blob());
    objectUrls.set(url, objectUrl);
    return objectUrl;
  } catch {
    return url;
  }
}

/** Drops cached media no longer on the playlist. */
export async function keepOnlyMedia(urls: string[]): Promise<void> {
  if (!hasCache()) return;
  const keep = new Set(urls.map((url) => new URL(url, location.href).href));
  const cache = await caches.open(CACHE_NAME);
  for (const request of await cache.keys()) if (!keep.has(request.url)) await cache.delete(request);
  for (const [url, objectUrl] of objectUrls) {
    if (!keep.has(new URL(url, location.href).href)) {
      URL.revokeObjectURL(objectUrl);
      objectUrls.delete(url);
    }
  }
}

export async function clearMediaCache(): Promise<void> {
  for (const objectUrl of objectUrls.values()) URL.revokeObjectURL(objectUrl);
  objectUrls.clear();
  if (hasCache()) await caches.delete(CACHE_NAME);
}

/**
 * Fetches into the cache whatever is not there yet (the plan's media, before it is due), one file
 * at a time so playback keeps the bandwidth it needs.
 */
export async function cacheMedia(urls: string[]): Promise<void> {
  if (!hasCache()) return;
  const cache = await caches.open(CACHE_NAME);
  for (const url of new Set(urls)) {
    try {
      if (await cache.match(url)) continue;
      const fetched = await fetch(url);
      if (fetched.ok) await cache.put(url, fetched);
    } catch {
      return;
    }
  }
}
