import type { MenuNode, PermissionResult } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from './test-session.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function menuOf(username: string): Promise<MenuNode[]> {
  const { token } = await sessionFor(t.db, username);
  const { body } = await call<PermissionResult>(t.app, 'GET', '/sys/permission/getUserPermissionByToken', { token });
  return body.result.menu;
}

const topPaths = (menu: MenuNode[]) => menu.map((node) => node.path);
const allPaths = (menu: MenuNode[]): string[] => menu.flatMap((node) => [node.path, ...allPaths(node.children ?? [])]);

describe('scene menus', () => {
  it('show the photography home to its owner, with the shop pages and their buttons', async () => {
    const menu = await menuOf('demo');
    const group = menu.find((node) => node.path === '/sheyingd');
    expect(group).toMatchObject({
      component: 'layouts/RouteView',
      redirect: '/cjmain/index',
      alwaysShow: true,
      meta: { title: '摄影门店', icon: 'camera' },
    });
    expect(
      group?.children?.map((node) => [node.path, node.component, node.meta.componentName, node.meta.keepAlive]),
    ).toEqual([
      ['/cjmain/index', 'cjmain/SceneHomePage', 'SceneHome', true],
      ['/cjmain/shop', 'shop/ShopListPage', 'ShopList', true],
      ['/cjmain/member', 'shop/MemberPage', 'ShopMember', true],
      ['/cjmain/works', 'works/WorksLibraryPage', 'WorksLibrary', true],
      ['/cjmain/recycle', 'works/RecyclePage', 'WorksRecycle', true],
      ['/cjmain/kepian', 'kepian/KepianPage', 'Kepian', true],
      ['/cjmain/taoxi', 'cjmain/taoxi/TaoxiPage', 'Taoxi', true],
      ['/cjmain/fuzhuang', 'cjmain/fuzhuang/FuzhuangPage', 'Fuzhuang', true],
      ['/cjmain/dangqi', 'dangqi/DangqiPage', 'Dangqi', true],
      ['/cjmain/order', 'order/OrderPage', 'Order', true],
      ['/cjmain/cjuser', 'cjuser/CjuserPage', 'Cjuser', true],
      ['/cjmain/pingjia', 'pingjia/PingjiaPage', 'Pingjia', true],
      ['/cjmain/dangqierp', 'studio-erp/DangqiErpPage', 'DangqiErp', true],
      ['/cjmain/ordererp', 'studio-erp/OrderErpPage', 'OrderErp', true],
      ['/cjmain/pingjiaerp', 'studio-erp/PingjiaErpPage', 'PingjiaErp', true],
      ['/cjmain/cjusererp', 'studio-erp/CjuserErpPage', 'CjuserErp', true],
      ['/cjmain/applet', 'applet/AppletPage', 'Applet', true],
      ['/cjmain/story', 'cjmain/studio/StoryPage', 'Story', true],
      ['/cjmain/shouye', 'cjmain/studio/ShouyePage', 'Shouye', true],
      ['/cjmain/baseinfo', 'cjmain/studio/BaseInfoPage', 'BaseInfo', true],
    ]);
    expect(group?.children?.[1].meta.permissionList?.map((auth) => auth.action)).toEqual([
      'shop:add',
      'shop:edit',
      'shop:delete',
      'shop:member',
    ]);
  });

  it('show the enterprise home, not the photography one, to the enterprise owner', async () => {
    const menu = await menuOf('demo2');
    expect(topPaths(menu)).toEqual(['/dashboard/analysis', '/qiye', '/device', '/demo', '/system', '/account']);
    const group = menu.find((node) => node.path === '/qiye');
    expect(group?.redirect).toBe('/qymain/index');
    expect(group?.children?.map((node) => [node.path, node.component])).toEqual([
      ['/qymain/index', 'qymain/EnterpriseHomePage'],
      ['/qymain/blocks', 'qymain/EnterpriseBlocksPage'],
      ['/qymain/applet', 'applet/AppletPage'],
    ]);
    const applet = group?.children?.[2];
    expect(applet?.meta.icon).toBe('qrcode');
    expect(applet?.meta.permissionList?.map((auth) => auth.action)).toEqual(['applet:manage']);
  });

  it('give the demo owner the enterprise page, the retail pages in the spec’s order and the lookbook', async () => {
    const menu = await menuOf('demo');
    expect(allPaths(menu)).toContain('/qymain/blocks');
    const retail = menu.find((node) => node.path === '/lingshou');
    expect(retail?.children?.map((node) => [node.path, node.meta.icon])).toEqual([
      ['/lsmain/index', expect.anything()],
      ['/lsmain/shouye', 'build'],
      ['/lsmain/product', 'barcode'],
      ['/lsmain/anli', 'trophy'],
      ['/lsmain/applet', 'qrcode'],
    ]);
    expect(allPaths(menu)).toContain('/fzmain/lookbook');
  });

  it('show no scene home to an account without scenes', async () => {
    expect(topPaths(await menuOf('13800000003'))).toEqual(['/dashboard/analysis', '/demo', '/system', '/account']);
  });

  it('show the scene to an active member, without the owner’s buttons', async () => {
    const menu = await menuOf('demo_staff');
    const shopPage = menu.find((node) => node.path === '/sheyingd')?.children?.[1];
    expect(shopPage?.meta.permissionList?.map((auth) => auth.action)).toEqual(['shop:add', 'shop:edit']);
  });

  it('give clothing the shop pages, and a user with both scenes each page once', async () => {
    const { token } = await sessionFor(t.db, 'demo2');
    const created = await call(t.app, 'POST', '/changjing/cjMyChangjing/v2/add', {
      token,
      body: { changjingId: 'fz', shopName: '服装店', shopBrand: '服装智慧门店' },
    });
    expect(created.body.success).toBe(true);
    const clothing = (await menuOf('demo2')).find((node) => node.path === '/fuzhuangs');
    expect(clothing?.redirect).toBe('/cjmain/index');
    expect(clothing?.children?.map((node) => node.path)).toEqual([
      '/cjmain/index',
      '/cjmain/shop',
      '/cjmain/member',
      '/cjmain/works',
      '/cjmain/recycle',
      '/cjmain/kepian',
      '/fzmain/lookbook',
    ]);

    // demo runs the photography scene and, as seeded, the clothing one.
    const both = await menuOf('demo');
    expect(topPaths(both)).toEqual([
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
    const paths = allPaths(both);
    expect(new Set(paths).size).toBe(paths.length);
    expect(both.find((node) => node.path === '/fuzhuangs')).toMatchObject({ redirect: '/cjmain/index' });
  });
});
