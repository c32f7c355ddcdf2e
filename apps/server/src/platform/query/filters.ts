import { msg } from '@scenecast/contracts';
import { and, eq, gt, gte, ilike, inArray, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { escapeLike, wildcardFilter } from '../db/like.js';
import { BusinessError } from '../http/errors.js';
import { type QueryField, type QueryFields, queryField, typedValue } from './fields.js';

/**
 * A list's input filter (framework §2 input filter): `!v` not equal, `>=v` at least, `<=v` at
 * most; on text fields `*v*`, `v*`, `*v` as `wildcardFilter` reads them, else equal. Values bound.
 */
export function inputFilter(name: string, field: QueryField, raw: string | undefined): SQL | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const text = raw.trim();
  const operator = /^(>=|<=|!)/.exec(text)?.[1];
  if (operator) {
    const value = typedValue(name, field, text.slice(operator.length));
    if (operator === '!') return ne(field.column, value);
    return operator === '>=' ? gte(field.column, value) : lte(field.column, value);
  }
  if (field.type === 'string') return wildcardFilter(field.column, text);
  return eq(field.column, typedValue(name, field, text));
}

/** Every input filter of a list query: only fields of the allow-list are read, the rest ignored. */
export function inputFilters(fields: QueryFields, query: Record<string, unknown>): SQL[] {
  const conditions: SQL[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const raw = query[name];
    const condition = inputFilter(name, field, typeof raw === 'string' ? raw : undefined);
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/** Advanced-query rules (framework §5): nothing else is accepted. */
export const SUPER_QUERY_RULES = ['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le'] as const;
type Rule = (typeof SUPER_QUERY_RULES)[number];

const condition = z.object({
  field: z.string().max(64),
  rule: z.string().max(32),
  val: z.union([z.string().max(1000), z.number(), z.null()]).optional(),
  type: z.string().max(32).optional(),
});
const conditions = z.array(condition).max(50);

const invalid = () => new BusinessError(msg('superQueryInvalid'));

/** The JSON of superQueryParams, URL-encoded once more by the clients that send it so. */
function parseConditions(raw: string): z.infer<typeof conditions> {
  let text = raw.trim();
  if (text.startsWith('%')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      throw invalid();
    }
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw invalid();
  }
  const parsed = conditions.safeParse(json);
  if (!parsed.success) throw invalid();
  return parsed.data;
}

const isRule = (rule: string): rule is Rule => (SUPER_QUERY_RULES as readonly string[]).includes(rule);

function ruleCondition(name: string, field: QueryField, rule: Rule, raw: string): SQL {
  const { column } = field;
  switch (rule) {
    case 'like':
    case 'right_like':
    case 'left_like': {
      if (field.type !== 'string') throw new BusinessError(msg('queryRuleUnknown', 'zh', `${name} ${rule}`));
      const core = escapeLike(raw);
      const pattern = rule === 'like' ? `%${core}%` : rule === 'right_like' ? `${core}%` : `%${core}`;
      return ilike(column, pattern);
    }
    case 'in': {
      const values = raw
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .slice(0, 200);
      if (values.length === 0) throw new BusinessError(msg('queryValueInvalid', 'zh', name));
      return inArray(
        column,
        values.map((value) => typedValue(name, field, value)),
      );
    }
    case 'eq':
      return eq(column, typedValue(name, field, raw));
    case 'ne':
      return ne(column, typedValue(name, field, raw));
    case 'gt':
      return gt(column, typedValue(name, field, raw));
    case 'ge':
      return gte(column, typedValue(name, field, raw));
    case 'lt':
      return lt(column, typedValue(name, field, raw));
    case 'le':
      return lte(column, typedValue(name, field, raw));
  }
}

/**
 * The advanced query (superQueryParams: [{field, rule, val, type}], superQueryMatchType and|or)
 * as one SQL condition. Fields resolve through the allow-list (the client's `type` is ignored: the
 * server knows each field's type), rules through SUPER_QUERY_RULES; an empty value is skipped.
 */
export function superQuery(
  fields: QueryFields,
  raw: string | undefined,
  matchType: string | undefined,
): SQL | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (matchType !== undefined && matchType !== '' && matchType !== 'and' && matchType !== 'or') throw invalid();
  const parts: SQL[] = [];
  for (const item of parseConditions(raw)) {
    const field = queryField(fields, item.field);
    if (!isRule(item.rule)) throw new BusinessError(msg('queryRuleUnknown', 'zh', item.rule.slice(0, 32)));
    if (item.val === undefined || item.val === null || String(item.val).trim() === '') continue;
    parts.push(ruleCondition(item.field, field, item.rule, String(item.val)));
  }
  if (parts.length === 0) return undefined;
  return matchType === 'or' ? or(...parts) : and(...parts);
}
