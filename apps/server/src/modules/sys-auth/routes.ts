import {
  AUDIT_ACTIONS,
  accountLoginPayload,
  addPasswordPayload,
  changePasswordPayload,
  loginPayload,
  phoneLoginPayload,
  registerPayload,
  resetPasswordPayload,
  SESSION_ENDED_CMD,
  smsPayload,
} from '@scenecast/contracts';
import { z } from 'zod';
import { issueCaptcha } from '../../platform/auth/captcha-store.js';
import { requestToken } from '../../platform/auth/scope.js';
import { revokeSession } from '../../platform/auth/sessions.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { logSmsProvider } from '../../platform/sms/provider.js';
import { type LoginArea, passwordLogin } from './login.js';
import {
  addPassword,
  changePassword,
  forceLogout,
  phoneLogin,
  register,
  resetPassword,
  sendSmsCode,
  userInfo,
} from './service.js';

const tags = ['auth'];
const publicCall = { public: true };

export const sysAuthRoutes = defineModule(async (app, { db, config, live }) => {
  const sms = logSmsProvider(app.log);
  const limited = (max: number) => ({ ...publicCall, rateLimit: { max, timeWindow: '1 minute' } });
  const loginLimit = limited(config.loginRateLimit);
  const login = (
    area: LoginArea,
    body: { username: string; password: string; captcha?: string; checkKey?: string },
    ip: string,
  ) => passwordLogin(db, { ...body, area, ip, captchaAlways: config.loginCaptcha === 'always' });

  app.post(
    '/sys/login',
    {
      config: loginLimit,
      schema: {
        tags,
        summary: 'Sign in with user name and password',
        description:
          'Success is code 200 with {token, userInfo, sysAllDictItems, departs, multi_depart, tenantList}. After 3 failures for a user name, from any addresses, a captcha (GET /sys/randomImage/{key}, a PNG) is required; result.captchaRequired tells the client. 5 failures in a row from one client address block that address for that user name for 10 minutes (other addresses are not blocked; a sign-in by SMS code ends the block); 20 failures from one address over all user names in 10 minutes answer HTTP 429 (docs/sign-in-guards.md). loginArea "smadmin" admits platform administrators only. Password checks (argon2id) run on a thread per core (PASSWORD_WORKERS), each holding the check it runs and the next, in arrival order; when a sign-in would wait longer than PASSWORD_MAX_WAIT_MS (2 s) it is answered at once with HTTP 503, Retry-After (seconds) and 服务器繁忙，请稍后重试, and nothing is counted against the user name.',
        body: loginPayload,
      },
    },
    async (request) => ok(await login(request.body.loginArea ?? 'user', request.body, request.ip), '登录成功'),
  );

  app.get(
    '/sys/randomImage/:key',
    {
      config: limited(60),
      schema: {
        tags,
        summary: 'A captcha image for a check key: a 105 × 35 PNG as a data URL',
        params: z.object({ key: z.string().min(8).max(64) }),
      },
    },
    async (request) => ok(await issueCaptcha(db, request.params.key)),
  );

  app.post(
    '/sys/logout',
    { config: publicCall, schema: { tags, summary: 'Revoke the token in X-Access-Token; always succeeds' } },
    async (request) => {
      const token = requestToken(request);
      if (token) await revokeSession(db, token);
      return ok(null, '退出登录成功！');
    },
  );

  app.post(
    '/hj/login/loginParentPassword',
    {
      config: loginLimit,
      schema: {
        tags,
        summary: 'Sign in a main (parent) account; staff accounts are refused',
        body: accountLoginPayload,
      },
    },
    async (request) => ok(await login('parent', request.body, request.ip), '登录成功'),
  );

  app.post(
    '/hj/login/LoginChildPassword',
    {
      config: loginLimit,
      schema: {
        tags,
        summary: 'Sign in a staff (child) account, one that has a parent account (lbUserId)',
        body: accountLoginPayload,
      },
    },
    async (request) => ok(await login('child', request.body, request.ip), '登录成功'),
  );

  app.post(
    '/account/sms',
    {
      config: limited(10),
      schema: {
        tags,
        summary: 'Send an SMS code (5 minutes, 5 tries, one a minute)',
        description:
          'purpose register needs a new phone; reset and login need a registered one. The default provider writes the code to the server log.',
        body: smsPayload,
      },
    },
    async (request) => ok(await sendSmsCode(db, sms, { ...request.body, echo: config.smsEcho }), '验证码已发送'),
  );

  app.post(
    '/hj/login/phoneLogins',
    { config: loginLimit, schema: { tags, summary: 'Sign in by phone and SMS code', body: phoneLoginPayload } },
    async (request) =>
      ok(await phoneLogin(db, { phone: request.body.phone, code: request.body.captcha, ip: request.ip }), '登录成功'),
  );

  app.post(
    '/auth/register',
    {
      config: loginLimit,
      schema: {
        tags,
        summary: 'Register an owner: a new tenant and its account, signed in at once',
        description:
          'The account is named by its phone: a phone some account already has as its phone or as its user name is refused (该手机号已注册), also when an administrator gives it to an account meanwhile.',
        body: registerPayload,
      },
    },
    async (request) => ok(await register(db, { ...request.body, ip: request.ip }), '注册成功'),
  );

  app.post(
    '/auth/forge-password',
    {
      config: loginLimit,
      schema: { tags, summary: 'Reset a forgotten password by phone and SMS code', body: resetPasswordPayload },
    },
    async (request) => {
      await resetPassword(db, request.body);
      return ok(null, '密码重置成功');
    },
  );

  app.post(
    '/hj/login/addPassword',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'First sign-in: set the password of an account that has none',
        body: addPasswordPayload,
      },
    },
    async (request) => {
      await addPassword(db, request.scope, request.body);
      return ok(null, '设置成功');
    },
  );

  app.post(
    '/hjuser/hjUser/updatePassword',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "Change the caller's password; the account's other sessions are revoked",
        body: changePasswordPayload,
      },
    },
    async (request) => {
      await changePassword(db, request.scope, request.body);
      return ok(null, '密码修改成功');
    },
  );

  app.get(
    '/user/info',
    { config: { signedIn: true }, schema: { tags, summary: 'The current user' } },
    async (request) => ok(await userInfo(db, request.scope.userId)),
  );

  app.post(
    '/sys/online/forceLogout',
    {
      config: { permission: AUDIT_ACTIONS.forceLogout },
      schema: {
        tags,
        summary: 'Force sign-out: end every session of an account',
        description: `Button ${AUDIT_ACTIONS.forceLogout}: 403 without it. The platform administrator may sign out anyone; a tenant administrator a user of the tenant they act in who is no platform administrator (anyone else, or an unknown name: 403). The account’s open consoles get the live message sessionEnded and go to the login page.`,
        body: z.object({ username: z.string().min(1).max(100) }),
      },
    },
    async (request) => {
      const userId = await forceLogout(db, request.scope, request.body.username);
      await live.sendMany([{ kind: 'user', id: userId }], { cmd: SESSION_ENDED_CMD });
      return ok(null, '强制退出成功');
    },
  );
});
