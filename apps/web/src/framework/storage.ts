import { SESSION_TTL_MS, STORAGE_NAMESPACE } from '@scenecast/contracts';

/** Keys kept in localStorage under the `pro__` namespace (business spec §3). */
export const STORAGE_KEYS = {
  token: 'Access-Token',
  userInfo: 'Login_Userinfo',
  username: 'Login_Username',
  tenantId: 'TENANT_ID',
  tenantList: 'TENANT_LIST',
  dictCache: 'UI_CACHE_DB_DICT_DATA',
  settings: 'LAYOUT_SETTINGS',
  language: 'LANGUAGE',
  firstLoginPassword: 'FIRST_LOGIN_PASSWORD',
  addRowSettings: 'jet-add-btn-settings',
  superQueries: 'SUPER_QUERY_SAVED',
} as const;

/** The two session-storage keys of the button permission lists (framework §3). */
export const SESSION_KEYS = {
  auth: 'LOGIN_USER_BUTTON_AUTH',
  allAuth: 'SYS_BUTTON_AUTH',
} as const;

interface Stored<T> {
  value: T;
  /** Epoch ms after which the value is gone; null keeps it until removed. */
  expire: number | null;
}

type Key = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function fullKey(key: Key): string {
  return STORAGE_NAMESPACE + key;
}

export const localStore = {
  set<T>(key: Key, value: T, ttlMs: number | null = SESSION_TTL_MS): void {
    const entry: Stored<T> = { value, expire: ttlMs === null ? null : Date.now() + ttlMs };
    localStorage.setItem(fullKey(key), JSON.stringify(entry));
  },
  get<T>(key: Key): T | null {
    const raw = localStorage.getItem(fullKey(key));
    if (raw === null) return null;
    try {
      const entry = JSON.parse(raw) as Stored<T>;
      if (entry.expire !== null && entry.expire < Date.now()) {
        localStorage.removeItem(fullKey(key));
        return null;
      }
      return entry.value;
    } catch {
      localStorage.removeItem(fullKey(key));
      return null;
    }
  },
  remove(key: Key): void {
    localStorage.removeItem(fullKey(key));
  },
};

export const sessionStore = {
  set<T>(key: string, value: T): void {
    sessionStorage.setItem(key, JSON.stringify(value));
  },
  get<T>(key: string): T | null {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  remove(key: string): void {
    sessionStorage.removeItem(key);
  },
};

export function getToken(): string | null {
  return localStore.get<string>(STORAGE_KEYS.token);
}
