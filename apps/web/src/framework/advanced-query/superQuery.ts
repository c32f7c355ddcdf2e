/** The advanced query's conditions and what the list sends for them (framework §3, §4, §5; api-contract). */

export const QUERY_RULES = ['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le'] as const;
export type QueryRule = (typeof QUERY_RULES)[number];
export type MatchType = 'and' | 'or';

export type QueryFieldType = 'string' | 'number' | 'date';

/** A field a list offers to the advanced query: from the list's own field definitions. */
export interface QueryField {
  field: string;
  label: string;
  type: QueryFieldType;
  /** Values come from this dictionary (a dict select). */
  dictCode?: string;
  /** Or from these fixed options. */
  options?: { value: string; text: string }[];
}

/** One condition row; `val` holds the values of `in` comma-separated, as the server reads them. */
export interface QueryCondition {
  key: string;
  field: string;
  rule: QueryRule;
  val: string;
}

export interface SuperQuery {
  matchType: MatchType;
  conditions: QueryCondition[];
}

/** Rules that compare order have no meaning on a dictionary's codes, nor text matching on numbers or dates. */
export function rulesFor(field: QueryField | undefined): readonly QueryRule[] {
  if (!field) return QUERY_RULES;
  if (field.dictCode || field.options) return ['eq', 'in', 'ne'];
  if (field.type === 'number' || field.type === 'date') return ['eq', 'in', 'ne', 'gt', 'ge', 'lt', 'le'];
  return QUERY_RULES;
}

let nextKey = 0;
export function newCondition(): QueryCondition {
  nextKey += 1;
  return { key: `c${Date.now().toString(36)}${nextKey}`, field: '', rule: 'eq', val: '' };
}

export function splitValues(val: string): string[] {
  return val ? val.split(',').filter((part) => part !== '') : [];
}

/** Switching a rule away from 'in' keeps only the first value (framework §4). */
export function changeRule(condition: QueryCondition, rule: QueryRule): QueryCondition {
  const val = condition.rule === 'in' && rule !== 'in' ? (splitValues(condition.val)[0] ?? '') : condition.val;
  return { ...condition, rule, val };
}

/** A new field starts with no value, and with its first allowed rule when the old one does not fit it. */
export function changeField(condition: QueryCondition, field: QueryField | undefined): QueryCondition {
  const allowed = rulesFor(field);
  const rule = allowed.includes(condition.rule) ? condition.rule : 'eq';
  return { ...condition, field: field?.field ?? '', rule, val: '' };
}

/** The conditions that say something: a field and a value. */
export function filledConditions(conditions: QueryCondition[]): QueryCondition[] {
  return conditions.filter((condition) => condition.field && condition.val.trim() !== '');
}

export function isEmptyQuery(conditions: QueryCondition[]): boolean {
  return filledConditions(conditions).length === 0;
}

export interface SuperQueryParams {
  superQueryParams: string;
  superQueryMatchType: MatchType;
}

/** What the list sends: the filled conditions as URL-encoded JSON [{field, rule, val, type}] and the match type. */
export function superQueryParams(query: SuperQuery, fields: QueryField[]): SuperQueryParams | null {
  const filled = filledConditions(query.conditions);
  if (filled.length === 0) return null;
  const typeOf = (name: string) => fields.find((field) => field.field === name)?.type ?? 'string';
  const items = filled.map(({ field, rule, val }) => ({ field, rule, val: val.trim(), type: typeOf(field) }));
  return { superQueryParams: encodeURIComponent(JSON.stringify(items)), superQueryMatchType: query.matchType };
}
