import type { PermissionTreeNode } from '@scenecast/contracts';

/**
 * The checkbox tree of role permissions checks each entry on its own (a role may hold a menu
 * without all its buttons), yet a checked entry is useless under an unchecked parent: the menu
 * drops it. So checking an entry checks its ancestors, unchecking one unchecks what is under it.
 */

function parentsOf(tree: readonly PermissionTreeNode[]): Map<string, string | null> {
  const parents = new Map<string, string | null>();
  const visit = (nodes: readonly PermissionTreeNode[], parent: string | null) => {
    for (const node of nodes) {
      parents.set(node.key, parent);
      visit(node.children ?? [], node.key);
    }
  };
  visit(tree, null);
  return parents;
}

function find(tree: readonly PermissionTreeNode[], key: string): PermissionTreeNode | undefined {
  for (const node of tree) {
    if (node.key === key) return node;
    const found = find(node.children ?? [], key);
    if (found) return found;
  }
  return undefined;
}

function descendants(node: PermissionTreeNode): string[] {
  return (node.children ?? []).flatMap((child) => [child.key, ...descendants(child)]);
}

export function toggleChecked(
  tree: readonly PermissionTreeNode[],
  checked: readonly string[],
  key: string,
  isChecked: boolean,
): string[] {
  const result = new Set(checked);
  if (isChecked) {
    const parents = parentsOf(tree);
    for (let at: string | null | undefined = key; at; at = parents.get(at)) result.add(at);
  } else {
    const node = find(tree, key);
    result.delete(key);
    for (const below of node ? descendants(node) : []) result.delete(below);
  }
  return [...result];
}

/** Every key of the tree (expand all, check all). */
export function allKeys(tree: readonly PermissionTreeNode[]): string[] {
  return tree.flatMap((node) => [node.key, ...allKeys(node.children ?? [])]);
}
