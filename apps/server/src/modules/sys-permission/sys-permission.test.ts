import type { MenuNode, Page, PermissionResult } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureUser } from '../../seed/identity.js';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Role } from './service.js';
import { sessionFor } from './test-session.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PERMISSIONS = '/sys/permission/getUserPermissionByToken';

async function permissionsOf(username: string) {
  const { token } = await sessionFor(t.db, username);
  return call<PermissionResult>(t.app, 'GET', PERMISSIONS, { token });
}

function findNode(nodes: MenuNode[], path: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.path === path) return node;
    const found = findNode(node.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

describe('getUserPermissionByToken', () => {
  it('answers the foundation menu as a tree in JeecgBoot’s shape', async () => {
    const { status, body } = await permissionsOf('demo');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const { menu, sysSafeMode } = body.result;
    expect(sysSafeMode).toBe(false);
    expect(menu.map((node) => node.path)).toEqual([
      '/dashboard/analysis',
      '/sheyingd',
      '/qiye',
      '/lingshou',
      '/fuzhuangs',
      '/device',
      '/demo',
      '/system',
      '/account',
    ]);
    expect(menu[0]).toEqual({
      id: '1f000000000000000000000000000001',
      path: '/dashboard/analysis',
      name: 'dashboard-analysis',
      component: 'dashboard/AnalysisPage',
      redirect: null,
      hidden: false,
      alwaysShow: false,
      route: '1',
      meta: {
        title: '数据概览',
        titleEn: 'Data overview',
        icon: 'dashboard',
        keepAlive: true,
        internalOrExternal: false,
        componentName: 'Analysis',
      },
    });
    const account = menu[menu.length - 1];
    expect(account).toMatchObject({
      name: 'account',
      component: 'layouts/RouteView',
      alwaysShow: true,
      meta: { title: '个人中心', icon: 'user' },
    });
    expect(
      account.children?.map((node) => [node.name, node.component, node.meta.componentName, node.meta.title]),
    ).toEqual([
      ['account-center', 'account/AccountCenterPage', 'AccountCenter', '账户设置'],
      ['message-isps-userAnnouncement', 'system/UserAnnouncementPage', 'UserAnnouncement', '我的消息'],
      ['account-announcement', 'system/AnnouncementPage', 'Announcement', '公告管理'],
    ]);
    expect(account.children?.every((node) => node.meta.keepAlive)).toBe(true);
  });

  it('gives every menu entry an English title', async () => {
    const untitled: string[] = [];
    const visit = (nodes: MenuNode[]) => {
      for (const node of nodes) {
        if (!node.meta.titleEn || /\p{Script=Han}/u.test(node.meta.titleEn)) untitled.push(node.meta.title);
        visit(node.children ?? []);
      }
    };
    for (const username of ['admin', 'demo', 'demo_staff']) visit((await permissionsOf(username)).body.result.menu);
    expect(untitled).toEqual([]);
  });

  it('gives an owner the refresh button, in auth and in the dictionary page’s permissionList, but no dictionary or category writes', async () => {
    const { body } = await permissionsOf('demo');
    const byAction = (a: { action: string }, b: { action: string }) => a.action.localeCompare(b.action);
    expect([...body.result.auth].sort(byAction)).toEqual(
      [
        { action: 'system:dict:refresh', type: '2', describe: '刷新缓存' },
        { action: 'system:announcement:manage', type: '2', describe: '编辑与发布公告' },
        { action: 'system:depart:manage', type: '2', describe: '管理部门' },
        { action: 'system:depart:permission', type: '2', describe: '部门权限' },
        { action: 'system:position:manage', type: '2', describe: '管理职务' },
        { action: 'system:user:manage', type: '2', describe: '管理用户' },
        { action: 'system:online:forceLogout', type: '2', describe: '强制退出' },
        { action: 'shop:add', type: '2', describe: '新增门店' },
        { action: 'shop:edit', type: '2', describe: '编辑门店' },
        { action: 'shop:delete', type: '2', describe: '删除门店' },
        { action: 'shop:member', type: '2', describe: '管理成员' },
        { action: 'device:add', type: '2', describe: '添加设备' },
        { action: 'device:control', type: '2', describe: '锁定与设置' },
        { action: 'device:release', type: '2', describe: '重置与解绑' },
        { action: 'device:update', type: '2', describe: '推送版本' },
        { action: 'works:upload', type: '2', describe: '上传作品' },
        { action: 'works:delete', type: '2', describe: '删除作品' },
        { action: 'works:share', type: '2', describe: '分享分组' },
        { action: 'works:assign', type: '2', describe: '投放到设备' },
        { action: 'kepian:add', type: '2', describe: '新增样片' },
        { action: 'kepian:edit', type: '2', describe: '编辑样片' },
        { action: 'kepian:delete', type: '2', describe: '删除样片' },
        { action: 'kepian:share', type: '2', describe: '分享样片' },
        { action: 'dangqi:edit', type: '2', describe: '设置档期' },
        { action: 'order:refund', type: '2', describe: '订单退款' },
        { action: 'applet:manage', type: '2', describe: '管理小程序' },
        { action: 'cjuser:add', type: '2', describe: '新增客户' },
        { action: 'cjuser:edit', type: '2', describe: '编辑客户' },
        { action: 'cjuser:delete', type: '2', describe: '删除客户' },
        { action: 'cjuser:import', type: '2', describe: '导入客户' },
        { action: 'cjuser:phone', type: '2', describe: '查看完整手机号' },
        { action: 'pingjia:add', type: '2', describe: '录入评价' },
        { action: 'pingjia:reply', type: '2', describe: '回复评价' },
        { action: 'pingjia:show', type: '2', describe: '显示与上屏' },
        { action: 'pingjia:delete', type: '2', describe: '删除评价' },
        { action: 'system:role:add', type: '2', describe: '添加角色' },
        { action: 'system:role:edit', type: '2', describe: '编辑角色' },
        { action: 'system:role:delete', type: '2', describe: '删除角色' },
        { action: 'system:role:permission', type: '2', describe: '角色授权' },
      ].sort(byAction),
    );
    expect(findNode(body.result.menu, '/system/category')?.meta.permissionList).toBeUndefined();
    expect(findNode(body.result.menu, '/system/dict')?.meta.permissionList).toEqual([
      { action: 'system:dict:refresh', type: '2', describe: '刷新缓存' },
    ]);
  });

  it('lists every button with its status in allAuth, the disabled one included', async () => {
    const { body } = await permissionsOf('demo');
    const statusOf = Object.fromEntries(body.result.allAuth.map((auth) => [auth.action, auth.status]));
    expect(statusOf).toEqual({
      'system:dict:refresh': '1',
      'system:dict:delete': '0',
      'system:dict:manage': '1',
      'system:category:manage': '1',
      'system:announcement:manage': '1',
      'system:depart:manage': '1',
      'system:depart:permission': '1',
      'system:position:manage': '1',
      'system:user:manage': '1',
      'system:tenant:manage': '1',
      'system:online:forceLogout': '1',
      'shop:add': '1',
      'shop:edit': '1',
      'shop:delete': '1',
      'shop:member': '1',
      'device:add': '1',
      'device:control': '1',
      'device:release': '1',
      'device:update': '1',
      'works:upload': '1',
      'works:delete': '1',
      'works:share': '1',
      'works:assign': '1',
      'kepian:add': '1',
      'kepian:edit': '1',
      'kepian:delete': '1',
      'kepian:share': '1',
      'dangqi:edit': '1',
      'order:refund': '1',
      'applet:manage': '1',
      'cjuser:add': '1',
      'cjuser:edit': '1',
      'cjuser:delete': '1',
      'cjuser:import': '1',
      'cjuser:phone': '1',
      'pingjia:add': '1',
      'pingjia:reply': '1',
      'pingjia:show': '1',
      'pingjia:delete': '1',
      'system:role:add': '1',
      'system:role:edit': '1',
      'system:role:delete': '1',
      'system:role:permission': '1',
      'system:permission:add': '1',
      'system:permission:edit': '1',
      'system:permission:delete': '1',
    });
    expect(body.result.allAuth.find((auth) => auth.action === 'system:dict:delete')).toEqual({
      action: 'system:dict:delete',
      type: '2',
      describe: '删除字典',
      status: '0',
    });
  });

  it('does not give staff the refresh button', async () => {
    const { body } = await permissionsOf('demo_staff');
    expect(body.success).toBe(true);
    expect(body.result.auth.map((auth) => auth.action).sort()).toEqual(
      [
        'device:add',
        'device:control',
        'shop:add',
        'shop:edit',
        'works:upload',
        'works:assign',
        'kepian:add',
        'kepian:edit',
        'cjuser:add',
        'cjuser:edit',
        'pingjia:add',
        'pingjia:reply',
        'pingjia:show',
      ].sort(),
    );
    // Staff read dictionaries through the forms; the dictionary page is the administrators'.
    expect(findNode(body.result.menu, '/system/dict')).toBeUndefined();
    expect(body.result.allAuth.map((auth) => auth.action)).toContain('system:dict:refresh');
  });

  it('grants nothing through a disabled button, even to a role linked to it', async () => {
    const { body } = await permissionsOf('admin');
    expect(body.result.auth.map((auth) => auth.action)).not.toContain('system:dict:delete');
    expect(body.result.auth.map((auth) => auth.action)).toEqual(
      expect.arrayContaining([
        'system:dict:refresh',
        'system:dict:manage',
        'system:category:manage',
        'system:announcement:manage',
        'system:permission:add',
        'system:depart:manage',
        'system:position:manage',
        'system:user:manage',
      ]),
    );
  });

  it('refuses an empty menu for a user with no role', async () => {
    await ensureUser(t.db, {
      username: 'no_role_user',
      realname: '无角色',
      password: null,
      phone: null,
      tenantName: '演示影楼',
    });
    const { status, body } = await permissionsOf('no_role_user');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 500, message: '菜单权限必须是非空数组' });
  });

  it('needs a token', async () => {
    const { status } = await call(t.app, 'GET', PERMISSIONS);
    expect(status).toBe(401);
  });
});

