import { type SQL, sql } from 'drizzle-orm';
import { integer, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerEntity } from '../registry/index.js';
import { checkDataRule, type DataRule, dataRuleCondition } from './data-rules.js';

const orders = pgTable('dr_orders', {
  id: text('id').primaryKey(),
  createBy: text('create_by'),
  amount: integer('amount'),
  secret: text('secret'),
});
const ENTITY = 'dr_test_orders';
beforeAll(() =>
  registerEntity({
    name: ENTITY,
    table: orders,
    id: orders.id,
    scope: 'shared',
    fields: {
      createBy: { column: orders.createBy, type: 'string', queryable: true },
      amount: { column: orders.amount, type: 'integer', queryable: true },
      secret: { column: orders.secret, type: 'string' },
    },
    order: [orders.id],
  }),
);

const dialect = new PgDialect();
const render = (condition: SQL | undefined) => dialect.sqlToQuery(condition ?? sql``);
const session = { userCode: 'alice', orgCode: 'A01' };
const rule = (ruleColumn: string, ruleConditions: string, ruleValue: string): DataRule => ({
  ruleColumn,
  ruleConditions,
  ruleValue,
});

describe('data rule conditions', () => {
  it('fills variables from the session and binds every value', () => {
    expect(render(dataRuleCondition(ENTITY, [rule('create_by', '=', '#{sys_user_code}')], session))).toMatchObject({
      sql: '"dr_orders"."create_by" = $1',
      params: ['alice'],
    });
    expect(render(dataRuleCondition(ENTITY, [rule('amount', 'in', '1, 2,3')], session)).params).toEqual([1, 2, 3]);
  });

  it('ANDs several rules; like matches a substring with % and _ literal', () => {
    const both = render(
      dataRuleCondition(ENTITY, [rule('amount', '>=', '10'), rule('createBy', 'like', '50%_off')], session),
    );
    expect(both.sql).toBe('("dr_orders"."amount" >= $1 and "dr_orders"."create_by" like $2)');
    expect(both.params).toEqual([10, '%50\\%\\_off%']);
  });

  it('ignores a column off the allow-list, matches nothing for an unfillable variable or a malformed value', () => {
    expect(dataRuleCondition(ENTITY, [rule('secret', '=', 'x'), rule('1=1', '=', 'x')], session)).toBeUndefined();
    const noDepartment = { userCode: 'bob', orgCode: null };
    expect(render(dataRuleCondition(ENTITY, [rule('createBy', '=', '#{sys_org_code}')], noDepartment)).sql).toBe(
      'false',
    );
    expect(render(dataRuleCondition(ENTITY, [rule('amount', '=', '1 or 1=1')], session)).sql).toBe('false');
  });

  it('refuses on save what it could not apply', () => {
    expect(() => checkDataRule(ENTITY, rule('secret', '=', 'x'))).toThrow('该列表不支持按此字段设置规则：secret');
    expect(() => checkDataRule(ENTITY, rule('amount', 'like', '1'))).toThrow('不支持的条件规则');
    expect(() => checkDataRule(ENTITY, rule('amount', '=', '#{sys_user_code}'))).toThrow('规则值格式不正确');
    expect(() => checkDataRule(ENTITY, rule('createBy', 'in', ' , '))).toThrow('规则值格式不正确');
    expect(() => checkDataRule(ENTITY, rule('createBy', '=', '#{sys_org_code}'))).not.toThrow();
  });
});
