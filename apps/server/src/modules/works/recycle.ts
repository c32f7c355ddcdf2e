import type { Page, WorksRecord } from '@scenecast/contracts';
import { WORKS_STATUS_NORMAL, WORKS_STATUS_RECYCLED } from '@scenecast/contracts';
import { and, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { lockNamed } from '../../platform/db/named-lock.js';
import { toPage } from '../../platform/db/pagination.js';
import { rows } from '../../platform/db/raw-rows.js';
import { accessibleShopIds, requireShopAccess } from '../shop/service.js';
import { requireHj, requireWorks } from './access.js';
import { devicesShowing, tellScreens } from './assignment.js';
import type { WorksContext } from './context.js';
import { subtreeIds } from './groups.js';
import { clearCoversNotInGroup } from './library.js';
import { appendToHj, removeFromHjs, renumberSiblings, siblingsLock } from './ordering.js';
import { hjDevice, works, worksDevice, worksHj, worksRecycle, worksRelat } from './schema.js';
import { lockFiles, releaseFiles } from './stored-files.js';
import { toWorksRecord } from './views.js';

/**
 * Moves works to the recycle bin (status 0): they leave their groups (closing the gaps), which the
 * bin remembers for a restore, and leave every screen at once. Their device links stay until they
 * are deleted for good, so a restored work plays where it played.
 */
export async function binWorks(ctx: WorksContext, ids: string[]): Promise<number> {
  const list = (await requireWorks(ctx.db, ctx.scope, ids)).filter((work) => work.status === WORKS_STATUS_NORMAL);
  if (list.length === 0) return 0;
  const worksIds = list.map((work) => work.id);
  const affected = await devicesShowing(ctx.db, { worksIds });
  await ctx.db.transaction(async (tx) => {
    const memberships = await tx
      .select({ worksId: worksRelat.worksId, hjId: worksRelat.hjId })
      .from(worksRelat)
      .where(inArray(worksRelat.worksId, worksIds));
    await removeFromHjs(tx, worksIds);
    await tx
      .update(works)
      .set({ status: WORKS_STATUS_RECYCLED, deletedAt: new Date() })
      .where(inArray(works.id, worksIds));
    for (const worksId of worksIds) {
      const hjIds = memberships.filter((row) => row.worksId === worksId).map((row) => row.hjId);
      await tx
        .insert(worksRecycle)
        .values({ worksId, hjIds, deletedBy: ctx.scope.userId })
        .onConflictDoUpdate({ target: worksRecycle.worksId, set: { hjIds, deletedBy: ctx.scope.userId } });
    }
  });
  await clearCoversNotInGroup(ctx);
  await tellScreens(ctx, affected);
  return list.length;
}

/** PUT batchRestore: binned works come back, at the end of those of their groups that still exist. */
export async function restoreWorks(ctx: WorksContext, ids: string[]): Promise<number> {
  const list = (await requireWorks(ctx.db, ctx.scope, ids)).filter((work) => work.status === WORKS_STATUS_RECYCLED);
  if (list.length === 0) return 0;
  const worksIds = list.map((work) => work.id);
  const remembered = await ctx.db.select().from(worksRecycle).where(inArray(worksRecycle.worksId, worksIds));
  await ctx.db.transaction(async (tx) => {
    await tx.update(works).set({ status: WORKS_STATUS_NORMAL, deletedAt: null }).where(inArray(works.id, worksIds));
    const byHj = new Map<string, string[]>();
    for (const work of list) {
      const hjIds = remembered.find((row) => row.worksId === work.id)?.hjIds ?? [];
      for (const hjId of hjIds) byHj.set(hjId, [...(byHj.get(hjId) ?? []), work.id]);
    }
    const alive =
      byHj.size > 0
        ? await tx
            .select({ id: worksHj.id, shopId: worksHj.shopId })
            .from(worksHj)
            .where(inArray(worksHj.id, [...byHj.keys()]))
        : [];
    for (const hj of alive.sort((a, b) => a.id.localeCompare(b.id))) {
      const back = (byHj.get(hj.id) ?? []).filter((id) => list.find((work) => work.id === id)?.shopId === hj.shopId);
      await appendToHj(tx, hj.id, back);
    }
    await tx.delete(worksRecycle).where(inArray(worksRecycle.worksId, worksIds));
  });
  await tellScreens(ctx, await devicesShowing(ctx.db, { worksIds }));
  return list.length;
}

/**
 * Deletes binned works for good: rows, relations, device links, bin records, and their stored
 * files and thumbnails unless another row (a copy from a shared group) still names them. Works not
 * in the bin are left alone.
 */
export async function purgeWorks(ctx: WorksContext, ids: string[]): Promise<number> {
  const list = (await requireWorks(ctx.db, ctx.scope, ids)).filter((work) => work.status === WORKS_STATUS_RECYCLED);
  return purge(ctx, list);
}

/** What a purge needs: no caller, so the bin job (acting for no one) purges the same way. */
type PurgeParts = Pick<WorksContext, 'db' | 'storage' | 'live'>;

async function purge(ctx: PurgeParts, list: { id: string; fileKey: string; thumbKey: string | null }[]) {
  if (list.length === 0) return 0;
  const worksIds = list.map((work) => work.id);
  const keys = list.flatMap((work) => [work.fileKey, work.thumbKey]);
  const affected = await devicesShowing(ctx.db, { worksIds });
  await ctx.db.transaction(async (tx) => {
    await lockFiles(tx, keys);
    await removeFromHjs(tx, worksIds);
    await tx.delete(worksDevice).where(inArray(worksDevice.worksId, worksIds));
    await tx.delete(worksRecycle).where(inArray(worksRecycle.worksId, worksIds));
    await tx.update(worksHj).set({ cover: null }).where(inArray(worksHj.cover, worksIds));
    await tx.delete(works).where(inArray(works.id, worksIds));
  });
  await releaseFiles(ctx.db, ctx.storage, keys);
  await tellScreens(ctx, affected);
  return list.length;
}

/** DELETE delAllWorks: empties the bin of one shop (shopId), or of every shop the caller reaches. */
export async function emptyBin(ctx: WorksContext, shopId?: string): Promise<number> {
  const shopIds = shopId
    ? [(await requireShopAccess(ctx.db, ctx.scope, shopId)).id]
    : await accessibleShopIds(ctx.db, ctx.scope);
  if (shopIds.length === 0) return 0;
  return purgeBinned(ctx, inArray(works.shopId, shopIds));
}

/** Purges the binned works matching `where`, 500 at a time, until none is left. */
async function purgeBinned(parts: PurgeParts, where: SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = await parts.db
      .select({ id: works.id, fileKey: works.fileKey, thumbKey: works.thumbKey })
      .from(works)
      .where(and(eq(works.status, WORKS_STATUS_RECYCLED), where))
      .limit(500);
    if (batch.length === 0) return total;
    total += await purge(parts, batch);
  }
}

