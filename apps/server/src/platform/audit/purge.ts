import { lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { operationLog } from './schema.js';

const DAY_MS = 86_400_000;

/** Deletes the operation log's rows older than `days` days; answers how many went. */
export async function purgeOperationLog(db: Db, days: number, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(operationLog)
    .where(lt(operationLog.createTime, new Date(now - days * DAY_MS)))
    .returning({ id: operationLog.id });
  return gone.length;
}
