import { WORKS_STATUS_NORMAL } from '@scenecast/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { staticUrl } from './context.js';
import { works } from './schema.js';

/** A shop's newest works outside the recycle bin (the shop home's works module), newest first. */
export async function latestShopWorks(db: Db, apiBase: string, shopId: string, limit: number) {
  const rows = await db
    .select({ id: works.id, kind: works.kind, fileKey: works.fileKey, thumbKey: works.thumbKey })
    .from(works)
    .where(and(eq(works.shopId, shopId), eq(works.status, WORKS_STATUS_NORMAL)))
    .orderBy(desc(works.createTime), desc(works.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, kind: row.kind, url: staticUrl(apiBase, row.fileKey) }));
}
