import { LOGIN_CAPTCHA_AFTER_FAILURES, LOGIN_LOCK_MS, type LoginResult, msg } from '@scenecast/contracts';
import { consumeCaptcha } from '../../platform/auth/captcha-store.js';
import { clearLoginFailures, loginGate, recordLoginFailure } from '../../platform/auth/lockout.js';
import { verifyPassword } from '../../platform/auth/passwords.js';
import { createSession } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { departsOfUser } from '../sys-depart/service.js';
import { allDictItems } from '../sys-dict/service.js';
import { findUserBy, tenantsOf, toUserInfo } from './user-info.js';

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserBy>>>;

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

/** Opens a session for a user who proved who they are, logs the sign-in, answers what the console needs. */
export async function completeLogin(db: Db, user: UserRow, ip: string): Promise<LoginResult> {
  if (user.status !== 1) throw new BusinessError(msg('accountFrozen'));
  const tenantList = await tenantsOf(db, user);
  // Every tenant of the account frozen: there is nothing it could act in.
  if (tenantList.length === 0) throw new BusinessError(msg('tenantAllFrozen'));
  const token = await createSession(db, user.id, { tenantId: user.tenantId, ip });
  const [departs, sysAllDictItems] = await Promise.all([
    departsOfUser(db, user.id, tenantList[0].id),
    allDictItems(db),
  ]);
  return {
    token,
    userInfo: toUserInfo(
      user,
      tenantList.map((t) => t.id),
    ),
    sysAllDictItems,
    departs,
    multi_depart: departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2,
    tenantList,
  };
}

/**
 * Username and password sign-in, for every entrance. A captcha is asked after 3 failures (or
 * always, by config); the fifth failure in a row locks the username for 10 minutes.
 */
export async function passwordLogin(db: Db, input: PasswordLogin): Promise<LoginResult> {
  const gate = await loginGate(db, input.username, input.captchaAlways);
  if (gate.lockedMinutes !== null) throw new BusinessError(msg('accountLocked', 'zh', gate.lockedMinutes));
  if (gate.captchaRequired) {
    if (!input.captcha || !input.checkKey) {
      throw new BusinessError(msg('captchaRequired'), { captchaRequired: true });
    }
    if (!(await consumeCaptcha(db, input.checkKey, input.captcha))) {
      throw new BusinessError(msg('captchaInvalid'), { captchaRequired: true });
    }
  }
  const user = await findUserBy(db, 'username', input.username);
  const passwordOk = user !== null && (await verifyPassword(user.passwordHash, input.password));
  if (!user || !passwordOk || !admits(input.area, user)) {
    const { failures, locked } = await recordLoginFailure(db, input.username);
    if (locked) throw new BusinessError(msg('accountLocked', 'zh', LOGIN_LOCK_MS / 60_000));
    throw new BusinessError(msg('loginFailed'), {
      captchaRequired: input.captchaAlways || failures >= LOGIN_CAPTCHA_AFTER_FAILURES,
    });
  }
  if (input.area === 'smadmin' && !user.isPlatformAdmin) throw new BusinessError(msg('notPlatformAdmin'));
  if (gate.hasFailures) await clearLoginFailures(db, input.username);
  return completeLogin(db, user, input.ip);
}
