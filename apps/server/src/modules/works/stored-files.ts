import { inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { lockOrders } from './ordering.js';
import { works, worksUploads } from './schema.js';

/**
 * Copies of a shared group point at the same stored files, so a file belongs to every row naming
 * it. Deleting rows takes the files' locks (`file:<key>`), as copying does, and a file is removed
 * only once no works row and no pending upload names it any more.
 */
export const fileLocks = (keys: (string | null)[]) =>
  keys.filter((key): key is string => !!key).map((key) => `file:${key}`);

export async function lockFiles(tx: Db, keys: (string | null)[]): Promise<void> {
  await lockOrders(tx, fileLocks(keys));
}

/** Removes from storage those of `keys` no row refers to any more; answers the keys removed. */
export async function releaseFiles(db: Db, storage: FileStorage, keys: (string | null)[]): Promise<string[]> {
  const candidates = [...new Set(keys.filter((key): key is string => !!key))];
  if (candidates.length === 0) return [];
  const referenced = new Set(await namedByWorks(db, candidates));
  const orphans = candidates.filter((key) => !referenced.has(key));
  for (const key of orphans) await storage.delete(key);
  return orphans;
}

/** Those of `candidates` a works row or a pending upload names (file or thumbnail). */
export async function namedByWorks(db: Db, candidates: string[]): Promise<string[]> {
  const referenced = new Set<string>();
  const worksRefs = await db
    .select({ fileKey: works.fileKey, thumbKey: works.thumbKey })
    .from(works)
    .where(or(inArray(works.fileKey, candidates), inArray(works.thumbKey, candidates)));
  const uploadRefs = await db
    .select({ fileKey: worksUploads.fileKey, thumbKey: worksUploads.thumbKey })
    .from(worksUploads)
    .where(or(inArray(worksUploads.fileKey, candidates), inArray(worksUploads.thumbKey, candidates)));
  for (const row of [...worksRefs, ...uploadRefs]) {
    referenced.add(row.fileKey);
    if (row.thumbKey) referenced.add(row.thumbKey);
  }
  return [...referenced];
}

/**
 * Bytes the tenant stores, all counted in its quota (`used`): its works (bin included, `trash`),
 * its album photos and its pending uploads (`pending`).
 */
export async function tenantUsage(db: Db, tenantId: number): Promise<{ used: number; trash: number; pending: number }> {
  const [row] = (
    (await db.execute(sql`
      SELECT
        coalesce((SELECT sum(size) FROM cl_works WHERE tenant_id = ${tenantId}), 0)::bigint AS works,
        coalesce((SELECT sum(size) FROM cl_works WHERE tenant_id = ${tenantId} AND status = 0), 0)::bigint AS trash,
        coalesce((SELECT sum(size) FROM cj_kepian_photo WHERE tenant_id = ${tenantId}), 0)::bigint AS photos,
        coalesce((SELECT sum(size) FROM cl_works_upload WHERE tenant_id = ${tenantId}), 0)::bigint AS pending`)) as unknown as {
      rows: Record<'works' | 'trash' | 'photos' | 'pending', string | number>[];
    }
  ).rows;
  const pending = Number(row.pending);
  return { used: Number(row.works) + Number(row.photos) + pending, trash: Number(row.trash), pending };
}

export async function usedBytes(db: Db, tenantId: number): Promise<number> {
  return (await tenantUsage(db, tenantId)).used;
}

/** Serialises the quota check and the insert of new rows of one tenant. */
export const quotaLock = (tenantId: number) => `quota:${tenantId}`;
