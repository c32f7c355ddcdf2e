import { eq } from 'drizzle-orm';
import { ClusterCache } from '../cache/cluster-cache.js';
import type { Db } from '../db/database.js';
import { tenants } from './schema.js';

/** A tenant's status (1 enabled, 0 frozen; null: no such tenant), read once per 30 s at most. */
const tenantStatusCache = new ClusterCache<{ status: number | null }>('tenant-status', 30_000);

/** The tenant's status as every request checks it: 1 enabled, 0 frozen, null when it does not exist. */
export async function tenantStatus(db: Db, tenantId: number): Promise<number | null> {
  const found = await tenantStatusCache.through(String(tenantId), [], async () => {
    const [row] = await db.select({ status: tenants.status }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
    return { status: row?.status ?? null };
  });
  return found.status;
}

/** After a tenant is frozen, unfrozen or deleted: every process reads its status afresh. */
export function forgetTenantStatus(tenantId: number): Promise<void> {
  return tenantStatusCache.invalidate({ keys: [String(tenantId)] });
}
