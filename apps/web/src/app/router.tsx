import { DASHBOARD_PATH, LOGIN_PATH } from '@scenecast/contracts';
import type { ComponentType } from 'react';
import { createHashRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { LiteSpinner } from '../framework/lite/fields';
import { loadPermissions } from './auth';
import { createGuardLoader } from './guard';
import type { MenuRoute } from './menuRoutes';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { useSessionStore } from './stores/sessionStore';

const SHELL_ROUTE_ID = 'shell';

/** The root path goes to the first menu item. */
function RootRedirect() {
  const target = useSessionStore((state) => state.built?.rootRedirect) ?? DASHBOARD_PATH;
  return <Navigate to={target} replace />;
}

/**
 * The router objects of the menu, flat. Pages render in the layout's keep-alive host, not here, so
 * a page route has no element: it exists so the path matches. A group ('layouts/RouteView') only
 * redirects to its first child; its children are not nested under it because the server's menu
 * may list a page under a group whose path is not a prefix of the page's path (one shop page under
 * several scene groups), which nested routes refuse. Breadcrumbs come from the menu tree instead.
 */
function toRouteObjects(routes: readonly MenuRoute[]): RouteObject[] {
  const seen = new Set<string>();
  const objects: RouteObject[] = [];
  const add = (list: readonly MenuRoute[]) => {
    for (const route of list) {
      if (!seen.has(route.path)) {
        seen.add(route.path);
        if (!route.isGroup) objects.push({ path: route.path, element: null, handle: { menu: route } });
        else if (route.redirect) objects.push({ path: route.path, element: <Navigate to={route.redirect} replace /> });
      }
      add(route.children);
    }
  };
  add(routes);
  return objects;
}

const patchedPaths = new Set<string>();

/** Adds the menu's routes not added yet (the menu grows when a scene is created). */
function patchMenuRoutes(): void {
  const built = useSessionStore.getState().built;
  if (!built) return;
  const fresh = toRouteObjects(built.routes).filter((route) => route.path && !patchedPaths.has(route.path));
  for (const route of fresh) patchedPaths.add(route.path as string);
  if (fresh.length > 0) appRouter().patchRoutes(SHELL_ROUTE_ID, fresh);
}

/** Reloads the permissions and menu, then routes the entries that are new (business §2 scene selection). */
export async function reloadMenuRoutes(): Promise<void> {
  await loadPermissions();
  patchMenuRoutes();
}

const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({
    Component: (await load()).default,
  });

/** A page built on antd: it loads with antd's providers (the public sign-in pages do not). */
const antdPage =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => {
    const [{ default: Page }, { AntdProviders }] = await Promise.all([load(), import('./AntdProviders')]);
    return {
      element: (
        <AntdProviders>
          <Page />
        </AntdProviders>
      ),
    };
  };

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => (
      <div className="sc-boot">
        <LiteSpinner />
      </div>
    ),
    loader: createGuardLoader(() => patchMenuRoutes()),
    shouldRevalidate: () => true,
    children: [
      { index: true, Component: RootRedirect },
      {
        path: 'user',
        children: [
          { index: true, element: <Navigate to={LOGIN_PATH} replace /> },
          { path: 'login', lazy: page(() => import('../pages/user/LoginPage')) },
          { path: 'register', lazy: page(() => import('../pages/user/RegisterPage')) },
          { path: 'register-result', lazy: page(() => import('../pages/user/RegisterResultPage')) },
          { path: 'alteration', lazy: page(() => import('../pages/user/AlterationPage')) },
        ],
      },
      {
        path: 'oauth2-app',
        children: [{ path: 'login', lazy: page(() => import('../pages/user/OAuth2LoginPage')) }],
      },
      {
        path: 'smadmin',
        children: [
          { index: true, element: <Navigate to="/smadmin/login" replace /> },
          { path: 'login', lazy: page(() => import('../pages/smadmin/AdminLoginPage')) },
        ],
      },
      // The scene areas' own paths go to their home pages (business §1).
      { path: 'cjmain', element: <Navigate to="/cjmain/index" replace /> },
      { path: 'qymain', element: <Navigate to="/qymain/index" replace /> },
      { path: '404', lazy: antdPage(() => import('../pages/exception/NotFoundPage')) },
      { path: 'auth/success', lazy: antdPage(() => import('../pages/exception/AuthSuccessPage')) },
      {
        id: SHELL_ROUTE_ID,
        lazy: antdPage(() => import('./layout/BasicLayout')),
        // An unknown path is only reachable signed in (the guard sends others to sign in), so its
        // 404 keeps the layout; the menu's routes are added beside it once known.
        children: [{ path: '*', lazy: page(() => import('../pages/exception/NotFoundPage')) }],
      },
    ],
  },
];

let router: ReturnType<typeof createHashRouter> | undefined;

/**
 * The console's router, made on first use: making it starts the first navigation (the guard, the
 * route's page download), which the entry runs in a task of its own (main.tsx).
 */
export function appRouter() {
  router ??= createHashRouter(routes);
  return router;
}

export function AppRouter() {
  return <RouterProvider router={appRouter()} />;
}
