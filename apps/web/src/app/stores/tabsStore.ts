import { DASHBOARD_PATH } from '@scenecast/contracts';
import { create } from 'zustand';
import type { MenuRoute } from '../menuRoutes';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  openTab,
  refreshTab,
  type Tab,
  type TabResult,
  type TabState,
} from '../tabs';

interface TabsStore extends TabState {
  open: (tab: Tab, multiTab: boolean, overview: Tab | null) => void;
  close: (key: string) => TabResult;
  closeLeft: (key: string) => void;
  closeRight: (key: string) => void;
  closeOthers: (key: string) => void;
  refresh: (key: string) => void;
  clear: () => void;
}

/** The open tabs (in memory: logout reloads the page, which empties them). */
export const useTabsStore = create<TabsStore>((set, get) => ({
  tabs: [],
  activeKey: '',
  open: (tab, multiTab, overview) => {
    const next = openTab(get(), tab, multiTab, overview);
    // Reopening the tab already shown changes nothing: the tab strip and the pages need no render.
    if (next.tabs !== get().tabs || next.activeKey !== get().activeKey) set(next);
  },
  close: (key) => {
    const result = closeTab(get(), key);
    if (result.ok) set(result.state);
    return result;
  },
  closeLeft: (key) => set(closeLeft(get(), key)),
  closeRight: (key) => set(closeRight(get(), key)),
  closeOthers: (key) => set(closeOthers(get(), key)),
  refresh: (key) => set(refreshTab(get(), key)),
  clear: () => set({ tabs: [], activeKey: '' }),
}));

/**
 * Opens the tab of the menu page at `path` (with its query), beside the overview's fixed tab; a
 * path outside the menu opens none (the 404 page names itself).
 */
export function openRouteTab(pages: ReadonlyMap<string, MenuRoute>, path: string, search: string, multiTab: boolean) {
  if (!pages.has(path)) return;
  const tabOf = (tabPath: string, key: string): Tab => ({
    key,
    path: tabPath,
    title: pages.get(tabPath)?.title ?? tabPath,
    refreshKey: 0,
  });
  const overview = pages.has(DASHBOARD_PATH) ? tabOf(DASHBOARD_PATH, DASHBOARD_PATH) : null;
  useTabsStore.getState().open(tabOf(path, path + search), multiTab, overview);
}
