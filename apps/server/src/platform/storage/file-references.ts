import type { Db } from '../db/database.js';

/** Answers which of `keys` some row of the module still names. */
export type ReferenceCheck = (db: Db, keys: string[]) => Promise<string[]>;

/**
 * The storage folders whose every file must be named by a row, and the checks that say which
 * are (a folder may have several: pending uploads, works and album photos share `works/`).
 * Modules fill it at start-up; the start-up sweep removes files of these folders no check claims.
 * Folders nobody registers are never swept.
 */
const checksByFolder = new Map<string, Set<ReferenceCheck>>();

export function registerFileReferences(folder: string, check: ReferenceCheck): void {
  const checks = checksByFolder.get(folder) ?? new Set();
  checks.add(check);
  checksByFolder.set(folder, checks);
}

export function sweptFolders(): string[] {
  return [...checksByFolder.keys()];
}

/** The keys of `keys` (all in `folder`) that some registered check claims. */
export async function referencedKeys(db: Db, folder: string, keys: string[]): Promise<Set<string>> {
  const referenced = new Set<string>();
  for (const check of checksByFolder.get(folder) ?? []) {
    for (const key of await check(db, keys)) referenced.add(key);
  }
  return referenced;
}
