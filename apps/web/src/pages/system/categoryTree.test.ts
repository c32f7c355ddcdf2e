import { describe, expect, it } from 'vitest';
import { buildCategoryTree, type CategoryRow } from './categoryTree';

const row = (id: string, pid: string, code: string): CategoryRow => ({
  id,
  pid,
  name: id,
  code,
  hasChild: '0',
  sortNo: 0,
});

describe('buildCategoryTree', () => {
  it('nests rows under their parents in the given order, leaves without children', () => {
    const tree = buildCategoryTree([
      row('a', '0', 'A01'),
      row('b', '0', 'A02'),
      row('a2', 'a', 'A01A02'),
      row('a1', 'a', 'A01A01'),
    ]);
    expect(tree.map((node) => node.id)).toEqual(['a', 'b']);
    expect(tree[0].children?.map((node) => node.id)).toEqual(['a2', 'a1']);
    expect(tree[1].children).toBeUndefined();
  });
});
