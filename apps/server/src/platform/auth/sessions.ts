import { SESSION_TTL_MS } from '@scenecast/contracts';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';
import { forgetSessionIdentity, forgetUserIdentity } from './identity-cache.js';
import { sessions } from './schema.js';
import { hashToken, newToken } from './tokens.js';

/** Where and for which tenant a sign-in happened, for the login log. */
export interface SignInPlace {
  tenantId: number;
  ip: string;
}

/**
 * Opens a 7-day session and answers the token; the token itself is never stored. The user's
 * expired sessions are cleared on the way, so the table holds live sessions only. A sign-in also
 * logs itself (`place`). One call of scenecast_open_session (migration 0056) does it all, as a
 * sign-in storm is bounded by the work each sign-in does, and it commits whole.
 */
export async function createSession(db: Db, userId: string, place?: SignInPlace): Promise<string> {
  const token = newToken();
  const now = new Date();
  await db.execute(sql`SELECT scenecast_open_session(
    ${hashToken(token)}, ${userId}, ${now.toISOString()}, ${new Date(now.getTime() + SESSION_TTL_MS).toISOString()},
    ${place ? newId() : null}, ${place?.tenantId ?? null}, ${place?.ip ?? null})`);
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
