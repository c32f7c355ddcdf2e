import type { ButtonAuth } from '@scenecast/contracts';
import { actionsWithPrefix } from '../permissions';
import { SESSION_KEYS, sessionStore } from '../storage';

/** The table's buttons a permission prefix can hide. */
export type TableButton = 'add' | 'batch_delete';

/**
 * The exclusion list of a prefix: buttons declared under it in the full list that the user's own
 * list does not grant. No prefix hides nothing.
 */
export function excludedButtons(
  prefix: string | undefined,
  auth: readonly ButtonAuth[],
  allAuth: readonly ButtonAuth[],
): Set<string> {
  if (!prefix) return new Set();
  const granted = new Set(actionsWithPrefix(auth, prefix));
  return new Set(actionsWithPrefix(allAuth, prefix).filter((action) => !granted.has(action)));
}

/** The exclusion list from the stored permission lists. */
export function storedExclusions(prefix: string | undefined): Set<string> {
  return excludedButtons(
    prefix,
    sessionStore.get<ButtonAuth[]>(SESSION_KEYS.auth) ?? [],
    sessionStore.get<ButtonAuth[]>(SESSION_KEYS.allAuth) ?? [],
  );
}
