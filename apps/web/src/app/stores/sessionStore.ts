import type { ButtonAuth, LoginResult, MenuNode, UserInfo } from '@scenecast/contracts';
import { create } from 'zustand';
import { saveDictCache } from '../../framework/dictCache';
import { localStore, SESSION_KEYS, STORAGE_KEYS, sessionStore } from '../../framework/storage';
import { type BuiltRoutes, buildMenuRoutes } from '../menuRoutes';

interface SessionState {
  userInfo: UserInfo | null;
  menu: MenuNode[] | null;
  built: BuiltRoutes | null;
  auth: ButtonAuth[];
  allAuth: ButtonAuth[];
  setUserInfo: (info: UserInfo) => void;
  setPermissions: (menu: MenuNode[], auth: ButtonAuth[], allAuth: ButtonAuth[]) => void;
  reset: () => void;
}

export const useSessionStore = create<SessionState>((set, get) => ({
  userInfo: localStore.get<UserInfo>(STORAGE_KEYS.userInfo),
  menu: null,
  built: null,
  auth: sessionStore.get<ButtonAuth[]>(SESSION_KEYS.auth) ?? [],
  allAuth: sessionStore.get<ButtonAuth[]>(SESSION_KEYS.allAuth) ?? [],
  setUserInfo: (userInfo) => {
    localStore.set(STORAGE_KEYS.userInfo, userInfo);
    sessionStore.set(STORAGE_KEYS.userInfo, userInfo);
    // Every start reads the signed-in user again; the same answer must not re-render the layout.
    if (JSON.stringify(userInfo) !== JSON.stringify(get().userInfo)) set({ userInfo });
  },
  setPermissions: (menu, auth, allAuth) => {
    sessionStore.set(SESSION_KEYS.auth, auth);
    sessionStore.set(SESSION_KEYS.allAuth, allAuth);
    const actions = new Set(auth.flatMap((entry) => entry.action.split(',')));
    set({ menu, auth, allAuth, built: buildMenuRoutes(menu, actions) });
  },
  reset: () => set({ userInfo: null, menu: null, built: null, auth: [], allAuth: [] }),
}));

/** Stores what a successful sign-in returns: token, user, dictionaries, 7 days (business §4). */
export function storeLogin(result: LoginResult): void {
  localStore.set(STORAGE_KEYS.token, result.token);
  localStore.set(STORAGE_KEYS.username, result.userInfo.username);
  localStore.set(STORAGE_KEYS.tenantList, result.tenantList ?? []);
  const firstTenant = result.tenantList?.[0];
  if (firstTenant) localStore.set(STORAGE_KEYS.tenantId, firstTenant.id);
  saveDictCache(result.sysAllDictItems ?? {});
  useSessionStore.getState().setUserInfo(result.userInfo);
}
