import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { kepian } from './schema.js';

/** Sample albums of these tenants (null: all). */
export async function countKepian(db: Db, tenantIds: number[] | null): Promise<number> {
  if (tenantIds?.length === 0) return 0;
  const [row] = await db
    .select({ total: count() })
    .from(kepian)
    .where(tenantIds === null ? undefined : inArray(kepian.tenantId, tenantIds));
  return row.total;
}
