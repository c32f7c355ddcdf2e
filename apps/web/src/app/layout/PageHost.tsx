import { Skeleton } from 'antd';
import { Activity, Component, lazy, memo, type ReactNode, Suspense } from 'react';
import type { MenuRoute } from '../menuRoutes';
import { lazyPage } from '../pageModules';
import { useTabsStore } from '../stores/tabsStore';

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

/** A page takes no props: the tab strip changing (a title, another tab) never renders it again. */
const PageView = memo(function PageView({ route }: { route: MenuRoute }) {
  const Page = lazyPage(route.component);
  return (
    <PageBoundary>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        <Page />
      </Suspense>
    </PageBoundary>
  );
});

/**
 * Renders the pages of the open tabs. A page whose meta has keepAlive and a componentName stays
 * mounted in a hidden <Activity> while another tab is shown; other pages live only while active.
 * The key carries the refresh counter, so "refresh" mounts the page afresh.
 */
export function PageHost({ pages, currentPath }: { pages: ReadonlyMap<string, MenuRoute>; currentPath: string }) {
  const { tabs, activeKey } = useTabsStore();
  const active = tabs.find((tab) => tab.key === activeKey);
  const activeRoute = pages.get(currentPath);
  return (
    <>
      {tabs.map((tab) => {
        const route = pages.get(tab.path);
        if (!route?.keepAlive) return null;
        const visible = tab.key === activeKey;
        return (
          <Activity
            key={`${tab.key}#${tab.refreshKey}`}
            mode={visible ? 'visible' : 'hidden'}
            name={route.componentName}
          >
            <PageView route={route} />
          </Activity>
        );
      })}
      {activeRoute && !activeRoute.keepAlive && (
        <PageView key={`${activeKey}#${active?.refreshKey ?? 0}`} route={activeRoute} />
      )}
    </>
  );
}
