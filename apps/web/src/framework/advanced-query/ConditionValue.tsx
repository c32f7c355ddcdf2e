import { DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dictItems, dictItemText } from '../dictCache';
import { type QueryCondition, type QueryField, splitValues } from './superQuery';

const DATE_FORMAT = 'YYYY-MM-DD';

interface ConditionValueProps {
  field: QueryField | undefined;
  condition: QueryCondition;
  onChange: (val: string) => void;
}

/** The value input that fits the field: dictionary select, date, number or text; several values for `in`. */
export function ConditionValue({ field, condition, onChange }: ConditionValueProps) {
  const { t } = useTranslation();
  const isMulti = condition.rule === 'in';
  const label = t('superQuery.value');
  const options = field?.options
    ? field.options.map((option) => ({ value: option.value, label: option.text }))
    : field?.dictCode
      ? dictItems(field.dictCode).map((item) => ({ value: item.value, label: dictItemText(item) }))
      : null;

  if (options) {
    return isMulti ? (
      <Select
        mode="multiple"
        aria-label={label}
        placeholder={t('superQuery.choose')}
        options={options}
        value={splitValues(condition.val)}
        onChange={(values: string[]) => onChange(values.join(','))}
        style={{ width: '100%' }}
      />
    ) : (
      <Select
        aria-label={label}
        placeholder={t('superQuery.choose')}
        options={options}
        allowClear
        value={condition.val || undefined}
        onChange={(value: string | undefined) => onChange(value ?? '')}
        style={{ width: '100%' }}
      />
    );
  }
  if (isMulti) {
    return (
      <Select
        mode="tags"
        aria-label={label}
        placeholder={t('superQuery.values')}
        tokenSeparators={[',', '，']}
        open={false}
        value={splitValues(condition.val)}
        onChange={(values: string[]) => onChange(values.map((value) => value.trim()).join(','))}
        style={{ width: '100%' }}
      />
    );
  }
  if (field?.type === 'date') {
    return (
      <DatePicker
        aria-label={label}
        format={DATE_FORMAT}
        value={condition.val ? dayjs(condition.val, DATE_FORMAT) : null}
        onChange={(date) => onChange(date ? date.format(DATE_FORMAT) : '')}
        style={{ width: '100%' }}
      />
    );
  }
  if (field?.type === 'number') {
    return (
      <InputNumber<string>
        aria-label={label}
        placeholder={label}
        stringMode
        value={condition.val || null}
        onChange={(value) => onChange(value ?? '')}
        style={{ width: '100%' }}
      />
    );
  }
  return (
    <Input
      aria-label={label}
      placeholder={label}
      value={condition.val}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
