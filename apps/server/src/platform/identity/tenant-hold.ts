import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { tenants } from './schema.js';

/**
 * Whether the tenant still exists, held against deletion until the caller's transaction ends
 * (deleteTenant locks it for update before counting its members).
 */
export async function holdTenant(tx: Db, id: number): Promise<boolean> {
  const held = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id)).for('key share');
  return held.length > 0;
}
