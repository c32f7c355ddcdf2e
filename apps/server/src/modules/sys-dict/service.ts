import type { DictItem } from '@scenecast/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { requireButton } from '../../platform/auth/button-permission.js';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { cachedDictItems, clearDictCache } from './cache.js';
import { dictItems, dicts } from './schema.js';
import { isTableDictCode, tableDictItems } from './table-dicts.js';

/** The button permission that allows rebuilding the dictionary cache. */
export const DICT_REFRESH_ACTION = 'system:dict:refresh';

async function loadAllDictItems(db: Db): Promise<Record<string, DictItem[]>> {
  const rows = await db
    .select({ dictCode: dicts.dictCode, value: dictItems.itemValue, text: dictItems.itemText })
    .from(dictItems)
    .innerJoin(dicts, eq(dicts.id, dictItems.dictId))
    .where(and(eq(dicts.delFlag, 0), eq(dictItems.status, 1)))
    .orderBy(asc(dicts.dictCode), asc(dictItems.sortOrder), asc(dictItems.itemValue));
  const byCode: Record<string, DictItem[]> = {};
  for (const row of rows) {
    byCode[row.dictCode] ??= [];
    byCode[row.dictCode].push({ value: row.value, text: row.text, title: row.text, label: row.text });
  }
  return byCode;
}

/** Every enabled item of every dictionary, by code, in sort order (sign-in and queryAllDictItems). */
export function allDictItems(db: Db): Promise<Record<string, DictItem[]>> {
  return cachedDictItems(db, () => loadAllDictItems(db));
}

/** One dictionary's items; a `table,text,code` code reads an allowed table in the caller's tenant. */
export async function dictItemsOf(db: Db, scope: Scope, dictCode: string): Promise<DictItem[]> {
  if (isTableDictCode(dictCode)) return tableDictItems(db, scope, dictCode);
  const all = await allDictItems(db);
  return Object.hasOwn(all, dictCode) ? all[dictCode] : [];
}

/** Rebuilds the cache; only for holders of the refresh button permission. */
export async function refreshDictCache(db: Db, scope: Scope): Promise<void> {
  await requireButton(scope, DICT_REFRESH_ACTION);
  clearDictCache(db);
  await allDictItems(db);
}
