import { type DictItem, msg } from '@scenecast/contracts';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { DEPART_DICT_COLUMNS, type DepartDictColumn, departDictOptions } from '../sys-depart/service.js';
import { ROLE_DICT_COLUMNS, type RoleDictColumn, roleDictOptions } from '../sys-permission/service.js';
import { USER_DICT_COLUMNS, type UserDictColumn, userDictOptions } from '../sys-user/service.js';

type Option = { text: string; value: string };

interface TableDict {
  load(db: Db, scope: Scope, text: string, code: string): Promise<Option[]>;
}

/** A table the `table,text,code` form may read: its allowed columns and the owner module's loader. */
function tableDict<C extends string>(
  columns: Record<C, unknown>,
  load: (db: Db, scope: Scope, text: C, code: C) => Promise<Option[]>,
): TableDict {
  const isAllowed = (column: string): column is C => Object.hasOwn(columns, column);
  return {
    load(db, scope, text, code) {
      if (!isAllowed(text) || !isAllowed(code)) throw new BusinessError(msg('dictColumnNotAllowed'));
      return load(db, scope, text, code);
    },
  };
}

/**
 * The allow-list: nothing else is ever read, and every loader filters by the caller's tenant.
 * Built on first use: the owner modules import sign-in, which imports this module, so their
 * column maps are not yet defined while this file loads.
 */
let tableDicts: Record<string, TableDict> | undefined;
function allowedTables(): Record<string, TableDict> {
  tableDicts ??= {
    sys_user: tableDict(USER_DICT_COLUMNS, (db, scope, text: UserDictColumn, code: UserDictColumn) =>
      userDictOptions(db, scope.tenantId, text, code),
    ),
    sys_depart: tableDict(DEPART_DICT_COLUMNS, (db, scope, text: DepartDictColumn, code: DepartDictColumn) =>
      departDictOptions(db, scope.tenantId, text, code),
    ),
    sys_role: tableDict(ROLE_DICT_COLUMNS, (db, scope, text: RoleDictColumn, code: RoleDictColumn) =>
      roleDictOptions(db, scope, text, code),
    ),
  };
  return tableDicts;
}

export function isTableDictCode(dictCode: string): boolean {
  return dictCode.includes(',');
}

/** Items of a `table,text,code` dictionary, e.g. `sys_user,realname,username`. */
export async function tableDictItems(db: Db, scope: Scope, dictCode: string): Promise<DictItem[]> {
  const parts = dictCode.split(',').map((part) => part.trim());
  if (parts.length !== 3 || parts.some((part) => part === '')) throw new BusinessError(msg('dictTableFormat'));
  const [table, text, code] = parts;
  const tables = allowedTables();
  if (!Object.hasOwn(tables, table)) throw new BusinessError(msg('dictTableNotAllowed'));
  const options = await tables[table].load(db, scope, text, code);
  return options.map((option) => ({ value: option.value, text: option.text, title: option.text, label: option.text }));
}
