import { DATE_FORMAT, DATETIME_FORMAT, TIME_FORMAT } from '@scenecast/contracts';
import { DatePicker, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type CellEditorProps, textOf } from './cellProps';

function parsed(value: unknown, format: string): Dayjs | null {
  const text = textOf(value);
  if (!text) return null;
  // A bare time is read on a fixed day, so parsing needs no format plugin.
  const day = format === TIME_FORMAT ? dayjs(`1970-01-01 ${text}`) : dayjs(text);
  return day.isValid() ? day : null;
}

/** date (YYYY-MM-DD) and datetime (YYYY-MM-DD HH:mm:ss), stored as text in that format. */
export function DateCell({ column, value, onChange, autoFocus, invalid }: CellEditorProps) {
  const { t } = useTranslation();
  const withTime = column.type === 'datetime';
  const format = withTime ? DATETIME_FORMAT : DATE_FORMAT;
  return (
    <DatePicker
      value={parsed(value, format)}
      onChange={(day) => onChange(day ? day.format(format) : '')}
      format={format}
      showTime={withTime}
      placeholder={column.placeholder ?? t('editableTable.pleaseSelect')}
      disabled={column.disabled}
      autoFocus={autoFocus}
      status={invalid ? 'error' : undefined}
      style={{ width: '100%' }}
    />
  );
}

/** time, stored as HH:mm:ss. */
export function TimeCell({ column, value, onChange, autoFocus, invalid }: CellEditorProps) {
  const { t } = useTranslation();
  return (
    <TimePicker
      value={parsed(value, TIME_FORMAT)}
      onChange={(day) => onChange(day ? day.format(TIME_FORMAT) : '')}
      format={TIME_FORMAT}
      placeholder={column.placeholder ?? t('editableTable.pleaseSelect')}
      disabled={column.disabled}
      autoFocus={autoFocus}
      status={invalid ? 'error' : undefined}
      style={{ width: '100%' }}
    />
  );
}
