/** Moving one image of an ordered list (framework §5): before the first or after the last is refused. */
export type MoveDirection = 'up' | 'down';

export type MoveResult<T> =
  | { ok: true; list: T[] }
  /** 未知的操作 before the first, 已到最后~ after the last (keys of the upload locale). */
  | { ok: false; error: 'unknownOperation' | 'alreadyLast' };

export function moveImage<T>(list: readonly T[], index: number, direction: MoveDirection): MoveResult<T> {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= list.length || target < 0) return { ok: false, error: 'unknownOperation' };
  if (target >= list.length) return { ok: false, error: 'alreadyLast' };
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return { ok: true, list: next };
}
