import type { PermissionResult } from '@scenecast/contracts';
import { ClusterCache } from '../../platform/cache/cluster-cache.js';

/**
 * Each user's permission payload, the console's most frequent call. Whatever changes a user's
 * roles or scenes (a new scene, joining or leaving a shop) forgets it for that user everywhere.
 */
export const menuCache = new ClusterCache<PermissionResult>('menu', 60_000);

export function forgetMenus(userIds: string[]): Promise<void> {
  return userIds.length === 0 ? Promise.resolve() : menuCache.invalidate({ keys: userIds });
}
