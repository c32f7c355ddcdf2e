import { DATA_RULE_OPERATORS, DATA_RULE_VARIABLES, type DataRuleOperator, msg } from '@scenecast/contracts';
import { and, eq, gt, gte, inArray, like, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../db/like.js';
import { BusinessError } from '../http/errors.js';
import { type EntityField, queryableField } from '../registry/index.js';
import { typedValue } from './fields.js';

/**
 * Data rules (issue #11) as SQL conditions on a registered list. A rule's column resolves only
 * through the list's queryable fields; its value is a literal parsed to the field's type, or a
 * variable the server fills from the caller's session. Every value is a bound parameter.
 */

export interface DataRule {
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
}

/** The values of the rule variables, from the caller's session (never from the request). */
export interface DataRuleSession {
  /** #{sys_user_code}: the caller's user name. */
  userCode: string;
  /** #{sys_org_code}: the caller's current department code; null when they have none. */
  orgCode: string | null;
}

type Value = string | number | boolean | Date;

const invalidValue = (value: string) => new BusinessError(msg('dataRuleValueInvalid', 'zh', value.slice(0, 64)));
const isOperator = (text: string): text is DataRuleOperator =>
  (DATA_RULE_OPERATORS as readonly string[]).includes(text);

/** A variable's value, null when the session has none; a `#{…}` that is not exactly a known variable is refused. */
function variableValue(part: string, session: DataRuleSession): string | null {
  if (part === DATA_RULE_VARIABLES.userCode) return session.userCode;
  if (part === DATA_RULE_VARIABLES.orgCode) return session.orgCode;
  throw invalidValue(part);
}

/** The values a rule compares with (several only for `in`); null when a variable has no value. */
function ruleValues(field: EntityField, rule: DataRule, session: DataRuleSession): Value[] | null {
  const parts =
    rule.ruleConditions === 'in'
      ? rule.ruleValue
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
          .slice(0, 200)
      : [rule.ruleValue.trim()];
  if (parts.length === 0 || parts[0] === '') throw invalidValue(rule.ruleValue);
  const values: Value[] = [];
  for (const part of parts) {
    if (part.includes('#{')) {
      if (field.type !== 'string') throw invalidValue(part);
      const value = variableValue(part, session);
      if (value === null || value === '') return null;
      values.push(value);
      continue;
    }
    try {
      values.push(typedValue(field.name, field, part));
    } catch {
      throw invalidValue(part);
    }
  }
  return values;
}

/** The condition of one rule on a resolved field; throws a BusinessError when the rule is malformed. */
function ruleCondition(field: EntityField, rule: DataRule, session: DataRuleSession): SQL {
  const operator = rule.ruleConditions;
  if (!isOperator(operator) || (operator === 'like' && field.type !== 'string')) {
    throw new BusinessError(msg('dataRuleOperatorInvalid'));
  }
  const values = ruleValues(field, rule, session);
  // A variable the caller's session cannot fill (no department) matches nothing rather than everything.
  if (values === null) return sql`false`;
  const { column } = field;
  const [value] = values;
  switch (operator) {
    case '=':
      return eq(column, value);
    case '!=':
      return ne(column, value);
    case '>':
      return gt(column, value);
    case '<':
      return lt(column, value);
    case '>=':
      return gte(column, value);
    case '<=':
      return lte(column, value);
    case 'in':
      return inArray(column, values);
    case 'like':
      return like(column, `%${escapeLike(String(value))}%`);
  }
}

/** Refuses (BusinessError) a rule whose column is not a queryable field of the list, or whose value or operator does not fit it. */
export function checkDataRule(entity: string, rule: DataRule): void {
  const field = queryableField(entity, rule.ruleColumn);
  if (!field) throw new BusinessError(msg('dataRuleColumnUnknown', 'zh', rule.ruleColumn.slice(0, 64)));
  ruleCondition(field, rule, { userCode: 'probe', orgCode: 'probe' });
}

/**
 * The rules as one condition, ANDed: each rule narrows the list further. A rule naming a column
 * the list does not allow is ignored (it never reaches SQL); a malformed one that somehow got
 * stored matches nothing. No rules: undefined, the list as it is.
 */
export function dataRuleCondition(entity: string, rules: DataRule[], session: DataRuleSession): SQL | undefined {
  const conditions: SQL[] = [];
  for (const rule of rules) {
    const field = queryableField(entity, rule.ruleColumn);
    if (!field) continue;
    try {
      conditions.push(ruleCondition(field, rule, session));
    } catch {
      conditions.push(sql`false`);
    }
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}
