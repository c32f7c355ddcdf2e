import { HJ_SHARE_BY_CODE, msg, type Page, type WorksHjRecord } from '@scenecast/contracts';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { wildcardFilter } from '../../platform/db/like.js';
import { lockNamed } from '../../platform/db/named-lock.js';
import { toPage } from '../../platform/db/pagination.js';
import { rows } from '../../platform/db/raw-rows.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { requireShopAccess } from '../shop/service.js';
import { requireHj } from './access.js';
import type { WorksContext } from './context.js';
import { nextSiblingPlace, renumberSiblings, siblingsLock } from './ordering.js';
import { type WorksHjRow, worksHj } from './schema.js';
import { type HjCounts, toHjRecord } from './views.js';

/** Counts and cover of groups in one query (the cover: the chosen work, else the first one). */
async function countsOf(db: Db, ids: string[]): Promise<Map<string, HjCounts>> {
  if (ids.length === 0) return new Map();
  const found = await rows<{ id: string; works_count: number; child_count: number; cover_thumb: string | null }>(
    db,
    sql`SELECT h.id,
      coalesce((SELECT max(r.sort) FROM cl_works_relat r WHERE r.hj_id = h.id), 0)::int AS works_count,
      (SELECT count(*) FROM cl_works_hj c WHERE c.parent_id = h.id)::int AS child_count,
      coalesce(
        (SELECT coalesce(w.thumb_key, CASE WHEN w.kind = 'image' THEN w.file_key END)
           FROM cl_works w WHERE w.id = h.cover AND w.status = 1),
        (SELECT coalesce(w.thumb_key, CASE WHEN w.kind = 'image' THEN w.file_key END)
           FROM cl_works_relat r JOIN cl_works w ON w.id = r.works_id WHERE r.hj_id = h.id ORDER BY r.sort LIMIT 1)
      ) AS cover_thumb
    FROM cl_works_hj h WHERE h.id IN ${ids}`,
  );
  return new Map(
    found.map((row) => [
      row.id,
      { worksCount: row.works_count, childCount: row.child_count, coverThumb: row.cover_thumb },
    ]),
  );
}

export async function hjRecords(ctx: WorksContext, list: WorksHjRow[]): Promise<WorksHjRecord[]> {
  const counts = await countsOf(
    ctx.db,
    list.map((row) => row.id),
  );
  return list.map((row) =>
    toHjRecord(ctx.apiBase, row, counts.get(row.id) ?? { worksCount: 0, childCount: 0, coverThumb: null }),
  );
}

const siblingOrder = [asc(worksHj.sort), asc(worksHj.createTime), asc(worksHj.id)];

/** GET list: a page of a shop's top-level groups (sibling order), `name` with the list wildcards. */
export async function listRootHj(
  ctx: WorksContext,
  query: { shopId: string; name?: string; pageNo: number; pageSize: number },
): Promise<Page<WorksHjRecord>> {
  const shop = await requireShopAccess(ctx.db, ctx.scope, query.shopId);
  const where = and(eq(worksHj.shopId, shop.id), isNull(worksHj.parentId), wildcardFilter(worksHj.name, query.name));
  const list = await ctx.db
    .select()
    .from(worksHj)
    .where(where)
    .orderBy(...siblingOrder)
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [{ total }] = await ctx.db.select({ total: count() }).from(worksHj).where(where);
  return toPage(await hjRecords(ctx, list), total, query);
}

/** GET queryByParentId: the sub-groups of a group, or a shop's top-level groups (shopId, no parentId). */
export async function childHj(ctx: WorksContext, input: { parentId?: string; shopId?: string }) {
  let where: ReturnType<typeof and>;
  if (input.parentId) {
    const parent = await requireHj(ctx.db, ctx.scope, input.parentId);
    where = eq(worksHj.parentId, parent.id);
  } else {
    const shop = await requireShopAccess(ctx.db, ctx.scope, input.shopId ?? '');
    where = and(eq(worksHj.shopId, shop.id), isNull(worksHj.parentId));
  }
  const list = await ctx.db
    .select()
    .from(worksHj)
    .where(where)
    .orderBy(...siblingOrder);
  return hjRecords(ctx, list);
}

/** GET getWorksHjList: the shop's whole tree, each group with its `children`, in sibling order. */
export async function hjTree(ctx: WorksContext, shopId: string, options: { sharedOnly?: boolean } = {}) {
  const shop = await requireShopAccess(ctx.db, ctx.scope, shopId);
  const all = await ctx.db
    .select()
    .from(worksHj)
    .where(and(eq(worksHj.shopId, shop.id), options.sharedOnly ? eq(worksHj.shareType, HJ_SHARE_BY_CODE) : undefined))
    .orderBy(...siblingOrder);
  const records = await hjRecords(ctx, all);
  if (options.sharedOnly) return records;
  const byId = new Map(records.map((record) => [record.id, { ...record, children: [] as WorksHjRecord[] }]));
  const roots: WorksHjRecord[] = [];
  for (const record of byId.values()) {
    const parent = record.parentId ? byId.get(record.parentId) : undefined;
    if (parent) parent.children.push(record);
    else roots.push(record);
  }
  return roots;
}

