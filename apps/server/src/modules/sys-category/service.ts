import { msg, type Page } from '@scenecast/contracts';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { wildcardFilter } from '../../platform/db/like.js';
import { type PageQuery, toPage } from '../../platform/db/pagination.js';
import { BusinessError } from '../../platform/http/errors.js';
import { conditionFilter, entityOf, fieldOf, sortableColumn } from '../../platform/registry/index.js';
import { categoryEntity } from './registry.js';
import { categories, ROOT_CATEGORY_PID } from './schema.js';

/** A node of the category tree selects (framework §3 "Category tree node"). */
export interface CategoryNode {
  key: string;
  value: string;
  /** The category's name: `name` in the spec's node, `title` for tree widgets. */
  name: string;
  title: string;
  code: string;
  pid: string;
  leaf: boolean;
  isLeaf: boolean;
  children?: CategoryNode[];
}

/** A row of the tree-table demo and of loadOne. */
export interface CategoryRow {
  id: string;
  pid: string;
  name: string;
  code: string;
  hasChild: string;
  sortNo: number;
  createTime: Date;
}

type Category = typeof categories.$inferSelect;

const ORDER = [asc(categories.sortNo), asc(categories.code)];
const rowColumns = {
  id: categories.id,
  pid: categories.pid,
  name: categories.name,
  code: categories.code,
  hasChild: categories.hasChild,
  sortNo: categories.sortNo,
  createTime: categories.createTime,
};

function toNode(category: Pick<Category, 'id' | 'pid' | 'name' | 'code' | 'hasChild'>): CategoryNode {
  const leaf = category.hasChild !== '1';
  return {
    key: category.id,
    value: category.id,
    name: category.name,
    title: category.name,
    code: category.code,
    pid: category.pid,
    leaf,
    isLeaf: leaf,
  };
}

/** The id whose children a `pcode` names: the top for empty or '0', else the category of that code. */
async function pidOfCode(db: Db, pcode: string | undefined): Promise<string> {
  const code = pcode?.trim() ?? '';
  if (code === '' || code === ROOT_CATEGORY_PID) return ROOT_CATEGORY_PID;
  const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.code, code)).limit(1);
  if (!found) throw new BusinessError(msg('categoryCodeUnknown', 'zh', code.slice(0, 64)));
  return found.id;
}

/** The children of one node, optionally narrowed by a tree select's JSON condition. */
export async function categoryChildren(db: Db, pid: string, condition?: string): Promise<CategoryNode[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.pid, pid), conditionFilter(entityOf(categoryEntity.name), condition)))
    .orderBy(...ORDER);
  return rows.map(toNode);
}

/**
 * GET /sys/category/loadTreeRoot: the children of the `pcode` category (of the top when empty),
 * one level when `async`, else with every descendant nested.
 */
export async function loadTreeRoot(db: Db, query: { async: boolean; pcode?: string }): Promise<CategoryNode[]> {
  const pid = await pidOfCode(db, query.pcode);
  if (query.async) return categoryChildren(db, pid);
  // The tree is small system data: read it whole, then keep the descendants of `pid`.
  const rows = await db
    .select()
    .from(categories)
    .orderBy(...ORDER);
  const byPid = new Map<string, Category[]>();
  for (const row of rows) byPid.set(row.pid, [...(byPid.get(row.pid) ?? []), row]);
  const build = (parent: string): CategoryNode[] =>
    (byPid.get(parent) ?? []).map((row) => {
      const node = toNode(row);
      const children = build(row.id);
      return children.length > 0 ? { ...node, children } : node;
    });
  return build(pid);
}

/** GET /sys/category/loadTreeData: the children of `pid`, or of the category coded `pcode`. */
export async function loadCategoryTreeData(
  db: Db,
  query: { pid?: string; pcode?: string; condition?: string },
): Promise<CategoryNode[]> {
  const pid = query.pid?.trim();
  if (pid) return categoryChildren(db, pid, query.condition);
  if (!query.pcode?.trim()) throw new BusinessError(msg('categoryTreeParams'));
  return categoryChildren(db, await pidOfCode(db, query.pcode), query.condition);
}

/** GET /sys/category/loadOne: the first category whose queryable `field` equals `val`. */
export async function loadOneCategory(
  db: Db,
  field: string,
  val: string,
): Promise<Omit<CategoryRow, 'createTime' | 'sortNo'>> {
  const column = fieldOf(entityOf(categoryEntity.name), field, 'queryable').column;
  const [found] = await db
    .select({
      id: categories.id,
      pid: categories.pid,
      name: categories.name,
      code: categories.code,
      hasChild: categories.hasChild,
    })
    .from(categories)
    .where(eq(column, val))
    .orderBy(...ORDER)
    .limit(1);
  if (!found) throw new BusinessError(msg('categoryNotFound'));
  return found;
}

/** GET /sys/category/loadDictItem/: the names of the given ids, in the ids' order (unknown ones left out). */
export async function categoryNames(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, ids));
  const nameOf = new Map(rows.map((row) => [row.id, row.name]));
  return ids.flatMap((id) => {
    const name = nameOf.get(id);
    return name === undefined ? [] : [name];
  });
}

/** GET /sys/category/rootList: the top categories, paged; sort order unless a sortable `column` is given. */
export async function rootCategories(
  db: Db,
  query: PageQuery & { name?: string; code?: string },
): Promise<Page<CategoryRow>> {
  const where = and(
    eq(categories.pid, ROOT_CATEGORY_PID),
    wildcardFilter(categories.name, query.name),
    wildcardFilter(categories.code, query.code),
  );
  const order =
    query.column === undefined
      ? ORDER
      : [(query.order === 'asc' ? asc : desc)(sortableColumn(categoryEntity.name, query.column, categories.sortNo))];
  const [records, [{ total }]] = await Promise.all([
    db
      .select(rowColumns)
      .from(categories)
      .where(where)
      .orderBy(...order, asc(categories.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(categories).where(where),
  ]);
  return toPage(records, total, query);
}

/** GET /sys/category/childList: every child of one category, in sort order. */
export function childCategories(db: Db, pid: string): Promise<CategoryRow[]> {
  return db
    .select(rowColumns)
    .from(categories)
    .where(eq(categories.pid, pid))
    .orderBy(...ORDER);
}

/** GET /sys/category/treeList: every category as a row, in sort order (the administration page's tree). */
export function allCategories(db: Db): Promise<CategoryRow[]> {
  return db
    .select(rowColumns)
    .from(categories)
    .orderBy(...ORDER);
}
