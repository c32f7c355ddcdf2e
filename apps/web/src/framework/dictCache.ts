import { DICT_CACHE_TTL_MS, type DictItem } from '@scenecast/contracts';
import { localStore, STORAGE_KEYS } from './storage';

export type DictCache = Record<string, DictItem[]>;

/** The dictionary items of the login result, kept 7 days (framework §9). */
export function saveDictCache(items: DictCache): void {
  localStore.set(STORAGE_KEYS.dictCache, items, DICT_CACHE_TTL_MS);
}

export function readDictCache(): DictCache {
  return localStore.get<DictCache>(STORAGE_KEYS.dictCache) ?? {};
}

export function dictItems(code: string): DictItem[] {
  return readDictCache()[code] ?? [];
}

/** The label of a dictionary item: text, else label, else title. */
export function dictItemText(item: DictItem): string {
  return item.text || item.label || item.title || item.value;
}
