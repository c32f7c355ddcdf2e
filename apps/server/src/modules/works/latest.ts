import { WORKS_STATUS_NORMAL } from '@scenecast/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { staticUrl } from './context.js';
import { works } from './schema.js';

/** The works a shop's home shows: its own outside the recycle bin, newest first (`homeWorksOrder`). */
export const homeWorks = (shopId: string) => and(eq(works.shopId, shopId), eq(works.status, WORKS_STATUS_NORMAL));
export const homeWorksOrder = [desc(works.createTime), desc(works.id)];

/** A shop's newest works outside the recycle bin (the shop home's works module), newest first. */
export async function latestShopWorks(db: Db, apiBase: string, shopId: string, limit: number) {
  const rows = await db
    .select({ id: works.id, kind: works.kind, fileKey: works.fileKey, thumbKey: works.thumbKey })
    .from(works)
    .where(homeWorks(shopId))
    .orderBy(...homeWorksOrder)
    .limit(limit);
  return rows.map((row) => ({ id: row.id, kind: row.kind, url: staticUrl(apiBase, row.fileKey) }));
}
