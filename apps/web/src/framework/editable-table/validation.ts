import { type CellRuleContext, isEmptyCell, type Lang, msg, VALIDATE_FAILED, validateCell } from '@scenecast/contracts';
import type { CellFailure, EditableColumn, TableRow } from './types';

/**
 * A refused commit (framework §4): the generic validation error, carrying the error marker, the
 * pane key of the failing table and every failing cell.
 */
export class TableValidationError extends Error {
  readonly error = VALIDATE_FAILED;
  constructor(
    readonly paneKey: string | undefined,
    readonly failures: readonly CellFailure[],
    lang: Lang,
  ) {
    super(msg('tableValidationFailed', lang));
    this.name = 'TableValidationError';
  }
}

export function isTableValidationError(error: unknown): error is TableValidationError {
  return error instanceof TableValidationError;
}

const normal = (value: unknown) => String(value).trim();

function context(column: EditableColumn, row: TableRow, otherValues: readonly unknown[]): CellRuleContext {
  return { title: column.title, key: column.key, defaultValue: column.defaultValue, row, otherValues };
}

/** One cell's message against the other rows of its column, or null. */
export function validateOneCell(
  rows: readonly TableRow[],
  row: TableRow,
  column: EditableColumn,
  lang: Lang,
): string | null {
  const rules = column.validateRules ?? [];
  if (rules.length === 0) return null;
  const needsOthers = rules.some((rule) => 'unique' in rule);
  const others = needsOthers ? rows.filter((other) => other.id !== row.id).map((other) => other[column.key]) : [];
  return validateCell(row[column.key], rules, context(column, row, others), lang);
}

/**
 * Every failing cell of the table, in row order. Unique is decided by counting each column's
 * values once, so a large table is checked in linear time.
 */
export function validateRows(rows: readonly TableRow[], columns: readonly EditableColumn[], lang: Lang): CellFailure[] {
  const checked = columns.filter((column) => (column.validateRules ?? []).length > 0);
  const counts = new Map<string, Map<string, number>>();
  for (const column of checked) {
    if (!column.validateRules?.some((rule) => 'unique' in rule)) continue;
    const count = new Map<string, number>();
    for (const row of rows) {
      const value = row[column.key];
      if (!isEmptyCell(value)) count.set(normal(value), (count.get(normal(value)) ?? 0) + 1);
    }
    counts.set(column.key, count);
  }
  const failures: CellFailure[] = [];
  rows.forEach((row, rowIndex) => {
    for (const column of checked) {
      const value = row[column.key];
      const repeated = !isEmptyCell(value) && (counts.get(column.key)?.get(normal(value)) ?? 0) > 1;
      const message = validateCell(
        value,
        column.validateRules ?? [],
        context(column, row, repeated ? [value] : []),
        lang,
      );
      if (message !== null) failures.push({ rowId: row.id, rowIndex, key: column.key, message });
    }
  });
  return failures;
}

/** Failures as rowId → column key → message, for the cells to show. */
export function failuresByRow(failures: readonly CellFailure[]): Map<string, Record<string, string>> {
  const byRow = new Map<string, Record<string, string>>();
  for (const failure of failures) {
    byRow.set(failure.rowId, { ...byRow.get(failure.rowId), [failure.key]: failure.message });
  }
  return byRow;
}
