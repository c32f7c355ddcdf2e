import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';
import { dictItems, dictItemText } from './dictCache';

interface DictSelectProps extends Omit<SelectProps<string>, 'options'> {
  dictCode: string;
}

/** A searchable select over one cached dictionary. An unknown code gives an empty option list. */
export function DictSelect({ dictCode, ...rest }: DictSelectProps) {
  const options = useMemo(
    () => dictItems(dictCode).map((item) => ({ value: item.value, label: dictItemText(item) })),
    [dictCode],
  );
  return <Select showSearch={{ optionFilterProp: 'label' }} allowClear options={options} {...rest} />;
}
