import { msg } from '@scenecast/contracts';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';

export interface LookbookContext {
  db: Db;
  scope: Scope;
  /** Tells the shop's screens to fetch its lookbook again. */
  tellScreens: (shopId: string) => Promise<void>;
}

/**
 * Checks a new order against the entries it reorders: an id that is not one of them is refused like
 * a foreign id (403); a list that misses one or names one twice is a business refusal, so no entry
 * is left with a stale place.
 */
export function checkFullOrder(currentIds: string[], ids: string[]): void {
  const known = new Set(currentIds);
  if (ids.some((id) => !known.has(id))) throw forbidden(msg('shopNoAccess'));
  if (new Set(ids).size !== ids.length || ids.length !== currentIds.length) {
    throw new BusinessError(msg('fzSortMismatch'));
  }
}

/** `%part%` for ILIKE with the pattern characters of `text` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
