import type { ButtonAuth } from '@scenecast/contracts';
import { describe, expect, it } from 'vitest';
import { actionsWithPrefix, isActionAllowed } from './permissions';

const button = (action: string, status: '0' | '1' = '1'): ButtonAuth => ({
  action,
  type: '2',
  describe: action,
  status,
});
const menuEntry = (action: string): ButtonAuth => ({ action, type: '1', describe: action, status: '1' });

describe('button permissions (framework §6)', () => {
  it('allows an action the stored list contains', () => {
    expect(isActionAllowed('system:dict:refresh', { auth: [button('system:dict:refresh')], allAuth: [] })).toBe(true);
  });

  it('reads comma-separated actions', () => {
    expect(isActionAllowed('user:edit', { auth: [button('user:add,user:edit')], allAuth: [] })).toBe(true);
  });

  it('allows an action of the form list when it is not a button entry', () => {
    expect(isActionAllowed('order:view', { formPermissions: [menuEntry('order:view')], auth: [], allAuth: [] })).toBe(
      true,
    );
  });

  it('ignores type 2 entries of the form list', () => {
    expect(isActionAllowed('order:view', { formPermissions: [button('order:view')], auth: [], allAuth: [] })).toBe(
      false,
    );
  });

  it('denies when status 0 in the disable list, overriding an allow', () => {
    const lists = { auth: [button('user:delete')], allAuth: [button('user:delete', '0')] };
    expect(isActionAllowed('user:delete', lists)).toBe(false);
  });

  it('removes the element when the user has no permissions', () => {
    expect(isActionAllowed('user:add', { auth: [], allAuth: [] })).toBe(false);
  });

  it('removes the element when the action is absent', () => {
    expect(isActionAllowed('user:add', { auth: [button('user:edit')], allAuth: [button('user:edit')] })).toBe(false);
  });

  it('lists type 1 actions under a prefix without the prefix', () => {
    const entries = [
      menuEntry('jeecg:add'),
      menuEntry('jeecg:batch_delete'),
      button('jeecg:edit'),
      menuEntry('other:x'),
    ];
    expect(actionsWithPrefix(entries, 'jeecg:')).toEqual(['add', 'batch_delete']);
  });
});
