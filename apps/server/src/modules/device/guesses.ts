import { ACTIVATION_GUESS_LIMITS } from '@scenecast/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { activationAttempts } from './schema.js';

/** Who a wrong guess is counted against: the user, the tenant of the shop, and the whole server. */
export interface Guesser {
  userId: string;
  tenantId: number;
}

const keysOf = ({ userId, tenantId }: Guesser) => ({
  user: `user:${userId}`,
  tenant: `tenant:${tenantId}`,
  server: 'server',
});

/**
 * Whether this minute's wrong guesses are spent for the user, the tenant or the server. 4 digits
 * are 10,000 codes: only all three limits together bound how fast they can be walked through.
 */
export async function isGuessingBlocked(db: Db, guesser: Guesser): Promise<boolean> {
  const keys = keysOf(guesser);
  const rows = await db
    .select({
      key: activationAttempts.key,
      attempts: activationAttempts.attempts,
      live: sql<boolean>`${activationAttempts.windowStart} >= now() - interval '1 minute'`,
    })
    .from(activationAttempts)
    .where(inArray(activationAttempts.key, Object.values(keys)));
  return (Object.keys(keys) as (keyof typeof keys)[]).some((level) => {
    const row = rows.find((candidate) => candidate.key === keys[level]);
    return row?.live === true && row.attempts >= ACTIVATION_GUESS_LIMITS[level];
  });
}

/** Counts a wrong guess in the current minute of each of the three (a new minute starts again). */
export async function recordWrongGuess(db: Db, guesser: Guesser): Promise<void> {
  const windowOver = sql`${activationAttempts.windowStart} < now() - interval '1 minute'`;
  await db
    .insert(activationAttempts)
    .values(Object.values(keysOf(guesser)).map((key) => ({ key, attempts: 1 })))
    .onConflictDoUpdate({
      target: activationAttempts.key,
      set: {
        attempts: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${activationAttempts.attempts} + 1 END`,
        windowStart: sql`CASE WHEN ${windowOver} THEN now() ELSE ${activationAttempts.windowStart} END`,
      },
    });
}
