import type { Depart } from '@scenecast/contracts';
import { eq, sql } from 'drizzle-orm';
import { addressWindowStart, type SignInFailures } from '../../platform/auth/lockout.js';
import type { Db } from '../../platform/db/database.js';
import { rowFromJson, rows } from '../../platform/db/raw-rows.js';
import { users } from '../../platform/identity/schema.js';

export type UserRow = typeof users.$inferSelect;

/** A tenant the user is linked to, frozen or not: who may act in it is decided from these. */
export interface LinkedTenant {
  id: number;
  name: string;
  status: number;
}

/** A department of the user, in any of its tenants, in department order. */
export interface LinkedDepart extends Depart {
  tenantId: number;
}

/** A user with the tenants and departments a sign-in answers, read in one statement. */
export interface Account {
  user: UserRow;
  tenants: LinkedTenant[];
  departs: LinkedDepart[];
}

/** An account as the database's scenecast_account() answers it (migration 0056). */
interface AccountJson {
  user: Record<string, unknown>;
  tenants: LinkedTenant[];
  departs: LinkedDepart[];
}

const fromJson = ({ user, tenants, departs }: AccountJson): Account => ({
  user: rowFromJson(users, user),
  tenants,
  departs,
});

const userColumn = { username: users.username, phone: users.phone, id: users.id };

/** The account with that user name, phone or id, or null. */
export async function accountBy(db: Db, field: keyof typeof userColumn, value: string): Promise<Account | null> {
  const [row] = await db
    .select({ account: sql<AccountJson>`scenecast_account(sys_user)` })
    .from(users)
    .where(eq(userColumn[field], value))
    .limit(1);
  return row ? fromJson(row.account) : null;
}

/**
 * The account of a user name and the failures a sign-in from the client address weighs, in one
 * call: a sign-in storm is bounded by the work each sign-in does beside argon2id.
 */
export async function accountForSignIn(
  db: Db,
  username: string,
  clientIp: string,
): Promise<{ account: Account | null; failures: SignInFailures }> {
  const now = new Date();
  const [{ found }] = await rows<{
    found: {
      account: AccountJson | null;
      pair: { failures: number; lockedUntil: string | null } | null;
      accountFailures: number;
      addressFailures: number;
    };
  }>(
    db,
    sql`SELECT scenecast_sign_in_account(${username}, ${clientIp}, ${addressWindowStart(now).toISOString()}) AS found`,
  );
  const { account, pair } = found;
  return {
    account: account && fromJson(account),
    failures: {
      pair: pair && {
        failures: pair.failures,
        lockedUntil: pair.lockedUntil === null ? null : new Date(pair.lockedUntil),
      },
      account: Number(found.accountFailures),
      address: Number(found.addressFailures),
    },
  };
}
