import {
  type adminChangePasswordPayload,
  type frozenBatchPayload,
  msg,
  type UserDetail,
  type userAddPayload,
  type userEditPayload,
} from '@scenecast/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { Scope } from '../../platform/auth/scope.js';
import { revokeAllSessions, revokeOtherSessions } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { unlessTaken } from '../../platform/db/unique-violation.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { users, userTenants } from '../../platform/identity/schema.js';
import { holdTenant } from '../../platform/identity/tenant-hold.js';
import { setUserDeparts, userDepartIds } from '../sys-depart/service.js';
import { setUserRoles, userRoleIds } from '../sys-permission/service.js';
import { positionCodesById, positionIdsByCode, tenantPositionIds } from '../sys-position/service.js';
import { userPositions } from './schema.js';
import { checkOnlyUser, pageOfUsers, visibleUsers } from './service.js';

/** The button the write routes declare: it lets a user manage the users of their tenant. */
export const USER_MANAGE_ACTION = 'system:user:manage';

type AddInput = z.output<typeof userAddPayload>;
type EditInput = z.output<typeof userEditPayload>;
type FrozenInput = z.output<typeof frozenBatchPayload>;
type PasswordInput = z.output<typeof adminChangePasswordPayload>;

interface ManagedUser {
  id: string;
  username: string;
  tenantId: number;
  isPlatformAdmin: boolean;
}

/**
 * The users a manager may act on, by id or username: a platform admin any; anyone else those of
 * the tenant they act in. Another tenant's user (or an unknown one) is refused (403, issue #11).
 */
async function managedUsers(db: Db, scope: Scope, by: 'id' | 'username', keys: string[]): Promise<ManagedUser[]> {
  const found = await db
    .select({
      id: users.id,
      username: users.username,
      tenantId: users.tenantId,
      isPlatformAdmin: users.isPlatformAdmin,
    })
    .from(users)
    .where(and(inArray(by === 'id' ? users.id : users.username, keys), visibleUsers(db, scope)));
  if (found.length !== keys.length) throw forbidden();
  return found;
}

/** Only a platform administrator touches a platform administrator's account. */
function guardPlatformAdmin(scope: Scope, target: ManagedUser): void {
  if (target.isPlatformAdmin && !scope.isPlatformAdmin) throw forbidden();
}

/**
 * The tenant a new or edited user belongs to: a platform admin may name any, anyone else their own.
 * Whether it exists is checked by the save itself (holdUserTenant).
 */
function targetTenant(scope: Scope, relTenantIds: string | null, current?: number): number {
  if (relTenantIds === null) return current ?? scope.tenantId;
  const tenantId = Number(relTenantIds);
  if (!Number.isSafeInteger(tenantId)) throw new BusinessError(msg('userTenantUnknown'));
  if (tenantId === (current ?? scope.tenantId)) return tenantId;
  if (!scope.isPlatformAdmin) throw forbidden();
  return tenantId;
}

/** The user's tenant, held until the save commits: one that does not exist, or is deleted meanwhile, is refused. */
async function holdUserTenant(tx: Db, tenantId: number): Promise<void> {
  if (!(await holdTenant(tx, tenantId))) throw new BusinessError(msg('userTenantUnknown'));
}

async function setUserPositions(db: Db, userId: string, tenantId: number, codes: string[]): Promise<void> {
  const ids = await positionIdsByCode(db, tenantId, codes);
  if (ids.size !== codes.length) throw new BusinessError(msg('userPositionOutOfTenant'));
  await db
    .delete(userPositions)
    .where(and(eq(userPositions.userId, userId), inArray(userPositions.positionId, tenantPositionIds(db, tenantId))));
  if (ids.size > 0) {
    await db.insert(userPositions).values([...ids.values()].map((positionId) => ({ userId, positionId })));
  }
}

/** Roles, departments and positions as the form sent them, all of the user's tenant. */
async function setLinks(db: Db, scope: Scope, userId: string, tenantId: number, input: AddInput | EditInput) {
  await setUserRoles(db, scope, userId, input.selectedroles);
  await setUserDeparts(db, {
    userId,
    tenantId,
    departIds: input.selecteddeparts,
    outOfTenant: msg('userDepartOutOfTenant'),
  });
  await setUserPositions(db, userId, tenantId, input.post);
}

/** Two saves racing past checkOnlyUser meet the username and phone indexes: the loser is told why. */
const unlessUserTaken = unlessTaken(msg('userTaken'));

/** POST /sys/user/add: a new account in the caller's tenant (a platform admin: the tenant named). */
export async function addUser(db: Db, scope: Scope, input: AddInput): Promise<UserDetail> {
  await checkOnlyUser(db, { username: input.username, phone: input.phone ?? undefined });
  const tenantId = targetTenant(scope, input.relTenantIds);
  const passwordHash = await hashPassword(input.password);
  const id = await unlessUserTaken(() =>
    db.transaction(async (tx) => {
      await holdUserTenant(tx, tenantId);
      const [created] = await tx
        .insert(users)
        .values({
          username: input.username,
          realname: input.realname,
          passwordHash,
          phone: input.phone,
          email: input.email,
          sex: input.sex ?? null,
          tenantId,
        })
        .returning({ id: users.id });
      await tx.insert(userTenants).values({ userId: created.id, tenantId });
      await setLinks(tx, scope, created.id, tenantId, input);
      return created.id;
    }),
  );
  return userDetail(db, scope, id);
}

