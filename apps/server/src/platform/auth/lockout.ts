import { LOGIN_CAPTCHA_AFTER_FAILURES, LOGIN_LOCK_FAILURES, LOGIN_LOCK_MS } from '@scenecast/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { loginFailures } from './schema.js';

export interface LoginGate {
  /** Minutes left of a lock, or null when the account may try. */
  lockedMinutes: number | null;
  captchaRequired: boolean;
  /** Failures are on record (a success clears them; without any, a sign-in writes nothing here). */
  hasFailures: boolean;
}

/** The lockout's record of a username: failures in a row and the end of its lock. */
export type FailureRecord = Pick<typeof loginFailures.$inferSelect, 'failures' | 'lockedUntil'>;

/** Where a username stands before a sign-in attempt. An expired lock counts as a fresh start. */
export function loginGate(record: FailureRecord | null, captchaAlways: boolean): LoginGate {
  const now = Date.now();
  const lockedUntil = record?.lockedUntil?.getTime() ?? 0;
  if (lockedUntil > now) {
    return { lockedMinutes: Math.ceil((lockedUntil - now) / 60_000), captchaRequired: true, hasFailures: true };
  }
  const failures = lockedUntil > 0 ? 0 : (record?.failures ?? 0);
  return {
    lockedMinutes: null,
    captchaRequired: captchaAlways || failures >= LOGIN_CAPTCHA_AFTER_FAILURES,
    hasFailures: record !== null,
  };
}

/** Counts a failure; the fifth in a row locks the username for 10 minutes. Answers the count. */
export async function recordLoginFailure(db: Db, username: string): Promise<{ failures: number; locked: boolean }> {
  const lockUntil = new Date(Date.now() + LOGIN_LOCK_MS);
  const [row] = await db
    .insert(loginFailures)
    .values({ username, failures: 1 })
    .onConflictDoUpdate({
      target: loginFailures.username,
      set: {
        // After an expired lock the count starts again.
        failures: sql`CASE WHEN ${loginFailures.lockedUntil} IS NOT NULL THEN 1 ELSE ${loginFailures.failures} + 1 END`,
        lockedUntil: sql`NULL`,
        lastFailure: sql`now()`,
      },
    })
    .returning({ failures: loginFailures.failures });
  if (row.failures < LOGIN_LOCK_FAILURES) return { failures: row.failures, locked: false };
  await db.update(loginFailures).set({ lockedUntil: lockUntil }).where(eq(loginFailures.username, username));
  return { failures: row.failures, locked: true };
}

export async function clearLoginFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
}
