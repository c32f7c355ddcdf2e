import { localStore, STORAGE_KEYS } from '../storage';
import type { MatchType, QueryCondition } from './superQuery';

/**
 * Saved advanced queries (framework §3: title, matchType, records) live in the browser, under the
 * `pro__` namespace, one list per user and page: they are a user's own shortcuts, worth no server
 * table, and a shared computer keeps each user's apart. They stay until removed.
 */
export interface SavedQuery {
  title: string;
  matchType: MatchType;
  records: QueryCondition[];
}

type SavedQueries = Record<string, SavedQuery[]>;

function slot(pageKey: string): string {
  const user = localStore.get<string>(STORAGE_KEYS.username) ?? '';
  return `${user}:${pageKey}`;
}

export function loadSavedQueries(pageKey: string): SavedQuery[] {
  return localStore.get<SavedQueries>(STORAGE_KEYS.superQueries)?.[slot(pageKey)] ?? [];
}

function store(pageKey: string, list: SavedQuery[]): SavedQuery[] {
  const all = localStore.get<SavedQueries>(STORAGE_KEYS.superQueries) ?? {};
  localStore.set<SavedQueries>(STORAGE_KEYS.superQueries, { ...all, [slot(pageKey)]: list }, null);
  return list;
}

/** Adds the query, or replaces the one of the same title in place (the caller has asked first). */
export function saveQuery(pageKey: string, query: SavedQuery): SavedQuery[] {
  const list = loadSavedQueries(pageKey);
  const at = list.findIndex((saved) => saved.title === query.title);
  return store(pageKey, at === -1 ? [...list, query] : list.map((saved, i) => (i === at ? query : saved)));
}

export function removeSavedQuery(pageKey: string, title: string): SavedQuery[] {
  return store(
    pageKey,
    loadSavedQueries(pageKey).filter((saved) => saved.title !== title),
  );
}