describe('roles', () => {
  it('shows a platform admin every role', async () => {
    const { token } = await sessionFor(t.db, 'admin');
    const { body } = await call<Role[]>(t.app, 'GET', '/sys/role/queryall', { token });
    expect(body.result.map((role) => role.roleCode)).toEqual(['admin', 'owner', 'staff']);
  });

  it('never shows a tenant’s user the admin role', async () => {
    const { token } = await sessionFor(t.db, 'demo');
    const all = await call<Role[]>(t.app, 'GET', '/sys/role/queryall', { token });
    expect(all.body.result.map((role) => role.roleCode)).toEqual(['owner', 'staff']);
    const page = await call<Page<Role>>(t.app, 'GET', '/sys/role/list?column=roleCode&order=asc', { token });
    expect(page.body.result).toMatchObject({ total: 2, current: 1, size: 10, pages: 1 });
    expect(page.body.result.records.map((role) => role.roleName)).toEqual(['店主', '店员']);
  });

  it('filters roles by name with wildcards', async () => {
    const { token } = await sessionFor(t.db, 'admin');
    const { body } = await call<Page<Role>>(t.app, 'GET', `/sys/role/list?roleName=${encodeURIComponent('*管理*')}`, {
      token,
    });
    expect(body.result.records.map((role) => role.roleCode)).toEqual(['admin']);
  });

  it('documents its calls in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/sys/permission/getUserPermissionByToken', '/api/sys/role/list']),
    );
  });
});
