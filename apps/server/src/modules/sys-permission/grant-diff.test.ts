import { describe, expect, it } from 'vitest';
import { grantDiff } from './grant-diff.js';

describe('grantDiff', () => {
  const changeable = new Set(['a', 'b', 'c']);

  it('adds the wanted entries not held and removes the held ones no longer wanted', () => {
    expect(grantDiff({ held: ['a', 'b'], wanted: ['b', 'c', 'c'], changeable })).toEqual({
      added: ['c'],
      removed: ['a'],
      refused: [],
    });
  });

  it('keeps a held entry the caller may not change, even when it is not wanted', () => {
    expect(grantDiff({ held: ['a', 'x'], wanted: [], changeable })).toEqual({ added: [], removed: ['a'], refused: [] });
  });

  it('refuses a new entry the caller may not give, but not one already held', () => {
    expect(grantDiff({ held: ['x'], wanted: ['x', 'y', 'a'], changeable })).toEqual({
      added: ['a'],
      removed: [],
      refused: ['y'],
    });
  });
});
