import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import {
  DEFAULT_SEPARATOR,
  SEARCH_SELECT_DEBOUNCE_MS,
  SEARCH_SELECT_PAGE_SIZE,
  splitValue,
  textsByKey,
} from './constants';
import { type DictOption, loadDictPage, loadDictTexts } from './dictApi';

interface SearchSelectProps {
  /** A dictionary code, or a table dictionary `table,text,code`. */
  dict: string;
  value?: string;
  onChange?(value: string): void;
  multi?: boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/**
 * Options searched on the server as the user types, 800 ms after the last key, 10 at a time
 * (framework §9); the chosen values keep their texts.
 */
export function SearchSelect({ dict, value, onChange, multi = false, disabled, placeholder, id }: SearchSelectProps) {
  const [options, setOptions] = useState<DictOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const timer = useRef<number | undefined>(undefined);
  const searchId = useRef(0);
  const values = splitValue(value);

  const search = (keyword: string) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const mine = ++searchId.current;
      setLoading(true);
      loadDictPage(dict, keyword, SEARCH_SELECT_PAGE_SIZE)
        .then((items) => {
          if (mine === searchId.current) setOptions(items.map((item) => ({ value: item.value, label: item.text })));
        })
        .catch(() => mine === searchId.current && setOptions([]))
        .finally(() => mine === searchId.current && setLoading(false));
    }, SEARCH_SELECT_DEBOUNCE_MS);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const missing = values.filter((v) => texts[v] === undefined && !options.some((o) => o.value === v));
  const missingKey = missing.join(DEFAULT_SEPARATOR);
  useEffect(() => {
    if (!missingKey) return;
    const keys = missingKey.split(DEFAULT_SEPARATOR);
    loadDictTexts(dict, keys).then(
      (found) => setTexts((prev) => ({ ...prev, ...textsByKey(keys, found) })),
      () => setTexts((prev) => ({ ...prev, ...Object.fromEntries(keys.map((k) => [k, k])) })),
    );
  }, [dict, missingKey]);

  const known = new Map(options.map((o) => [o.value, o.label]));
  const selected = values.map((v) => ({ value: v, label: known.get(v) ?? texts[v] ?? v }));
  const shown = [...options, ...selected.filter((s) => !known.has(s.value))];

  const remember = (chosen: { value: string; label?: unknown }[]) =>
    setTexts((prev) => ({
      ...prev,
      ...Object.fromEntries(chosen.map((c) => [c.value, typeof c.label === 'string' ? c.label : c.value])),
    }));

  return (
    <Select<string | string[]>
      id={id}
      mode={multi ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch: search }}
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      value={multi ? values : values[0]}
      options={shown}
      onFocus={() => options.length === 0 && search('')}
      notFoundContent={loading ? <Spin size="small" /> : undefined}
      onChange={(next, picked) => {
        const list = Array.isArray(next) ? next : next ? [next] : [];
        const pickedList = (Array.isArray(picked) ? picked : picked ? [picked] : []) as DictOption[];
        remember(pickedList);
        onChange?.(list.join(DEFAULT_SEPARATOR));
      }}
    />
  );
}
