import type { Depart } from '@scenecast/contracts';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FailureRecord } from '../../platform/auth/lockout.js';
import { loginFailures } from '../../platform/auth/schema.js';
import type { Db } from '../../platform/db/database.js';
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

// A sign-in storm is bounded by the statements each sign-in runs on the one embedded database:
// the user, its tenants and its departments come back together, as JSON beside the user's row.
// The subqueries name their tables with aliases: drizzle leaves the columns of a one-table select
// unqualified, so a column of the outer row is named as sys_user's.
const linkedTenants = sql<LinkedTenant[]>`coalesce((
  SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'status', t.status) ORDER BY t.id)
  FROM sys_tenant t
  WHERE t.id = sys_user.tenant_id OR t.id IN (SELECT ut.tenant_id FROM sys_user_tenant ut WHERE ut.user_id = sys_user.id)
), '[]'::json)`;

const linkedDeparts = sql<LinkedDepart[]>`coalesce((
  SELECT json_agg(json_build_object('id', d.id, 'orgCode', d.org_code, 'departName', d.depart_name, 'tenantId', d.tenant_id)
    ORDER BY d.sort_no, d.org_code)
  FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.depart_id
  WHERE ud.user_id = sys_user.id
), '[]'::json)`;

const accountColumns = { user: getTableColumns(users), tenants: linkedTenants, departs: linkedDeparts };

const userColumn = { username: users.username, phone: users.phone, id: users.id };

/** The account with that user name, phone or id, or null. */
export async function accountBy(db: Db, field: keyof typeof userColumn, value: string): Promise<Account | null> {
  const [row] = await db.select(accountColumns).from(users).where(eq(userColumn[field], value)).limit(1);
  return row ?? null;
}

/**
 * The account of a user name and the lockout's record of it, in one statement when the account
 * exists (a user name without an account reads its record alone).
 */
export async function accountForSignIn(
  db: Db,
  username: string,
): Promise<{ account: Account | null; failure: FailureRecord | null }> {
  const [row] = await db
    .select({
      ...accountColumns,
      failures: sql<number | null>`(SELECT f.failures FROM sys_login_failure f WHERE f.username = sys_user.username)`,
      lockedUntil:
        sql<Date | null>`(SELECT f.locked_until FROM sys_login_failure f WHERE f.username = sys_user.username)`.mapWith(
          loginFailures.lockedUntil,
        ),
    })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  if (!row) {
    const [failure] = await db
      .select({ failures: loginFailures.failures, lockedUntil: loginFailures.lockedUntil })
      .from(loginFailures)
      .where(eq(loginFailures.username, username))
      .limit(1);
    return { account: null, failure: failure ?? null };
  }
  const { failures, lockedUntil, ...account } = row;
  return { account, failure: failures === null ? null : { failures, lockedUntil } };
}
