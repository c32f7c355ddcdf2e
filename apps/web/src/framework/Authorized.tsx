import type { ButtonAuth } from '@scenecast/contracts';
import type { ReactNode } from 'react';
import { isActionAllowed } from './permissions';
import { SESSION_KEYS, sessionStore } from './storage';

/** Whether the signed-in user may use `action` (framework §6), read from the session lists. */
export function usePermission(action: string, formPermissions?: readonly ButtonAuth[]): boolean {
  return isActionAllowed(action, {
    formPermissions,
    auth: sessionStore.get<ButtonAuth[]>(SESSION_KEYS.auth) ?? [],
    allAuth: sessionStore.get<ButtonAuth[]>(SESSION_KEYS.allAuth) ?? [],
  });
}

interface AuthorizedProps {
  action: string;
  formPermissions?: readonly ButtonAuth[];
  children: ReactNode;
}

/** Renders its children only when the action is allowed; otherwise the element is removed. */
export function Authorized({ action, formPermissions, children }: AuthorizedProps) {
  return usePermission(action, formPermissions) ? children : null;
}
