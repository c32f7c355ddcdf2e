import type { ScreenPlan } from '@scenecast/contracts';
import type { Db } from '../../platform/db/database.js';
import type { DeviceRow } from '../device/schema.js';
import { shopTimeZone } from '../shop/service.js';
import { contentPlaylist } from '../works/playlist.js';
import { isPlanFor, shopPlans, toPlanRule } from './service.js';
import { isWallScreen } from './walls.js';

/**
 * The plans a paired screen follows, with each plan's works already expanded to media, so the
 * player can resolve and play them with no network. Null when no plan is for this screen.
 */
export function screenPlanSource(apiBase: string) {
  return async (db: Db, device: DeviceRow): Promise<ScreenPlan | null> => {
    if (!device.shopId) return null;
    const shopId = device.shopId;
    const own = (await shopPlans(db, shopId)).filter((row) => isPlanFor(row, device));
    const isWall = await isWallScreen(db, device.groupId);
    if (own.length === 0 && !isWall) return null;
    const rules = await Promise.all(
      own.map(async (row) => {
        const { content } = row;
        const items =
          content.kind === 'hj'
            ? await contentPlaylist(db, apiBase, shopId, [content.hjId], [])
            : content.kind === 'works'
              ? await contentPlaylist(db, apiBase, shopId, [], content.worksIds)
              : [];
        return { ...toPlanRule(row), name: row.name, content, items };
      }),
    );
    return { timeZone: await shopTimeZone(db, shopId), isWall, rules };
  };
}
