import { msg } from '@scenecast/contracts';
import { Select, type SelectProps } from 'antd';
import { currentLang } from './i18n';
import { useDictOptions } from './pickers/dictApi';

interface DictSelectProps extends Omit<SelectProps<string>, 'options'> {
  dictCode: string;
}

/**
 * A searchable select over one dictionary: the cached items at once, then the server's. An unknown
 * code gives an empty option list; an empty code is a configuration error shown in its place.
 */
export function DictSelect({ dictCode, ...rest }: DictSelectProps) {
  const options = useDictOptions(dictCode.trim());
  if (!dictCode.trim()) {
    return (
      <span role="alert" style={{ color: '#f43d3d' }}>
        {msg('dictCodeEmpty', currentLang())}
      </span>
    );
  }
  return (
    <Select
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      loading={options.isLoading}
      options={options.data ?? []}
      {...rest}
    />
  );
}
