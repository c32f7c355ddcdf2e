import { type DictItem, msg } from '@scenecast/contracts';
import { and, asc, type Column, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/like.js';
import { BusinessError } from '../../platform/http/errors.js';
import { type Entity, type EntityField, entityOf, fieldOf, scopeFilter } from '../../platform/registry/index.js';

/** A `table,text,code` dictionary resolved through the registry: names only, never SQL text. */
export interface TableDict {
  entity: Entity;
  text: EntityField;
  code: EntityField;
}

export function isTableDictCode(dictCode: string): boolean {
  return dictCode.includes(',');
}

/** Resolves `sys_user,realname,username` against the allow-list, or refuses with the spec's messages. */
export function tableDictOf(dictCode: string): TableDict {
  const parts = dictCode.split(',').map((part) => part.trim());
  if (parts.length !== 3 || parts.some((part) => part === '')) throw new BusinessError(msg('dictTableFormat'));
  const [table, text, code] = parts;
  const entity = entityOf(table, 'dictTableNotAllowed');
  return {
    entity,
    text: fieldOf(entity, text, 'dictReadable', 'dictColumnNotAllowed'),
    code: fieldOf(entity, code, 'dictReadable', 'dictColumnNotAllowed'),
  };
}

/** A column compared as text, so a key or keyword of any shape binds without a cast error. */
export const asText = (column: Column): SQL<string | null> => sql<string | null>`cast(${column} as text)`;

/** Text contains the keyword, `%` and `_` included literally. */
export const containsKeyword = (field: EntityField, keyword: string): SQL =>
  ilike(asText(field.column), `%${escapeLike(keyword)}%`);

/** The options of a table dictionary in the caller's scope, optionally narrowed by keyword or keys. */
export async function tableDictOptions(
  db: Db,
  scope: Scope,
  dict: TableDict,
  narrow: { keyword?: string; keys?: string[]; limit?: number } = {},
): Promise<DictItem[]> {
  const { entity, text, code } = dict;
  const query = db
    .select({ text: asText(text.column), value: asText(code.column) })
    .from(entity.table)
    .where(
      and(
        scopeFilter(entity, db, scope),
        narrow.keyword ? containsKeyword(text, narrow.keyword) : undefined,
        narrow.keys ? inArray(asText(code.column), narrow.keys) : undefined,
      ),
    )
    .orderBy(...entity.order.map((column) => asc(column)));
  const rows = await (narrow.limit === undefined ? query : query.limit(narrow.limit));
  return rows.map((row) => dictItem(String(row.value ?? ''), String(row.text ?? '')));
}

export const dictItem = (value: string, text: string): DictItem => ({ value, text, title: text, label: text });

/** Items of a `table,text,code` dictionary, e.g. `sys_user,realname,username`. */
export function tableDictItems(db: Db, scope: Scope, dictCode: string): Promise<DictItem[]> {
  return tableDictOptions(db, scope, tableDictOf(dictCode));
}
