import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { activationAttempts } from './schema.js';

/** Wrong activation codes allowed per user per minute: 4 digits are few, so guessing is bounded. */
export const ACTIVATION_GUESSES_PER_MINUTE = 10;
const WINDOW_MS = 60_000;

/** Whether the user spent this minute's wrong guesses already. */
export async function isGuessingBlocked(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select().from(activationAttempts).where(eq(activationAttempts.key, userId)).limit(1);
  if (!row || row.windowStart.getTime() < Date.now() - WINDOW_MS) return false;
  return row.attempts >= ACTIVATION_GUESSES_PER_MINUTE;
}

/** Counts a wrong guess in the user's current minute (a new minute starts the count again). */
export async function recordWrongGuess(db: Db, userId: string): Promise<void> {
  const windowOver = sql`${activationAttempts.windowStart} < now() - interval '1 minute'`;
  await db
    .insert(activationAttempts)
    .values({ key: userId, attempts: 1 })
    .onConflictDoUpdate({
      target: activationAttempts.key,
      set: {
        attempts: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${activationAttempts.attempts} + 1 END`,
        windowStart: sql`CASE WHEN ${windowOver} THEN now() ELSE ${activationAttempts.windowStart} END`,
      },
    });
}
