import { TENANT_STATUS, type Tenant, type UserInfo } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/errors.js';
import { users } from '../../platform/identity/schema.js';
import { accountBy, type LinkedTenant, type UserRow } from './account.js';

export async function findUserBy(db: Db, field: 'username' | 'phone' | 'id', value: string): Promise<UserRow | null> {
  const column = { username: users.username, phone: users.phone, id: users.id }[field];
  const [row] = await db.select().from(users).where(eq(column, value)).limit(1);
  return row ?? null;
}

export function toUserInfo(user: UserRow, tenantIds: number[]): UserInfo {
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    nickName: user.realname,
    photo: user.avatar,
    phone: user.phone,
    // Missing userIdentity tells the console the account must set a password first.
    userIdentity: user.passwordHash ? 1 : null,
    lbUserId: user.lbUserId,
    orgCode: user.orgCode,
    relTenantIds: tenantIds.join(','),
    isPlatformAdmin: user.isPlatformAdmin,
  };
}

/**
 * The tenants a user may act in, their default one first: frozen tenants are left out (the
 * platform administrator keeps them, to unfreeze them). The console switches among these.
 */
export function usableTenants(user: Pick<UserRow, 'tenantId' | 'isPlatformAdmin'>, linked: LinkedTenant[]): Tenant[] {
  return linked
    .filter((row) => user.isPlatformAdmin || row.status === TENANT_STATUS.enabled)
    .sort((a, b) => Number(b.id === user.tenantId) - Number(a.id === user.tenantId) || a.id - b.id)
    .map(({ id, name }) => ({ id, name }));
}

/** The current user as the console reads it (GET /user/info, and other modules' answers). */
export async function userInfo(db: Db, userId: string): Promise<UserInfo> {
  const account = await accountBy(db, 'id', userId);
  if (!account) throw notFound();
  return toUserInfo(
    account.user,
    usableTenants(account.user, account.tenants).map((t) => t.id),
  );
}
