import type { WorksHjRecord } from '@scenecast/contracts';

/** One call of the server's dense order: "to top" or "up one place". */
export type SortStep = { kind: 'top' | 'up'; id: string };

/**
 * The calls that move the work at `from` to `to` with only "top" and "up one" (the server's two
 * moves, business §7). Up: the work itself goes up, or straight to the top. Down: each work it
 * passes goes up one, in order, so the dragged one slides down.
 */
export function dragSteps(ids: readonly string[], from: number, to: number): SortStep[] {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return [];
  const moving = ids[from] as string;
  if (to === 0) return [{ kind: 'top', id: moving }];
  if (to < from) return Array.from({ length: from - to }, () => ({ kind: 'up', id: moving }));
  return ids.slice(from + 1, to + 1).map((id) => ({ kind: 'up', id }));
}

/** The list with one entry moved (what the grid shows while the calls run). */
export function moveEntry<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [entry] = next.splice(from, 1);
  if (entry === undefined) return [...list];
  next.splice(to, 0, entry);
  return next;
}

/** Click toggles one; shift-click selects the range from the last clicked one. */
export function toggleSelection(
  selected: readonly string[],
  ids: readonly string[],
  id: string,
  rangeFrom?: string | null,
): string[] {
  if (rangeFrom && rangeFrom !== id) {
    const a = ids.indexOf(rangeFrom);
    const b = ids.indexOf(id);
    if (a >= 0 && b >= 0) {
      const range = ids.slice(Math.min(a, b), Math.max(a, b) + 1);
      return [...new Set([...selected, ...range])];
    }
  }
  return selected.includes(id) ? selected.filter((known) => known !== id) : [...selected, id];
}

/** Only the ids still listed (after a reload, a delete or a group change). */
export function keepListed(selected: readonly string[], ids: readonly string[]): string[] {
  return selected.filter((id) => ids.includes(id));
}

export function findHj(tree: readonly WorksHjRecord[], id: string | null): WorksHjRecord | null {
  if (!id) return null;
  for (const hj of tree) {
    if (hj.id === id) return hj;
    const inner = findHj(hj.children ?? [], id);
    if (inner) return inner;
  }
  return null;
}

/** The group and every group below it: where it may not be moved. */
export function subtreeIds(hj: WorksHjRecord): string[] {
  return [hj.id, ...(hj.children ?? []).flatMap(subtreeIds)];
}

/** Every group, depth first, in sibling order. */
export function flattenHj(tree: readonly WorksHjRecord[]): WorksHjRecord[] {
  return tree.flatMap((hj) => [hj, ...flattenHj(hj.children ?? [])]);
}

/** Used share of the quota in whole percent (0..100); no quota reads as 0. */
export function usagePercent(used: number, quota: number): number {
  if (quota <= 0) return 0;
  return Math.min(100, Math.round((used / quota) * 100));
}
