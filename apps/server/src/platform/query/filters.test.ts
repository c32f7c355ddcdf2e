import { msg } from '@scenecast/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { integer, numeric, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { QueryFields } from './fields.js';
import { inputFilter, superQuery } from './filters.js';

const people = pgTable('people', {
  name: text('name'),
  age: integer('age'),
  salary: numeric('salary'),
});
const FIELDS: QueryFields = {
  name: { column: people.name, type: 'string' },
  age: { column: people.age, type: 'integer' },
  salary: { column: people.salary, type: 'number' },
};
const dialect = new PgDialect();
const render = (condition: SQL | undefined) => dialect.sqlToQuery(condition ?? sql``);
const conditions = (items: unknown[]) => JSON.stringify(items);

describe('input filters', () => {
  it('reads the conventions, every value a bound parameter', () => {
    expect(render(inputFilter('name', FIELDS.name, '*王*'))).toMatchObject({
      sql: '"people"."name" ilike $1',
      params: ['%王%'],
    });
    expect(render(inputFilter('name', FIELDS.name, '!张三')).sql).toBe('"people"."name" <> $1');
    expect(render(inputFilter('age', FIELDS.age, '>=18'))).toMatchObject({ sql: '"people"."age" >= $1', params: [18] });
    expect(render(inputFilter('age', FIELDS.age, '<=60')).sql).toBe('"people"."age" <= $1');
    expect(render(inputFilter('name', FIELDS.name, ' 李* ')).params).toEqual(['李%']);
    expect(inputFilter('name', FIELDS.name, '   ')).toBeUndefined();
  });

  it('keeps % and _ literal', () => {
    expect(render(inputFilter('name', FIELDS.name, '*50%_off*')).params).toEqual(['%50\\%\\_off%']);
  });

  it('refuses text for a number field', () => {
    expect(() => inputFilter('age', FIELDS.age, '>=1 or 1=1')).toThrow(msg('queryValueInvalid', 'zh', 'age'));
    expect(() => inputFilter('salary', FIELDS.salary, '1e9')).toThrow();
  });
});

describe('advanced query', () => {
  it('joins the conditions with and / or; in reads a comma list', () => {
    const both = render(
      superQuery(
        FIELDS,
        conditions([
          { field: 'age', rule: 'in', val: '18,20' },
          { field: 'name', rule: 'right_like', val: '王' },
        ]),
        'or',
      ),
    );
    expect(both.sql).toBe('("people"."age" in ($1, $2) or "people"."name" ilike $3)');
    expect(both.params).toEqual([18, 20, '王%']);
  });

  it('skips a condition without a value', () => {
    expect(superQuery(FIELDS, conditions([{ field: 'name', rule: 'eq', val: '' }]), 'and')).toBeUndefined();
  });

  it('refuses unknown fields, unknown rules, like on a number, a bad match type', () => {
    expect(() => superQuery(FIELDS, conditions([{ field: '1=1', rule: 'eq', val: '1' }]), 'and')).toThrow(
      msg('queryFieldUnknown', 'zh', '1=1'),
    );
    expect(() => superQuery(FIELDS, conditions([{ field: 'name', rule: 'regexp', val: 'x' }]), 'and')).toThrow(
      msg('queryRuleUnknown', 'zh', 'regexp'),
    );
    expect(() => superQuery(FIELDS, conditions([{ field: 'age', rule: 'like', val: '1' }]), 'and')).toThrow();
    expect(() => superQuery(FIELDS, conditions([{ field: 'age', rule: 'eq', val: '1' }]), 'xor')).toThrow(
      msg('superQueryInvalid'),
    );
    expect(() => superQuery(FIELDS, conditions([{ field: 'constructor', rule: 'eq', val: '1' }]), 'and')).toThrow(
      msg('queryFieldUnknown', 'zh', 'constructor'),
    );
  });
});
