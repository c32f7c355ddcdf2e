import { MENU_CHANGED_CMD, type PermissionResult } from '@scenecast/contracts';
import { ClusterCache } from '../../platform/cache/cluster-cache.js';
import type { LiveHub } from '../../platform/live/hub.js';

/**
 * Each user's permission payload, the console's most frequent call. Whatever changes a user's
 * roles or scenes (a new scene, joining or leaving a shop) forgets it for that user everywhere.
 */
export const menuCache = new ClusterCache<PermissionResult>('menu', 60_000);

/**
 * The menu paths each user's roles hold, whatever their scenes: what a route granted by a menu
 * checks (route-grant.ts). Forgotten with the menu.
 */
export const menuGrantCache = new ClusterCache<string[]>('menu-grants', 60_000);

/** The tag of every cached menu: dropped when the menu rows themselves change. */
export const MENU_TAG = 'menus';

export function forgetMenus(userIds: string[]): Promise<void> {
  if (userIds.length === 0) return Promise.resolve();
  return Promise.all([menuCache.invalidate({ keys: userIds }), menuGrantCache.invalidate({ keys: userIds })]).then(
    () => undefined,
  );
}

/**
 * Tells the consoles this process holds that their menu changed, as each invalidation is applied
 * here (every process applies every invalidation, so every console hears it once per process that
 * holds it): a user's keys reach that user's consoles, a tag reaches every console.
 */
export function pushMenuChanges(live: LiveHub): () => void {
  return menuCache.onApplied(({ keys, tags }) => {
    if (tags?.includes(MENU_TAG)) live.sendToConsolesHere(null, { cmd: MENU_CHANGED_CMD });
    else if (keys?.length) live.sendToConsolesHere(keys, { cmd: MENU_CHANGED_CMD });
  });
}
