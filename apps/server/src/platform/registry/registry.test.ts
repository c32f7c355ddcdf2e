import { msg } from '@scenecast/contracts';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { checkByRule, registerCheckRule } from './check-rules.js';
import {
  type EntityDefinition,
  entityOf,
  fieldOf,
  queryableField,
  queryableFields,
  registerEntity,
  sortableColumn,
} from './entities.js';

const widgets = pgTable('registry_test_widget', {
  id: text('id').primaryKey(),
  tenantId: integer('tenant_id').notNull(),
  displayName: text('display_name').notNull(),
  secret: text('secret'),
  createTime: text('create_time'),
});

const widgetEntity: EntityDefinition = {
  name: 'registry_test_widget',
  table: widgets,
  id: widgets.id,
  scope: { tenantColumn: widgets.tenantId },
  fields: {
    id: { column: widgets.id, type: 'string', dictReadable: true },
    displayName: { column: widgets.displayName, type: 'string', queryable: true, sortable: true, dictReadable: true },
    createTime: { column: widgets.createTime, type: 'datetime', sortable: true },
  },
  order: [widgets.displayName],
};
registerEntity(widgetEntity);

describe('entity registry', () => {
  it('registers the same definition again as a no-op, refuses another one under the name', () => {
    expect(() => registerEntity(widgetEntity)).not.toThrow();
    expect(() => registerEntity({ ...widgetEntity })).toThrow('already registered');
  });

  it('resolves a field by its key or its snake_case column name', () => {
    const entity = entityOf('registry_test_widget');
    expect(fieldOf(entity, 'displayName', 'dictReadable').column).toBe(widgets.displayName);
    expect(fieldOf(entity, 'display_name', 'dictReadable').name).toBe('displayName');
    expect(queryableField('registry_test_widget', 'display_name')?.column).toBe(widgets.displayName);
  });

  it('refuses an unknown table, an unlisted column and a field without the flag', () => {
    expect(() => entityOf('sys_session')).toThrow(msg('registryTableUnknown'));
    expect(() => entityOf('sys_session', 'dictTableNotAllowed')).toThrow(msg('dictTableNotAllowed'));
    const entity = entityOf('registry_test_widget');
    expect(() => fieldOf(entity, 'secret', 'dictReadable')).toThrow(msg('registryFieldUnknown'));
    expect(() => fieldOf(entity, 'createTime', 'queryable')).toThrow(msg('registryFieldUnknown'));
    expect(() => fieldOf(entity, '__proto__', 'queryable')).toThrow(msg('registryFieldUnknown'));
  });

  it('lists the queryable fields by their keys', () => {
    expect(Object.keys(queryableFields('registry_test_widget'))).toEqual(['displayName']);
  });

  it('sorts by a sortable field, else by the fallback', () => {
    expect(sortableColumn('registry_test_widget', 'display_name', widgets.createTime)).toBe(widgets.displayName);
    expect(sortableColumn('registry_test_widget', 'id', widgets.createTime)).toBe(widgets.createTime);
    expect(sortableColumn('registry_test_widget', '(select 1)', widgets.createTime)).toBe(widgets.createTime);
    expect(sortableColumn('registry_test_widget', undefined, widgets.createTime)).toBe(widgets.createTime);
  });
});

describe('check rules', () => {
  const rule = { code: 'registry_test_rule', test: /^[a-z]{2}$/, message: 'positionCodeRule' as const };
  registerCheckRule(rule);

  it('passes a matching value and refuses another with the rule’s message', () => {
    expect(() => checkByRule('registry_test_rule', 'ab')).not.toThrow();
    expect(() => checkByRule('registry_test_rule', 'abc')).toThrow(msg('positionCodeRule'));
  });

  it('takes a validator function', () => {
    registerCheckRule({ code: 'registry_test_even', test: (value) => Number(value) % 2 === 0, message: 'orgCodeRule' });
    expect(() => checkByRule('registry_test_even', '4')).not.toThrow();
    expect(() => checkByRule('registry_test_even', '3')).toThrow(msg('orgCodeRule'));
  });

  it('refuses an unknown code, and another rule under a taken code', () => {
    expect(() => checkByRule('no_such_rule', 'x')).toThrow(msg('checkRuleUnknown'));
    expect(() => registerCheckRule({ ...rule })).toThrow('already registered');
  });
});
