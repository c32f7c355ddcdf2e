import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { forbidden } from '../http/errors.js';
import { hasButton } from './button-permission.js';
import type { Scope } from './scope.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The menus (their route paths, sys_permission.url) whose page calls this route: a caller whose
     * roles hold any one of them may call it.
     */
    menus?: string[];
    /** Any signed-in user may call the route, by design (their own data, shared lookups). */
    signedIn?: true;
  }
}

/** What grants a route: at least one of these. Any one the caller holds lets them through. */
export interface RouteGrant {
  public?: boolean;
  signedIn?: true;
  menus?: string[];
  permission?: string;
}

/** Whether the caller's roles hold any of these menus. */
export type MenuCheck = (scope: Scope, menus: readonly string[]) => Promise<boolean>;

let menuCheck: MenuCheck | undefined;

/**
 * The module that owns roles tells the platform how to answer; `platform/` imports no module.
 * Until one is registered every route granted by a menu is refused.
 */
export function registerMenuCheck(check: MenuCheck): void {
  menuCheck = check;
}

const moduleGrant = Symbol('moduleGrant');
type WithModuleGrant = { [moduleGrant]?: RouteGrant };

/**
 * Declares the grant of every route this plugin (and the plugins it registers) adds without a
 * grant of its own: a module's page. Call it before the plugin's first route.
 */
export function grantedBy(app: FastifyInstance, grant: RouteGrant): void {
  (app as WithModuleGrant)[moduleGrant] = grant;
}

function declaresGrant(config: RouteGrant | undefined): boolean {
  return Boolean(config?.public || config?.signedIn || config?.menus?.length || config?.permission);
}

/**
 * onRoute hook: fills a route's grant from its plugin's `grantedBy` when it declares none, and
 * refuses to start with a route that still declares none, so no route is open by omission.
 */
export function requireDeclaredGrant(this: FastifyInstance, route: RouteOptions): void {
  if (!declaresGrant(route.config as RouteGrant | undefined)) {
    const inherited = (this as WithModuleGrant)[moduleGrant];
    if (inherited) route.config = { ...route.config, ...inherited };
  }
  const config = route.config as RouteGrant | undefined;
  if (!config || !declaresGrant(config)) {
    const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
    throw new Error(`${methods} ${route.url} declares no grant (public, signedIn, menus or permission)`);
  }
  route.schema = { ...route.schema, ...documentedGrant(config) };
}

/**
 * The grant in the OpenAPI document: `x-grant` on every operation, and no token asked of a
 * public one, so a client (and the doc's test) reads what each call needs.
 */
function documentedGrant({ public: isPublic, signedIn, menus, permission }: RouteGrant) {
  const grant = {
    ...(isPublic ? { public: true } : {}),
    ...(signedIn ? { signedIn } : {}),
    ...(menus?.length ? { menus } : {}),
    ...(permission ? { button: permission } : {}),
  };
  return { 'x-grant': grant, ...(isPublic ? { security: [] } : {}) };
}

/** Whether the caller's roles hold any of these menus; none while no module answers. */
async function holdsMenu(scope: Scope, menus: readonly string[]): Promise<boolean> {
  return menus.length > 0 && menuCheck !== undefined && (await menuCheck(scope, menus));
}

/** Refuses (403) a caller whose roles hold none of these menus; for a grant that depends on the request. */
export async function requireMenu(scope: Scope, menus: readonly string[]): Promise<void> {
  if (!(await holdsMenu(scope, menus))) throw forbidden();
}

/** Refuses (403) a caller whose roles hold neither the route's button nor any of its menus. */
export async function requireRouteGrant(request: FastifyRequest): Promise<void> {
  const { signedIn, menus, permission } = request.routeOptions.config ?? {};
  if (signedIn) return;
  if (permission && (await hasButton(request.scope, permission))) return;
  if (menus && (await holdsMenu(request.scope, menus))) return;
  throw forbidden();
}
