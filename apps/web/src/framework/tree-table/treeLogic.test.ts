import { describe, expect, it } from 'vitest';
import { awaitsChildren, hasLazyChildren, rowsOfResult, setChildren, withPlaceholders } from './treeLogic';

describe('tree table', () => {
  it('a node with hasChildren or hasChild 1 shows one loading placeholder child', () => {
    const tree = withPlaceholders(
      [
        { id: 'a', hasChildren: true },
        { id: 'b', hasChild: '1' },
        { id: 'c', hasChild: '0' },
      ],
      'id',
    );
    expect(tree[0].children).toEqual([{ id: 'a__loading', isPlaceholder: true }]);
    expect(awaitsChildren(tree[1])).toBe(true);
    expect(tree[2].children).toBeUndefined();
    expect(hasLazyChildren({ hasChildren: false, hasChild: 0 })).toBe(false);
  });

  it('loaded children replace the placeholder; none makes the node a leaf', () => {
    const tree = withPlaceholders(
      [
        { id: 'a', hasChild: '1' },
        { id: 'b', hasChild: '1' },
      ],
      'id',
    );
    const loaded = setChildren(tree, 'id', 'a', withPlaceholders([{ id: 'a1', hasChild: '1' }], 'id'));
    expect(loaded[0].children?.[0]).toMatchObject({ id: 'a1', children: [{ id: 'a1__loading' }] });
    expect(awaitsChildren(loaded[0])).toBe(false);
    const deeper = setChildren(loaded, 'id', 'a1', []);
    expect(deeper[0].children?.[0].children).toBeUndefined();
    expect('children' in (setChildren(tree, 'id', 'b', [])[1] ?? {})).toBe(false);
  });

  it('reads an array or a page of records, and refuses anything else', () => {
    expect(rowsOfResult([{ id: 1 }], 'zh')).toEqual([{ id: 1 }]);
    expect(rowsOfResult({ records: [{ id: 2 }], total: 1 }, 'zh')).toEqual([{ id: 2 }]);
    expect(() => rowsOfResult({ items: [] }, 'zh')).toThrow('返回数据类型不识别');
    expect(() => rowsOfResult(null, 'en')).toThrow('The returned data type is not recognised');
  });
});
