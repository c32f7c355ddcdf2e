import { describe, expect, it } from 'vitest';
import { fromFilterValue, toFilterValue } from './inputFilter';

describe('input filter (framework §5)', () => {
  it('like gives *v*, ne !v, ge >=v, le <=v', () => {
    expect(toFilterValue('abc')).toBe('*abc*');
    expect(toFilterValue('abc', 'ne')).toBe('!abc');
    expect(toFilterValue('18', 'ge')).toBe('>=18');
    expect(toFilterValue('60', 'le')).toBe('<=60');
    expect(toFilterValue('ab', 'right_like')).toBe('ab*');
    expect(toFilterValue('ab', 'left_like')).toBe('*ab');
    expect(toFilterValue('ab', 'eq')).toBe('ab');
  });

  it('trims only when asked', () => {
    expect(toFilterValue(' a b ', 'like', true)).toBe('*a b*');
    expect(toFilterValue(' a ', 'like')).toBe('* a *');
    expect(toFilterValue('   ', 'like', true)).toBe('');
  });

  it('an empty text gives no filter', () => {
    expect(toFilterValue('', 'ne')).toBe('');
  });

  it('reads back what the user typed', () => {
    for (const type of ['like', 'right_like', 'left_like', 'ne', 'ge', 'le', 'eq'] as const) {
      expect(fromFilterValue(toFilterValue('x1', type), type)).toBe('x1');
    }
    expect(fromFilterValue(undefined)).toBe('');
  });
});
