import type { DictItem } from '@scenecast/contracts';
import type { Db } from '../../platform/db/database.js';

/**
 * All enabled items by dictionary code, kept per database handle. Edits through this process clear
 * it at once; the age limit bounds how long another process behind the same load balancer can
 * serve a dictionary edited elsewhere.
 */
const MAX_AGE_MS = 5 * 60_000;

interface Entry {
  items: Promise<Record<string, DictItem[]>>;
  loadedAt: number;
}

const cache = new WeakMap<Db, Entry>();

export function cachedDictItems(
  db: Db,
  load: () => Promise<Record<string, DictItem[]>>,
): Promise<Record<string, DictItem[]>> {
  const entry = cache.get(db);
  if (entry && Date.now() - entry.loadedAt < MAX_AGE_MS) return entry.items;
  const items = load();
  cache.set(db, { items, loadedAt: Date.now() });
  // A failed load is not kept: the next call tries again.
  items.catch(() => cache.delete(db));
  return items;
}

export function clearDictCache(db: Db): void {
  cache.delete(db);
}
