import { describe, expect, it } from 'vitest';
import { splitValue, textsByKey } from './constants';

describe('picker values', () => {
  it('multi-select values join and split with commas, without empties', () => {
    expect(splitValue('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(splitValue(undefined)).toEqual([]);
    expect(splitValue('a|b', '|')).toEqual(['a', 'b']);
  });

  it('texts map to their values only when none is missing', () => {
    expect(textsByKey(['a', 'b'], ['甲', '乙'])).toEqual({ a: '甲', b: '乙' });
    expect(textsByKey(['a', 'b'], ['乙'])).toEqual({ a: 'a', b: 'b' });
  });
});
