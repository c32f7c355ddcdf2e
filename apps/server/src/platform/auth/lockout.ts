import { LOGIN_CAPTCHA_AFTER_FAILURES, LOGIN_LOCK_FAILURES, LOGIN_LOCK_MS } from '@scenecast/contracts';
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { loginFailures } from './schema.js';

/**
 * Failed password sign-ins one client address may make over all accounts within LOGIN_LOCK_MS;
 * past it the address's password sign-ins are refused (429) until its failures age out. One
 * address trying a common password on many accounts meets this, not the per-pair block.
 */
export const ADDRESS_FAILURE_LIMIT = 20;

/** The record of one account name signed into from one client address: failures in a row, block end. */
export type FailureRecord = Pick<typeof loginFailures.$inferSelect, 'failures' | 'lockedUntil'>;

/** What a password sign-in reads of the failures before checking the password. */
export interface SignInFailures {
  /** The record of this client address and account name, or null. */
  pair: FailureRecord | null;
  /** Failures of the account name from every address, an expired block counting none. */
  account: number;
  /** Failures from this client address over all account names in the last LOGIN_LOCK_MS. */
  address: number;
}

export interface LoginGate {
  /** Minutes left of the block of this address and account name, or null when it may try. */
  lockedMinutes: number | null;
  /** The client address failed too often over all accounts lately. */
  addressBlocked: boolean;
  captchaRequired: boolean;
  /** Failures of the account name from every address (an expired block counting none). */
  accountFailures: number;
  /** Failures are on record (a success clears them; without any, a sign-in writes nothing here). */
  hasFailures: boolean;
}

/** The earliest last failure that still counts against a client address. */
export const addressWindowStart = (now: Date) => new Date(now.getTime() - LOGIN_LOCK_MS);

/** Where a sign-in stands before its password is checked. An expired block counts as a fresh start. */
export function loginGate(failures: SignInFailures, captchaAlways: boolean): LoginGate {
  const now = Date.now();
  const lockedUntil = failures.pair?.lockedUntil?.getTime() ?? 0;
  return {
    lockedMinutes: lockedUntil > now ? Math.ceil((lockedUntil - now) / 60_000) : null,
    addressBlocked: failures.address >= ADDRESS_FAILURE_LIMIT,
    captchaRequired: captchaAlways || failures.account >= LOGIN_CAPTCHA_AFTER_FAILURES,
    accountFailures: failures.account,
    hasFailures: failures.pair !== null || failures.account > 0,
  };
}

/**
 * Counts a failure of the account name from the client address; the fifth in a row blocks that
 * pair for LOGIN_LOCK_MS (the account stays open to every other address). Answers the pair's count.
 */
export async function recordLoginFailure(
  db: Db,
  username: string,
  clientIp: string,
): Promise<{ failures: number; locked: boolean }> {
  const now = new Date();
  const pair = and(eq(loginFailures.username, username), eq(loginFailures.clientIp, clientIp));
  const [row] = await db
    .insert(loginFailures)
    .values({ username, clientIp, failures: 1, lastFailure: now })
    .onConflictDoUpdate({
      target: [loginFailures.username, loginFailures.clientIp],
      set: {
        // After an expired block the count starts again.
        failures: sql`CASE WHEN ${loginFailures.lockedUntil} IS NOT NULL THEN 1 ELSE ${loginFailures.failures} + 1 END`,
        lockedUntil: sql`NULL`,
        lastFailure: now,
      },
    })
    .returning({ failures: loginFailures.failures });
  if (row.failures < LOGIN_LOCK_FAILURES) return { failures: row.failures, locked: false };
  await db
    .update(loginFailures)
    .set({ lockedUntil: new Date(now.getTime() + LOGIN_LOCK_MS) })
    .where(pair);
  return { failures: row.failures, locked: true };
}

/**
 * After a right password: the account name's failures are forgotten, except the live blocks of
 * other addresses (whoever is guessing there stays blocked).
 */
export async function clearPasswordFailures(db: Db, username: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(
      and(
        eq(loginFailures.username, username),
        or(isNull(loginFailures.lockedUntil), lte(loginFailures.lockedUntil, new Date())),
      ),
    );
}

/** After a sign-in by SMS code, which proves the account's phone: every failure and block of it ends. */
export async function clearLoginFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, username));
}
