import type { DictItem } from '@scenecast/contracts';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { allDictItems } from './service.js';
import { isTableDictCode, tableDictOf, tableDictOptions } from './table-dicts.js';

async function codeDictItems(db: Db, dictCode: string): Promise<DictItem[]> {
  const all = await allDictItems(db);
  return Object.hasOwn(all, dictCode) ? all[dictCode] : [];
}

/** GET /sys/dict/loadDict/{dict}: at most `pageSize` items whose text contains the keyword (`%`, `_` literal). */
export async function searchDict(
  db: Db,
  scope: Scope,
  dictCode: string,
  query: { keyword?: string; pageSize: number },
): Promise<DictItem[]> {
  const keyword = query.keyword?.trim() || undefined;
  if (isTableDictCode(dictCode)) {
    return tableDictOptions(db, scope, tableDictOf(dictCode), { keyword, limit: query.pageSize });
  }
  const items = await codeDictItems(db, dictCode);
  const needle = keyword?.toLowerCase();
  return items
    .filter((item) => needle === undefined || item.text.toLowerCase().includes(needle))
    .slice(0, query.pageSize);
}

/** GET /sys/dict/loadDictItem/{dict}: the texts of the given values, in the values' order (unknown ones left out). */
export async function dictTexts(db: Db, scope: Scope, dictCode: string, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const items = isTableDictCode(dictCode)
    ? await tableDictOptions(db, scope, tableDictOf(dictCode), { keys })
    : await codeDictItems(db, dictCode);
  const textOf = new Map(items.map((item) => [item.value, item.text]));
  return keys.flatMap((key) => {
    const text = textOf.get(key);
    return text === undefined ? [] : [text];
  });
}
