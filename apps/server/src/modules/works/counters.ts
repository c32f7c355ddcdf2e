import { WORKS_STATUS_NORMAL } from '@scenecast/contracts';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { works, worksUploads } from './schema.js';

/** Works not in the bin, of these tenants (null: all). */
export async function countWorks(db: Db, tenantIds: number[] | null): Promise<number> {
  if (tenantIds?.length === 0) return 0;
  const where: SQL | undefined = and(
    eq(works.status, WORKS_STATUS_NORMAL),
    tenantIds === null ? undefined : inArray(works.tenantId, tenantIds),
  );
  const [row] = await db.select({ total: count() }).from(works).where(where);
  return row.total;
}

/** Bytes stored for these tenants' works (bin included) and pending uploads (null: all). */
export async function storageUsedBytes(db: Db, tenantIds: number[] | null): Promise<number> {
  if (tenantIds?.length === 0) return 0;
  const sum = async (table: typeof works | typeof worksUploads) => {
    const [row] = await db
      .select({ bytes: sql<string>`coalesce(sum(${table.size}), 0)` })
      .from(table)
      .where(tenantIds === null ? undefined : inArray(table.tenantId, tenantIds));
    return Number(row.bytes);
  };
  return (await sum(works)) + (await sum(worksUploads));
}
