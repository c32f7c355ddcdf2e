import { and, asc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/like.js';
import { departScopeFilter, reachableDepart } from './access.js';
import { type DepartRow, departs, userDeparts } from './schema.js';

/** A department node of the trees (framework §3: id, key, title, children, leaf flag). */
export interface DepartNode {
  id: string;
  key: string;
  value: string;
  title: string;
  parentId: string | null;
  departName: string;
  orgCode: string;
  orgType: string;
  sortNo: number;
  mobile: string | null;
  address: string | null;
  memo: string | null;
  tenantId: number;
  isLeaf: boolean;
  children?: DepartNode[];
}

function toNode(row: DepartRow, isLeaf: boolean): DepartNode {
  return {
    id: row.id,
    key: row.id,
    value: row.id,
    title: row.departName,
    parentId: row.parentId,
    departName: row.departName,
    orgCode: row.orgCode,
    orgType: row.orgType,
    sortNo: row.sortNo,
    mobile: row.mobile,
    address: row.address,
    memo: row.memo,
    tenantId: row.tenantId,
    isLeaf,
  };
}

const byOrder = [asc(departs.sortNo), asc(departs.orgCode)];

/**
 * GET /sys/sysDepart/queryDepartTreeSync: the departments directly under `pid` (the roots without
 * it), each with its leaf flag, for a tree that loads a level when it is opened.
 */
export async function departChildren(db: Db, scope: Scope, pid: string | undefined): Promise<DepartNode[]> {
  if (pid) await reachableDepart(db, scope, pid);
  return nodesWithLeafFlags(
    db,
    and(pid ? eq(departs.parentId, pid) : isNull(departs.parentId), departScopeFilter(scope)),
  );
}

/** The departments matching `where`, in order, each with its leaf flag (at most 1000). */
async function nodesWithLeafFlags(db: Db, where: SQL | undefined): Promise<DepartNode[]> {
  const rows = await db
    .select()
    .from(departs)
    .where(where)
    .orderBy(...byOrder)
    .limit(1000);
  if (rows.length === 0) return [];
  const parents = await db
    .selectDistinct({ parentId: departs.parentId })
    .from(departs)
    .where(
      inArray(
        departs.parentId,
        rows.map((row) => row.id),
      ),
    );
  const hasChildren = new Set(parents.map((row) => row.parentId));
  return rows.map((row) => toNode(row, !hasChildren.has(row.id)));
}

/** Every department the caller reads, as a tree (a department whose parent is gone shows at the top). */
function buildTree(rows: DepartRow[], tops: DepartRow[]): DepartNode[] {
  const childrenOf = new Map<string, DepartRow[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
  }
  const build = (row: DepartRow): DepartNode => {
    const children = (childrenOf.get(row.id) ?? []).map(build);
    return { ...toNode(row, children.length === 0), ...(children.length > 0 ? { children } : {}) };
  };
  return tops.map(build);
}

async function readableRows(db: Db, scope: Scope): Promise<DepartRow[]> {
  return db
    .select()
    .from(departs)
    .where(departScopeFilter(scope))
    .orderBy(...byOrder);
}

/** GET /sys/sysDepart/queryIdTree (and /depart/cpDepart/queryIdTree): the whole tree, keyed by id. */
export async function departIdTree(db: Db, scope: Scope): Promise<DepartNode[]> {
  const rows = await readableRows(db, scope);
  const ids = new Set(rows.map((row) => row.id));
  return buildTree(
    rows,
    rows.filter((row) => row.parentId === null || !ids.has(row.parentId)),
  );
}

/** GET /sys/sysDepart/queryMyDeptTreeList: the caller's own departments, each with what is under it. */
export async function myDepartTree(db: Db, scope: Scope): Promise<DepartNode[]> {
  const [rows, mine] = await Promise.all([
    db
      .select()
      .from(departs)
      .where(eq(departs.tenantId, scope.tenantId))
      .orderBy(...byOrder),
    db.select({ departId: userDeparts.departId }).from(userDeparts).where(eq(userDeparts.userId, scope.userId)),
  ]);
  const myIds = new Set(mine.map((link) => link.departId));
  const byId = new Map(rows.map((row) => [row.id, row]));
  /** One of mine with none of mine above it: a department under another of mine shows inside it. */
  const isTopOfMine = (row: DepartRow) => {
    for (let up = row.parentId; up !== null; up = byId.get(up)?.parentId ?? null) {
      if (myIds.has(up)) return false;
      if (!byId.has(up)) break;
    }
    return true;
  };
  return buildTree(
    rows,
    rows.filter((row) => myIds.has(row.id) && isTopOfMine(row)),
  );
}

/**
 * GET /sys/sysDepart/searchBy: the departments whose name contains the keyword, as a flat list of
 * nodes (at most 1000); `%` and `_` match themselves.
 */
export async function searchDeparts(db: Db, scope: Scope, keyWord: string): Promise<DepartNode[]> {
  return nodesWithLeafFlags(
    db,
    and(ilike(departs.departName, `%${escapeLike(keyWord.trim())}%`), departScopeFilter(scope)),
  );
}
