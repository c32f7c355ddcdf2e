import { DASHBOARD_PATH, type MessageKey } from '@scenecast/contracts';

/** One open tab; its key is the path with its query, so one page may be open per query. */
export interface Tab {
  key: string;
  path: string;
  title: string;
  /** Bumped by "refresh" so the page mounts afresh. */
  refreshKey: number;
}

export interface TabState {
  tabs: Tab[];
  activeKey: string;
}

export type TabResult = { ok: true; state: TabState } | { ok: false; reason: MessageKey };

export function isFixedTab(tab: Tab): boolean {
  return tab.path === DASHBOARD_PATH;
}

/**
 * Opens (or activates) a tab. With multi-tab off only the current route is kept; with it on the
 * data overview stays first (null: the user does not hold the overview, so no tab is fixed).
 */
export function openTab(state: TabState, tab: Tab, multiTab: boolean, overview: Tab | null): TabState {
  if (!multiTab) {
    const same = state.tabs.find((open) => open.key === tab.key);
    return { tabs: [same ?? tab], activeKey: tab.key };
  }
  let tabs = state.tabs.some((open) => open.key === tab.key) ? state.tabs : [...state.tabs, tab];
  if (!tabs.some(isFixedTab)) tabs = overview ? [overview, ...tabs] : tabs;
  else if (!isFixedTab(tabs[0])) tabs = [tabs.find(isFixedTab) as Tab, ...tabs.filter((open) => !isFixedTab(open))];
  return { tabs, activeKey: tab.key };
}

/** Closing one tab: the overview and the last tab refuse, with their messages. */
export function closeTab(state: TabState, key: string): TabResult {
  const index = state.tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return { ok: true, state };
  if (isFixedTab(state.tabs[index])) return { ok: false, reason: 'tabFirstCannotClose' };
  if (state.tabs.length === 1) return { ok: false, reason: 'tabLastCannotClose' };
  const tabs = state.tabs.filter((tab) => tab.key !== key);
  const activeKey = state.activeKey === key ? tabs[Math.min(index, tabs.length - 1)].key : state.activeKey;
  return { ok: true, state: { tabs, activeKey } };
}

function keepWith(state: TabState, key: string, keep: (index: number, pivot: number) => boolean): TabState {
  const pivot = state.tabs.findIndex((tab) => tab.key === key);
  if (pivot < 0) return state;
  const tabs = state.tabs.filter((tab, index) => isFixedTab(tab) || keep(index, pivot));
  const activeKey = tabs.some((tab) => tab.key === state.activeKey) ? state.activeKey : key;
  return { tabs, activeKey };
}

/** Context menu: close the tabs left of `key` (the overview stays). */
export function closeLeft(state: TabState, key: string): TabState {
  return keepWith(state, key, (index, pivot) => index >= pivot);
}

export function closeRight(state: TabState, key: string): TabState {
  return keepWith(state, key, (index, pivot) => index <= pivot);
}

export function closeOthers(state: TabState, key: string): TabState {
  return keepWith(state, key, (index, pivot) => index === pivot);
}

export function refreshTab(state: TabState, key: string): TabState {
  return {
    ...state,
    tabs: state.tabs.map((tab) => (tab.key === key ? { ...tab, refreshKey: tab.refreshKey + 1 } : tab)),
  };
}

/** The browser title: "<page title> - SceneCast"; the overview shows only the product name. */
export function documentTitle(path: string, title: string | undefined, product = 'SceneCast'): string {
  if (path === DASHBOARD_PATH || !title) return product;
  return `${title} - ${product}`;
}
