import { TimePicker } from 'antd';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** JTime format (framework §9). */
export const TIME_FORMAT = 'HH:mm:ss';

interface TimeInputProps {
  value?: string;
  onChange?(value: string): void;
  disabled?: boolean;
  format?: string;
  id?: string;
}

/** A time of day kept as text in HH:mm:ss. */
export function TimeInput({ value, onChange, disabled, format = TIME_FORMAT, id }: TimeInputProps) {
  const parsed = value ? dayjs(value, format) : null;
  return (
    <TimePicker
      id={id}
      format={format}
      disabled={disabled}
      value={parsed?.isValid() ? parsed : null}
      onChange={(time) => onChange?.(time ? time.format(format) : '')}
    />
  );
}
