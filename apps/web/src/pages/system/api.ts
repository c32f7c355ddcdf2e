import type { DictItem } from '@scenecast/contracts';
import { useQuery } from '@tanstack/react-query';
import { type DictCache, saveDictCache } from '../../framework/dictCache';
import { getResult } from '../../framework/http';

export const allDictItemsKey = ['sys', 'dict', 'all'] as const;

/** Reads every dictionary's items and keeps them in this browser's dictionary cache. */
export async function queryAllDictItems(): Promise<DictCache> {
  const items = await getResult<DictCache>('/sys/dict/queryAllDictItems');
  saveDictCache(items);
  return items;
}

export const useAllDictItems = () => useQuery({ queryKey: allDictItemsKey, queryFn: queryAllDictItems });

/** Rebuilds the server's dictionary cache, then reloads every item into the local cache. */
export async function refreshDictCache(): Promise<DictCache> {
  await getResult<unknown>('/sys/dict/refleshCache');
  return queryAllDictItems();
}

export const getDictItems = (code: string) =>
  getResult<DictItem[]>(`/sys/dict/getDictItems/${encodeURIComponent(code)}`);
