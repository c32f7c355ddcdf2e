import { DASHBOARD_PATH, LOGIN_PATH, PUBLIC_PATHS } from '@scenecast/contracts';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { withFeedback } from '../framework/feedback';
import { RequestError } from '../framework/http';
import { toast } from '../framework/lite/toast';
import { getToken } from '../framework/storage';
import { loadPermissions, logout } from './auth';
import { useSessionStore } from './stores/sessionStore';
import { useSettingsStore } from './stores/settingsStore';
import { openRouteTab, useTabsStore } from './stores/tabsStore';

const LOGIN_PATHS = [LOGIN_PATH, '/smadmin/login'];

export type GuardDecision =
  | { action: 'pass' }
  | { action: 'redirect'; to: string }
  | { action: 'loadPermissions'; target: string };

/** The navigation guard's decision, as a pure function of the path and the session (framework §2). */
export function decideNavigation(
  path: string,
  fullPath: string,
  redirectQuery: string | null,
  hasToken: boolean,
  permissionsLoaded: boolean,
  home: string,
): GuardDecision {
  const isPublic = PUBLIC_PATHS.includes(path) || path === '/404' || path === '/auth/success';
  if (hasToken) {
    if (LOGIN_PATHS.includes(path)) return { action: 'redirect', to: home };
    if (!permissionsLoaded && !isPublic) return { action: 'loadPermissions', target: redirectQuery || fullPath };
    return { action: 'pass' };
  }
  if (isPublic) return { action: 'pass' };
  return { action: 'redirect', to: loginRedirect(fullPath) };
}

export function loginRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

type PatchMenuRoutes = () => void;

/** The root loader: runs on every navigation and applies the guard. */
export function createGuardLoader(patchMenuRoutes: PatchMenuRoutes) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const fullPath = url.pathname + url.search;
    const session = useSessionStore.getState();
    const home = session.built?.rootRedirect ?? DASHBOARD_PATH;
    const decision = decideNavigation(
      url.pathname,
      fullPath,
      url.searchParams.get('redirect'),
      Boolean(getToken()),
      session.built !== null,
      home,
    );
    if (decision.action === 'redirect') throw redirect(decision.to);
    if (decision.action === 'loadPermissions') {
      try {
        await loadPermissions();
        patchMenuRoutes();
      } catch (error) {
        await logout().catch(() => undefined);
        if (!(error instanceof RequestError && error.alreadyShown)) {
          const text = error instanceof Error ? error.message : String(error);
          withFeedback(
            ({ message }) => void message.error(text),
            () => toast('error', text),
          );
        }
        throw redirect(loginRedirect(fullPath));
      }
      throw redirect(
        decision.target === '/' ? (useSessionStore.getState().built?.rootRedirect ?? home) : decision.target,
      );
    }
    // The first screen's tab opens before the layout first renders, so its page renders with the
    // layout, in the same yielding render, rather than in a blocking second one when the layout's
    // effect opens it.
    if (session.built && useTabsStore.getState().activeKey === '') {
      openRouteTab(session.built.pages, url.pathname, url.search, useSettingsStore.getState().settings.multiTab);
    }
    return null;
  };
}
