import type { DictItem } from '@scenecast/contracts';
import { useQueries } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import { dictItemText, readDictCache } from '../../dictCache';
import { getResult } from '../../http';
import type { EditableColumn } from '../types';

export interface CellOption {
  value: string;
  label: string;
}

const NO_OPTIONS: CellOption[] = [];

/** Each option column's options, worked out once per table rather than once per cell. */
export const TableOptionsContext = createContext<ReadonlyMap<string, CellOption[]>>(new Map());

const toOptions = (items: readonly DictItem[]) =>
  items.map((item) => ({ value: item.value, label: dictItemText(item) }));

/**
 * The options of every column: its own, else its dictionary's from the cache, else loaded by
 * dictCode (read as value and text); a failed load gives an empty list.
 */
export function useTableOptions(columns: readonly EditableColumn[]): ReadonlyMap<string, CellOption[]> {
  const cache = useMemo(() => readDictCache(), []);
  const toLoad = columns.filter((column) => !column.options && column.dictCode && !cache[column.dictCode]?.length);
  const loaded = useQueries({
    queries: toLoad.map((column) => ({
      queryKey: ['editableTable', 'dict', column.dictCode],
      queryFn: () =>
        getResult<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(column.dictCode ?? '')}`).catch(() => []),
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
  const loadedKey = loaded.map((result) => result.dataUpdatedAt).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: loadedKey stands for the loaded lists' identity.
  return useMemo(() => {
    const map = new Map<string, CellOption[]>();
    for (const column of columns) {
      if (column.options) {
        map.set(
          column.key,
          column.options.map((option) => ({ value: option.value, label: option.text ?? option.title ?? option.value })),
        );
      } else if (column.dictCode) {
        const index = toLoad.indexOf(column);
        map.set(column.key, toOptions(index >= 0 ? (loaded[index]?.data ?? []) : (cache[column.dictCode] ?? [])));
      }
    }
    return map;
  }, [columns, cache, loadedKey]);
}

export function useColumnOptions(column: EditableColumn): CellOption[] {
  return useContext(TableOptionsContext).get(column.key) ?? NO_OPTIONS;
}

/** The shown text of a stored value (comma-joined values show each option's label). */
export function optionLabels(options: readonly CellOption[], value: string): string {
  return value
    .split(',')
    .filter(Boolean)
    .map((part) => options.find((option) => option.value === part)?.label ?? part)
    .join(',');
}
