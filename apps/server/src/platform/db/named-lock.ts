import { sql } from 'drizzle-orm';
import type { Db } from './database.js';

/**
 * Takes a transaction's advisory lock named by text, held until the transaction ends: what is read
 * after it includes everything an earlier holder committed, on PGlite and on any number of
 * processes sharing a PostgreSQL. For a check a unique index cannot make (an order, a value unique
 * within a parent, a code made from its siblings').
 */
export async function lockNamed(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`);
}
