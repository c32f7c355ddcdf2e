import { type DepartRecord, type departGroupPayload, msg } from '@scenecast/contracts';
import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { searchFilter } from '../../platform/db/like.js';
import { BusinessError } from '../../platform/http/errors.js';
import { departScopeFilter, reachableDepart } from './access.js';
import { toDepartRecord } from './manage.js';
import { departs } from './schema.js';

/**
 * The company-department calls (/depart/cpDepart/*). The spec names them without saying more, so:
 * they read the same sys_depart rows (orgType 1 company, 2 department); a "group" is the
 * departments under one parent, whose order queryDepartGroup reads and saveDepartGroup writes.
 */

/** The departments under `parentId` (the roots without it): the caller's tenant, or the parent's. */
async function siblingsWhere(db: Db, scope: Scope, parentId: string | null) {
  if (parentId === null) return and(isNull(departs.parentId), eq(departs.tenantId, scope.tenantId));
  await reachableDepart(db, scope, parentId);
  return eq(departs.parentId, parentId);
}

/** GET /depart/cpDepart/queryDepartList: the departments as a flat list, optionally under a parent or by name. */
export async function departList(
  db: Db,
  scope: Scope,
  query: { parentId?: string; departName?: string },
): Promise<DepartRecord[]> {
  const rows = await db
    .select()
    .from(departs)
    .where(
      and(
        departScopeFilter(scope),
        query.parentId ? eq(departs.parentId, query.parentId) : undefined,
        searchFilter(departs.departName, query.departName),
      ),
    )
    .orderBy(asc(departs.sortNo), asc(departs.orgCode))
    .limit(1000);
  return rows.map(toDepartRecord);
}

/** GET /depart/cpDepart/getMaxSorts: the highest order number under a parent (0 when none). */
export async function maxSortNo(db: Db, scope: Scope, parentId: string | null): Promise<number> {
  const [row] = await db
    .select({ value: max(departs.sortNo) })
    .from(departs)
    .where(await siblingsWhere(db, scope, parentId));
  return row?.value ?? 0;
}

/** GET /depart/cpDepart/queryDepartGroup: the departments under a parent, in their order. */
export async function departGroup(db: Db, scope: Scope, parentId: string | null): Promise<DepartRecord[]> {
  const rows = await db
    .select()
    .from(departs)
    .where(await siblingsWhere(db, scope, parentId))
    .orderBy(asc(departs.sortNo), asc(departs.orgCode));
  return rows.map(toDepartRecord);
}

/** POST /depart/cpDepart/saveDepartGroup: a new order (1, 2, …) for every department under a parent. */
export async function saveDepartGroup(
  db: Db,
  scope: Scope,
  input: z.output<typeof departGroupPayload>,
): Promise<DepartRecord[]> {
  const group = await departGroup(db, scope, input.parentId);
  const known = new Set(group.map((depart) => depart.id));
  const sent = new Set(input.ids);
  if (sent.size !== input.ids.length || sent.size !== known.size || input.ids.some((id) => !known.has(id))) {
    throw new BusinessError(msg('departGroupMismatch'));
  }
  await db.transaction(async (tx) => {
    for (const [index, id] of input.ids.entries()) {
      await tx
        .update(departs)
        .set({ sortNo: index + 1 })
        .where(eq(departs.id, id));
    }
  });
  return departGroup(db, scope, input.parentId);
}
