import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { forbidden } from '../../platform/http/errors.js';
import { type DepartRow, departs, userDeparts } from './schema.js';

/** The button the write routes declare: it lets a user add, edit, delete and reorder the tenant's departments. */
export const DEPART_MANAGE_ACTION = 'system:depart:manage';

/** Rows the caller reads: the current tenant's; every tenant's for the platform administrator. */
export function departScopeFilter(scope: Scope): SQL | undefined {
  return scope.isPlatformAdmin ? undefined : eq(departs.tenantId, scope.tenantId);
}

/** A department the caller reaches; another tenant's id (or an unknown one) is refused (403, issue #11). */
export async function reachableDepart(db: Db, scope: Scope, id: string): Promise<DepartRow> {
  const [row] = await db
    .select()
    .from(departs)
    .where(and(eq(departs.id, id), departScopeFilter(scope)))
    .limit(1);
  if (!row) throw forbidden();
  return row;
}

/**
 * A department whose permissions and roles the caller administers: its current tenant's (the
 * platform administrator: any). An unknown id and another tenant's are refused alike (403), as
 * for roles, so ids reveal nothing.
 */
export async function administeredDepart(db: Db, scope: Scope, id: string): Promise<DepartRow> {
  const [row] = await db
    .select()
    .from(departs)
    .where(and(eq(departs.id, id), departScopeFilter(scope)))
    .limit(1);
  if (!row) throw forbidden();
  return row;
}

/** The ids of the departments the user belongs to, as a subquery. */
export function departIdsOfUser(db: Db, userId: string) {
  return db.select({ id: userDeparts.departId }).from(userDeparts).where(eq(userDeparts.userId, userId));
}

/** The members of a department among the given users. */
export async function membersAmong(db: Db, departId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: userDeparts.userId })
    .from(userDeparts)
    .where(and(eq(userDeparts.departId, departId), inArray(userDeparts.userId, userIds)));
  return rows.map((row) => row.userId);
}

/**
 * Whether the department still exists, held against deletion until the caller's transaction ends
 * (deleteDepart locks it for update before counting its sub-departments and members).
 */
export async function holdDepart(tx: Db, id: string): Promise<boolean> {
  const held = await tx.select({ id: departs.id }).from(departs).where(eq(departs.id, id)).for('key share');
  return held.length > 0;
}
