import { LOGIN_CAPTCHA_AFTER_FAILURES, LOGIN_LOCK_MS, type LoginResult, msg } from '@scenecast/contracts';
import { consumeCaptcha } from '../../platform/auth/captcha-store.js';
import { clearPasswordFailures, loginGate, recordLoginFailure } from '../../platform/auth/lockout.js';
import { admitPasswordCheck, verifyPassword } from '../../platform/auth/passwords.js';
import { createSession } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError, HttpError } from '../../platform/http/errors.js';
import { allDictItems } from '../sys-dict/service.js';
import { type Account, accountForSignIn, type UserRow } from './account.js';
import { toUserInfo, usableTenants } from './user-info.js';

/** Which accounts an entrance lets in. */
export type LoginArea = 'user' | 'smadmin' | 'parent' | 'child';

export interface PasswordLogin {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string;
  area: LoginArea;
  ip: string;
  captchaAlways: boolean;
}

function admits(area: LoginArea, user: UserRow): boolean {
  if (area === 'parent') return user.lbUserId === null;
  if (area === 'child') return user.lbUserId !== null;
  return true;
}

/**
 * Opens a session for an account that proved who it is (a password, an SMS code, a new
 * registration, a federated identity), logs the sign-in, answers what the console needs.
 */
export async function completeLogin(db: Db, { user, tenants, departs }: Account, ip: string): Promise<LoginResult> {
  if (user.status !== 1) throw new BusinessError(msg('accountFrozen'));
  const tenantList = usableTenants(user, tenants);
  // Every tenant of the account frozen: there is nothing it could act in.
  if (tenantList.length === 0) throw new BusinessError(msg('tenantAllFrozen'));
  const [token, sysAllDictItems] = await Promise.all([
    createSession(db, user.id, { tenantId: user.tenantId, ip }),
    allDictItems(db),
  ]);
  const departList = departs
    .filter((depart) => depart.tenantId === tenantList[0].id)
    .map(({ id, orgCode, departName }) => ({ id, orgCode, departName }));
  return {
    token,
    userInfo: toUserInfo(
      user,
      tenantList.map((t) => t.id),
    ),
    sysAllDictItems,
    departs: departList,
    multi_depart: departList.length === 0 ? 0 : departList.length === 1 ? 1 : 2,
    tenantList,
  };
}

/**
 * Username and password sign-in, for every entrance (the policy: docs/sign-in-guards.md). A
 * captcha is asked once the user name failed 3 times from any address (or always, by config); the
 * fifth failure in a row from one client address blocks that address for that user name for 10
 * minutes, and an address failing too often over all user names is turned away for a while. In a
 * storm a sign-in whose password check would wait too long is turned away (busy) before anything is read.
 */
export async function passwordLogin(db: Db, input: PasswordLogin): Promise<LoginResult> {
  admitPasswordCheck();
  const { account, failures } = await accountForSignIn(db, input.username, input.ip);
  const gate = loginGate(failures, input.captchaAlways);
  if (gate.addressBlocked) throw new HttpError(429, msg('tooManyRequests'));
  if (gate.lockedMinutes !== null) throw new BusinessError(msg('accountLocked', 'zh', gate.lockedMinutes));
  if (gate.captchaRequired) {
    if (!input.captcha || !input.checkKey) {
      throw new BusinessError(msg('captchaRequired'), { captchaRequired: true });
    }
    if (!(await consumeCaptcha(db, input.checkKey, input.captcha))) {
      throw new BusinessError(msg('captchaInvalid'), { captchaRequired: true });
    }
  }
  const passwordOk = account !== null && (await verifyPassword(account.user.passwordHash, input.password));
  if (!account || !passwordOk || !admits(input.area, account.user)) {
    const { locked } = await recordLoginFailure(db, input.username, input.ip);
    if (locked) throw new BusinessError(msg('accountLocked', 'zh', LOGIN_LOCK_MS / 60_000));
    throw new BusinessError(msg('loginFailed'), {
      captchaRequired: input.captchaAlways || gate.accountFailures + 1 >= LOGIN_CAPTCHA_AFTER_FAILURES,
    });
  }
  if (input.area === 'smadmin' && !account.user.isPlatformAdmin) throw new BusinessError(msg('notPlatformAdmin'));
  if (gate.hasFailures) await clearPasswordFailures(db, input.username);
  return completeLogin(db, account, input.ip);
}
