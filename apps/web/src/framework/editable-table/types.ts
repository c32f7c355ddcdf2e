import type { CellRule } from '@scenecast/contracts';
import type { ReactNode } from 'react';

/** The column types of the editable table (framework §3). */
export type ColumnType =
  | 'input'
  | 'inputNumber'
  | 'checkbox'
  | 'select'
  | 'date'
  | 'datetime'
  | 'time'
  | 'upload'
  | 'file'
  | 'image'
  | 'popup'
  | 'radio'
  | 'list_multi'
  | 'sel_search'
  | 'sel_search_async'
  | 'sel_depart'
  | 'sel_user'
  | 'input_pop'
  | 'textarea'
  | 'slot'
  | 'hidden';

/** A row: its id and one value per column. */
export interface TableRow {
  id: string;
  [key: string]: unknown;
}

export interface ColumnOption {
  value: string;
  text?: string;
  title?: string;
}

/** The value of an upload, file or image cell. */
export interface UploadCellValue {
  name: string;
  type: string;
  size: number;
  status: 'uploading' | 'done' | 'error';
  percent: number;
  path: string;
  message: string;
}

export type StatisticKind = 'sum' | 'avg';

export interface SlotProps {
  value: unknown;
  row: TableRow;
  rowIndex: number;
  setValue: (value: unknown) => void;
}

export interface EditableColumn {
  key: string;
  title: string;
  type: ColumnType;
  width?: number;
  defaultValue?: unknown;
  /** checkbox: starts checked. */
  defaultChecked?: boolean;
  /** checkbox: the stored [checked, unchecked] values; default [true, false]. */
  customValue?: readonly [unknown, unknown];
  options?: readonly ColumnOption[];
  dictCode?: string;
  validateRules?: readonly CellRule[];
  placeholder?: string;
  disabled?: boolean;
  /** sel_search: typed text that matches no option is kept. */
  allowInput?: boolean;
  /** upload/file/image: a download link and a remove button. */
  allowDownload?: boolean;
  allowRemove?: boolean;
  statistics?: readonly StatisticKind[];
  /** popup: the online report and how its fields fill this row. */
  popupCode?: string;
  orgFields?: string;
  destFields?: string;
  param?: Record<string, string>;
  /** list_multi, popup, sel_user, sel_depart: several values joined with commas. */
  multi?: boolean;
  /** slot: renders the cell. */
  render?: (props: SlotProps) => ReactNode;
}

/** A cell's failure, where commit found it. */
export interface CellFailure {
  rowId: string;
  rowIndex: number;
  key: string;
  message: string;
}

export type EditMode = 'always' | 'click';
