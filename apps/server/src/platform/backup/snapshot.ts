import type { Dirent } from 'node:fs';
import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { holdDeletions } from '../storage/deletion-hold.js';

/** What `backup` wrote: the database tarball and the files beside it. */
export interface BackupSummary {
  target: string;
  databaseBytes: number;
  files: number;
  fileBytes: number;
}

const DATABASE_FILE = 'db.tar.gz';
const FILES_DIR = 'files';
/** A file being written (storage writes beside the target and renames); not yet a file. */
const isPartial = (name: string) => name.endsWith('.part');

/**
 * Writes a backup folder: the database first, then the files. File deletions are held meanwhile,
 * so every file a row of the copied database names is still there to copy; files uploaded after
 * the database copy come along as orphans, which the start-up sweep of a restored server removes.
 * Files are hard-linked when the backup is on the same disk (stored files are never rewritten).
 */
export async function writeBackup(
  dumpDatabase: () => Promise<Blob>,
  filesDir: string | null,
  target: string,
): Promise<BackupSummary> {
  await mkdir(target, { recursive: true });
  if ((await readdir(target)).length > 0) throw new Error(`backup folder ${target} is not empty`);
  const release = holdDeletions();
  try {
    const database = Buffer.from(await (await dumpDatabase()).arrayBuffer());
    await writeFile(path.join(target, DATABASE_FILE), database);
    const copied = filesDir ? await copyTree(filesDir, path.join(target, FILES_DIR)) : { files: 0, bytes: 0 };
    return { target, databaseBytes: database.length, files: copied.files, fileBytes: copied.bytes };
  } finally {
    await release();
  }
}

async function copyTree(from: string, to: string): Promise<{ files: number; bytes: number }> {
  const total = { files: 0, bytes: 0 };
  let entries: Dirent[];
  try {
    entries = await readdir(from, { withFileTypes: true });
  } catch {
    return total;
  }
  await mkdir(to, { recursive: true });
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const copy = path.join(to, entry.name);
    if (entry.isDirectory()) {
      const inner = await copyTree(source, copy);
      total.files += inner.files;
      total.bytes += inner.bytes;
    } else if (entry.isFile() && !isPartial(entry.name)) {
      try {
        await link(source, copy).catch(() => copyFile(source, copy));
        total.files += 1;
        total.bytes += (await stat(copy)).size;
      } catch {
        // Renamed or removed while listing: it was not a kept file at the database copy.
      }
    }
  }
  return total;
}

/**
 * Replaces the data folder's database and files with a backup's (the server must be stopped).
 * The new cluster is unpacked beside the old one and swapped in by renames, so a failure
 * part-way leaves the old data in place.
 */
export async function restoreBackup(source: string, dataDir: string): Promise<void> {
  const tarball = await readFile(path.join(source, DATABASE_FILE));
  const incoming = path.join(dataDir, 'db.restoring');
  await rm(incoming, { recursive: true, force: true });
  const unpacked = new PGlite(incoming, { loadDataDir: new Blob([tarball]) });
  await unpacked.waitReady;
  await unpacked.close();
  await swapIn(incoming, path.join(dataDir, 'db'));

  const files = path.join(source, FILES_DIR);
  const incomingFiles = path.join(dataDir, 'files.restoring');
  await rm(incomingFiles, { recursive: true, force: true });
  await copyTree(files, incomingFiles);
  await mkdir(incomingFiles, { recursive: true });
  await swapIn(incomingFiles, path.join(dataDir, 'files'));
}

async function swapIn(incoming: string, live: string): Promise<void> {
  const old = `${live}.replaced`;
  await rm(old, { recursive: true, force: true });
  await rename(live, old).catch(() => undefined);
  await rename(incoming, live);
  await rm(old, { recursive: true, force: true });
}
