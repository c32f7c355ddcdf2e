import { type Lang, msg } from '@scenecast/contracts';

export interface TreeRow {
  [key: string]: unknown;
  children?: TreeRow[];
  /** The "loading..." child a closed node shows until its children arrive. */
  isPlaceholder?: boolean;
}

/** A node has children to load when hasChildren is true or hasChild is '1' (or 1, true). */
export function hasLazyChildren(row: Readonly<Record<string, unknown>>): boolean {
  if (row.hasChildren === true) return true;
  return row.hasChild === '1' || row.hasChild === 1 || row.hasChild === true;
}

/** The rows of a tree answer: an array, or a page's records; anything else is refused. */
export function rowsOfResult(result: unknown, lang: Lang): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  if (typeof result === 'object' && result !== null && 'records' in result && Array.isArray(result.records)) {
    return result.records as Record<string, unknown>[];
  }
  throw new Error(msg('treeTableResultUnknown', lang));
}

/** Nodes with children to load get a single placeholder child; the others are leaves. */
export function withPlaceholders(rows: readonly Record<string, unknown>[], rowKey: string): TreeRow[] {
  return rows.map((row) => {
    const { children: _children, ...rest } = row;
    if (!hasLazyChildren(row)) return rest;
    return { ...rest, children: [{ [rowKey]: `${String(row[rowKey])}__loading`, isPlaceholder: true }] };
  });
}

/** Puts loaded children under the node; none makes it a leaf. */
export function setChildren(tree: readonly TreeRow[], rowKey: string, id: unknown, children: TreeRow[]): TreeRow[] {
  return tree.map((node) => {
    if (node[rowKey] === id) {
      const { children: _old, ...rest } = node;
      return children.length > 0 ? { ...rest, children } : rest;
    }
    return node.children ? { ...node, children: setChildren(node.children, rowKey, id, children) } : node;
  });
}

/** Whether the node still shows only its placeholder (its children are not loaded yet). */
export function awaitsChildren(node: TreeRow): boolean {
  return node.children?.length === 1 && node.children[0].isPlaceholder === true;
}