/**
 * The bin job: deletes for good every work binned more than `days` days ago, in every tenant,
 * with its stored files once no other row names them.
 */
export async function purgeBinOlderThan(parts: PurgeParts, days: number): Promise<number> {
  return purgeBinned(parts, lt(works.deletedAt, new Date(Date.now() - days * 86_400_000)));
}

/**
 * GET queryPageTrashSize: a page of a shop's bin (or of all the caller's shops), latest deleted
 * first, with the bin's total bytes and count.
 */
export async function trashPage(
  ctx: WorksContext,
  query: { shopId?: string; pageNo: number; pageSize: number },
): Promise<Page<WorksRecord> & { trashSize: number; trashCount: number }> {
  const shopIds = query.shopId
    ? [(await requireShopAccess(ctx.db, ctx.scope, query.shopId)).id]
    : await accessibleShopIds(ctx.db, ctx.scope);
  if (shopIds.length === 0) return { ...toPage([], 0, query), trashSize: 0, trashCount: 0 };
  const where = and(inArray(works.shopId, shopIds), eq(works.status, WORKS_STATUS_RECYCLED));
  const found = await ctx.db
    .select()
    .from(works)
    .where(where)
    .orderBy(desc(works.deletedAt), desc(works.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [totals] = await ctx.db
    .select({ n: count(), bytes: sql<string>`coalesce(sum(${works.size}), 0)` })
    .from(works)
    .where(where);
  return {
    ...toPage(
      found.map((row) => toWorksRecord(ctx.apiBase, row)),
      totals.n,
      query,
    ),
    trashSize: Number(totals.bytes),
    trashCount: totals.n,
  };
}

/**
 * DELETE clWorksHj/deleteById: the group and every group under it go; their screens stop playing
 * them. Works that were in no other group go to the recycle bin; the others stay where they are.
 */
export async function deleteHj(ctx: WorksContext, id: string): Promise<{ groups: number; binned: number }> {
  const hj = await requireHj(ctx.db, ctx.scope, id);
  const ids = await subtreeIds(ctx.db, hj);
  const affected = await devicesShowing(ctx.db, { hjIds: ids });
  const members = await rows<{ works_id: string; elsewhere: boolean }>(
    ctx.db,
    sql`SELECT DISTINCT r.works_id,
          EXISTS (SELECT 1 FROM cl_works_relat o WHERE o.works_id = r.works_id AND o.hj_id NOT IN ${ids}) AS elsewhere
        FROM cl_works_relat r WHERE r.hj_id IN ${ids}`,
  );
  const orphans = members.filter((row) => !row.elsewhere).map((row) => row.works_id);
  await ctx.db.transaction(async (tx) => {
    await removeFromHjs(
      tx,
      members.map((row) => row.works_id),
      ids,
    );
    await tx.delete(hjDevice).where(inArray(hjDevice.hjId, ids));
    await lockNamed(tx, siblingsLock(hj.shopId));
    await tx.delete(worksHj).where(inArray(worksHj.id, ids));
    await renumberSiblings(tx, hj.shopId, hj.parentId);
  });
  const binned = orphans.length > 0 ? await binWorks(ctx, orphans) : 0;
  await clearCoversNotInGroup(ctx);
  await tellScreens(ctx, affected);
  return { groups: ids.length, binned };
}
