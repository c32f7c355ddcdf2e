import { msg } from '@scenecast/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import { ClusterCache } from '../../platform/cache/cluster-cache.js';
import type { Db } from '../../platform/db/database.js';
import { forbidden } from '../../platform/http/errors.js';
import { shopTag } from '../shop/access.js';
import { requireShopAccess, type ShopAccess } from '../shop/service.js';
import { type WorksHjRow, type WorksRow, works, worksHj } from './schema.js';

/** Groups by id (read before every group call); the shop's change signal drops them. */
const hjCache = new ClusterCache<WorksHjRow>('works-hj', 60_000);

/**
 * A group the caller reaches through its shop (shop access rule). A group that does not exist is
 * refused the same way as another tenant's: 403, nothing revealed.
 */
export async function requireHj(db: Db, scope: Scope, id: string): Promise<WorksHjRow & { shop: ShopAccess }> {
  const hj = await hjCache.through(
    id,
    (row) => [shopTag(row.shopId)],
    async () => {
      const [row] = await db.select().from(worksHj).where(eq(worksHj.id, id)).limit(1);
      if (!row) throw forbidden(msg('shopNoAccess'));
      return row;
    },
  );
  const shop = await requireShopAccess(db, scope, hj.shopId);
  return { ...hj, shop };
}

/** Works the caller reaches; every id must pass or the whole call is refused (403). */
export async function requireWorks(db: Db, scope: Scope, ids: string[]): Promise<WorksRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.select().from(works).where(inArray(works.id, unique));
  if (rows.length !== unique.length) throw forbidden(msg('shopNoAccess'));
  for (const shopId of new Set(rows.map((row) => row.shopId))) await requireShopAccess(db, scope, shopId);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => byId.get(id) as WorksRow);
}

/** Every work must be of this shop (moving or joining across shops is refused like a foreign id). */
export function requireSameShop(rows: WorksRow[], shopId: string): void {
  if (rows.some((row) => row.shopId !== shopId)) throw forbidden(msg('shopNoAccess'));
}
