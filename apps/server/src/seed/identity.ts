import { eq } from 'drizzle-orm';
import { hashPassword } from '../platform/auth/passwords.js';
import type { Db } from '../platform/db/database.js';
import { tenants, users, userTenants } from '../platform/identity/schema.js';

export interface SeedUser {
  username: string;
  realname: string;
  password: string | null;
  phone: string | null;
  tenantName: string;
  isPlatformAdmin?: boolean;
  /** The username of the parent account, for a staff account. */
  parent?: string;
}

async function ensureTenant(db: Db, name: string): Promise<number> {
  const [found] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, name)).limit(1);
  if (found) return found.id;
  const [created] = await db.insert(tenants).values({ name }).returning({ id: tenants.id });
  return created.id;
}

/** Creates the account (and its tenant) once; an existing account is left as it is. */
export async function ensureUser(db: Db, seedUser: SeedUser): Promise<string> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.username, seedUser.username)).limit(1);
  if (found) return found.id;
  const tenantId = await ensureTenant(db, seedUser.tenantName);
  let lbUserId: string | null = null;
  if (seedUser.parent) {
    const [parent] = await db.select({ id: users.id }).from(users).where(eq(users.username, seedUser.parent));
    lbUserId = parent?.id ?? null;
  }
  const [created] = await db
    .insert(users)
    .values({
      username: seedUser.username,
      realname: seedUser.realname,
      passwordHash: seedUser.password ? await hashPassword(seedUser.password) : null,
      phone: seedUser.phone,
      tenantId,
      lbUserId,
      isPlatformAdmin: seedUser.isPlatformAdmin ?? false,
    })
    .returning({ id: users.id });
  await db.insert(userTenants).values({ userId: created.id, tenantId }).onConflictDoNothing();
  return created.id;
}
