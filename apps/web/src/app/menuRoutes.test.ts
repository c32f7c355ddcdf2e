import type { MenuNode } from '@scenecast/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenuRoutes, routeTrail } from './menuRoutes';

const page = (path: string, title: string, component: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  id: path,
  path,
  name: path.slice(1).replaceAll('/', '-'),
  component,
  hidden: false,
  alwaysShow: false,
  route: '1',
  meta: { title, keepAlive: true, internalOrExternal: false, componentName: title },
  ...extra,
});

const menu: MenuNode[] = [
  page('/dashboard/analysis', '数据概览', 'dashboard/AnalysisPage'),
  page('/account', '个人中心', 'layouts/RouteView', {
    children: [
      page('/account/center', '账户设置', 'account/AccountCenterPage'),
      page('/account/dict', '数据字典', 'system/DictPage'),
      page('/account/hidden', '隐藏', 'system/HiddenPage', { route: '0' }),
    ],
  }),
];

describe('routes from the menu (framework §2)', () => {
  it('makes the first menu item the root redirect', () => {
    expect(buildMenuRoutes(menu).rootRedirect).toBe('/dashboard/analysis');
  });

  it('redirects to a group first child when the group comes first', () => {
    expect(buildMenuRoutes([menu[1]]).rootRedirect).toBe('/account/center');
  });

  it('hides entries whose route flag is "0"', () => {
    const built = buildMenuRoutes(menu);
    expect(built.pages.has('/account/hidden')).toBe(false);
    expect(built.routes[1].children.map((child) => child.path)).toEqual(['/account/center', '/account/dict']);
  });

  it('collects the pages with their component and keep-alive', () => {
    const dict = buildMenuRoutes(menu).pages.get('/account/dict');
    expect(dict?.component).toBe('system/DictPage');
    expect(dict?.keepAlive).toBe(true);
  });

  it('needs a component name to keep a page alive', () => {
    const plain = page('/x', 'X', 'x/XPage');
    plain.meta = { ...plain.meta, componentName: undefined };
    expect(buildMenuRoutes([plain]).pages.get('/x')?.keepAlive).toBe(false);
  });

  it('keeps a route with a permission meta only when one permission matches', () => {
    const guarded = page('/guarded', 'G', 'x/GPage');
    guarded.meta = { ...guarded.meta, permissionList: [{ action: 'x:view', type: '1', describe: 'view' }] };
    expect(buildMenuRoutes([guarded]).pages.has('/guarded')).toBe(false);
    expect(buildMenuRoutes([guarded], new Set(['x:view'])).pages.has('/guarded')).toBe(true);
  });

  it('traces the breadcrumb chain', () => {
    const trail = routeTrail(buildMenuRoutes(menu).routes, '/account/dict');
    expect(trail.map((route) => route.title)).toEqual(['个人中心', '数据字典']);
  });
});
