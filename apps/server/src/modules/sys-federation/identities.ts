import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { newId } from '../../platform/db/ids.js';
import { federatedIdentities } from './schema.js';

/** The account an outside identity is linked to, or null. */
export async function linkedUserId(db: Db, issuer: string, subject: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: federatedIdentities.userId })
    .from(federatedIdentities)
    .where(and(eq(federatedIdentities.issuer, issuer), eq(federatedIdentities.subject, subject)))
    .limit(1);
  return row?.userId ?? null;
}

/** Records the link; false when the identity is already linked (to anyone). */
export async function recordLink(db: Db, userId: string, issuer: string, subject: string): Promise<boolean> {
  const inserted = await db
    .insert(federatedIdentities)
    .values({ id: newId(), userId, issuer, subject })
    .onConflictDoNothing()
    .returning({ id: federatedIdentities.id });
  return inserted.length === 1;
}
