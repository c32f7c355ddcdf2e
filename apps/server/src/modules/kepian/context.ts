import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import type { FileStorage } from '../../platform/storage/index.js';

/** What every album service receives: the caller's scope and the server's parts. */
export interface KepianContext {
  db: Db;
  scope: Scope;
  storage: FileStorage;
  /** API_BASE: photo addresses are `${apiBase}/sys/common/static/${key}`. */
  apiBase: string;
}
