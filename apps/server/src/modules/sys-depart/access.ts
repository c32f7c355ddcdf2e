import { and, eq, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/errors.js';
import { type DepartRow, departs } from './schema.js';

/** The button the write routes declare: it lets a user add, edit, delete and reorder the tenant's departments. */
export const DEPART_MANAGE_ACTION = 'system:depart:manage';

/** Rows the caller reads: the current tenant's; every tenant's for the platform administrator. */
export function departScopeFilter(scope: Scope): SQL | undefined {
  return scope.isPlatformAdmin ? undefined : eq(departs.tenantId, scope.tenantId);
}

/** A department the caller reaches; another tenant's id is unknown (404), as for announcements. */
export async function reachableDepart(db: Db, scope: Scope, id: string): Promise<DepartRow> {
  const [row] = await db
    .select()
    .from(departs)
    .where(and(eq(departs.id, id), departScopeFilter(scope)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
