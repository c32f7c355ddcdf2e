import { DASHBOARD_PATH } from '@scenecast/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MenuRoute } from '../menuRoutes';
import { openRouteTab, useTabsStore } from './tabsStore';

const page = (path: string, title: string): MenuRoute => ({
  path,
  name: path,
  title,
  component: 'x',
  isGroup: false,
  keepAlive: true,
  hiddenHeaderContent: false,
  hidden: false,
  children: [],
});
const pages = new Map([
  [DASHBOARD_PATH, page(DASHBOARD_PATH, '数据概览')],
  ['/system/dict', page('/system/dict', '数据字典')],
]);

describe('opening the tab of a route', () => {
  beforeEach(() => useTabsStore.getState().clear());

  it('opens the menu page with its query beside the overview, titled from the menu', () => {
    openRouteTab(pages, '/system/dict', '?code=sex', true);
    const { tabs, activeKey } = useTabsStore.getState();
    expect(tabs.map((tab) => [tab.key, tab.title])).toEqual([
      [DASHBOARD_PATH, '数据概览'],
      ['/system/dict?code=sex', '数据字典'],
    ]);
    expect(activeKey).toBe('/system/dict?code=sex');
  });

  it('opens nothing for a path outside the menu', () => {
    openRouteTab(pages, '/nowhere', '', true);
    expect(useTabsStore.getState()).toMatchObject({ tabs: [], activeKey: '' });
  });

  it('keeps one tab with multi-tab off', () => {
    openRouteTab(pages, '/system/dict', '', false);
    expect(useTabsStore.getState().tabs.map((tab) => tab.key)).toEqual(['/system/dict']);
  });
});
