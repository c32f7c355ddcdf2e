import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSavedQueries, removeSavedQuery, saveQuery } from './savedQueries';
import {
  changeField,
  changeRule,
  isEmptyQuery,
  type QueryCondition,
  type QueryField,
  rulesFor,
  superQueryParams,
} from './superQuery';

const FIELDS: QueryField[] = [
  { field: 'name', label: '姓名', type: 'string' },
  { field: 'age', label: '年龄', type: 'number' },
  { field: 'sex', label: '性别', type: 'string', dictCode: 'sex' },
];

const cond = (field: string, rule: QueryCondition['rule'], val: string): QueryCondition => ({
  key: field,
  field,
  rule,
  val,
});

describe('advanced query conditions', () => {
  it('switching a rule away from in keeps only the first value', () => {
    expect(changeRule(cond('age', 'in', '18,20,30'), 'gt').val).toBe('18');
  });

  it('switching a rule to in keeps the value', () => {
    expect(changeRule(cond('age', 'eq', '18'), 'in').val).toBe('18');
  });

  it('a condition without a field or a value makes an empty query', () => {
    expect(isEmptyQuery([cond('', 'eq', 'x'), cond('name', 'like', '  ')])).toBe(true);
    expect(isEmptyQuery([cond('name', 'like', '张')])).toBe(false);
  });

  it('a dictionary field offers no ordering rules', () => {
    expect(rulesFor(FIELDS[2])).toEqual(['eq', 'in', 'ne']);
  });

  it('changing to a field that does not allow the rule falls back to eq and clears the value', () => {
    expect(changeField(cond('name', 'like', '张'), FIELDS[2])).toMatchObject({ field: 'sex', rule: 'eq', val: '' });
  });

  it('sends the filled conditions URL-encoded with their field type and the match type', () => {
    const params = superQueryParams(
      { matchType: 'or', conditions: [cond('age', 'ge', '18'), cond('name', 'eq', ''), cond('name', 'like', '张')] },
      FIELDS,
    );
    expect(params?.superQueryMatchType).toBe('or');
    expect(JSON.parse(decodeURIComponent(params?.superQueryParams ?? ''))).toEqual([
      { field: 'age', rule: 'ge', val: '18', type: 'number' },
      { field: 'name', rule: 'like', val: '张', type: 'string' },
    ]);
  });

  it('sends nothing for an empty query', () => {
    expect(superQueryParams({ matchType: 'and', conditions: [] }, FIELDS)).toBeNull();
  });
});

describe('saved queries', () => {
  const data = new Map<string, string>();
  beforeEach(() => {
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => data.set(key, value),
      removeItem: (key: string) => data.delete(key),
    });
    data.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  const login = (username: string) =>
    data.set('pro__Login_Username', JSON.stringify({ value: username, expire: null }));

  it('keeps each user and page apart, under the pro__ namespace', () => {
    login('alice');
    saveQuery('records', { title: '成年', matchType: 'and', records: [cond('age', 'ge', '18')] });
    expect([...data.keys()]).toContain('pro__SUPER_QUERY_SAVED');
    expect(loadSavedQueries('records').map((q) => q.title)).toEqual(['成年']);
    expect(loadSavedQueries('other')).toEqual([]);
    login('bob');
    expect(loadSavedQueries('records')).toEqual([]);
  });

  it('saving an existing title replaces it in place', () => {
    login('alice');
    saveQuery('records', { title: 'A', matchType: 'and', records: [] });
    saveQuery('records', { title: 'B', matchType: 'and', records: [] });
    const list = saveQuery('records', { title: 'A', matchType: 'or', records: [cond('name', 'eq', 'x')] });
    expect(list.map((q) => [q.title, q.matchType])).toEqual([
      ['A', 'or'],
      ['B', 'and'],
    ]);
    expect(removeSavedQuery('records', 'A').map((q) => q.title)).toEqual(['B']);
  });
});
