import type { AddRowSettings } from '@scenecast/contracts';
import type { EditableColumn, StatisticKind, TableRow } from './types';

const TEMP_PREFIX = 'new_';
let tempCounter = 0;

/** A new row's id: temporary, so the server creates the row instead of matching one. */
export function tempRowId(): string {
  tempCounter += 1;
  return `${TEMP_PREFIX}${Date.now().toString(36)}_${tempCounter}`;
}

export function isTempRowId(id: string): boolean {
  return id.startsWith(TEMP_PREFIX);
}

/** A new row with each column's default value (a checkbox's checked or unchecked value). */
export function newRow(columns: readonly EditableColumn[]): TableRow {
  const row: TableRow = { id: tempRowId() };
  for (const column of columns) {
    if (column.type === 'checkbox') {
      const [checked, unchecked] = column.customValue ?? [true, false];
      row[column.key] = column.defaultChecked ? checked : unchecked;
    } else if (column.defaultValue !== undefined) {
      row[column.key] = column.defaultValue;
    }
  }
  return row;
}

/** Numbers the rows 1..n in the drag-sort key, keeping the row objects whose number is unchanged. */
export function renumber(rows: readonly TableRow[], sortKey: string): TableRow[] {
  return rows.map((row, index) => (row[sortKey] === index + 1 ? row : { ...row, [sortKey]: index + 1 }));
}

/** Inserts rows before `index` (clamped: past the end appends). */
export function insertRows(rows: readonly TableRow[], added: readonly TableRow[], index: number): TableRow[] {
  const at = Math.max(0, Math.min(index, rows.length));
  return [...rows.slice(0, at), ...added, ...rows.slice(at)];
}

/** Where the add button puts rows: position 0 is the bottom, n is before the n-th row. */
export function addIndex(settings: AddRowSettings, length: number): number {
  return settings.position > 0 ? Math.min(settings.position - 1, length) : length;
}

/** Moves the row at `from` to `to`. */
export function moveRow(rows: readonly TableRow[], from: number, to: number): TableRow[] {
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return [...rows];
  const next = [...rows];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** Moves the chosen rows one place up (-1) or down (1), as a block, stopping at the edge. */
export function shiftRows(rows: readonly TableRow[], ids: ReadonlySet<string>, step: -1 | 1): TableRow[] {
  const next = [...rows];
  const order = step === -1 ? next.map((_, i) => i) : next.map((_, i) => next.length - 1 - i);
  for (const index of order) {
    const target = index + step;
    if (!ids.has(next[index].id) || target < 0 || target >= next.length || ids.has(next[target].id)) continue;
    [next[index], next[target]] = [next[target], next[index]];
  }
  return next;
}

/** Removes the rows; the ids of removed rows the server knows are returned for the commit. */
export function removeRows(
  rows: readonly TableRow[],
  ids: ReadonlySet<string>,
): { rows: TableRow[]; deleted: string[] } {
  const deleted = rows.filter((row) => ids.has(row.id) && !isTempRowId(row.id)).map((row) => row.id);
  return { rows: rows.filter((row) => !ids.has(row.id)), deleted };
}

function numeric(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Sum or average of a column's numeric values (non-numbers skipped), to 2 decimals at most. */
export function statistic(rows: readonly TableRow[], key: string, kind: StatisticKind): number {
  let total = 0;
  let count = 0;
  for (const row of rows) {
    const value = numeric(row[key]);
    if (value === null) continue;
    total += value;
    count += 1;
  }
  const result = kind === 'sum' ? total : count === 0 ? 0 : total / count;
  return Math.round(result * 100) / 100;
}

/** The rows as the commit sends them: temporary ids dropped. */
export function committedRows(rows: readonly TableRow[]): Record<string, unknown>[] {
  return rows.map(({ id, ...values }) => (isTempRowId(id) ? values : { id, ...values }));
}

/** Inserting twice within 1500 ms is refused (framework §5). */
export function isInsertTooFast(lastInsertAt: number | null, now: number, windowMs: number): boolean {
  return lastInsertAt !== null && now - lastInsertAt < windowMs;
}
