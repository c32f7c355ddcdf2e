import { lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { captchas, sessions, smsCodes } from './schema.js';

/** Deletes expired sessions, captchas and SMS codes (each is refused once expired anyway). */
export async function purgeExpiredAuthRecords(
  db: Db,
): Promise<{ sessions: number; captchas: number; smsCodes: number }> {
  const now = new Date();
  const [expiredSessions, expiredCaptchas, expiredCodes] = await Promise.all([
    db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.tokenHash }),
    db.delete(captchas).where(lt(captchas.expiresAt, now)).returning({ id: captchas.checkKey }),
    db.delete(smsCodes).where(lt(smsCodes.expiresAt, now)).returning({ id: smsCodes.key }),
  ]);
  return { sessions: expiredSessions.length, captchas: expiredCaptchas.length, smsCodes: expiredCodes.length };
}
