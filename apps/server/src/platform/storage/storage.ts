import type { Readable } from 'node:stream';

/** A byte range, both ends inclusive (HTTP Range semantics). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  size: number;
  contentType: string | null;
}

/**
 * Where uploaded files live: a local folder or an S3-compatible store. Bodies always travel as
 * streams, so no file is ever held whole in memory. Keys are checked by `isSafeKey`.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the stream under the key; `size` when known lets a store skip chunked transfer. */
  put(key: string, body: Readable, options: { contentType: string; size?: number }): Promise<void>;
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes (one range of them when asked); null when there is no such object. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

/**
 * Keys are relative paths of plain segments (letters, digits, `.`, `_`, `-`), never `.` or `..`,
 * so a key can neither climb out of the local folder nor name another bucket's prefix.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 300) return false;
  return key.split('/').every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && segment !== '.' && segment !== '..');
}
