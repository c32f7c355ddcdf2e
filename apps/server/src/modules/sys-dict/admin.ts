import { msg } from '@scenecast/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError, forbidden, notFound } from '../../platform/http/errors.js';
import { clearDictCache } from './cache.js';
import type { DictAdd, DictEdit, DictItemAdd, DictItemEdit } from './payloads.js';
import { dictItems, dicts } from './schema.js';

/** Dictionaries are shared by every tenant, so only platform admins change them. */
function requirePlatformAdmin(scope: Scope): void {
  if (!scope.isPlatformAdmin) throw forbidden();
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

export async function addDict(db: Db, scope: Scope, input: DictAdd): Promise<{ id: string }> {
  requirePlatformAdmin(scope);
  await assertCodeFree(db, input.dictCode);
  const [created] = await db.insert(dicts).values(input).returning({ id: dicts.id });
  clearDictCache(db);
  return created;
}

export async function editDict(db: Db, scope: Scope, { id, ...changes }: DictEdit): Promise<void> {
  requirePlatformAdmin(scope);
  const [dict] = await db.select({ id: dicts.id }).from(dicts).where(eq(dicts.id, id)).limit(1);
  if (!dict) throw notFound();
  if (changes.dictCode) await assertCodeFree(db, changes.dictCode, id);
  if (Object.keys(changes).length > 0) await db.update(dicts).set(changes).where(eq(dicts.id, id));
  clearDictCache(db);
}

export async function addDictItem(db: Db, scope: Scope, input: DictItemAdd): Promise<{ id: string }> {
  requirePlatformAdmin(scope);
  const [dict] = await db.select({ id: dicts.id }).from(dicts).where(eq(dicts.id, input.dictId)).limit(1);
  if (!dict) throw new BusinessError(msg('dictNotFound'));
  await assertValueFree(db, input.dictId, input.itemValue);
  const [created] = await db.insert(dictItems).values(input).returning({ id: dictItems.id });
  clearDictCache(db);
  return created;
}

export async function editDictItem(db: Db, scope: Scope, { id, ...changes }: DictItemEdit): Promise<void> {
  requirePlatformAdmin(scope);
  const [item] = await db.select({ dictId: dictItems.dictId }).from(dictItems).where(eq(dictItems.id, id)).limit(1);
  if (!item) throw notFound();
  if (changes.itemValue) await assertValueFree(db, item.dictId, changes.itemValue, id);
  if (Object.keys(changes).length > 0) await db.update(dictItems).set(changes).where(eq(dictItems.id, id));
  clearDictCache(db);
}
