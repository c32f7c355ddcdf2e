import type { Page } from '@scenecast/contracts';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { searchFilter, wildcardFilter } from '../../platform/db/like.js';
import { type PageQuery, toPage } from '../../platform/db/pagination.js';
import { sortableColumn } from '../../platform/registry/index.js';
import { allDictItems } from '../sys-dict/service.js';
import { positionEntity } from './registry.js';
import { positions } from './schema.js';

/** The dictionary of a position's rank (framework §3: listed with rank_dictText). */
export const POSITION_RANK_DICT = 'position_rank';

export interface PositionRow {
  id: string;
  name: string;
  code: string;
  rank: string;
  rank_dictText: string;
  createTime: Date;
}

type PositionQuery = PageQuery & { name?: string; code?: string };

/** GET /sys/position/list: the positions of the caller's current tenant (every tenant's for the platform administrator), paged. */
export function listPositions(db: Db, scope: Scope, query: PositionQuery): Promise<Page<PositionRow>> {
  return pageOfPositions(db, scope.isPlatformAdmin ? undefined : scope.tenantId, query);
}

/** What the position picker shows of a position. */
export type PositionPickerRow = Omit<PositionRow, 'createTime'>;

/** GET /sys/position/picker: the position picker's page, of the caller's current tenant only (a platform admin too). */
export async function positionPickerPage(db: Db, scope: Scope, query: PositionQuery): Promise<Page<PositionPickerRow>> {
  const page = await pageOfPositions(db, scope.tenantId, query);
  const records = page.records.map(({ id, name, code, rank, rank_dictText }) => ({
    id,
    name,
    code,
    rank,
    rank_dictText,
  }));
  return { ...page, records };
}

/** One page of the positions of a tenant (undefined: every tenant), with their rank's text. */
async function pageOfPositions(db: Db, tenantId: number | undefined, query: PositionQuery): Promise<Page<PositionRow>> {
  const where = and(
    tenantId === undefined ? undefined : eq(positions.tenantId, tenantId),
    searchFilter(positions.name, query.name),
    wildcardFilter(positions.code, query.code),
  );
  const column = sortableColumn(positionEntity.name, query.column, positions.createTime);
  const [rows, [{ total }], dicts] = await Promise.all([
    db
      .select({
        id: positions.id,
        name: positions.name,
        code: positions.code,
        rank: positions.postRank,
        createTime: positions.createTime,
      })
      .from(positions)
      .where(where)
      .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(positions.code))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(positions).where(where),
    allDictItems(db),
  ]);
  const rankText = new Map((dicts[POSITION_RANK_DICT] ?? []).map((item) => [item.value, item.text]));
  const records = rows.map((row) => ({ ...row, rank_dictText: rankText.get(row.rank) ?? row.rank }));
  return toPage(records, total, query);
}

/** Adds the positions a tenant starts with, skipping codes it already has. Used by the seed. */
export async function ensurePositions(
  db: Db,
  tenantId: number,
  list: { name: string; code: string; postRank: string }[],
): Promise<void> {
  await db
    .insert(positions)
    .values(list.map((position) => ({ ...position, tenantId })))
    .onConflictDoNothing({ target: [positions.tenantId, positions.code] });
}

/** The positions of a tenant among the given codes (code → id); codes of other tenants are absent. */
export async function positionIdsByCode(db: Db, tenantId: number, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ id: positions.id, code: positions.code })
    .from(positions)
    .where(and(eq(positions.tenantId, tenantId), inArray(positions.code, codes)));
  return new Map(rows.map((row) => [row.code, row.id]));
}

/** Position id → code, for showing which positions a user holds. */
export async function positionCodesById(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: positions.id, code: positions.code })
    .from(positions)
    .where(inArray(positions.id, ids));
  return new Map(rows.map((row) => [row.id, row.code]));
}

/** The ids of a tenant's positions, as a subquery. */
export function tenantPositionIds(db: Db, tenantId: number) {
  return db.select({ id: positions.id }).from(positions).where(eq(positions.tenantId, tenantId));
}
