import { DASHBOARD_PATH, msg } from '@scenecast/contracts';
import { describe, expect, it } from 'vitest';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  documentTitle,
  openTab,
  refreshTab,
  type Tab,
  type TabState,
} from './tabs';

const tab = (path: string, title = path): Tab => ({ key: path, path, title, refreshKey: 0 });
const overview = tab(DASHBOARD_PATH, '数据概览');
const state = (...paths: string[]): TabState => ({
  tabs: [overview, ...paths.map((path) => tab(path))],
  activeKey: paths.at(-1) ?? DASHBOARD_PATH,
});
const keys = (s: TabState) => s.tabs.map((t) => t.key);

describe('tab rules (business §2)', () => {
  it('refuses to close the data overview with its message', () => {
    const result = closeTab(state('/a'), DASHBOARD_PATH);
    expect(result).toEqual({ ok: false, reason: 'tabFirstCannotClose' });
    expect(msg('tabFirstCannotClose')).toBe('数据概览不能关闭');
  });

  it('refuses to close the last tab', () => {
    const only: TabState = { tabs: [tab('/a')], activeKey: '/a' };
    expect(closeTab(only, '/a')).toEqual({ ok: false, reason: 'tabLastCannotClose' });
  });

  it('closes a tab and activates its neighbour', () => {
    const result = closeTab({ ...state('/a', '/b'), activeKey: '/a' }, '/a');
    expect(result.ok && keys(result.state)).toEqual([DASHBOARD_PATH, '/b']);
    expect(result.ok && result.state.activeKey).toBe('/b');
  });

  it('closes tabs to the left, keeping the overview', () => {
    expect(keys(closeLeft(state('/a', '/b', '/c'), '/b'))).toEqual([DASHBOARD_PATH, '/b', '/c']);
  });

  it('closes tabs to the right', () => {
    const result = closeRight(state('/a', '/b', '/c'), '/a');
    expect(keys(result)).toEqual([DASHBOARD_PATH, '/a']);
    expect(result.activeKey).toBe('/a');
  });

  it('closes the others, keeping the overview', () => {
    expect(keys(closeOthers(state('/a', '/b', '/c'), '/b'))).toEqual([DASHBOARD_PATH, '/b']);
  });

  it('keeps only the current route when multi-tab is off', () => {
    expect(keys(openTab(state('/a', '/b'), tab('/c'), false, overview))).toEqual(['/c']);
  });

  it('adds tabs after the overview when multi-tab is on', () => {
    const opened = openTab({ tabs: [], activeKey: '' }, tab('/a'), true, overview);
    expect(keys(opened)).toEqual([DASHBOARD_PATH, '/a']);
    expect(keys(openTab(opened, tab('/a'), true, overview))).toEqual([DASHBOARD_PATH, '/a']);
  });

  it('fixes no tab for a user who does not hold the overview', () => {
    const opened = openTab({ tabs: [], activeKey: '' }, tab('/a'), true, null);
    expect(keys(openTab(opened, tab('/b'), true, null))).toEqual(['/a', '/b']);
  });

  it('refresh bumps the tab so it mounts afresh', () => {
    expect(refreshTab(state('/a'), '/a').tabs[1].refreshKey).toBe(1);
  });

  it('titles the browser "<page> - SceneCast", the overview only "SceneCast"', () => {
    expect(documentTitle('/account/center', '账户设置')).toBe('账户设置 - SceneCast');
    expect(documentTitle(DASHBOARD_PATH, '数据概览')).toBe('SceneCast');
  });
});