/** PUT /sys/user/edit: the account's fields, roles, departments, positions and tenant. */
export async function editUser(db: Db, scope: Scope, input: EditInput): Promise<UserDetail> {
  const [target] = await managedUsers(db, scope, 'id', [input.id]);
  guardPlatformAdmin(scope, target);
  await checkOnlyUser(db, { username: input.username, phone: input.phone ?? undefined, id: target.id });
  const tenantId = targetTenant(scope, input.relTenantIds, target.tenantId);
  await unlessUserTaken(() =>
    db.transaction(async (tx) => {
      await holdUserTenant(tx, tenantId);
      await tx
        .update(users)
        .set({
          username: input.username,
          realname: input.realname,
          phone: input.phone,
          email: input.email,
          sex: input.sex ?? null,
          tenantId,
        })
        .where(eq(users.id, target.id));
      await tx.insert(userTenants).values({ userId: target.id, tenantId }).onConflictDoNothing();
      // A tenant's administrator sets the links of their own tenant, whatever the user's default one.
      await setLinks(tx, scope, target.id, scope.isPlatformAdmin ? tenantId : scope.tenantId, input);
    }),
  );
  // A new username or tenant changes what the user's tokens stand for.
  if (input.username !== target.username || tenantId !== target.tenantId) {
    await revokeOtherSessions(db, target.id, scope.tokenHash);
  }
  return userDetail(db, scope, target.id);
}

/**
 * PUT /sys/user/frozenBatch: status 2 freezes, 1 unfreezes. A frozen user's sessions end at once
 * and their cached identity is dropped in every process, so their next call answers 401.
 */
export async function frozenBatch(
  db: Db,
  scope: Scope,
  input: FrozenInput,
): Promise<{ message: string; signedOut: string[] }> {
  const targets = await managedUsers(db, scope, 'id', input.ids);
  const isFreezing = input.status === '2';
  for (const target of targets) {
    guardPlatformAdmin(scope, target);
    if (isFreezing && target.id === scope.userId) throw new BusinessError(msg('userFreezeSelf'));
    if (isFreezing && target.isPlatformAdmin && !scope.isPlatformAdmin) {
      throw new BusinessError(msg('userFreezePlatformAdmin'));
    }
  }
  await db
    .update(users)
    .set({ status: Number(input.status) })
    .where(inArray(users.id, input.ids));
  if (isFreezing) for (const target of targets) await revokeAllSessions(db, target.id);
  return {
    message: msg(isFreezing ? 'userFrozenDone' : 'userUnfrozenDone'),
    signedOut: isFreezing ? targets.map((target) => target.id) : [],
  };
}

/**
 * PUT /sys/user/changePassword: a manager sets an account's password with the password-change
 * rule; that account's sessions end (the caller's own stays when it is their own account).
 */
export async function setUserPassword(db: Db, scope: Scope, input: PasswordInput): Promise<string> {
  const [target] = await managedUsers(db, scope, 'username', [input.username]);
  guardPlatformAdmin(scope, target);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password) })
    .where(eq(users.id, target.id));
  if (target.id === scope.userId) await revokeOtherSessions(db, target.id, scope.tokenHash);
  else await revokeAllSessions(db, target.id);
  return target.id;
}

/** The users the caller sees among the ids (or usernames), in the order asked; unknown ones are left out. */
export async function getMultiUser(db: Db, scope: Scope, keys: string[], by: 'id' | 'username'): Promise<UserDetail[]> {
  if (keys.length === 0) return [];
  const where = and(inArray(by === 'id' ? users.id : users.username, keys), visibleUsers(db, scope));
  const page = await pageOfUsers(db, where, users.username, { pageNo: 1, pageSize: keys.length, order: 'asc' });
  const rows = await Promise.all(page.records.map((row) => withLinks(db, scope, row)));
  const position = (row: UserDetail) => keys.indexOf(by === 'id' ? row.id : row.username);
  return rows.sort((a, b) => position(a) - position(b));
}

async function userDetail(db: Db, scope: Scope, id: string): Promise<UserDetail> {
  const [found] = await getMultiUser(db, scope, [id], 'id');
  if (!found) throw forbidden();
  return found;
}

type ListRow = Awaited<ReturnType<typeof pageOfUsers>>['records'][number];

/**
 * A row with the edit dialog's links: roles, departments and position codes of the tenant the
 * links are set in (the user's own for a platform admin, else the caller's).
 */
async function withLinks(db: Db, scope: Scope, row: ListRow): Promise<UserDetail> {
  const [extra] = await db
    .select({ email: users.email, tenantId: users.tenantId })
    .from(users)
    .where(eq(users.id, row.id));
  const linkTenant = scope.isPlatformAdmin ? extra.tenantId : scope.tenantId;
  const [roleIds, departIds, positionRows] = await Promise.all([
    userRoleIds(db, row.id),
    userDepartIds(db, row.id, linkTenant),
    db
      .select({ id: userPositions.positionId })
      .from(userPositions)
      .where(
        and(eq(userPositions.userId, row.id), inArray(userPositions.positionId, tenantPositionIds(db, linkTenant))),
      ),
  ]);
  const codes = await positionCodesById(
    db,
    positionRows.map((position) => position.id),
  );
  return {
    ...row,
    createTime: row.createTime.toISOString(),
    email: extra.email,
    selectedroles: roleIds.join(','),
    selecteddeparts: departIds.join(','),
    post: [...codes.values()].join(','),
    relTenantIds: String(extra.tenantId),
  };
}
