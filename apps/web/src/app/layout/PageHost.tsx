import { Skeleton } from 'antd';
import { Activity, Component, lazy, type ReactNode, Suspense } from 'react';
import type { MenuRoute } from '../menuRoutes';
import { lazyPage } from '../pageModules';
import { useTabsStore } from '../stores/tabsStore';
import { pageKey } from '../tabs';

const PageFailure = lazy(() => import('./PageFailure'));

class PageBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <PageFailure error={this.state.error} />
      </Suspense>
    );
  }
}

function PageView({ route }: { route: MenuRoute }) {
  const Page = lazyPage(route.component);
  return (
    <PageBoundary>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        <Page />
      </Suspense>
    </PageBoundary>
  );
}

/**
 * Renders the pages of the open tabs. A page whose meta has keepAlive and a componentName stays
 * mounted in a hidden <Activity> while another tab is shown; other pages live only while active.
 * The shown page's key is its address's (pageKey).
 */
export function PageHost({
  pages,
  currentPath,
  currentKey,
}: {
  pages: ReadonlyMap<string, MenuRoute>;
  currentPath: string;
  /** The path with its query: the key of the tab the address opens. */
  currentKey: string;
}) {
  const state = useTabsStore();
  const { tabs, activeKey } = state;
  const activeRoute = pages.get(currentPath);
  return (
    <>
      {tabs.map((tab) => {
        const route = pages.get(tab.path);
        if (!route?.keepAlive) return null;
        const visible = tab.key === activeKey;
        return (
          <Activity key={pageKey(state, tab.key)} mode={visible ? 'visible' : 'hidden'} name={route.componentName}>
            <PageView route={route} />
          </Activity>
        );
      })}
      {activeRoute && !activeRoute.keepAlive && <PageView key={pageKey(state, currentKey)} route={activeRoute} />}
    </>
  );
}
