import type { Dirent } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database.js';
import { referencedKeys, sweptFolders } from './file-references.js';
import type { FileStorage } from './storage.js';

const CHECK_BATCH = 500;

export interface SweepResult {
  partials: number;
  orphans: number;
}

/** A file and its key (its path under the root, `/`-separated). */
interface Listed {
  file: string;
  key: string;
}

/**
 * Files a crash can leave behind in the local folder: `.part` files of uploads cut off mid-stream,
 * and files of a registered folder no row names (stored, then killed before the row committed;
 * or the rows deleted and killed before the files were). Listed before the server takes requests,
 * so nothing this process is writing is among them; `minAgeMs` spares files other processes may be
 * writing right now (several servers on one folder). Answers the function that removes them.
 */
export async function prepareSweep(
  root: string,
  minAgeMs: number,
): Promise<(db: Db, storage: FileStorage) => Promise<SweepResult>> {
  const bornBefore = Date.now() - minAgeMs;
  const all = await listFiles(root, '');
  const old: Listed[] = [];
  for (const listed of all) {
    const info = minAgeMs > 0 ? await stat(listed.file).catch(() => null) : null;
    if (minAgeMs === 0 || (info && info.mtimeMs <= bornBefore)) old.push(listed);
  }
  return async (db, storage) => {
    const partials = old.filter((listed) => listed.key.endsWith('.part'));
    for (const listed of partials) await rm(listed.file, { force: true });
    let orphans = 0;
    for (const folder of sweptFolders()) {
      const keys = old.filter((listed) => listed.key.startsWith(`${folder}/`) && !listed.key.endsWith('.part'));
      for (let i = 0; i < keys.length; i += CHECK_BATCH) {
        const batch = keys.slice(i, i + CHECK_BATCH).map((listed) => listed.key);
        // One snapshot for all checks: a row moving from one table to another (an upload claimed
        // by an album) is seen in exactly one of them.
        const kept = await db.transaction((tx) => referencedKeys(tx, folder, batch), {
          isolationLevel: 'repeatable read',
        });
        for (const key of batch.filter((candidate) => !kept.has(candidate))) {
          await storage.delete(key);
          orphans += 1;
        }
      }
    }
    return { partials: partials.length, orphans };
  };
}

async function listFiles(dir: string, prefix: string): Promise<Listed[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const found: Listed[] = [];
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await listFiles(file, key)));
    else if (entry.isFile()) found.push({ file, key });
  }
  return found;
}
