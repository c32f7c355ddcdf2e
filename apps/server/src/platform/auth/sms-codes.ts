import { createHash, randomInt } from 'node:crypto';
import { SMS_CODE_MAX_TRIES, SMS_CODE_TTL_MS } from '@scenecast/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { smsCodes } from './schema.js';

/** A phone may be sent a new code once a minute. */
const RESEND_INTERVAL_MS = 60_000;

const codeKey = (phone: string, purpose: string) => `${purpose}:${phone}`;
const hashCode = (key: string, code: string) => createHash('sha256').update(`${key}:${code}`).digest('hex');

/** Issues a 6-digit code (5 minutes, 5 tries); null when the last one was sent under a minute ago. */
export async function issueSmsCode(db: Db, phone: string, purpose: string): Promise<string | null> {
  const key = codeKey(phone, purpose);
  const [last] = await db.select({ sentAt: smsCodes.sentAt }).from(smsCodes).where(eq(smsCodes.key, key));
  if (last && Date.now() - last.sentAt.getTime() < RESEND_INTERVAL_MS) return null;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const values = {
    codeHash: hashCode(key, code),
    tries: 0,
    expiresAt: new Date(Date.now() + SMS_CODE_TTL_MS),
    sentAt: new Date(),
  };
  await db
    .insert(smsCodes)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: smsCodes.key, set: values });
  return code;
}

/** Checks a code: a right one is used up; a wrong one spends a try; past 5 tries none is accepted. */
export async function consumeSmsCode(db: Db, phone: string, purpose: string, code: string): Promise<boolean> {
  const key = codeKey(phone, purpose);
  const [row] = await db.select().from(smsCodes).where(eq(smsCodes.key, key));
  if (!row || row.expiresAt.getTime() < Date.now() || row.tries >= SMS_CODE_MAX_TRIES) return false;
  if (row.codeHash !== hashCode(key, code)) {
    await db
      .update(smsCodes)
      .set({ tries: sql`${smsCodes.tries} + 1` })
      .where(eq(smsCodes.key, key));
    return false;
  }
  await db.delete(smsCodes).where(eq(smsCodes.key, key));
  return true;
}
