import type { MenuNode, PermissionRecord, PermissionResult, PermissionTreeRecord } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from './test-session.js';

let t: TestApp;
let owner: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await sessionFor(t.db, 'demo')).token;
  admin = (await sessionFor(t.db, 'admin')).token;
});
afterAll(() => t.close());

const SYSTEM = '1f0000000000000000000000sysadm01';
const ACCOUNT = '1f000000000000000000000000000002';

const menuOf = async (token: string) =>
  (await call<PermissionResult>(t.app, 'GET', '/sys/permission/getUserPermissionByToken', { token })).body.result.menu;
const find = (nodes: MenuNode[], path: string): MenuNode | undefined =>
  nodes.map((node) => (node.path === path ? node : find(node.children ?? [], path))).find(Boolean);

async function addEntry(body: Record<string, unknown>) {
  const answer = await call<PermissionRecord>(t.app, 'POST', '/sys/permission/add', { token: admin, body });
  expect(answer.body.success).toBe(true);
  return answer.body.result;
}

describe('menus and buttons', () => {
  it('lists every entry as a tree sorted by sortNo, for the platform administrator', async () => {
    const { body } = await call<PermissionTreeRecord[]>(t.app, 'GET', '/sys/permission/list', { token: admin });
    const system = body.result.find((node) => node.id === SYSTEM);
    expect(system?.children?.map((node) => node.url)).toEqual([
      '/system/user',
      '/system/role',
      '/system/permission',
      '/system/depart',
      '/system/position',
      '/system/tenant',
      '/system/dict',
      '/system/category',
      '/system/operlog',
      '/system/loginlog',
      '/system/online',
    ]);
    expect(system?.children?.[1].children?.map((node) => node.perms)).toEqual([
      'system:role:add',
      'system:role:edit',
      'system:role:delete',
      'system:role:permission',
    ]);
    const sortNos = body.result.map((node) => node.sortNo);
    expect(sortNos).toEqual([...sortNos].sort((a, b) => a - b));
    const found = await call<PermissionRecord[]>(
      t.app,
      'GET',
      `/sys/permission/list?name=${encodeURIComponent('角色')}`,
      {
        token: admin,
      },
    );
    expect(found.body.result.map((row) => row.name)).toEqual(expect.arrayContaining(['角色管理', '添加角色']));
  });

  it('answers the top menus, their children and the (empty) data rules', async () => {
    const top = await call<PermissionRecord[]>(t.app, 'GET', '/sys/permission/getSystemMenuList', { token: admin });
    expect(top.body.result.every((row) => row.parentId === null)).toBe(true);
    const sub = await call<PermissionRecord[]>(t.app, 'GET', `/sys/permission/getSystemSubmenu?parentId=${SYSTEM}`, {
      token: admin,
    });
    expect(sub.body.result.map((row) => row.name)).toEqual([
      '用户管理',
      '角色管理',
      '菜单管理',
      '部门管理',
      '职务管理',
      '租户管理',
      '数据字典',
      '分类字典',
      '操作日志',
      '登录日志',
      '在线用户',
    ]);
    const batch = await call<Record<string, PermissionRecord[]>>(
      t.app,
      'GET',
      `/sys/permission/getSystemSubmenuBatch?parentIds=${SYSTEM},${ACCOUNT}`,
      { token: admin },
    );
    expect(Object.keys(batch.body.result).sort()).toEqual([ACCOUNT, SYSTEM].sort());
    const rules = await call(t.app, 'GET', `/sys/permission/getPermRuleListByPermId?permissionId=${SYSTEM}`, {
      token: admin,
    });
    expect(rules.body.result).toEqual([]);
    const unknown = await call(t.app, 'GET', '/sys/permission/queryPermissionRule?permissionId=nope', { token: admin });
    expect(unknown.body).toMatchObject({ success: false, message: '菜单不存在' });
  });

  it('keeps the menu administration to the platform administrator', async () => {
    const list = await call(t.app, 'GET', '/sys/permission/list', { token: owner });
    expect(list.status).toBe(403);
    const add = await call(t.app, 'POST', '/sys/permission/add', {
      token: owner,
      body: { name: '偷加', menuType: 0, url: '/x', component: 'x/X' },
    });
    expect(add.status).toBe(403);
  });

  it('refuses a sub menu without parent, a menu without path, a button without action code', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', menuType: 0, url: '/a', component: 'a/A' }, '请输入菜单名称'],
      [{ name: '子菜单', menuType: 1, url: '/a', component: 'a/A' }, '请选择上级菜单'],
      [{ name: '菜单', menuType: 0, component: 'a/A' }, '请输入菜单路径'],
      [{ name: '菜单', menuType: 0, url: '/a' }, '请输入前端组件'],
      [{ name: '按钮', menuType: 2, parentId: SYSTEM }, '请输入授权标识'],
    ];
    for (const [body, message] of cases) {
      const answer = await call(t.app, 'POST', '/sys/permission/add', { token: admin, body });
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    const underButton = await call(t.app, 'POST', '/sys/permission/add', {
      token: admin,
      body: {
        name: '按钮下的',
        menuType: 1,
        parentId: '1f0000000000000000000000sysadm11',
        url: '/b',
        component: 'b/B',
      },
    });
    expect(underButton.body).toMatchObject({ success: false, message: '上级菜单不能是自身、其下级或按钮' });
  });

  it('adds, edits and deletes entries, and signed-in users see the change at once', async () => {
    const before = await menuOf(owner);
    expect(find(before, '/account/center')?.meta.title).toBe('账户设置');
    const group = await addEntry({
      name: '测试分组',
      nameEn: 'Test group',
      menuType: 0,
      url: '/t',
      component: 'layouts/RouteView',
      sortNo: 99,
    });
    const page = await addEntry({
      name: '测试页',
      menuType: 1,
      parentId: group.id,
      url: '/t/page',
      component: 't/Page',
    });
    const button = await addEntry({ name: '测试按钮', menuType: 2, parentId: page.id, perms: 't:do', permsType: '2' });
    expect(button).toMatchObject({ url: null, component: null, isRoute: false });
    const tree = await call<PermissionTreeRecord[]>(t.app, 'GET', '/sys/permission/list', { token: admin });
    const stored = tree.body.result.find((node) => node.id === group.id);
    expect(stored).toMatchObject({
      isLeaf: false,
      children: [{ id: page.id, isLeaf: false, children: [{ id: button.id }] }],
    });

    const centerId = find(before, '/account/center')?.id;
    const edited = await call(t.app, 'PUT', '/sys/permission/edit', {
      token: admin,
      body: {
        id: centerId,
        parentId: ACCOUNT,
        name: '我的账户',
        menuType: 1,
        url: '/account/center',
        component: 'account/AccountCenterPage',
        componentName: 'AccountCenter',
        sortNo: 1,
        keepAlive: true,
      },
    });
    expect(edited.body.success).toBe(true);
    expect(find(await menuOf(owner), '/account/center')?.meta.title).toBe('我的账户');

    const cycle = await call(t.app, 'PUT', '/sys/permission/edit', {
      token: admin,
      body: {
        id: group.id,
        parentId: page.id,
        name: '测试分组',
        menuType: 1,
        url: '/t',
        component: 'layouts/RouteView',
      },
    });
    expect(cycle.body).toMatchObject({ success: false, message: '上级菜单不能是自身、其下级或按钮' });

    const deleted = await call(t.app, 'DELETE', `/sys/permission/delete?id=${group.id}`, { token: admin });
    expect(deleted.body.success).toBe(true);
    const after = await call<PermissionTreeRecord[]>(
      t.app,
      'GET',
      `/sys/permission/list?name=${encodeURIComponent('测试')}`,
      {
        token: admin,
      },
    );
    expect(after.body.result).toEqual([]);
  });
});
