import { ACTIVATION_GUESS_LIMITS } from '@scenecast/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { activationAttempts } from './schema.js';

/** Who a wrong guess is counted against: the user, the tenant of the shop, and the whole server. */
export interface Guesser {
  userId: string;
  tenantId: number;
}

/**
 * The three counters of a guesser with their limits, always in this order: statements that lock
 * them then never wait on each other in a cycle.
 */
const countersOf = ({ userId, tenantId }: Guesser) => [
  { key: `user:${userId}`, limit: ACTIVATION_GUESS_LIMITS.user },
  { key: `tenant:${tenantId}`, limit: ACTIVATION_GUESS_LIMITS.tenant },
  { key: 'server', limit: ACTIVATION_GUESS_LIMITS.server },
];

/**
 * Takes one guess from this minute's allowance of the user, the tenant and the server, before the
 * code is looked at; false when any of them is spent. One statement counts and checks: each row
 * is counted only while under its limit, checked on the row as it is when locked, so guesses sent
 * at once cannot all pass a check made before any of them was counted. 4 digits are 10,000 codes:
 * only all three limits together bound how fast they can be walked through.
 */
export async function takeGuess(db: Db, guesser: Guesser): Promise<boolean> {
  const counters = countersOf(guesser);
  const windowOver = sql`${activationAttempts.windowStart} < now() - interval '1 minute'`;
  const limits = counters.map(({ key, limit }) => sql`WHEN ${key} THEN ${limit}::integer`);
  const limitOfRow = sql`CASE ${activationAttempts.key} ${sql.join(limits, sql` `)} END`;
  const taken = await db
    .insert(activationAttempts)
    .values(counters.map(({ key }) => ({ key, attempts: 1 })))
    .onConflictDoUpdate({
      target: activationAttempts.key,
      set: {
        attempts: sql`CASE WHEN ${windowOver} THEN 1 ELSE ${activationAttempts.attempts} + 1 END`,
        windowStart: sql`CASE WHEN ${windowOver} THEN now() ELSE ${activationAttempts.windowStart} END`,
      },
      setWhere: sql`${windowOver} OR ${activationAttempts.attempts} < ${limitOfRow}`,
    })
    .returning({ key: activationAttempts.key });
  if (taken.length === counters.length) return true;
  // Refused: the counters that had room give their guess back, so only guesses that were looked at count.
  await giveBack(
    db,
    taken.map((row) => row.key),
  );
  return false;
}

/** A guess that paired a screen was no wrong guess: it goes back to the three allowances. */
export async function giveGuessBack(db: Db, guesser: Guesser): Promise<void> {
  await giveBack(
    db,
    countersOf(guesser).map(({ key }) => key),
  );
}

async function giveBack(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  // An upsert rather than an update: it locks the rows in the order of `keys`, as takeGuess does.
  await db
    .insert(activationAttempts)
    .values(keys.map((key) => ({ key, attempts: 0 })))
    .onConflictDoUpdate({
      target: activationAttempts.key,
      set: { attempts: sql`greatest(${activationAttempts.attempts} - 1, 0)` },
    });
}
