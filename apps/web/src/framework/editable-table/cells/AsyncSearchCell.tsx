import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getResult } from '../../http';
import { SEARCH_SELECT_DEBOUNCE_MS, SEARCH_SELECT_PAGE_SIZE } from '../../pickers/constants';
import { type CellEditorProps, textOf } from './cellProps';

interface LoadedItem {
  value: string;
  text: string;
}

const dictPath = (dict: string) => encodeURIComponent(dict);

/** Options searched on the server (/sys/dict/loadDict) as the user types, 800 ms after the last key. */
export function AsyncSearchCell({ column, value, onChange, autoFocus, invalid }: CellEditorProps) {
  const { t } = useTranslation();
  const dict = column.dictCode ?? '';
  const current = textOf(value);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setKeyword(typed), SEARCH_SELECT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const found = useQuery({
    queryKey: ['editableTable', 'loadDict', dict, keyword],
    queryFn: () =>
      getResult<LoadedItem[]>(`/sys/dict/loadDict/${dictPath(dict)}`, { keyword, pageSize: SEARCH_SELECT_PAGE_SIZE }),
    enabled: Boolean(dict),
  });
  const label = useQuery({
    queryKey: ['editableTable', 'loadDictItem', dict, current],
    queryFn: () => getResult<string[]>(`/sys/dict/loadDictItem/${dictPath(dict)}`, { key: current }),
    enabled: Boolean(dict && current),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const options = (found.data ?? []).map((item) => ({ value: item.value, label: item.text }));
  if (current && !options.some((option) => option.value === current)) {
    options.unshift({ value: current, label: label.data?.[0] ?? current });
  }
  return (
    <Select
      value={current || undefined}
      onChange={(next: string | undefined) => onChange(next ?? '')}
      options={options}
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      notFoundContent={found.isFetching ? <Spin size="small" /> : undefined}
      placeholder={column.placeholder ?? t('editableTable.pleaseSelect')}
      disabled={column.disabled}
      autoFocus={autoFocus}
      status={invalid ? 'error' : undefined}
      style={{ width: '100%' }}
    />
  );
}
