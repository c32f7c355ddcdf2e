import type { ButtonAuth } from '@scenecast/contracts';

/** The lists the button rules read (framework §6). */
export interface PermissionLists {
  /** The form's own permission list (route meta permissionList); its non-button entries count. */
  formPermissions?: readonly ButtonAuth[];
  /** The user's enabled button permissions (session storage, first key). */
  auth: readonly ButtonAuth[];
  /** Every button permission with its status (session storage, second key: the disable list). */
  allAuth: readonly ButtonAuth[];
}

/** An entry's action may list several, comma-separated. */
export function actionsOf(entry: ButtonAuth): string[] {
  return entry.action
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function lists(entries: readonly ButtonAuth[], action: string, keep: (entry: ButtonAuth) => boolean): boolean {
  return entries.some((entry) => keep(entry) && actionsOf(entry).includes(action));
}

/** Status '0' in the disable list denies the action, whatever else allows it. */
export function isActionDisabled(action: string, allAuth: readonly ButtonAuth[]): boolean {
  return lists(allAuth, action, (entry) => entry.status === '0');
}

/**
 * Whether an element guarded by `action` is shown: the form's list (entries not of type '2') or the
 * user's stored list must contain it, and the disable list must not switch it off. No permissions
 * at all, or an action found nowhere, removes the element.
 */
export function isActionAllowed(action: string, permissions: PermissionLists): boolean {
  if (!action) return false;
  if (isActionDisabled(action, permissions.allAuth)) return false;
  const inForm = lists(permissions.formPermissions ?? [], action, (entry) => entry.type !== '2');
  if (inForm) return true;
  return lists(permissions.auth, action, (entry) => entry.status !== '0');
}

/** The second helper: type '1' actions under a prefix, with the prefix removed. */
export function actionsWithPrefix(entries: readonly ButtonAuth[], prefix: string): string[] {
  const found: string[] = [];
  for (const entry of entries) {
    if (entry.type !== '1') continue;
    for (const action of actionsOf(entry)) {
      if (action.startsWith(prefix)) found.push(action.slice(prefix.length));
    }
  }
  return found;
}
