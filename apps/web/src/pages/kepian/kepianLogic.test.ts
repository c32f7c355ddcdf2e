import type { FenleiNode } from '@scenecast/contracts';
import { describe, expect, it } from 'vitest';
import {
  canAddChild,
  type EditorPhoto,
  fenleiMove,
  fenleiNames,
  fenleiOptions,
  listParams,
  movePhoto,
  photoFirst,
  repeatedNumbers,
  savedPaths,
} from './kepianLogic';

const node = (id: string, parentId: string | null, level: number, children: FenleiNode[] = []): FenleiNode => ({
  id,
  shopId: 's1',
  parentId,
  name: `n-${id}`,
  level,
  sort: 1,
  top: 0,
  isShare: 0,
  mould: null,
  children,
});

const tree = [node('a', null, 0, [node('a1', 'a', 1, [node('a1x', 'a1', 2)]), node('a2', 'a', 1)]), node('b', null, 0)];

const photo = (uid: string, status: EditorPhoto['status'] = 'done'): EditorPhoto => ({
  uid,
  name: uid,
  status,
  percent: status === 'done' ? 100 : 40,
  path: status === 'done' ? `p/${uid}.png` : undefined,
});

describe('category moves', () => {
  it('moves a top-level category with sortType to its 1-based place', () => {
    expect(fenleiMove(tree, 'b', 'up')).toEqual({ ok: true, endpoint: 'sortType', sort: 1 });
  });

  it('moves a sub-category with childrenSortType', () => {
    expect(fenleiMove(tree, 'a1', 'down')).toEqual({ ok: true, endpoint: 'childrenSortType', sort: 2 });
  });

  it('refuses the first up (未知的操作) and the last down (已到最后~)', () => {
    expect(fenleiMove(tree, 'a', 'up')).toEqual({ ok: false, error: 'unknownOperation' });
    expect(fenleiMove(tree, 'a2', 'down')).toEqual({ ok: false, error: 'alreadyLast' });
  });

  it('lets yj and ej get children, not sj', () => {
    expect(canAddChild(tree[0] as FenleiNode)).toBe(true);
    expect(canAddChild(node('x', 'a1', 2))).toBe(false);
  });

  it('gives tree-select options and names in tree order', () => {
    expect(fenleiOptions(tree)[0]?.children[0]?.children[0]?.value).toBe('a1x');
    expect(fenleiNames(tree, ['b', 'a1x'])).toEqual(['n-a1x', 'n-b']);
  });
});

describe('album editor', () => {
  it('lists costume numbers entered twice', () => {
    expect(repeatedNumbers(['F1', 'F2', ' F1', 'F3', 'F2', 'F1', ''])).toEqual(['F1', 'F2']);
  });

  it('moves photos one place and refuses past the ends', () => {
    const photos = [photo('a'), photo('b'), photo('c')];
    const moved = movePhoto(photos, 'b', 'up');
    expect(moved.ok && moved.list.map((entry) => entry.uid)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(photos, 'a', 'up')).toEqual({ ok: false, error: 'unknownOperation' });
    expect(movePhoto(photos, 'c', 'down')).toEqual({ ok: false, error: 'alreadyLast' });
  });

  it('puts a photo first (the cover)', () => {
    expect(photoFirst([photo('a'), photo('b'), photo('c')], 'c').map((entry) => entry.uid)).toEqual(['c', 'a', 'b']);
  });

  it('saves paths only once every upload is done', () => {
    expect(savedPaths([photo('a'), photo('b', 'uploading')])).toBeNull();
    expect(savedPaths([photo('a'), photo('b')])).toEqual(['p/a.png', 'p/b.png']);
  });
});

describe('list query', () => {
  it('leaves out empty filters and searches the number as contains', () => {
    expect(listParams('s1', { fenleiId: null, status: 1, isPublicPd: 0, mainNumber: ' 12 ' }, 2, 20)).toEqual({
      shopId: 's1',
      pageNo: 2,
      pageSize: 20,
      status: 1,
      isPublicPd: 0,
      mainNumber: '*12*',
    });
  });
});
