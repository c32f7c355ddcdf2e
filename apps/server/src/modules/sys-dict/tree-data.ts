import { msg } from '@scenecast/contracts';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import {
  conditionFilter,
  type Entity,
  type EntityField,
  entityOf,
  fieldOf,
  scopeFilter,
} from '../../platform/registry/index.js';
import { asText } from './table-dicts.js';

/** A node of /sys/dict/loadTreeData (JeecgBoot's TreeSelectModel). */
export interface TreeDataNode {
  key: string;
  title: string;
  value: string;
  code: string;
  pid: string;
  leaf: boolean;
  isLeaf: boolean;
  /** Only when the call names a disableField: its value is '1'. */
  disabled?: boolean;
}

export interface TreeDataQuery {
  pid?: string;
  tableName: string;
  text: string;
  code: string;
  pidField?: string;
  hasChildField?: string;
  disableField?: string;
  condition?: string;
}

/** The registered tree field a client names; naming another field refuses the call. */
function treeField(entity: Entity, registered: string, named: string | undefined): EntityField {
  const field = entity.lookup.get(registered);
  if (!field || (named !== undefined && named !== '' && entity.lookup.get(named) !== field)) {
    throw new BusinessError(msg('registryFieldUnknown'));
  }
  return field;
}

/** The children of `pid` (the roots when empty) of a registered tree, in the caller's scope. */
export async function loadTreeData(db: Db, scope: Scope, query: TreeDataQuery): Promise<TreeDataNode[]> {
  const entity = entityOf(query.tableName, 'treeTableNotAllowed');
  if (!entity.tree) throw new BusinessError(msg('treeTableNotAllowed'));
  const text = fieldOf(entity, query.text, 'dictReadable', 'dictColumnNotAllowed');
  const code = fieldOf(entity, query.code, 'dictReadable', 'dictColumnNotAllowed');
  const pidField = treeField(entity, entity.tree.pid, query.pidField);
  const hasChild = entity.tree.hasChild ? treeField(entity, entity.tree.hasChild, query.hasChildField) : undefined;
  if (!hasChild && query.hasChildField) throw new BusinessError(msg('registryFieldUnknown'));
  const disable = query.disableField
    ? fieldOf(entity, query.disableField, 'dictReadable', 'dictColumnNotAllowed')
    : undefined;

  const pid = query.pid?.trim() ?? '';
  const root = entity.tree.root;
  const parent: SQL | undefined =
    pid !== ''
      ? eq(asText(pidField.column), pid)
      : root === null
        ? or(isNull(pidField.column), eq(asText(pidField.column), ''))
        : eq(asText(pidField.column), root);
  const visible = scopeFilter(entity, db, scope);
  const rows = await db
    .select({
      text: asText(text.column),
      code: asText(code.column),
      pid: asText(pidField.column),
      hasChild: hasChild ? asText(hasChild.column) : sql<string | null>`null`,
      disabled: disable ? asText(disable.column) : sql<string | null>`null`,
    })
    .from(entity.table)
    .where(and(visible, parent, conditionFilter(entity, query.condition)))
    .orderBy(...entity.order.map((column) => asc(column)));

  const codes = rows.map((row) => String(row.code ?? ''));
  const parents = hasChild ? undefined : await parentsAmong(db, entity, pidField, visible, codes);
  return rows.map((row) => {
    const key = String(row.code ?? '');
    const leaf = parents ? !parents.has(key) : row.hasChild !== '1';
    return {
      key,
      title: String(row.text ?? ''),
      value: key,
      code: key,
      pid: String(row.pid ?? ''),
      leaf,
      isLeaf: leaf,
      ...(disable ? { disabled: row.disabled === '1' } : {}),
    };
  });
}

/** Which of `keys` have children, for a tree without a has-child flag. */
async function parentsAmong(
  db: Db,
  entity: Entity,
  pidField: EntityField,
  visible: SQL | undefined,
  keys: string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ pid: asText(pidField.column) })
    .from(entity.table)
    .where(and(visible, inArray(asText(pidField.column), keys)));
  return new Set(rows.map((row) => String(row.pid)));
}
