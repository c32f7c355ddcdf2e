import { SESSION_TTL_MS } from '@scenecast/contracts';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';
import { forgetSessionIdentity, forgetUserIdentity } from './identity-cache.js';
import { loginLog, sessions } from './schema.js';
import { hashToken, newToken } from './tokens.js';

/** Where and for which tenant a sign-in happened, for the login log. */
export interface SignInPlace {
  tenantId: number;
  ip: string;
}

/**
 * Opens a 7-day session and answers the token; the token itself is never stored. The user's
 * expired sessions are cleared on the way, so the table holds live sessions only. A sign-in also
 * logs itself (`place`): one statement does it all, as a sign-in storm is bounded by such round
 * trips, and it commits whole.
 */
export async function createSession(db: Db, userId: string, place?: SignInPlace): Promise<string> {
  const token = newToken();
  const cleared = db.$with('cleared').as(
    db
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, new Date())))
      .returning({ tokenHash: sessions.tokenHash }),
  );
  const session = { tokenHash: hashToken(token), userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) };
  if (!place) {
    await db.with(cleared).insert(sessions).values(session);
    return token;
  }
  const opened = db
    .$with('opened')
    .as(db.insert(sessions).values(session).returning({ tokenHash: sessions.tokenHash }));
  await db
    .with(cleared, opened)
    .insert(loginLog)
    .values({ id: newId(), userId, tenantId: place.tenantId, ip: place.ip });
  return token;
}

/** The live session of a token's hash, or null for an unknown, revoked or expired one. */
export async function findSession(db: Db, tokenHash: string): Promise<{ userId: string; expiresAt: Date } | null> {
  const [row] = await db
    .select({ userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  const tokenHash = hashToken(token);
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  await forgetSessionIdentity(tokenHash);
}

/** Revokes every session of a user but the one given (a password change keeps the caller's). */
export async function revokeOtherSessions(db: Db, userId: string, keepTokenHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
  await forgetUserIdentity(userId);
}

export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await forgetUserIdentity(userId);
}
