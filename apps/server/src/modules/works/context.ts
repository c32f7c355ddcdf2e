import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import type { LiveHub } from '../../platform/live/hub.js';
import type { FileStorage } from '../../platform/storage/index.js';

/** What every works service receives: the caller's scope and the server's parts. */
export interface WorksContext {
  db: Db;
  scope: Scope;
  storage: FileStorage;
  live: LiveHub;
  /** API_BASE: media addresses are `${apiBase}/sys/common/static/${key}`. */
  apiBase: string;
  /** Bytes each tenant may store (WORKS_QUOTA_BYTES). */
  quotaBytes: number;
  /** The largest single video (WORKS_MAX_FILE_BYTES). */
  maxFileBytes: number;
}

export const staticUrl = (apiBase: string, key: string) => `${apiBase}/sys/common/static/${key}`;
