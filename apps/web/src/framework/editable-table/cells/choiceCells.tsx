import { Checkbox, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CellEditorProps, textOf } from './cellProps';
import { useColumnOptions } from './options';

/** Checked stores customValue[0], unchecked customValue[1] (default true and false). */
export function CheckboxCell({ column, value, onChange, autoFocus }: CellEditorProps) {
  const [checked, unchecked] = column.customValue ?? [true, false];
  return (
    <Checkbox
      checked={value === checked}
      onChange={(event) => onChange(event.target.checked ? checked : unchecked)}
      disabled={column.disabled}
      autoFocus={autoFocus}
      aria-label={column.title}
    />
  );
}

export function SelectCell({ column, value, onChange, autoFocus, invalid }: CellEditorProps) {
  const { t } = useTranslation();
  const options = useColumnOptions(column);
  const searchable = column.type === 'sel_search';
  const typed = searchable && column.allowInput;
  return (
    <Select
      value={textOf(value) || undefined}
      onChange={(next: string | undefined) => onChange(next ?? '')}
      options={options}
      allowClear
      showSearch={
        searchable ? { optionFilterProp: 'label', onSearch: typed ? (text) => onChange(text) : undefined } : false
      }
      placeholder={column.placeholder ?? t('editableTable.pleaseSelect')}
      disabled={column.disabled}
      autoFocus={autoFocus}
      defaultOpen={autoFocus && !searchable}
      status={invalid ? 'error' : undefined}
      style={{ width: '100%' }}
    />
  );
}

/** Several values kept comma-joined. */
export function MultiSelectCell({ column, value, onChange, autoFocus, invalid }: CellEditorProps) {
  const { t } = useTranslation();
  const options = useColumnOptions(column);
  const values = textOf(value).split(',').filter(Boolean);
  return (
    <Select
      mode="multiple"
      value={values}
      onChange={(next: string[]) => onChange(next.join(','))}
      options={options}
      maxTagCount="responsive"
      placeholder={column.placeholder ?? t('editableTable.pleaseSelect')}
      disabled={column.disabled}
      autoFocus={autoFocus}
      status={invalid ? 'error' : undefined}
      style={{ width: '100%' }}
    />
  );
}

export function RadioCell({ column, value, onChange }: CellEditorProps) {
  const options = useColumnOptions(column);
  return (
    <Radio.Group
      value={textOf(value) || undefined}
      onChange={(event) => onChange(event.target.value)}
      options={options}
      disabled={column.disabled}
    />
  );
}
