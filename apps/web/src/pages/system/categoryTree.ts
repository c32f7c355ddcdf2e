/** A row of GET /sys/category/treeList, with its children once the tree is built. */
export interface CategoryRow {
  id: string;
  pid: string;
  name: string;
  code: string;
  hasChild: string;
  sortNo: number;
  children?: CategoryRow[];
}

/** Nests the rows by `pid`, keeping their order; a leaf has no `children` (no expand icon). */
export function buildCategoryTree(rows: CategoryRow[]): CategoryRow[] {
  const byPid = new Map<string, CategoryRow[]>();
  for (const row of rows) byPid.set(row.pid, [...(byPid.get(row.pid) ?? []), row]);
  const ids = new Set(rows.map((row) => row.id));
  const build = (row: CategoryRow): CategoryRow => {
    const children = (byPid.get(row.id) ?? []).map(build);
    return children.length > 0 ? { ...row, children } : { ...row, children: undefined };
  };
  return rows.filter((row) => !ids.has(row.pid)).map(build);
}