/** GET getNameCount: how many groups of the shop (under that parent) already bear the name. */
export async function hjNameCount(
  ctx: WorksContext,
  input: { shopId: string; name: string; parentId?: string; excludeId?: string },
): Promise<number> {
  const shop = await requireShopAccess(ctx.db, ctx.scope, input.shopId);
  const [{ n }] = await ctx.db
    .select({ n: count() })
    .from(worksHj)
    .where(
      and(
        eq(worksHj.shopId, shop.id),
        eq(worksHj.name, input.name.trim()),
        input.parentId ? eq(worksHj.parentId, input.parentId) : undefined,
        input.excludeId ? sql`${worksHj.id} <> ${input.excludeId}` : undefined,
      ),
    );
  return n;
}

/** POST addChild: a new group at the end of its siblings (top level without parentId). */
export async function addHj(
  ctx: WorksContext,
  input: { shopId?: string; parentId?: string | null; name: string; seconds?: number | null },
): Promise<WorksHjRecord> {
  let shopId: string;
  let tenantId: number;
  const parentId = input.parentId || null;
  if (parentId) {
    const parent = await requireHj(ctx.db, ctx.scope, parentId);
    if (input.shopId && input.shopId !== parent.shopId) throw forbidden(msg('shopNoAccess'));
    shopId = parent.shopId;
    tenantId = parent.tenantId;
  } else {
    const shop = await requireShopAccess(ctx.db, ctx.scope, input.shopId ?? '');
    shopId = shop.id;
    tenantId = shop.tenantId;
  }
  const row = await ctx.db.transaction(async (tx) => {
    await lockNamed(tx, siblingsLock(shopId));
    const sort = await nextSiblingPlace(tx, shopId, parentId);
    const [created] = await tx
      .insert(worksHj)
      .values({
        shopId,
        tenantId,
        parentId,
        name: input.name,
        sort,
        seconds: input.seconds ?? null,
        createBy: ctx.scope.userId,
      })
      .returning();
    return created;
  });
  const [record] = await hjRecords(ctx, [row]);
  return record;
}

/** Ids of a group and every group under it. */
export async function subtreeIds(db: Db, hj: Pick<WorksHjRow, 'id' | 'shopId'>): Promise<string[]> {
  const all = await db
    .select({ id: worksHj.id, parentId: worksHj.parentId })
    .from(worksHj)
    .where(eq(worksHj.shopId, hj.shopId));
  const ids = [hj.id];
  for (let i = 0; i < ids.length; i += 1) {
    for (const row of all) if (row.parentId === ids[i]) ids.push(row.id);
  }
  return ids;
}

/**
 * PUT edit: rename, move under another group of the same shop (or to the top level with
 * parentId null; never into itself or below), image seconds. The cover is set by
 * saveCoverToWorks. A moved group goes to the end of its new siblings.
 */
export async function editHj(
  ctx: WorksContext,
  input: { id: string; name?: string; parentId?: string | null; seconds?: number | null },
): Promise<WorksHjRecord> {
  const hj = await requireHj(ctx.db, ctx.scope, input.id);
  const moving = input.parentId !== undefined && (input.parentId || null) !== hj.parentId;
  const target = input.parentId || null;
  if (moving && target) {
    const parent = await requireHj(ctx.db, ctx.scope, target);
    if (parent.shopId !== hj.shopId || (await subtreeIds(ctx.db, hj)).includes(parent.id)) {
      throw new BusinessError(msg('worksHjMoveInvalid'));
    }
  }
  await ctx.db.transaction(async (tx) => {
    await lockNamed(tx, siblingsLock(hj.shopId));
    const changes: Partial<WorksHjRow> = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.seconds !== undefined) changes.seconds = input.seconds;
    if (moving) {
      changes.parentId = target;
      changes.sort = await nextSiblingPlace(tx, hj.shopId, target);
    }
    if (Object.keys(changes).length > 0) await tx.update(worksHj).set(changes).where(eq(worksHj.id, hj.id));
    if (moving) await renumberSiblings(tx, hj.shopId, hj.parentId);
  });
  const [row] = await ctx.db.select().from(worksHj).where(eq(worksHj.id, hj.id));
  const [record] = await hjRecords(ctx, [row]);
  return record;
}

/** GET getShareHjType. */
export async function hjShareType(ctx: WorksContext, id: string) {
  const hj = await requireHj(ctx.db, ctx.scope, id);
  return { id: hj.id, shareType: hj.shareType, shareCoding: hj.shareCoding };
}
