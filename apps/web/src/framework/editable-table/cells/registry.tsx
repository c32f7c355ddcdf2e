import type { ComponentType } from 'react';
import type { ColumnType, EditableColumn } from '../types';
import { AsyncSearchCell } from './AsyncSearchCell';
import { type CellEditorProps, textOf } from './cellProps';
import { CheckboxCell, MultiSelectCell, RadioCell, SelectCell } from './choiceCells';
import { DateCell, TimeCell } from './dateCells';
import { optionLabels, useColumnOptions } from './options';
import { DepartCell, PopupCell, UserCell } from './pickerCells';
import { InputCell, InputPopCell, NumberCell, TextareaCell } from './textCells';
import { isUploadValue, UploadCell } from './UploadCell';

function SlotCell({ column, value, row, rowIndex, onChange }: CellEditorProps) {
  return <>{column.render?.({ value, row, rowIndex, setValue: onChange })}</>;
}

/** The editor of each column type; hidden columns are never rendered. */
export const CELL_EDITORS: Record<Exclude<ColumnType, 'hidden'>, ComponentType<CellEditorProps>> = {
  input: InputCell,
  inputNumber: NumberCell,
  textarea: TextareaCell,
  input_pop: InputPopCell,
  checkbox: CheckboxCell,
  select: SelectCell,
  sel_search: SelectCell,
  list_multi: MultiSelectCell,
  radio: RadioCell,
  sel_search_async: AsyncSearchCell,
  date: DateCell,
  datetime: DateCell,
  time: TimeCell,
  upload: UploadCell,
  file: UploadCell,
  image: UploadCell,
  popup: PopupCell,
  sel_user: UserCell,
  sel_depart: DepartCell,
  slot: SlotCell,
};

/**
 * Types shown as their widget even when the table edits only the clicked cell: a box is its own
 * display, and a slot renders what its column says. The others show text until clicked, so a
 * large table mounts few widgets.
 */
const ALWAYS_LIVE: ReadonlySet<ColumnType> = new Set(['checkbox', 'slot']);

export function isAlwaysLive(column: EditableColumn): boolean {
  return ALWAYS_LIVE.has(column.type);
}

const OPTION_TYPES: ReadonlySet<ColumnType> = new Set(['select', 'sel_search', 'list_multi', 'radio']);

/** What a cell shows while it is not being edited. */
export function CellText({ column, value }: { column: EditableColumn; value: unknown }) {
  if (OPTION_TYPES.has(column.type)) return <OptionText column={column} value={textOf(value)} />;
  if (isUploadValue(value)) return <>{value.name}</>;
  return <>{textOf(value)}</>;
}

function OptionText({ column, value }: { column: EditableColumn; value: string }) {
  const options = useColumnOptions(column);
  return <>{optionLabels(options, value)}</>;
}
