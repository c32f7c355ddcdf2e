import { localStore, SESSION_KEYS, STORAGE_KEYS, sessionStore } from './storage';

/**
 * Clears what a session leaves in the browser (business §4 logout): token, permissions, user info,
 * dictionary items and tenant. Keep-alive pages live in memory and go with the reload that follows.
 */
export function clearSessionStorage(): void {
  localStore.remove(STORAGE_KEYS.token);
  localStore.remove(STORAGE_KEYS.userInfo);
  localStore.remove(STORAGE_KEYS.username);
  localStore.remove(STORAGE_KEYS.dictCache);
  localStore.remove(STORAGE_KEYS.tenantId);
  localStore.remove(STORAGE_KEYS.tenantList);
  sessionStore.remove(SESSION_KEYS.auth);
  sessionStore.remove(SESSION_KEYS.allAuth);
}

/** Reload at the address without the hash, as logout and password change require. */
export function reloadWithoutHash(): void {
  window.location.href = window.location.pathname;
}

/**
 * Acts in another of the user's tenants: the `tenant-id` header of every later request names it.
 * The console starts afresh at home, so menus, buttons and cached lists are the new tenant's.
 */
export function switchTenant(tenantId: number): void {
  localStore.set(STORAGE_KEYS.tenantId, tenantId);
  sessionStore.remove(SESSION_KEYS.auth);
  sessionStore.remove(SESSION_KEYS.allAuth);
  reloadWithoutHash();
}
