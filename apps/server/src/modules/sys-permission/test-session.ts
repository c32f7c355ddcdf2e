import { eq } from 'drizzle-orm';
import { createSession } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { users } from '../../platform/identity/schema.js';

/** Test helper: a session for a seeded account without going through sign-in. */
export async function sessionFor(
  db: Db,
  username: string,
): Promise<{ token: string; userId: string; tenantId: number }> {
  const [user] = await db
    .select({ id: users.id, tenantId: users.tenantId })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  if (!user) throw new Error(`no seeded account ${username}`);
  return { token: await createSession(db, user.id), userId: user.id, tenantId: user.tenantId };
}
