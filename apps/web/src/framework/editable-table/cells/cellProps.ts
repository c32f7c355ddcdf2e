import type { EditableColumn, TableRow } from '../types';

export interface CellEditorProps {
  column: EditableColumn;
  value: unknown;
  row: TableRow;
  rowIndex: number;
  onChange: (value: unknown) => void;
  /** Sets other cells of the row (a popup fills its destination fields). */
  onRowChange: (values: Record<string, unknown>) => void;
  autoFocus: boolean;
  invalid: boolean;
}

export function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value);
}
