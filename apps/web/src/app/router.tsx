import { DASHBOARD_PATH, LOGIN_PATH } from '@scenecast/contracts';
import { Spin } from 'antd';
import type { ComponentType } from 'react';
import { createHashRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
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

let menuRoutesPatched = false;

function patchMenuRoutes(): void {
  const built = useSessionStore.getState().built;
  if (!built || menuRoutesPatched) return;
  menuRoutesPatched = true;
  router.patchRoutes(SHELL_ROUTE_ID, toRouteObjects(built.routes));
}

const page =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({
    Component: (await load()).default,
  });

const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => (
      <div className="sc-boot">
        <Spin size="large" />
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
        path: 'smadmin',
        children: [
          { index: true, element: <Navigate to="/smadmin/login" replace /> },
          { path: 'login', lazy: page(() => import('../pages/smadmin/AdminLoginPage')) },
        ],
      },
      { path: '404', lazy: page(() => import('../pages/exception/NotFoundPage')) },
      { path: 'auth/success', lazy: page(() => import('../pages/exception/AuthSuccessPage')) },
      { id: SHELL_ROUTE_ID, lazy: page(() => import('./layout/BasicLayout')), children: [] },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

const router = createHashRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
