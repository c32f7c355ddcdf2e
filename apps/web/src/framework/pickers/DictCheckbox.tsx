import { Checkbox } from 'antd';
import { DEFAULT_SEPARATOR, splitValue } from './constants';
import { useDictOptions } from './dictApi';

interface DictCheckboxProps {
  dictCode: string;
  value?: string;
  onChange?(value: string): void;
  disabled?: boolean;
}

/** A checkbox per dictionary item; the value is the checked items' values joined with commas. */
export function DictCheckbox({ dictCode, value, onChange, disabled }: DictCheckboxProps) {
  const options = useDictOptions(dictCode);
  return (
    <Checkbox.Group
      disabled={disabled}
      options={options.data ?? []}
      value={splitValue(value)}
      onChange={(checked) => onChange?.(checked.map(String).join(DEFAULT_SEPARATOR))}
    />
  );
}
