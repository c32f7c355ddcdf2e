import { SHOUYE_MODULES } from '@scenecast/contracts';
import { describe, expect, it } from 'vitest';
import { moveRow, rowsOf, shownModules } from './shouyeRows';

describe('home module rows', () => {
  it('list the shown modules first in their order, then the hidden ones', () => {
    const rows = rowsOf(['story', 'packages'], SHOUYE_MODULES);
    expect(rows.map((row) => [row.module, row.shown])).toEqual([
      ['story', true],
      ['packages', true],
      ['works', false],
      ['albums', false],
      ['reviews', false],
    ]);
  });

  it('move a row by one place and answer the shown modules in the new order', () => {
    const rows = moveRow(rowsOf(['story', 'packages'], SHOUYE_MODULES), 1, -1);
    expect(shownModules(rows)).toEqual(['packages', 'story']);
    expect(moveRow(rows, 0, -1)).toBe(rows);
  });
});
