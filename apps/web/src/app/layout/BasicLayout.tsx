import { SIDE_MENU_WIDTH_PX } from '@scenecast/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Drawer, Layout } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { BrandMark } from '../../framework/BrandMark';
import { SceneChooserGate } from '../../pages/scene/SceneChooserGate';
import { loadUserInfo, logoutAndReload } from '../auth';
import { isHeaderHidden, isMobileDevice } from '../settings';
import { useSessionStore } from '../stores/sessionStore';
import { useSettingsStore } from '../stores/settingsStore';
import { openRouteTab } from '../stores/tabsStore';
import { documentTitle } from '../tabs';
import { GlobalFooter } from './GlobalFooter';
import { GlobalHeader } from './GlobalHeader';
import { NavMenu } from './NavMenu';
import { PageHeader } from './PageHeader';
import { PageHost } from './PageHost';
import { TabBar } from './TabBar';
import { useLayoutEnvironment } from './useLayoutEnvironment';
import { useMenuTitle } from './useMenuTitle';
import './layout.css';
import './smallScreen.css';

// Dialogs and drawers load when first opened: the first screen after sign-in does without them.
const SettingsDrawer = lazy(() => import('./SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));
const ChangePasswordModal = lazy(() =>
  import('../../framework/widgets/ChangePasswordModal').then((m) => ({ default: m.ChangePasswordModal })),
);
const DepartSwitchModal = lazy(() =>
  import('../../framework/widgets/DepartSwitchModal').then((m) => ({ default: m.DepartSwitchModal })),
);
const FirstLoginPasswordModal = lazy(() =>
  import('../../framework/widgets/FirstLoginPasswordModal').then((m) => ({ default: m.FirstLoginPasswordModal })),
);

/**
 * Mounts a dialog once it is first opened and keeps it. It mounts closed and opens on the next
 * render, so the dialog animates in and takes the keyboard focus as if it had always been there.
 */
function OnceOpened({ open, render }: { open: boolean; render: (open: boolean) => ReactNode }) {
  const [opened, setOpened] = useState(open);
  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  if (!opened && !open) return null;
  return (
    <Suspense fallback={null}>
      <OpenAfterMount open={open} render={render} />
    </Suspense>
  );
}

function OpenAfterMount({ open, render }: { open: boolean; render: (open: boolean) => ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return render(open && mounted);
}

/** The signed-in shell: menus, header, tabs, page header, keep-alive pages, footer (business §2). */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

/** Server state (react-query) is a signed-in concern: the login page does without its code. */
export default function BasicLayoutWithQueries() {
  const { i18n } = useTranslation();
  // The server titles some answers in the interface's language: ask again when it changes.
  useEffect(() => {
    const refetchAll = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', refetchAll);
    return () => i18n.off('languageChanged', refetchAll);
  }, [i18n]);
  return (
    <QueryClientProvider client={queryClient}>
      <BasicLayout />
    </QueryClientProvider>
  );
}

function BasicLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const title = useMenuTitle();
  const settings = useSettingsStore((state) => state.settings);
  const built = useSessionStore((state) => state.built);
  const userInfo = useSessionStore((state) => state.userInfo);
  const { device, scrollTop } = useLayoutEnvironment();
  const isMobile = isMobileDevice(device);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerMenuOpen, setDrawerMenuOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [departOpen, setDepartOpen] = useState(false);

  useEffect(() => {
    loadUserInfo().catch(() => undefined);
  }, []);

  const pages = built?.pages ?? new Map();
  const routes = built?.routes ?? [];
  const path = location.pathname;
  const route = pages.get(path);

  useEffect(() => {
    openRouteTab(pages, path, location.search, settings.multiTab);
  }, [pages, path, location.search, settings.multiTab]);

  // A path outside the menu is the 404 page's, which names itself.
  useEffect(() => {
    if (route) document.title = documentTitle(path, title(route), t('app.name'));
  }, [path, route, title, t]);

  if (!built || !userInfo) return null;

  const sideMode = settings.layout === 'sidemenu' || isMobile;
  const menuTheme = settings.navTheme;
  const inlineMenu = (
    <NavMenu
      routes={routes}
      pages={pages}
      path={path}
      mode="inline"
      theme={menuTheme}
      collapsed={collapsed && !isMobile}
      onNavigate={() => setDrawerMenuOpen(false)}
    />
  );
  const siderBody = (
    <>
      <div className={`sc-sider-logo sc-sider-logo-${menuTheme}`}>
        <BrandMark light={menuTheme === 'dark'} collapsed={collapsed && !isMobile} />
      </div>
      {inlineMenu}
    </>
  );
  const contentClass =
    settings.layout === 'topmenu' && settings.contentWidth === 'Fixed' ? 'sc-content sc-content-fixed' : 'sc-content';

  return (
    <Layout className="sc-layout" hasSider={sideMode && !isMobile}>
      {sideMode && !isMobile && (
        <Layout.Sider
          width={SIDE_MENU_WIDTH_PX}
          collapsed={collapsed}
          collapsible
          trigger={null}
          theme={menuTheme}
          className={settings.fixSiderbar ? 'sc-sider sc-sider-fixed' : 'sc-sider'}
          data-testid="side-menu"
        >
          {siderBody}
        </Layout.Sider>
      )}
      {isMobile && (
        <Drawer
          placement="left"
          open={drawerMenuOpen}
          onClose={() => setDrawerMenuOpen(false)}
          size={SIDE_MENU_WIDTH_PX}
          closable={false}
          styles={{ body: { padding: 0, background: menuTheme === 'dark' ? '#001529' : '#fff' } }}
        >
          {siderBody}
        </Drawer>
      )}
      <Layout>
        <GlobalHeader
          mode={sideMode ? 'sidemenu' : 'topmenu'}
          isMobile={isMobile}
          collapsed={isMobile ? !drawerMenuOpen : collapsed}
          onToggle={() => (isMobile ? setDrawerMenuOpen(true) : setCollapsed(!collapsed))}
          topMenu={<NavMenu routes={routes} pages={pages} path={path} mode="horizontal" theme={menuTheme} />}
          pages={pages}
          userInfo={userInfo}
          hidden={isHeaderHidden(settings, scrollTop)}
          fixed={settings.fixedHeader}
          dark={menuTheme === 'dark'}
          onChangePassword={() => setPasswordOpen(true)}
          onSwitchDepart={() => setDepartOpen(true)}
          onOpenSettings={() => setSettingsOpen(true)}
          settingsOpen={settingsOpen}
        />
        <Layout.Content className={contentClass}>
          {settings.multiTab && <TabBar titleOf={(tab) => title(pages.get(tab.path) ?? tab)} />}
          <PageHeader routes={routes} path={path} />
          <div className="sc-page">
            <Outlet />
            <PageHost pages={pages} currentPath={path} />
          </div>
        </Layout.Content>
        <GlobalFooter />
      </Layout>
      <OnceOpened
        open={settingsOpen}
        render={(open) => <SettingsDrawer open={open} onClose={() => setSettingsOpen(false)} />}
      />
      <OnceOpened
        open={passwordOpen}
        render={(open) => (
          <ChangePasswordModal
            open={open}
            userInfo={userInfo}
            onClose={() => setPasswordOpen(false)}
            onChanged={() => void logoutAndReload().catch(() => undefined)}
          />
        )}
      />
      <OnceOpened
        open={departOpen}
        render={(open) => (
          <DepartSwitchModal
            open={open}
            userInfo={userInfo}
            onClose={() => setDepartOpen(false)}
            onSwitched={(info) => useSessionStore.getState().setUserInfo(info)}
          />
        )}
      />
      {userInfo.userIdentity === null && (
        <Suspense fallback={null}>
          <FirstLoginPasswordModal userInfo={userInfo} onDone={() => void loadUserInfo().catch(() => undefined)} />
        </Suspense>
      )}
      {userInfo.userIdentity !== null && <SceneChooserGate />}
    </Layout>
  );
}
