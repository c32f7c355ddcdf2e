import { ANNOUNCEMENT_LINK_HOSTS_DICT, msg, type Page } from '@scenecast/contracts';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { requirePlatformAdmin, type Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { searchFilter } from '../../platform/db/like.js';
import { lockNamed } from '../../platform/db/named-lock.js';
import { type PageQuery, toPage } from '../../platform/db/pagination.js';
import { unlessTaken } from '../../platform/db/unique-violation.js';
import { BusinessError, notFound } from '../../platform/http/errors.js';
import { clearDictCache } from './cache.js';
import type { DictAdd, DictEdit, DictItemAdd, DictItemEdit } from './payloads.js';
import { dictItems, dicts } from './schema.js';

/** The button every dictionary write declares on its route (the platform administrator's only). */
export const DICT_MANAGE_ACTION = 'system:dict:manage';

/**
 * Dictionaries the code reads by their code (pages, forms, the position rank check). Their items may
 * be edited; the dictionary itself is neither deleted nor re-coded.
 */
export const BUILT_IN_DICT_CODES: readonly string[] = [
  'sex',
  'priority',
  'valid_status',
  'yn',
  'shop_status',
  'position_rank',
  ANNOUNCEMENT_LINK_HOSTS_DICT,
];

export interface DictRow {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
  type: number;
  isBuiltIn: boolean;
  createTime: Date;
}

export interface DictItemRow {
  id: string;
  dictId: string;
  itemText: string;
  itemValue: string;
  description: string | null;
  sortOrder: number;
  status: number;
  createTime: Date;
}

const dictColumns = {
  id: dicts.id,
  dictName: dicts.dictName,
  dictCode: dicts.dictCode,
  description: dicts.description,
  type: dicts.type,
  createTime: dicts.createTime,
};

/** GET /sys/dict/list: dictionaries, newest first, filtered by name and code (contained). */
export async function listDicts(
  db: Db,
  query: PageQuery & { dictName?: string; dictCode?: string },
): Promise<Page<DictRow>> {
  const where = and(
    eq(dicts.delFlag, 0),
    searchFilter(dicts.dictName, query.dictName),
    searchFilter(dicts.dictCode, query.dictCode),
  );
  const [records, [{ total }]] = await Promise.all([
    db
      .select(dictColumns)
      .from(dicts)
      .where(where)
      .orderBy(desc(dicts.createTime), asc(dicts.dictCode))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(dicts).where(where),
  ]);
  return toPage(
    records.map((row) => ({ ...row, isBuiltIn: BUILT_IN_DICT_CODES.includes(row.dictCode) })),
    total,
    query,
  );
}

/** GET /sys/dictItem/list: every item of one dictionary (disabled ones too), in sort order. */
export async function listDictItems(
  db: Db,
  query: { dictId: string; itemText?: string; status?: 0 | 1 },
): Promise<DictItemRow[]> {
  return db
    .select({
      id: dictItems.id,
      dictId: dictItems.dictId,
      itemText: dictItems.itemText,
      itemValue: dictItems.itemValue,
      description: dictItems.description,
      sortOrder: dictItems.sortOrder,
      status: dictItems.status,
      createTime: dictItems.createTime,
    })
    .from(dictItems)
    .where(
      and(
        eq(dictItems.dictId, query.dictId),
        searchFilter(dictItems.itemText, query.itemText),
        query.status === undefined ? undefined : eq(dictItems.status, query.status),
      ),
    )
    .orderBy(asc(dictItems.sortOrder), asc(dictItems.itemValue));
}

async function assertCodeFree(db: Db, dictCode: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: dicts.id })
    .from(dicts)
    .where(and(eq(dicts.dictCode, dictCode), exceptId ? ne(dicts.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw new BusinessError(msg('dictCodeTaken'));
}

async function assertValueFree(db: Db, dictId: string, itemValue: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: dictItems.id })
    .from(dictItems)
    .where(
      and(
        eq(dictItems.dictId, dictId),
        eq(dictItems.itemValue, itemValue),
        exceptId ? ne(dictItems.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new BusinessError(msg('dictItemValueTaken'));
}

/** A code is unique (sys_dict.dict_code): of two saves of one code at once, one wins. */
const unlessCodeTaken = unlessTaken(msg('dictCodeTaken'));

/** Item values are unique within a dictionary, checked under its lock (no index holds them). */
const itemsLock = (dictId: string) => `sys_dict_item:${dictId}`;

export async function addDict(db: Db, scope: Scope, input: DictAdd): Promise<{ id: string }> {
  requirePlatformAdmin(scope);
  await assertCodeFree(db, input.dictCode);
  const [created] = await unlessCodeTaken(() => db.insert(dicts).values(input).returning({ id: dicts.id }));
  clearDictCache(db);
  return created;
}

export async function editDict(db: Db, scope: Scope, { id, ...changes }: DictEdit): Promise<void> {
  requirePlatformAdmin(scope);
  const [dict] = await db
    .select({ id: dicts.id, dictCode: dicts.dictCode })
    .from(dicts)
    .where(eq(dicts.id, id))
    .limit(1);
  if (!dict) throw notFound();
  if (changes.dictCode && changes.dictCode !== dict.dictCode && BUILT_IN_DICT_CODES.includes(dict.dictCode)) {
    throw new BusinessError(msg('dictBuiltInCode'));
  }
  if (changes.dictCode) await assertCodeFree(db, changes.dictCode, id);
  if (Object.keys(changes).length > 0) {
    await unlessCodeTaken(() => db.update(dicts).set(changes).where(eq(dicts.id, id)));
  }
  clearDictCache(db);
}

export async function addDictItem(db: Db, scope: Scope, input: DictItemAdd): Promise<{ id: string }> {
  requirePlatformAdmin(scope);
  const [dict] = await db.select({ id: dicts.id }).from(dicts).where(eq(dicts.id, input.dictId)).limit(1);
  if (!dict) throw new BusinessError(msg('dictNotFound'));
  const created = await db.transaction(async (tx) => {
    await lockNamed(tx, itemsLock(input.dictId));
    await assertValueFree(tx, input.dictId, input.itemValue);
    const [row] = await tx.insert(dictItems).values(input).returning({ id: dictItems.id });
    return row;
  });
  clearDictCache(db);
  return created;
}

export async function editDictItem(db: Db, scope: Scope, { id, ...changes }: DictItemEdit): Promise<void> {
  requirePlatformAdmin(scope);
  const [item] = await db.select({ dictId: dictItems.dictId }).from(dictItems).where(eq(dictItems.id, id)).limit(1);
  if (!item) throw notFound();
  await db.transaction(async (tx) => {
    await lockNamed(tx, itemsLock(item.dictId));
    if (changes.itemValue) await assertValueFree(tx, item.dictId, changes.itemValue, id);
    if (Object.keys(changes).length > 0) await tx.update(dictItems).set(changes).where(eq(dictItems.id, id));
  });
  clearDictCache(db);
}

/** DELETE /sys/dict/delete: a dictionary and its items, unless the code depends on it. */
export async function deleteDict(db: Db, scope: Scope, id: string): Promise<void> {
  requirePlatformAdmin(scope);
  const [dict] = await db.select({ dictCode: dicts.dictCode }).from(dicts).where(eq(dicts.id, id)).limit(1);
  if (!dict) throw notFound();
  if (BUILT_IN_DICT_CODES.includes(dict.dictCode)) throw new BusinessError(msg('dictBuiltInDelete'));
  await db.transaction(async (tx) => {
    await tx.delete(dictItems).where(eq(dictItems.dictId, id));
    await tx.delete(dicts).where(eq(dicts.id, id));
  });
  clearDictCache(db);
}

/** DELETE /sys/dictItem/delete: one item. */
export async function deleteDictItem(db: Db, scope: Scope, id: string): Promise<void> {
  requirePlatformAdmin(scope);
  const deleted = await db.delete(dictItems).where(eq(dictItems.id, id)).returning({ id: dictItems.id });
  if (deleted.length === 0) throw notFound();
  clearDictCache(db);
}
