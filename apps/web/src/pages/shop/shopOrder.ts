/**
 * The new order after a drag, and the ids editShopSorts takes: only the caller's own shops (a
 * member's shops keep their place in the owner's list and cannot be sent).
 */
export function reorderIds<T extends { id: string; isOwner: boolean }>(
  rows: readonly T[],
  activeId: string,
  overId: string,
): { rows: T[]; ownedIds: string[] } | null {
  const from = rows.findIndex((row) => row.id === activeId);
  const to = rows.findIndex((row) => row.id === overId);
  if (from < 0 || to < 0 || from === to) return null;
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  if (!moved) return null;
  next.splice(to, 0, moved);
  return { rows: next, ownedIds: next.filter((row) => row.isOwner).map((row) => row.id) };
}
