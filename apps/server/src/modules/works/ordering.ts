import { msg } from '@scenecast/contracts';
import { and, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { lockNamed } from '../../platform/db/named-lock.js';
import { rows } from '../../platform/db/raw-rows.js';
import { BusinessError } from '../../platform/http/errors.js';
import { worksHj, worksRelat } from './schema.js';

/**
 * Orders are dense (1..n) and change only inside a transaction holding the advisory lock of what
 * they order: a group's works (`relat:<hjId>`) or a shop's sibling groups (`hj:<shopId>`), so
 * concurrent "to top" / "up one" / add / remove calls on one list run one after the other, on
 * PGlite and on any number of processes sharing a PostgreSQL (`lockNamed`).
 */
export const relatLock = (hjId: string) => `relat:${hjId}`;
export const siblingsLock = (shopId: string) => `hj:${shopId}`;

/** Locks several lists in one order (sorted), so two calls never wait on each other's locks. */
export async function lockOrders(tx: Db, names: string[]): Promise<void> {
  for (const name of [...new Set(names)].sort()) await lockNamed(tx, name);
}

/** Numbers a group's works 1..n again in their current order (after removals). */
export async function renumberRelat(tx: Db, hjId: string): Promise<void> {
  await tx.execute(sql`
    UPDATE cl_works_relat AS r SET sort = x.rn
    FROM (SELECT works_id, row_number() OVER (ORDER BY sort, works_id) AS rn FROM cl_works_relat WHERE hj_id = ${hjId}) AS x
    WHERE r.hj_id = ${hjId} AND r.works_id = x.works_id AND r.sort <> x.rn`);
}

const siblingsOf = (shopId: string, parentId: string | null): SQL =>
  and(eq(worksHj.shopId, shopId), parentId === null ? isNull(worksHj.parentId) : eq(worksHj.parentId, parentId)) as SQL;

/** Numbers sibling groups 1..n again in their current order. */
export async function renumberSiblings(tx: Db, shopId: string, parentId: string | null): Promise<void> {
  const parent = parentId === null ? sql`parent_id IS NULL` : sql`parent_id = ${parentId}`;
  await tx.execute(sql`
    UPDATE cl_works_hj AS h SET sort = x.rn
    FROM (SELECT id, row_number() OVER (ORDER BY sort, create_time, id) AS rn FROM cl_works_hj
          WHERE shop_id = ${shopId} AND ${parent}) AS x
    WHERE h.id = x.id AND h.sort <> x.rn`);
}

/** The number of works in a group: the last place of its dense order. */
export async function relatCount(db: Db, hjId: string): Promise<number> {
  const [row] = await rows<{ n: number | null }>(
    db,
    sql`SELECT max(sort)::int AS n FROM cl_works_relat WHERE hj_id = ${hjId}`,
  );
  return row?.n ?? 0;
}

/** Appends works to a group's end, skipping those already in it; answers how many were added. */
export async function appendToHj(tx: Db, hjId: string, worksIds: string[]): Promise<number> {
  await lockNamed(tx, relatLock(hjId));
  const unique = [...new Set(worksIds)];
  if (unique.length === 0) return 0;
  const present = await tx
    .select({ id: worksRelat.worksId })
    .from(worksRelat)
    .where(and(eq(worksRelat.hjId, hjId), inArray(worksRelat.worksId, unique)));
  const already = new Set(present.map((row) => row.id));
  const fresh = unique.filter((id) => !already.has(id));
  if (fresh.length === 0) return 0;
  const last = await relatCount(tx, hjId);
  await tx.insert(worksRelat).values(fresh.map((worksId, index) => ({ hjId, worksId, sort: last + index + 1 })));
  return fresh.length;
}

/** Removes works from groups and closes the gaps; answers the groups touched. */
export async function removeFromHjs(tx: Db, worksIds: string[], hjIds?: string[]): Promise<string[]> {
  if (worksIds.length === 0) return [];
  const where = and(
    inArray(worksRelat.worksId, worksIds),
    hjIds ? inArray(worksRelat.hjId, hjIds.length > 0 ? hjIds : ['']) : undefined,
  );
  const touched = [
    ...new Set((await tx.select({ hjId: worksRelat.hjId }).from(worksRelat).where(where)).map((row) => row.hjId)),
  ];
  await lockOrders(tx, touched.map(relatLock));
  await tx.delete(worksRelat).where(where);
  for (const hjId of touched) await renumberRelat(tx, hjId);
  return touched;
}

/** Current place of a work in a group, read under the group's lock. */
async function placeOf(tx: Db, hjId: string, worksId: string): Promise<number> {
  const [row] = await tx
    .select({ sort: worksRelat.sort })
    .from(worksRelat)
    .where(and(eq(worksRelat.hjId, hjId), eq(worksRelat.worksId, worksId)));
  if (!row) throw new BusinessError(msg('worksNotInHj'));
  return row.sort;
}

/** "To top": the work takes place 1, those before it move down one. */
export async function worksToTop(db: Db, hjId: string, worksId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockNamed(tx, relatLock(hjId));
    const place = await placeOf(tx, hjId, worksId);
    if (place === 1) return;
    await tx
      .update(worksRelat)
      .set({ sort: sql`${worksRelat.sort} + 1` })
      .where(and(eq(worksRelat.hjId, hjId), lt(worksRelat.sort, place)));
    await tx
      .update(worksRelat)
      .set({ sort: 1 })
      .where(and(eq(worksRelat.hjId, hjId), eq(worksRelat.worksId, worksId)));
  });
}

