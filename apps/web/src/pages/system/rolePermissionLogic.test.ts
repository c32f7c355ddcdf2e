import type { PermissionTreeNode } from '@scenecast/contracts';
import { describe, expect, it } from 'vitest';
import { allKeys, toggleChecked } from './rolePermissionLogic';

const node = (key: string, children?: PermissionTreeNode[]): PermissionTreeNode => ({
  key,
  title: key,
  titleEn: null,
  value: key,
  parentId: null,
  menuType: 0,
  isLeaf: !children,
  icon: null,
  ruleFlag: false,
  ...(children ? { children } : {}),
});

const tree = [node('system', [node('role', [node('role:add'), node('role:edit')])]), node('dashboard')];

describe('role permission checks', () => {
  it('checks the ancestors of a checked button', () => {
    expect(toggleChecked(tree, ['dashboard'], 'role:add', true).sort()).toEqual(
      ['dashboard', 'role', 'role:add', 'system'].sort(),
    );
  });

  it('unchecks what is under an unchecked menu, and nothing else', () => {
    expect(toggleChecked(tree, ['system', 'role', 'role:add', 'dashboard'], 'role', false).sort()).toEqual([
      'dashboard',
      'system',
    ]);
  });

  it('lists every key', () => {
    expect(allKeys(tree)).toEqual(['system', 'role', 'role:add', 'role:edit', 'dashboard']);
  });
});
