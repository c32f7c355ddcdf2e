import type { ShouyeModule } from '@scenecast/contracts';

/** One line of the home settings: a module, and whether the home shows it. */
export interface ModuleRow {
  module: ShouyeModule;
  shown: boolean;
}

/** The shown modules first in their order, then the others, so hidden ones can be switched on in place. */
export function rowsOf(shown: readonly ShouyeModule[], all: readonly ShouyeModule[]): ModuleRow[] {
  return [
    ...shown.map((module) => ({ module, shown: true })),
    ...all.filter((module) => !shown.includes(module)).map((module) => ({ module, shown: false })),
  ];
}

/** Swaps a row with its neighbour above (-1) or below (1); out of range changes nothing. */
export function moveModule(rows: ModuleRow[], index: number, step: -1 | 1): ModuleRow[] {
  const target = index + step;
  if (target < 0 || target >= rows.length) return rows;
  const next = [...rows];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export const shownModules = (rows: ModuleRow[]) => rows.filter((row) => row.shown).map((row) => row.module);
