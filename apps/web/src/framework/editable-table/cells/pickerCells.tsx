import { DepartPickerInput, PopupPickerInput, UserPickerInput } from '../../pickers';
import { type CellEditorProps, textOf } from './cellProps';

export function UserCell({ column, value, onChange }: CellEditorProps) {
  return <UserPickerInput value={textOf(value)} onChange={onChange} multi={column.multi} disabled={column.disabled} />;
}

export function DepartCell({ column, value, onChange }: CellEditorProps) {
  return (
    <DepartPickerInput value={textOf(value)} onChange={onChange} multi={column.multi} disabled={column.disabled} />
  );
}

/** The report's fields fill this cell and the row's other destination fields. */
export function PopupCell({ column, value, onChange, onRowChange }: CellEditorProps) {
  return (
    <PopupPickerInput
      value={textOf(value)}
      onChange={onChange}
      multi={column.multi}
      disabled={column.disabled}
      code={column.popupCode ?? ''}
      field={column.key}
      orgFields={column.orgFields ?? ''}
      destFields={column.destFields ?? ''}
      param={column.param}
      onPopupSelect={(_rows, values) => onRowChange(values)}
    />
  );
}
