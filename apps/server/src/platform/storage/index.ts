import path from 'node:path';
import type { Config } from '../../config.js';
import { LocalStorage } from './local.js';
import { S3Storage } from './s3.js';
import type { FileStorage } from './storage.js';

export type { ByteRange, FileStorage, StoredObject } from './storage.js';
export { isSafeKey } from './storage.js';

/** The S3-compatible store when S3_BUCKET is set, else the folder `${DATA_DIR}/files`. */
export function createStorage(config: Pick<Config, 's3' | 'dataDir'>): FileStorage {
  if (config.s3) return S3Storage.fromSettings(config.s3);
  return new LocalStorage(path.join(config.dataDir, 'files'));
}
