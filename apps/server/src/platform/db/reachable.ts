import { sql } from 'drizzle-orm';
import type { Db } from './database.js';

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}
