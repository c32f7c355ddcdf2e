import { msg } from '@scenecast/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { lockNamed } from '../../platform/db/named-lock.js';
import { rows } from '../../platform/db/raw-rows.js';
import { BusinessError } from '../../platform/http/errors.js';

/**
 * One dense order (1..n): a shop's albums, an album's photos, or sibling categories. It changes
 * only inside a transaction holding the advisory lock named `lock` (the works ordering approach),
 * so concurrent moves on one list run one after the other and the order stays a permutation.
 */
export interface OrderedList {
  table: 'cj_kepian' | 'cj_kepian_photo' | 'cj_kepian_fenlei';
  /** Which rows form the list (a condition on plain column names). */
  where: SQL;
  lock: string;
}

export const albumsList = (shopId: string): OrderedList => ({
  table: 'cj_kepian',
  where: sql`shop_id = ${shopId}`,
  lock: `kepian:${shopId}`,
});
export const photosList = (kepianId: string): OrderedList => ({
  table: 'cj_kepian_photo',
  where: sql`kepian_id = ${kepianId}`,
  lock: `kepian-photo:${kepianId}`,
});
export const fenleiList = (shopId: string, parentId: string | null): OrderedList => ({
  table: 'cj_kepian_fenlei',
  where:
    parentId === null
      ? sql`shop_id = ${shopId} AND parent_id IS NULL`
      : sql`shop_id = ${shopId} AND parent_id = ${parentId}`,
  // One lock per shop's tree: moves between parents and deletions of subtrees touch several lists.
  lock: `kepian-fenlei:${shopId}`,
});

const table = (list: OrderedList) => sql.raw(`"${list.table}"`);

export const lockList = (tx: Db, list: OrderedList) => lockNamed(tx, list.lock);

/** Numbers the list 1..n again in its current order (after removals); call under the lock. */
export async function renumber(tx: Db, list: OrderedList): Promise<void> {
  await tx.execute(sql`
    UPDATE ${table(list)} AS o SET sort = x.rn
    FROM (SELECT id, row_number() OVER (ORDER BY sort, create_time, id) AS rn FROM ${table(list)} WHERE ${list.where}) AS x
    WHERE o.id = x.id AND o.sort <> x.rn`);
}

/** The next place at the end of the list; call under the lock. */
export async function nextPlace(tx: Db, list: OrderedList): Promise<number> {
  const [row] = await rows<{ n: number | null }>(
    tx,
    sql`SELECT max(sort)::int AS n FROM ${table(list)} WHERE ${list.where}`,
  );
  return (row?.n ?? 0) + 1;
}

async function placeAndCount(tx: Db, list: OrderedList, id: string): Promise<{ place: number; count: number }> {
  const [row] = await rows<{ place: number | null; count: number }>(
    tx,
    sql`SELECT (SELECT sort FROM ${table(list)} WHERE ${list.where} AND id = ${id})::int AS place,
               (SELECT count(*) FROM ${table(list)} WHERE ${list.where})::int AS count`,
  );
  if (row?.place === null || row?.place === undefined) throw new BusinessError(msg('kepianPhotoNotInAlbum'));
  return { place: row.place, count: row.count };
}

/** Moves a row to a place (clamped to 1..n); those between shift by one. */
export async function moveTo(db: Db, list: OrderedList, id: string, target: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lockList(tx, list);
    await renumber(tx, list);
    const { place, count } = await placeAndCount(tx, list, id);
    const to = Math.min(Math.max(1, target), count);
    if (to === place) return to;
    const shift =
      to < place
        ? sql`CASE WHEN id = ${id} THEN ${to}::int WHEN sort >= ${to}::int AND sort < ${place}::int THEN sort + 1 ELSE sort END`
        : sql`CASE WHEN id = ${id} THEN ${to}::int WHEN sort > ${place}::int AND sort <= ${to}::int THEN sort - 1 ELSE sort END`;
    await tx.execute(sql`UPDATE ${table(list)} SET sort = ${shift} WHERE ${list.where}`);
    return to;
  });
}

/**
 * One place up or down (business §4 image order): up from the first answers 未知的操作, down
 * from the last 已到最后~, and nothing changes.
 */
export async function moveOne(db: Db, list: OrderedList, id: string, direction: 'up' | 'down'): Promise<number> {
  return db.transaction(async (tx) => {
    await lockList(tx, list);
    await renumber(tx, list);
    const { place, count } = await placeAndCount(tx, list, id);
    if (direction === 'up' && place <= 1) throw new BusinessError(msg('worksSortUnknown'));
    if (direction === 'down' && place >= count) throw new BusinessError(msg('worksSortLast'));
    const other = direction === 'up' ? place - 1 : place + 1;
    await tx.execute(sql`
      UPDATE ${table(list)} SET sort = CASE WHEN sort = ${place}::int THEN ${other}::int ELSE ${place}::int END
      WHERE ${list.where} AND sort IN (${place}::int, ${other}::int)`);
    return other;
  });
}
