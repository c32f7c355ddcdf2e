import type { DictItem } from '@scenecast/contracts';
import { useQuery } from '@tanstack/react-query';
import { dictItems, dictItemText } from '../dictCache';
import { getResult } from '../http';

export interface DictOption {
  value: string;
  label: string;
}

export interface DictValueText {
  value: string;
  text: string;
}

const toOptions = (items: readonly DictItem[]): DictOption[] =>
  items.map((item) => ({ value: item.value, label: dictItemText(item) }));

/**
 * The items of a dictionary: at once from the login cache, then from the server, so a dictionary
 * added after sign-in shows too. A failed load gives an empty list (framework §8).
 */
export function useDictOptions(code: string) {
  const cached = dictItems(code);
  return useQuery({
    queryKey: ['pickers', 'dictItems', code],
    queryFn: () =>
      getResult<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`)
        .then(toOptions)
        .catch(() => [] as DictOption[]),
    enabled: code !== '',
    initialData: cached.length > 0 ? toOptions(cached) : undefined,
    staleTime: cached.length > 0 ? Number.POSITIVE_INFINITY : 0,
  });
}

/** GET /sys/dict/loadDict/{dict}: the items whose text holds the keyword, a page at a time. */
export const loadDictPage = (dict: string, keyword: string, pageSize: number) =>
  getResult<DictValueText[]>(`/sys/dict/loadDict/${encodeURIComponent(dict)}`, { keyword, pageSize });

/** GET /sys/dict/loadDictItem/{dict}: the texts of the given values, in their order. */
export const loadDictTexts = (dict: string, keys: readonly string[]) =>
  getResult<string[]>(`/sys/dict/loadDictItem/${encodeURIComponent(dict)}`, { key: keys.join(',') });

export interface TreeNodeData {
  key: string;
  title: string;
  value: string;
  code?: string;
  pid?: string | null;
  leaf?: boolean;
  isLeaf?: boolean;
  disabled?: boolean;
}

export interface TreeDataQuery {
  pid: string;
  tableName: string;
  text: string;
  code: string;
  pidField?: string;
  hasChildField?: string;
  disableField?: string;
  condition?: string;
}

export const loadTreeData = (query: TreeDataQuery) => getResult<TreeNodeData[]>('/sys/dict/loadTreeData', { ...query });

export const loadCategoryRoot = (pcode: string) =>
  getResult<TreeNodeData[]>('/sys/category/loadTreeRoot', { async: true, pcode });

export const loadCategoryChildren = (pid: string) =>
  getResult<TreeNodeData[]>('/sys/category/loadTreeChildren', { pid });

export const loadCategoryNames = (ids: readonly string[]) =>
  getResult<string[]>('/sys/category/loadDictItem/', { ids: ids.join(',') });
