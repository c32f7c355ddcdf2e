import { describe, expect, it } from 'vitest';
import { reorderIds } from './shopOrder';

const rows = [
  { id: 'a', isOwner: true },
  { id: 'b', isOwner: false },
  { id: 'c', isOwner: true },
];

describe('shop drag reorder', () => {
  it('move a row and send only the owned ids in their new order', () => {
    expect(reorderIds(rows, 'c', 'a')).toEqual({
      rows: [rows[2], rows[0], rows[1]],
      ownedIds: ['c', 'a'],
    });
  });

  it('do nothing when dropped on itself or outside', () => {
    expect(reorderIds(rows, 'a', 'a')).toBeNull();
    expect(reorderIds(rows, 'a', 'x')).toBeNull();
  });
});
