import { msg, type Page, WORKS_STATUS_NORMAL, type WorksRecord, type WorksSize } from '@scenecast/contracts';
import { and, asc, between, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { wildcardFilter } from '../../platform/db/like.js';
import { sortColumn, toPage } from '../../platform/db/pagination.js';
import { rows } from '../../platform/db/raw-rows.js';
import { BusinessError } from '../../platform/http/errors.js';
import { cachedShopPage } from '../shop/page-cache.js';
import { accessibleShopIds, requireShopAccess } from '../shop/service.js';
import { requireHj, requireSameShop, requireWorks } from './access.js';
import { devicesShowing, tellScreens } from './assignment.js';
import type { WorksContext } from './context.js';
import { addHj, subtreeIds } from './groups.js';
import { appendToHj, relatCount, removeFromHjs } from './ordering.js';
import { type WorksRow, works, worksHj, worksRelat } from './schema.js';
import { tenantUsage } from './stored-files.js';
import { toWorksRecord } from './views.js';

export interface WorksPageQuery {
  pageNo: number;
  pageSize: number;
  column?: string;
  order: 'asc' | 'desc';
  kind?: 'image' | 'video';
  name?: string;
}

/** What decides a page's rows besides the shop. */
const pageParts = (ctx: WorksContext, list: string, q: WorksPageQuery & { ungrouped?: boolean }) => [
  ctx.apiBase,
  list,
  q.pageNo,
  q.pageSize,
  q.column,
  q.order,
  q.kind,
  q.name,
  q.ungrouped,
];

/** A page of a group's works in group order (1..n); the total is the last place of that order. */
export async function worksOfHj(ctx: WorksContext, hjId: string, query: WorksPageQuery): Promise<Page<WorksRecord>> {
  const hj = await requireHj(ctx.db, ctx.scope, hjId);
  return cachedShopPage(hj.shopId, pageParts(ctx, `hj:${hj.id}`, query), () => hjPage(ctx, hj.id, query));
}

async function hjPage(ctx: WorksContext, hjId: string, query: WorksPageQuery): Promise<Page<WorksRecord>> {
  const filtered = query.kind !== undefined || (query.name ?? '').trim() !== '';
  const skip = (query.pageNo - 1) * query.pageSize;
  const where = and(
    eq(worksRelat.hjId, hjId),
    query.kind ? eq(works.kind, query.kind) : undefined,
    wildcardFilter(works.name, query.name),
    // The order is dense (1..n), so an unfiltered page is a range of places: no rows skipped.
    filtered ? undefined : between(worksRelat.sort, skip + 1, skip + query.pageSize),
  );
  const found = await ctx.db
    .select({ work: works, sort: worksRelat.sort })
    .from(worksRelat)
    .innerJoin(works, eq(works.id, worksRelat.worksId))
    .where(where)
    .orderBy(asc(worksRelat.sort))
    .limit(query.pageSize)
    .offset(filtered ? skip : 0);
  const total = filtered
    ? (
        await ctx.db
          .select({ n: count() })
          .from(worksRelat)
          .innerJoin(works, eq(works.id, worksRelat.worksId))
          .where(where)
      )[0].n
    : await relatCount(ctx.db, hjId);
  return toPage(
    found.map((row) => toWorksRecord(ctx.apiBase, row.work, row.sort)),
    total,
    query,
  );
}

const SORTABLE = { createTime: works.createTime, size: works.size, name: works.name };

/** A page of a shop's whole library (not in the bin), newest first unless `column`/`order` say. */
export async function libraryWorks(
  ctx: WorksContext,
  shopId: string,
  query: WorksPageQuery & { ungrouped?: boolean },
): Promise<Page<WorksRecord>> {
  const shop = await requireShopAccess(ctx.db, ctx.scope, shopId);
  return cachedShopPage(shop.id, pageParts(ctx, 'library', query), () => libraryPage(ctx, shop.id, query));
}

async function libraryPage(
  ctx: WorksContext,
  shopId: string,
  query: WorksPageQuery & { ungrouped?: boolean },
): Promise<Page<WorksRecord>> {
  const where = and(
    eq(works.shopId, shopId),
    eq(works.status, WORKS_STATUS_NORMAL),
    query.kind ? eq(works.kind, query.kind) : undefined,
    wildcardFilter(works.name, query.name),
    query.ungrouped ? sql`NOT EXISTS (SELECT 1 FROM cl_works_relat r WHERE r.works_id = ${works.id})` : undefined,
  );
  const column = sortColumn(SORTABLE, query.column, works.createTime);
  const found = await ctx.db
    .select()
    .from(works)
    .where(where)
    .orderBy(query.order === 'asc' ? asc(column) : desc(column), desc(works.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [{ total }] = await ctx.db.select({ total: count() }).from(works).where(where);
  return toPage(
    found.map((row) => toWorksRecord(ctx.apiBase, row)),
    total,
    query,
  );
}

/** Every work of a group in order (creator calls; a group is meant to fit one screen loop). */
export async function allWorksOfHj(ctx: WorksContext, hjId: string): Promise<WorksRecord[]> {
  const hj = await requireHj(ctx.db, ctx.scope, hjId);
  const found = await ctx.db
    .select({ work: works, sort: worksRelat.sort })
    .from(worksRelat)
    .innerJoin(works, eq(works.id, worksRelat.worksId))
    .where(eq(worksRelat.hjId, hj.id))
    .orderBy(asc(worksRelat.sort))
    .limit(5000);
  return found.map((row) => toWorksRecord(ctx.apiBase, row.work, row.sort));
}

/** GET getWorksListByCode: the caller's works (any of their shops, not binned) with this code. */
export async function worksByCode(ctx: WorksContext, code: string): Promise<WorksRecord[]> {
  const shopIds = await accessibleShopIds(ctx.db, ctx.scope);
  if (shopIds.length === 0) return [];
  const found = await ctx.db
    .select()
    .from(works)
    .where(
      and(
        eq(works.code, code.trim().toUpperCase()),
        inArray(works.shopId, shopIds),
        eq(works.status, WORKS_STATUS_NORMAL),
      ),
    );
  return found.map((row) => toWorksRecord(ctx.apiBase, row));
}

/** GET getWorksSize: the tenant's bytes (a shop given: its tenant's) against the quota. */
export async function worksSize(ctx: WorksContext, shopId?: string): Promise<WorksSize> {
  const tenantId = shopId ? (await requireShopAccess(ctx.db, ctx.scope, shopId)).tenantId : ctx.scope.tenantId;
  const usage = await tenantUsage(ctx.db, tenantId);
  return { used: usage.used, quota: ctx.quotaBytes, trash: usage.trash, pending: usage.pending };
}

/** GET getClWorksCount: a shop's works by kind, in the bin, and its groups. */
export async function worksCounts(ctx: WorksContext, shopId: string) {
  const shop = await requireShopAccess(ctx.db, ctx.scope, shopId);
  const [row] = await rows<{ total: number; image: number; video: number; trash: number; groups: number }>(
    ctx.db,
    sql`SELECT
      count(*) FILTER (WHERE status = 1)::int AS total,
      count(*) FILTER (WHERE status = 1 AND kind = 'image')::int AS image,
      count(*) FILTER (WHERE status = 1 AND kind = 'video')::int AS video,
      count(*) FILTER (WHERE status = 0)::int AS trash,
      (SELECT count(*) FROM cl_works_hj WHERE shop_id = ${shop.id})::int AS groups
    FROM cl_works WHERE shop_id = ${shop.id}`,
  );
  return row;
}

/** GET getChildWorksTotal: distinct works in the group and every group under it. */
export async function subtreeWorksTotal(ctx: WorksContext, hjId: string): Promise<number> {
  const hj = await requireHj(ctx.db, ctx.scope, hjId);
  const ids = await subtreeIds(ctx.db, hj);
  const [row] = await rows<{ n: number }>(
    ctx.db,
    sql`SELECT count(DISTINCT works_id)::int AS n FROM cl_works_relat WHERE hj_id IN ${ids}`,
  );
  return row.n;
}

export async function hjWorksCount(ctx: WorksContext, hjId: string): Promise<number> {
  const hj = await requireHj(ctx.db, ctx.scope, hjId);
  return relatCount(ctx.db, hj.id);
}

async function normalWorksOfShop(ctx: WorksContext, ids: string[], shopId: string): Promise<WorksRow[]> {
  const list = await requireWorks(ctx.db, ctx.scope, ids);
  requireSameShop(list, shopId);
  return list.filter((work) => work.status === WORKS_STATUS_NORMAL);
}

/** GET joinHj: the works join the group (at its end), staying in their other groups. */
export async function joinHj(ctx: WorksContext, hjId: string, ids: string[]): Promise<number> {
  const hj = await requireHj(ctx.db, ctx.scope, hjId);
  const list = await normalWorksOfShop(ctx, ids, hj.shopId);
  const added = await ctx.db.transaction((tx) =>
    appendToHj(
      tx,
      hj.id,
      list.map((work) => work.id),
    ),
  );
  await tellScreens(ctx, await devicesShowing(ctx.db, { hjIds: [hj.id] }));
  return added;
}

/** GET joinOtherHj: the works move from one group (fromHjId) to another, at its end. */
export async function moveToHj(ctx: WorksContext, fromHjId: string, hjId: string, ids: string[]): Promise<number> {
  const from = await requireHj(ctx.db, ctx.scope, fromHjId);
  const to = await requireHj(ctx.db, ctx.scope, hjId);
  if (from.shopId !== to.shopId) throw new BusinessError(msg('worksHjMoveInvalid'));
  const list = await normalWorksOfShop(ctx, ids, to.shopId);
  const affected = await devicesShowing(ctx.db, { hjIds: [from.id, to.id] });
  const moved = await ctx.db.transaction(async (tx) => {
    const worksIds = list.map((work) => work.id);
    await removeFromHjs(tx, worksIds, [from.id]);
    return appendToHj(tx, to.id, worksIds);
  });
  await tellScreens(ctx, affected);
  return moved;
}

/** DELETE deleteRelatBatch: the works leave the group; they stay in the library and other groups. */
export async function leaveHj(ctx: WorksContext, hjId: string, ids: string[]): Promise<void> {
  const hj = await requireHj(ctx.db, ctx.scope, hjId);
  const list = await requireWorks(ctx.db, ctx.scope, ids);
  requireSameShop(list, hj.shopId);
  const affected = await devicesShowing(ctx.db, { hjIds: [hj.id] });
  await ctx.db.transaction((tx) =>
    removeFromHjs(
      tx,
      list.map((work) => work.id),
      [hj.id],
    ),
  );
  await clearCoversNotInGroup(ctx);
  await tellScreens(ctx, affected);
}

/** GET clWorksRelat/deleteBatchByWorksIds: the works leave every group (they stay in the library). */
export async function leaveAllHj(ctx: WorksContext, ids: string[]): Promise<void> {
  const list = await requireWorks(ctx.db, ctx.scope, ids);
  const worksIds = list.map((work) => work.id);
  const affected = await devicesShowing(ctx.db, { worksIds });
  await ctx.db.transaction((tx) => removeFromHjs(tx, worksIds));
  await clearCoversNotInGroup(ctx);
  await tellScreens(ctx, affected);
}

/** A group's cover must be one of its works: covers whose work left are cleared, flags recomputed. */
export async function clearCoversNotInGroup(ctx: WorksContext): Promise<void> {
  await ctx.db.execute(sql`
    UPDATE cl_works_hj h SET cover = NULL
    WHERE h.cover IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM cl_works_relat r WHERE r.hj_id = h.id AND r.works_id = h.cover)`);
  await ctx.db.execute(sql`
    UPDATE cl_works w SET is_cover = false
    WHERE w.is_cover AND NOT EXISTS (SELECT 1 FROM cl_works_hj h WHERE h.cover = w.id)`);
}

/** POST clWorks/saveCoverToWorks: the work becomes the group's cover (it must be in the group). */
export async function setHjCover(ctx: WorksContext, hjId: string, worksId: string): Promise<void> {
  const hj = await requireHj(ctx.db, ctx.scope, hjId);
  const [work] = await requireWorks(ctx.db, ctx.scope, [worksId]);
  const [inGroup] = await ctx.db
    .select({ id: worksRelat.worksId })
    .from(worksRelat)
    .where(and(eq(worksRelat.hjId, hj.id), eq(worksRelat.worksId, work.id)));
  if (!inGroup) throw new BusinessError(msg('worksNotInHj'));
  await ctx.db.transaction(async (tx) => {
    await tx.update(worksHj).set({ cover: work.id }).where(eq(worksHj.id, hj.id));
    await tx.update(works).set({ isCover: true }).where(eq(works.id, work.id));
    if (hj.cover && hj.cover !== work.id) {
      await tx.execute(sql`
        UPDATE cl_works w SET is_cover = false
        WHERE w.id = ${hj.cover} AND NOT EXISTS (SELECT 1 FROM cl_works_hj h WHERE h.cover = w.id)`);
    }
  });
}

/** POST clWorks/addHj: a new group (top level, or under parentId) holding the selected works. */
export async function newHjWithWorks(
  ctx: WorksContext,
  input: { shopId?: string; parentId?: string | null; name: string; worksIds: string[] },
) {
  const shopId = input.parentId
    ? (await requireHj(ctx.db, ctx.scope, input.parentId)).shopId
    : (await requireShopAccess(ctx.db, ctx.scope, input.shopId ?? '')).id;
  const list = await normalWorksOfShop(ctx, input.worksIds, shopId);
  const record = await addHj(ctx, { ...input, shopId });
  await ctx.db.transaction((tx) =>
    appendToHj(
      tx,
      record.id,
      list.map((work) => work.id),
    ),
  );
  return { ...record, worksCount: list.length };
}
