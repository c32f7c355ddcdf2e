import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { works } from './schema.js';

/** The names of these works (for reports that name works by id); a work deleted since is absent. */
export async function worksNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: works.id, name: works.name }).from(works).where(inArray(works.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Which of these ids are works of this shop (binned ones included: they may have played before). */
export async function shopWorkIds(db: Db, shopId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: works.id })
    .from(works)
    .where(and(eq(works.shopId, shopId), inArray(works.id, ids)));
  return new Set(rows.map((row) => row.id));
}
