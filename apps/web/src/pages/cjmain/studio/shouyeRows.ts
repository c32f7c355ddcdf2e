/**
 * One line of a home's settings (the studio's /cjmain/shouye, the retail /lsmain/shouye): a
 * module, and whether the home shows it.
 */
export interface ModuleRow<M extends string = string> {
  module: M;
  shown: boolean;
}

/** The shown modules first in their order, then the others, so hidden ones can be switched on in place. */
export function rowsOf<M extends string>(shown: readonly M[], all: readonly M[]): ModuleRow<M>[] {
  return [
    ...shown.map((module) => ({ module, shown: true })),
    ...all.filter((module) => !shown.includes(module)).map((module) => ({ module, shown: false })),
  ];
}

/** Swaps a row (a module, a case…) with its neighbour above (-1) or below (1); out of range changes nothing. */
export function moveRow<T>(rows: T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= rows.length) return rows;
  const next = [...rows];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export const shownModules = <M extends string>(rows: ModuleRow<M>[]) =>
  rows.filter((row) => row.shown).map((row) => row.module);