/** "Up one": the work swaps with the one before it; the first one cannot go up (未知的操作). */
export async function worksUpOne(db: Db, hjId: string, worksId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockNamed(tx, relatLock(hjId));
    const place = await placeOf(tx, hjId, worksId);
    if (place === 1) throw new BusinessError(msg('worksSortUnknown'));
    await tx.execute(sql`
      UPDATE cl_works_relat SET sort = CASE WHEN sort = ${place}::int THEN ${place - 1}::int ELSE ${place}::int END
      WHERE hj_id = ${hjId} AND sort IN (${place - 1}::int, ${place}::int)`);
  });
}

/** The next place among a shop's sibling groups (call under the shop's lock). */
export async function nextSiblingPlace(tx: Db, shopId: string, parentId: string | null): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number | null>`max(${worksHj.sort})::int` })
    .from(worksHj)
    .where(siblingsOf(shopId, parentId));
  return (row?.n ?? 0) + 1;
}

/** "First" / "move on" for groups among their siblings, with the same rules as for works. */
export async function hjToTop(db: Db, hj: { id: string; shopId: string; parentId: string | null }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockNamed(tx, siblingsLock(hj.shopId));
    const [row] = await tx.select({ sort: worksHj.sort }).from(worksHj).where(eq(worksHj.id, hj.id));
    if (!row || row.sort === 1) return;
    await tx
      .update(worksHj)
      .set({ sort: sql`${worksHj.sort} + 1` })
      .where(and(siblingsOf(hj.shopId, hj.parentId), lt(worksHj.sort, row.sort)));
    await tx.update(worksHj).set({ sort: 1 }).where(eq(worksHj.id, hj.id));
  });
}

export async function hjUpOne(db: Db, hj: { id: string; shopId: string; parentId: string | null }): Promise<void> {
  await db.transaction(async (tx) => {
    await lockNamed(tx, siblingsLock(hj.shopId));
    const [row] = await tx.select({ sort: worksHj.sort }).from(worksHj).where(eq(worksHj.id, hj.id));
    if (!row || row.sort <= 1) throw new BusinessError(msg('worksSortUnknown'));
    const place = row.sort;
    await tx
      .update(worksHj)
      .set({ sort: sql`CASE WHEN ${worksHj.sort} = ${place}::int THEN ${place - 1}::int ELSE ${place}::int END` })
      .where(and(siblingsOf(hj.shopId, hj.parentId), inArray(worksHj.sort, [place - 1, place])));
  });
}
