import type { WorksHjRecord } from '@scenecast/contracts';
import { describe, expect, it } from 'vitest';
import {
  dragSteps,
  findHj,
  flattenHj,
  keepListed,
  moveEntry,
  subtreeIds,
  toggleSelection,
  usagePercent,
} from './worksOrder';

/** Replays the steps as the server does (top: to place 1; up: swap with the one before). */
function replay(ids: string[], steps: ReturnType<typeof dragSteps>): string[] {
  const list = [...ids];
  for (const step of steps) {
    const index = list.indexOf(step.id);
    if (step.kind === 'top') list.unshift(...list.splice(index, 1));
    else [list[index - 1], list[index]] = [list[index] as string, list[index - 1] as string];
  }
  return list;
}

const IDS = ['a', 'b', 'c', 'd', 'e'];

describe('dragSteps', () => {
  it('moves to the first place with one "top"', () => {
    expect(dragSteps(IDS, 3, 0)).toEqual([{ kind: 'top', id: 'd' }]);
  });

  it('moves up with "up one" of the dragged work', () => {
    expect(dragSteps(IDS, 3, 1)).toEqual([
      { kind: 'up', id: 'd' },
      { kind: 'up', id: 'd' },
    ]);
  });

  it('moves down by raising each work it passes', () => {
    expect(dragSteps(IDS, 1, 3)).toEqual([
      { kind: 'up', id: 'c' },
      { kind: 'up', id: 'd' },
    ]);
  });

  it('ends in the order the grid shows, for every drag', () => {
    for (let from = 0; from < IDS.length; from++) {
      for (let to = 0; to < IDS.length; to++) {
        expect(replay(IDS, dragSteps(IDS, from, to))).toEqual(moveEntry(IDS, from, to));
      }
    }
  });

  it('does nothing for a drop in place or outside the list', () => {
    expect(dragSteps(IDS, 2, 2)).toEqual([]);
    expect(dragSteps(IDS, -1, 2)).toEqual([]);
    expect(dragSteps(IDS, 1, 9)).toEqual([]);
  });
});

describe('toggleSelection', () => {
  it('toggles one work', () => {
    expect(toggleSelection([], IDS, 'b')).toEqual(['b']);
    expect(toggleSelection(['b', 'c'], IDS, 'b')).toEqual(['c']);
  });

  it('adds a range with shift', () => {
    expect(toggleSelection(['a'], IDS, 'd', 'b')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps only listed ids', () => {
    expect(keepListed(['a', 'x', 'c'], IDS)).toEqual(['a', 'c']);
  });
});

const hj = (id: string, children: WorksHjRecord[] = []): WorksHjRecord => ({
  id,
  shopId: 's',
  parentId: null,
  name: id,
  shareType: 0,
  shareCoding: null,
  cover: null,
  coverUrl: null,
  sort: 1,
  seconds: null,
  worksCount: 0,
  childCount: children.length,
  createTime: '',
  children,
});

describe('group tree', () => {
  const tree = [hj('g1', [hj('g11', [hj('g111')]), hj('g12')]), hj('g2')];

  it('finds a group at any depth', () => {
    expect(findHj(tree, 'g111')?.id).toBe('g111');
    expect(findHj(tree, 'nope')).toBeNull();
  });

  it('lists a group with everything below it', () => {
    expect(subtreeIds(tree[0] as WorksHjRecord)).toEqual(['g1', 'g11', 'g111', 'g12']);
  });

  it('flattens depth first', () => {
    expect(flattenHj(tree).map((entry) => entry.id)).toEqual(['g1', 'g11', 'g111', 'g12', 'g2']);
  });
});

describe('usagePercent', () => {
  it('rounds and caps', () => {
    expect(usagePercent(1, 3)).toBe(33);
    expect(usagePercent(5, 3)).toBe(100);
    expect(usagePercent(5, 0)).toBe(0);
  });
});
