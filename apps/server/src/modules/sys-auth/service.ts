import { type LoginResult, msg } from '@scenecast/contracts';
import { and, eq, or } from 'drizzle-orm';
import { clearLoginFailures } from '../../platform/auth/lockout.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import type { Scope } from '../../platform/auth/scope.js';
import { revokeAllSessions, revokeOtherSessions } from '../../platform/auth/sessions.js';
import { consumeSmsCode, issueSmsCode } from '../../platform/auth/sms-codes.js';
import type { Db } from '../../platform/db/database.js';
import { unlessTaken } from '../../platform/db/unique-violation.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { tenants, users, userTenants } from '../../platform/identity/schema.js';
import type { SmsProvider } from '../../platform/sms/provider.js';
import { assignRole } from '../sys-permission/service.js';
import { accountBy } from './account.js';
import { completeLogin } from './login.js';
import { findUserBy } from './user-info.js';

export { userInfo } from './user-info.js';

export type SmsPurpose = 'register' | 'reset' | 'login';

/**
 * Sends a code for registering (the phone must be new) or for resetting or signing in (the phone
 * must belong to an account). Answers the code itself only when `echo` is on (tests, demos).
 */
export async function sendSmsCode(
  db: Db,
  sms: SmsProvider,
  input: { phone: string; purpose: SmsPurpose; echo: boolean },
): Promise<{ devCode?: string }> {
  if (input.purpose === 'register') await refuseTakenPhone(db, input.phone);
  else if (!(await findUserBy(db, 'phone', input.phone))) throw new BusinessError(msg('phoneNotRegistered'));
  const code = await issueSmsCode(db, input.phone, input.purpose);
  if (!code) throw new BusinessError(msg('smsTooOften'));
  await sms.send(input.phone, code, input.purpose);
  return input.echo ? { devCode: code } : {};
}

/** Registration names the account by its phone: a phone that is an account's phone or name is taken. */
async function refuseTakenPhone(db: Db, phone: string): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.phone, phone), eq(users.username, phone)))
    .limit(1);
  if (taken) throw new BusinessError(msg('phoneRegistered'));
}

const unlessPhoneTaken = unlessTaken(msg('phoneRegistered'));

async function requireSmsCode(db: Db, phone: string, purpose: SmsPurpose, code: string): Promise<void> {
  if (!(await consumeSmsCode(db, phone, purpose, code))) throw new BusinessError(msg('smsCodeInvalid'));
}

/**
 * Registers a new owner: a tenant of their own and an account named by the phone, signed in at
 * once. Without a password the account must set one at first sign-in.
 */
export async function register(
  db: Db,
  input: { phone: string; smscode: string; password?: string; ip: string },
): Promise<LoginResult> {
  await requireSmsCode(db, input.phone, 'register', input.smscode);
  await refuseTakenPhone(db, input.phone);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  // An administrator may give the phone to an account meanwhile: the indexes then refuse it alike.
  const userId = await unlessPhoneTaken(() =>
    db.transaction(async (tx) => {
      const [tenant] = await tx
        .insert(tenants)
        .values({ name: `${input.phone} 的租户` })
        .returning({ id: tenants.id });
      const [user] = await tx
        .insert(users)
        .values({ username: input.phone, realname: input.phone, phone: input.phone, passwordHash, tenantId: tenant.id })
        .returning({ id: users.id });
      await tx.insert(userTenants).values({ userId: user.id, tenantId: tenant.id });
      return user.id;
    }),
  );
  await assignRole(db, userId, 'owner');
  const account = await accountBy(db, 'id', userId);
  if (!account) throw new BusinessError(msg('unknownError'));
  return completeLogin(db, account, input.ip);
}

/** Resets a forgotten password by phone and SMS code; every session of the account ends. */
export async function resetPassword(db: Db, input: { phone: string; smscode: string; password: string }) {
  await requireSmsCode(db, input.phone, 'reset', input.smscode);
  const user = await findUserBy(db, 'phone', input.phone);
  if (!user) throw new BusinessError(msg('phoneNotRegistered'));
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password) })
    .where(eq(users.id, user.id));
  await revokeAllSessions(db, user.id);
}

/**
 * Sign-in by phone and SMS code. The password's failures and blocks do not apply: this is how the
 * owner of an account passes a block, and a success ends them all (docs/sign-in-guards.md).
 */
export async function phoneLogin(db: Db, input: { phone: string; code: string; ip: string }): Promise<LoginResult> {
  await requireSmsCode(db, input.phone, 'login', input.code);
  const account = await accountBy(db, 'phone', input.phone);
  if (!account) throw new BusinessError(msg('phoneNotRegistered'));
  const signedIn = await completeLogin(db, account, input.ip);
  await clearLoginFailures(db, account.user.username);
  return signedIn;
}

/** First sign-in of an account with no password: sets it once. The phone must be the account's. */
export async function addPassword(db: Db, scope: Scope, input: { phone: string; password: string }): Promise<void> {
  const user = await findUserBy(db, 'id', scope.userId);
  if (!user) throw forbidden();
  if (user.passwordHash) throw new BusinessError(msg('passwordAlreadySet'));
  if (user.phone !== input.phone) throw new BusinessError(msg('phoneInvalid'));
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password) })
    .where(eq(users.id, user.id));
}

/** Changes the caller's own password after checking the old one; the account's other sessions end. */
export async function changePassword(
  db: Db,
  scope: Scope,
  input: { username: string; oldpassword: string; password: string },
): Promise<void> {
  if (scope.lbUserId) throw new BusinessError(msg('childCannotChangePassword'));
  if (input.username !== scope.username) throw forbidden();
  const user = await findUserBy(db, 'id', scope.userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.oldpassword))) {
    throw new BusinessError(msg('oldPasswordWrong'));
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password) })
    .where(eq(users.id, user.id));
  await revokeOtherSessions(db, user.id, scope.tokenHash);
}

/**
 * Ends every session of an account and answers its id, so the caller can tell its consoles. The
 * platform administrator may end anyone's; a tenant administrator only those of a user of the
 * tenant they act in who is no platform administrator (anyone else, or an unknown name: 403).
 */
export async function forceLogout(db: Db, scope: Scope, username: string): Promise<string> {
  const user = await findUserBy(db, 'username', username);
  if (!user) throw forbidden();
  if (!scope.isPlatformAdmin) {
    const [member] = await db
      .select({ userId: userTenants.userId })
      .from(userTenants)
      .where(and(eq(userTenants.userId, user.id), eq(userTenants.tenantId, scope.tenantId)))
      .limit(1);
    if (!member || user.isPlatformAdmin) throw forbidden();
  }
  await revokeAllSessions(db, user.id);
  return user.id;
}
