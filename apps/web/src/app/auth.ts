import { msg, type PermissionResult, type UserInfo } from '@scenecast/contracts';
import { getResult, http } from '../framework/http';
import { currentLang } from '../framework/i18n';
import { clearSessionStorage, reloadWithoutHash } from '../framework/session';
import { useSessionStore } from './stores/sessionStore';

/** Loads the menu and button permissions; an empty menu is refused (framework §8). */
export async function loadPermissions(): Promise<PermissionResult> {
  const result = await getResult<PermissionResult>('/sys/permission/getUserPermissionByToken');
  if (!Array.isArray(result?.menu) || result.menu.length === 0) {
    throw new Error(msg('emptyMenu', currentLang()));
  }
  useSessionStore.getState().setPermissions(result.menu, result.auth ?? [], result.allAuth ?? []);
  return result;
}

export async function loadUserInfo(): Promise<UserInfo> {
  const info = await getResult<UserInfo>('/user/info');
  useSessionStore.getState().setUserInfo(info);
  return info;
}

/** The logout call is made whatever happens; everything local is cleared after it. */
export async function logout(): Promise<void> {
  try {
    await http.post('/sys/logout');
  } finally {
    clearSessionStorage();
    useSessionStore.getState().reset();
  }
}

/** Logout from the user menu: on success reload at the address without the hash. */
export async function logoutAndReload(): Promise<void> {
  await logout();
  reloadWithoutHash();
}
