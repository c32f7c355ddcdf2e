import { Input, type InputProps } from 'antd';
import { useState } from 'react';
import { fromFilterValue, type InputFilterType, toFilterValue } from './inputFilter';

interface InputFilterProps extends Omit<InputProps, 'value' | 'onChange' | 'type'> {
  value?: string;
  onChange?(value: string): void;
  type?: InputFilterType;
  trim?: boolean;
}

/** A text input whose value carries the query form of its type (*v*, !v, >=v, <=v). */
export function InputFilter({ value, onChange, type = 'like', trim = false, ...rest }: InputFilterProps) {
  // The typed text is kept as typed, so a trimmed value still lets the user type a space.
  const [text, setText] = useState(() => fromFilterValue(value, type));
  const shown = (value ?? '') === toFilterValue(text, type, trim) ? text : fromFilterValue(value, type);
  return (
    <Input
      allowClear
      {...rest}
      value={shown}
      onChange={(event) => {
        setText(event.target.value);
        onChange?.(toFilterValue(event.target.value, type, trim));
      }}
    />
  );
}
