import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES } from './sniff.js';

/** An upload written to a temporary file while it arrives: its size and first bytes are known. */
export interface SpooledFile {
  path: string;
  size: number;
  head: Buffer;
  dispose(): Promise<void>;
}

/**
 * Streams a body to a temporary file, counting bytes and keeping the first SNIFF_BYTES for type
 * sniffing. The upload is checked only once it has fully arrived, whatever the order of the form's
 * fields, and the file is never held in memory.
 */
const SPOOL_PREFIX = 'scenecast-upload-';

export async function spoolToTempFile(body: Readable): Promise<SpooledFile> {
  const target = path.join(os.tmpdir(), `${SPOOL_PREFIX}${randomUUID()}`);
  const dispose = () => rm(target, { force: true });
  let size = 0;
  const headChunks: Buffer[] = [];
  let headLength = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (headLength < SNIFF_BYTES) {
        headChunks.push(chunk.subarray(0, SNIFF_BYTES - headLength));
        headLength += Math.min(chunk.length, SNIFF_BYTES - headLength);
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(body, measure, createWriteStream(target));
  } catch (error) {
    await dispose();
    throw error;
  }
  return { path: target, size, head: Buffer.concat(headChunks), dispose };
}

/**
 * Deletes spool files untouched for `olderThanMs`: uploads a crashed or killed process left
 * behind (a live upload writes to its file all along, so it is never that old).
 */
export async function removeAbandonedSpools(olderThanMs: number, dir: string = os.tmpdir()): Promise<number> {
  const cutoff = Date.now() - olderThanMs;
  let removed = 0;
  for (const name of await readdir(dir)) {
    if (!name.startsWith(SPOOL_PREFIX)) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtimeMs >= cutoff) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
