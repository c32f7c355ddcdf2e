import { describe, expect, it } from 'vitest';
import { tableFit } from './smallScreen';

describe('tableFit', () => {
  it('lets a wide screen scroll the table sideways with its actions pinned right', () => {
    const fit = tableFit(false, 1100);
    expect(fit.scroll).toEqual({ x: 1100 });
    expect(fit.actions(180, 72)).toEqual({ width: 180, fixed: 'right' });
  });

  it('gives a phone no sideways scroll and no pinned column, only the narrow actions width', () => {
    const fit = tableFit(true, 1100);
    expect(fit.scroll).toBeUndefined();
    expect(fit.actions(180, 72)).toEqual({ width: 72 });
  });
});
