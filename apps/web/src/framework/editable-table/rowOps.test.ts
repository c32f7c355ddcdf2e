import { DEFAULT_ADD_ROW_SETTINGS } from '@scenecast/contracts';
import { describe, expect, it } from 'vitest';
import { excludedButtons } from './buttonAuth';
import {
  addIndex,
  committedRows,
  insertRows,
  isInsertTooFast,
  isTempRowId,
  moveRow,
  newRow,
  removeRows,
  renumber,
  shiftRows,
  statistic,
} from './rowOps';
import type { TableRow } from './types';

const rows = (...ids: string[]): TableRow[] => ids.map((id) => ({ id }));
const ids = (list: readonly TableRow[]) => list.map((row) => row.id);

describe('editable table rows', () => {
  it('a new row has a temporary id and the columns defaults, a checkbox its custom value', () => {
    const row = newRow([
      { key: 'name', title: 'n', type: 'input', defaultValue: 'x' },
      { key: 'on', title: 'o', type: 'checkbox', customValue: ['Y', 'N'], defaultChecked: true },
      { key: 'off', title: 'o', type: 'checkbox', customValue: ['Y', 'N'] },
      { key: 'flag', title: 'f', type: 'checkbox' },
    ]);
    expect(isTempRowId(row.id)).toBe(true);
    expect(row).toMatchObject({ name: 'x', on: 'Y', off: 'N', flag: false });
    expect(newRow([]).id).not.toBe(row.id);
  });

  it('adds at the bottom by default and before the n-th row for position n', () => {
    expect(addIndex(DEFAULT_ADD_ROW_SETTINGS, 5)).toBe(5);
    expect(addIndex({ ...DEFAULT_ADD_ROW_SETTINGS, position: 1 }, 5)).toBe(0);
    expect(addIndex({ ...DEFAULT_ADD_ROW_SETTINGS, position: 9 }, 5)).toBe(5);
    expect(ids(insertRows(rows('a', 'b'), rows('x', 'y'), 1))).toEqual(['a', 'x', 'y', 'b']);
    expect(ids(insertRows(rows('a'), rows('x'), 7))).toEqual(['a', 'x']);
  });

  it('drag and move up/down keep orderNum as the position', () => {
    const moved = renumber(moveRow(rows('a', 'b', 'c'), 0, 2), 'orderNum');
    expect(moved.map((row) => [row.id, row.orderNum])).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 3],
    ]);
    expect(ids(shiftRows(rows('a', 'b', 'c'), new Set(['c']), -1))).toEqual(['a', 'c', 'b']);
    expect(ids(shiftRows(rows('a', 'b', 'c'), new Set(['a', 'b']), 1))).toEqual(['c', 'a', 'b']);
    expect(ids(shiftRows(rows('a', 'b', 'c'), new Set(['a']), -1))).toEqual(['a', 'b', 'c']);
    expect(ids(shiftRows(rows('a', 'b', 'c'), new Set(['c']), 1))).toEqual(['a', 'b', 'c']);
  });

  it('renumber keeps the unchanged rows as they are', () => {
    const list: TableRow[] = [{ id: 'a', orderNum: 1 }, { id: 'b' }];
    const next = renumber(list, 'orderNum');
    expect(next[0]).toBe(list[0]);
    expect(next[1]).toEqual({ id: 'b', orderNum: 2 });
  });

  it('delete reports only the removed rows the server knows', () => {
    const fresh = newRow([]);
    const { rows: left, deleted } = removeRows([...rows('a', 'b'), fresh], new Set(['a', fresh.id]));
    expect(ids(left)).toEqual(['b']);
    expect(deleted).toEqual(['a']);
  });

  it('the commit drops temporary ids', () => {
    const fresh = { ...newRow([]), name: 'n' };
    expect(committedRows([{ id: 'a', name: 'x' }, fresh])).toEqual([{ id: 'a', name: 'x' }, { name: 'n' }]);
  });

  it('sums and averages the numeric values', () => {
    const list: TableRow[] = [
      { id: 'a', v: '1.5' },
      { id: 'b', v: 2 },
      { id: 'c', v: '' },
      { id: 'd', v: 'x' },
    ];
    expect(statistic(list, 'v', 'sum')).toBe(3.5);
    expect(statistic(list, 'v', 'avg')).toBe(1.75);
    expect(statistic([], 'v', 'avg')).toBe(0);
  });

  it('refuses a second insert within the window', () => {
    expect(isInsertTooFast(null, 1000, 1500)).toBe(false);
    expect(isInsertTooFast(1000, 2499, 1500)).toBe(true);
    expect(isInsertTooFast(1000, 2500, 1500)).toBe(false);
  });

  it('a prefix hides the buttons declared under it that the user lacks', () => {
    const all = [
      { action: 'demo:add,demo:batch_delete', type: '1' as const, describe: '' },
      { action: 'other:add', type: '1' as const, describe: '' },
    ];
    const mine = [{ action: 'demo:add', type: '1' as const, describe: '' }];
    expect([...excludedButtons('demo:', mine, all)]).toEqual(['batch_delete']);
    expect([...excludedButtons(undefined, [], all)]).toEqual([]);
  });
});
