import type { ButtonAuth, MenuNode } from '@scenecast/contracts';

/** The group component that renders its children (a route with an outlet). */
export const ROUTE_VIEW = 'layouts/RouteView';

/** A route built from a menu entry: plain data, turned into router objects by the shell. */
export interface MenuRoute {
  path: string;
  name: string;
  title: string;
  titleEn?: string;
  component: string;
  isGroup: boolean;
  keepAlive: boolean;
  componentName?: string;
  hiddenHeaderContent: boolean;
  /** Hidden from the menu, still a route. */
  hidden: boolean;
  icon?: string;
  /** An address the entry opens as a plain link instead of an in-app route. */
  externalUrl?: string;
  redirect?: string;
  children: MenuRoute[];
}

function permissionMatches(node: MenuNode, actions: ReadonlySet<string>): boolean {
  const required = node.meta.permissionList ?? [];
  if (required.length === 0) return true;
  return required.some((entry: ButtonAuth) => actions.has(entry.action));
}

function toRoute(node: MenuNode, actions: ReadonlySet<string>): MenuRoute | null {
  if (node.route === '0') return null;
  if (!permissionMatches(node, actions)) return null;
  const children = (node.children ?? [])
    .map((child) => toRoute(child, actions))
    .filter((child): child is MenuRoute => child !== null);
  const isGroup = node.component === ROUTE_VIEW || children.length > 0;
  return {
    path: node.path,
    name: node.name,
    title: node.meta.title,
    titleEn: node.meta.titleEn,
    component: node.component,
    isGroup,
    keepAlive: Boolean(node.meta.keepAlive && node.meta.componentName),
    componentName: node.meta.componentName,
    hiddenHeaderContent: Boolean(node.meta.hiddenHeaderContent),
    hidden: Boolean(node.hidden),
    icon: node.meta.icon,
    externalUrl: node.meta.internalOrExternal && node.meta.url ? node.meta.url : undefined,
    redirect: node.redirect ?? (isGroup ? children[0]?.path : undefined),
    children,
  };
}

export interface BuiltRoutes {
  routes: MenuRoute[];
  /** The first menu item: where the root path redirects. */
  rootRedirect: string | null;
  /** Every page route by path, for tabs, titles and the keep-alive host. */
  pages: Map<string, MenuRoute>;
}

/** Builds the routes of a menu: route "0" hidden, permission-filtered, first item the root redirect. */
export function buildMenuRoutes(menu: readonly MenuNode[], actions: ReadonlySet<string> = new Set()): BuiltRoutes {
  const routes = menu.map((node) => toRoute(node, actions)).filter((route): route is MenuRoute => route !== null);
  const pages = new Map<string, MenuRoute>();
  const collect = (list: MenuRoute[]) => {
    for (const route of list) {
      if (route.isGroup) collect(route.children);
      else pages.set(route.path, route);
    }
  };
  collect(routes);
  const first = routes[0];
  const rootRedirect = first ? (first.isGroup ? (first.redirect ?? first.path) : first.path) : null;
  return { routes, rootRedirect, pages };
}

/** The chain of routes from the top down to `path`, for the breadcrumb. */
export function routeTrail(routes: readonly MenuRoute[], path: string): MenuRoute[] {
  for (const route of routes) {
    if (route.path === path) return [route];
    const below = routeTrail(route.children, path);
    if (below.length > 0) return [route, ...below];
  }
  return [];
}
