import { type MessageKey, msg } from '@scenecast/contracts';
import { type Column, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Scope } from '../auth/scope.js';
import type { Db } from '../db/database.js';
import { BusinessError } from '../http/errors.js';

/**
 * The one server-side allow-list of tables and fields that request text may name: table
 * dictionaries, tree data, duplicate checks, sort columns and query fields. Each module registers
 * its own tables when its routes plugin starts; `platform/` imports no module. A name a client sends
 * is only ever a key into this map: nothing it contains reaches SQL.
 */

/** How a field's values are read and compared (`integer` and `number` both bind as numbers). */
export type FieldType = 'string' | 'integer' | 'number' | 'date' | 'datetime' | 'boolean';

export interface FieldDefinition {
  column: Column;
  type: FieldType;
  /** May be filtered on (list filters, advanced query, tree `condition`). */
  queryable?: boolean;
  /** May be sorted on (`column=` of a list). */
  sortable?: boolean;
  /** May be the text or the code of a table dictionary or of tree data. */
  dictReadable?: boolean;
  /**
   * May be checked by /sys/duplicate/check. `everywhere` for a value unique across tenants (a
   * username, a phone): the check must then count every tenant's rows, as the constraint does.
   */
  duplicateCheck?: boolean | 'everywhere';
}

/** Which rows of the table a caller may read. */
export type EntityScope =
  /** Rows carry the tenant: reads keep the caller's current tenant only. */
  | { tenantColumn: Column }
  /** A rule of the owner module (membership, visibility); undefined means every row. */
  | { filter: (db: Db, scope: Scope) => SQL | undefined }
  /** System data every tenant reads (e.g. the category tree). */
  | 'shared';

export interface EntityDefinition {
  /** The table name clients send, e.g. `sys_user`. */
  name: string;
  table: PgTable;
  /** The primary key (duplicate check's dataId). */
  id: Column;
  scope: EntityScope;
  /** Keyed by the names clients send (camelCase); the column's snake_case name is accepted too. */
  fields: Record<string, FieldDefinition>;
  /** Order of dictionary and tree reads. */
  order: Column[];
  /** For tree data: the field holding the parent's id, the root's parent value, the has-child flag field. */
  tree?: { pid: string; root: string | null; hasChild?: string };
}

/** A field resolved from a client's name: `name` is always the registered (camelCase) key. */
export interface EntityField extends FieldDefinition {
  name: string;
}

export interface Entity extends EntityDefinition {
  /** Every accepted name (key and snake_case alias) → the field. */
  lookup: Map<string, EntityField>;
}

type Flag = 'queryable' | 'sortable' | 'dictReadable' | 'duplicateCheck';

const entities = new Map<string, Entity>();
const definitions = new Map<string, EntityDefinition>();

/**
 * Adds a table to the allow-list. Called by the owner module at start-up, once per app built:
 * registering the same definition again is a no-op, another definition under a taken name throws.
 */
export function registerEntity(definition: EntityDefinition): void {
  const known = definitions.get(definition.name);
  if (known === definition) return;
  if (known) throw new Error(`entity ${definition.name} is already registered`);
  const lookup = new Map<string, EntityField>();
  for (const [name, field] of Object.entries(definition.fields)) {
    const resolved = { ...field, name };
    lookup.set(name, resolved);
    lookup.set(field.column.name, resolved);
  }
  definitions.set(definition.name, definition);
  entities.set(definition.name, { ...definition, lookup });
}

/** The registered table named by a client, or a BusinessError with `refusal`. */
export function entityOf(name: string, refusal: MessageKey = 'registryTableUnknown'): Entity {
  const entity = entities.get(name);
  if (!entity) throw new BusinessError(msg(refusal));
  return entity;
}

/** The field a client names, if it carries `flag`; otherwise a BusinessError with `refusal`. */
export function fieldOf(
  entity: Entity,
  name: string,
  flag: Flag,
  refusal: MessageKey = 'registryFieldUnknown',
): EntityField {
  const field = entity.lookup.get(name);
  if (!field?.[flag]) throw new BusinessError(msg(refusal));
  return field;
}

/** The rows of the entity the caller may read (undefined: all of them). */
export function scopeFilter(entity: Entity, db: Db, scope: Scope): SQL | undefined {
  if (entity.scope === 'shared') return undefined;
  if ('tenantColumn' in entity.scope) return eq(entity.scope.tenantColumn, scope.tenantId);
  return entity.scope.filter(db, scope);
}

/**
 * The queryable fields of a list, by their registered (camelCase) names — for list filters and
 * the advanced query. Resolve a client's name with `queryableField` to accept the snake_case alias.
 */
export function queryableFields(name: string): Record<string, EntityField> {
  const fields: Record<string, EntityField> = {};
  for (const field of entityOf(name).lookup.values()) if (field.queryable) fields[field.name] = field;
  return fields;
}

/** The queryable field a client names (key or snake_case alias), or undefined. */
export function queryableField(name: string, field: string): EntityField | undefined {
  const found = entityOf(name).lookup.get(field);
  return found?.queryable ? found : undefined;
}

/**
 * The column to sort a list by: the client's `column` when it names a sortable field, else
 * `fallback`. Anything else (`(select …)`, a hidden column) sorts by the fallback.
 */
export function sortableColumn(name: string, column: string | undefined, fallback: Column): Column {
  if (column === undefined) return fallback;
  const field = entityOf(name).lookup.get(column);
  return field?.sortable ? field.column : fallback;
}
