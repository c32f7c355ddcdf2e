import { LOGIN_CAPTCHA_AFTER_FAILURES, LOGIN_LOCK_MS, type LoginResult, msg } from '@scenecast/contracts';
import { consumeCaptcha } from '../../platform/auth/captcha-store.js';
import { clearLoginFailures, loginGate, recordLoginFailure } from '../../platform/auth/lockout.js';
import { admitPasswordCheck, verifyPassword } from '../../platform/auth/passwords.js';
import { createSession } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
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
 * Username and password sign-in, for every entrance. A captcha is asked after 3 failures (or
 * always, by config); the fifth failure in a row locks the username for 10 minutes. In a storm a
 * sign-in whose password check would wait too long is turned away (busy) before anything is read.
 */
export async function passwordLogin(db: Db, input: PasswordLogin): Promise<LoginResult> {
  admitPasswordCheck();
  const { account, failure } = await accountForSignIn(db, input.username);
  const gate = loginGate(failure, input.captchaAlways);
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
    const { failures, locked } = await recordLoginFailure(db, input.username);
    if (locked) throw new BusinessError(msg('accountLocked', 'zh', LOGIN_LOCK_MS / 60_000));
    throw new BusinessError(msg('loginFailed'), {
      captchaRequired: input.captchaAlways || failures >= LOGIN_CAPTCHA_AFTER_FAILURES,
    });
  }
  if (input.area === 'smadmin' && !account.user.isPlatformAdmin) throw new BusinessError(msg('notPlatformAdmin'));
  if (gate.hasFailures) await clearLoginFailures(db, input.username);
  return completeLogin(db, account, input.ip);
}
