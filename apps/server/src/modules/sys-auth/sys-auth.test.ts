import type { LoginResult, UserInfo } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas, sessions } from '../../platform/auth/schema.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { users } from '../../platform/identity/schema.js';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_ECHO: 'true' });
});
afterAll(() => t.close());

const login = (body: Record<string, unknown>) =>
  call<LoginResult & { captchaRequired?: boolean }>(t.app, 'POST', '/sys/login', { body });
const me = (token: string, tenant?: number) => call<UserInfo>(t.app, 'GET', '/user/info', { token, tenant });

async function captchaFor(checkKey: string): Promise<string> {
  const image = await call<string>(t.app, 'GET', `/sys/randomImage/${checkKey}`);
  expect(image.body.result).toMatch(/^data:image\/png;base64,/);
  const [row] = await t.db.select().from(captchas).where(eq(captchas.checkKey, checkKey));
  return row.code;
}

async function smsCode(phone: string, purpose: string): Promise<string> {
  const { body } = await call<{ devCode: string }>(t.app, 'POST', '/account/sms', { body: { phone, purpose } });
  expect(body.success, body.message).toBe(true);
  return body.result.devCode;
}

describe('sign-in', () => {
  it('answers the token, user, departments, tenants and dictionaries with code 200', async () => {
    const { body } = await login({
      username: 'demo',
      password: 'Demo@2026!',
      captcha: '',
      checkKey: '',
      remember_me: true,
    });
    expect(body.code).toBe(200);
    expect(body.result.token).toMatch(/^[0-9a-f]{64}$/);
    expect(body.result.userInfo).toMatchObject({ username: 'demo', userIdentity: 1, lbUserId: null });
    expect(body.result.tenantList.length).toBeGreaterThan(0);
    expect(Array.isArray(body.result.departs)).toBe(true);
    expect(typeof body.result.sysAllDictItems).toBe('object');
  });

  it('refuses a wrong password with the message, HTTP 200 and code 500', async () => {
    const { status, body } = await login({ username: 'demo2', password: 'nope' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 500, message: '用户名或密码错误' });
  });

  it('refuses a missing user name with 400 and the rule message', async () => {
    const { status, body } = await login({ username: '', password: 'x' });
    expect(status).toBe(400);
    expect(body.message).toBe('请输入用户名');
  });

  it('asks a captcha after 3 failures and accepts the right one', async () => {
    const account = { username: 'demo_staff', password: 'Demo@2026!' };
    for (let i = 0; i < 3; i += 1) await login({ ...account, password: 'wrong' });
    const asked = await login(account);
    expect(asked.body.message).toBe('请输入验证码');
    expect(asked.body.result).toEqual({ captchaRequired: true });
    const wrongKey = 'key-wrong-captcha';
    await captchaFor(wrongKey);
    expect((await login({ ...account, checkKey: wrongKey, captcha: '????' })).body.message).toBe('验证码错误');
    const checkKey = 'key-right-captcha';
    const code = await captchaFor(checkKey);
    const { body } = await login({ ...account, checkKey, captcha: code.toLowerCase() });
    expect(body.success, body.message).toBe(true);
  });

  it('blocks the address for the user name 10 minutes after 5 failures, even for the right password', async () => {
    const username = '13800000003';
    let last = '';
    for (let i = 0; i < 5; i += 1) {
      const checkKey = `lock-key-${i}`;
      const captcha = await captchaFor(checkKey);
      last = (await login({ username, password: 'wrong', checkKey, captcha })).body.message;
    }
    expect(last).toBe('登录失败次数过多，账号已锁定，请10分钟后再试');
    expect((await login({ username, password: 'anything' })).body.message).toBe(
      '登录失败次数过多，账号已锁定，请10分钟后再试',
    );
  });

  it('lets only platform administrators in at the smadmin entrance', async () => {
    const refused = await login({ username: 'demo', password: 'Demo@2026!', loginArea: 'smadmin' });
    expect(refused.body.message).toBe('非平台管理员账号，请从用户登录入口登录');
    const admitted = await login({ username: 'admin', password: 'SceneCast@2026', loginArea: 'smadmin' });
    expect(admitted.body.result.userInfo.isPlatformAdmin).toBe(true);
  });

  it('signs in main and staff accounts only at their own entrances', async () => {
    const parent = { username: 'demo', password: 'Demo@2026!' };
    const child = { username: 'demo_staff', password: 'Demo@2026!' };
    const url = { parent: '/hj/login/loginParentPassword', child: '/hj/login/LoginChildPassword' };
    expect((await call(t.app, 'POST', url.parent, { body: parent })).body.success).toBe(true);
    expect((await call(t.app, 'POST', url.parent, { body: child })).body.message).toBe('用户名或密码错误');
    const staff = await call<LoginResult>(t.app, 'POST', url.child, { body: child });
    expect(staff.body.result.userInfo.lbUserId).not.toBeNull();
    expect((await call(t.app, 'POST', url.child, { body: parent })).body.message).toBe('用户名或密码错误');
  });

  it('refuses a frozen account', async () => {
    await t.db.update(users).set({ status: 2 }).where(eq(users.username, 'demo2'));
    expect((await login({ username: 'demo2', password: 'Demo@2026!' })).body.message).toBe('该用户已冻结');
    await t.db.update(users).set({ status: 1 }).where(eq(users.username, 'demo2'));
  });
});

describe('sessions and scope', () => {
  it('refuses calls without a token or with an unknown one (401)', async () => {
    expect((await call(t.app, 'GET', '/user/info')).status).toBe(401);
    expect((await me('f'.repeat(64))).status).toBe(401);
  });

  it('revokes the token at logout, whatever else happens', async () => {
    const token = await loginAs(t.app, 'demo');
    expect((await me(token)).body.result.username).toBe('demo');
    expect((await call(t.app, 'POST', '/sys/logout', { token })).body.success).toBe(true);
    expect((await me(token)).status).toBe(401);
    expect((await call(t.app, 'POST', '/sys/logout')).body.success).toBe(true);
  });

  it('refuses an expired token, and clears it at the next sign-in', async () => {
    const token = await loginAs(t.app, 'demo');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await me(token)).status).toBe(401);
    await loginAs(t.app, 'demo');
    const expired = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(expired).toEqual([]);
  });

  it('accepts tenant-id 0 and the user own tenant, refuses another tenant (403)', async () => {
    const demo = await loginAs(t.app, 'demo');
    const demo2 = await loginAs(t.app, 'demo2');
    const own = Number((await me(demo, 0)).body.result.relTenantIds.split(',')[0]);
    const other = Number((await me(demo2, 0)).body.result.relTenantIds.split(',')[0]);
    expect((await me(demo, own)).status).toBe(200);
    const refused = await me(demo, other);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('无权访问该租户');
    expect((await me(demo, Number.NaN)).status).toBe(403);
  });
});

describe('SMS, registration and phone sign-in', () => {
  it('registers a new owner with a tenant of their own, signed in at once', async () => {
    const phone = '13912345678';
    const code = await smsCode(phone, 'register');
    const { body } = await call<LoginResult>(t.app, 'POST', '/auth/register', { body: { phone, smscode: code } });
    expect(body.success, body.message).toBe(true);
    expect(body.result.userInfo).toMatchObject({ username: phone, userIdentity: null });
    const demoTenants = (await me(await loginAs(t.app, 'demo'))).body.result.relTenantIds;
    expect(body.result.userInfo.relTenantIds).not.toBe(demoTenants);
    const again = await call(t.app, 'POST', '/account/sms', { body: { phone, purpose: 'register' } });
    expect(again.body.message).toBe('该手机号已注册');
  });

  it('refuses a code for an unregistered phone, a resend within a minute, and a wrong code', async () => {
    const unknown = await call(t.app, 'POST', '/account/sms', { body: { phone: '13700000000', purpose: 'login' } });
    expect(unknown.body.message).toBe('该手机号未注册');
    const bad = await call(t.app, 'POST', '/account/sms', { body: { phone: '1380000', purpose: 'login' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('您的手机号码格式不正确!');
    await smsCode('13800000001', 'login');
    const resend = await call(t.app, 'POST', '/account/sms', { body: { phone: '13800000001', purpose: 'login' } });
    expect(resend.body.message).toBe('验证码发送过于频繁，请稍后再试');
    const wrong = await call(t.app, 'POST', '/hj/login/phoneLogins', {
      body: { phone: '13800000001', captcha: '000000x' },
    });
    expect(wrong.body.message).toBe('短信验证码错误或已过期');
  });

  it('spends the code after 5 wrong tries', async () => {
    const phone = '13800000002';
    const code = await smsCode(phone, 'login');
    for (let i = 0; i < 5; i += 1) {
      await call(t.app, 'POST', '/hj/login/phoneLogins', { body: { phone, captcha: 'wrong' } });
    }
    const late = await call(t.app, 'POST', '/hj/login/phoneLogins', { body: { phone, captcha: code } });
    expect(late.body.message).toBe('短信验证码错误或已过期');
  });

  it('signs a phone-only account in, which then sets its password once', async () => {
    const phone = '13800000003';
    const code = await smsCode(phone, 'login');
    const { body } = await call<LoginResult>(t.app, 'POST', '/hj/login/phoneLogins', {
      body: { phone, captcha: code },
    });
    expect(body.result.userInfo.userIdentity).toBeNull();
    const token = body.result.token;
    const weak = await call(t.app, 'POST', '/hj/login/addPassword', { token, body: { phone, password: 'abc12345' } });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('密码由8-16位数字、大小写字母和特殊符号组成!');
    const set = await call(t.app, 'POST', '/hj/login/addPassword', { token, body: { phone, password: 'Abc@12345' } });
    expect(set.body.success, set.body.message).toBe(true);
    expect((await me(token)).body.result.userIdentity).toBe(1);
    const twice = await call(t.app, 'POST', '/hj/login/addPassword', { token, body: { phone, password: 'Abc@12345' } });
    expect(twice.body.message).toBe('密码已设置');
  });

  it('resets a forgotten password and ends the account sessions', async () => {
    const phone = '13800000002';
    const before = await loginAs(t.app, 'demo2');
    const smscode = await smsCode(phone, 'reset');
    const reset = await call(t.app, 'POST', '/auth/forge-password', {
      body: { phone, smscode, password: 'New@pass99' },
    });
    expect(reset.body.success, reset.body.message).toBe(true);
    expect((await me(before)).status).toBe(401);
    expect(await loginAs(t.app, 'demo2', 'New@pass99')).toBeTruthy();
  });
});

describe('password change', () => {
  const change = (token: string, body: Record<string, string>) =>
    call(t.app, 'POST', '/hjuser/hjUser/updatePassword', { token, body });

  it('checks the rules and the old password, then revokes the other sessions', async () => {
    const other = await loginAs(t.app, 'admin', 'SceneCast@2026');
    const token = await loginAs(t.app, 'admin', 'SceneCast@2026');
    const base = { username: 'admin', oldpassword: 'SceneCast@2026' };
    const weak = await change(token, { ...base, password: 'abcdefg', confirmpassword: 'abcdefg' });
    expect(weak.body.message).toBe('密码由6-18位数字加字母组成!');
    const mismatch = await change(token, { ...base, password: 'abc123', confirmpassword: 'abc124' });
    expect(mismatch.body.message).toBe('两次输入的密码不一样！');
    const wrongOld = await change(token, { ...base, oldpassword: 'x', password: 'abc123', confirmpassword: 'abc123' });
    expect(wrongOld.body.message).toBe('旧密码输入错误');
    const done = await change(token, { ...base, password: 'abc123', confirmpassword: 'abc123' });
    expect(done.body.success, done.body.message).toBe(true);
    expect((await me(other)).status).toBe(401);
    expect((await me(token)).status).toBe(200);
    expect(await loginAs(t.app, 'admin', 'abc123')).toBeTruthy();
  });

  it('refuses staff accounts and another user name', async () => {
    const staff = await loginAs(t.app, 'demo_staff');
    const body = { username: 'demo_staff', oldpassword: 'Demo@2026!', password: 'abc123', confirmpassword: 'abc123' };
    expect((await change(staff, body)).body.message).toBe('子账号不能修改密码');
    const demo = await loginAs(t.app, 'demo');
    expect((await change(demo, { ...body, username: 'demo2' })).status).toBe(403);
  });
});

describe('captcha always', () => {
  it('asks a captcha at the first attempt when LOGIN_CAPTCHA=always', async () => {
    const strict = await createTestApp({ LOGIN_CAPTCHA: 'always' });
    try {
      const { body } = await call(strict.app, 'POST', '/sys/login', {
        body: { username: 'demo', password: 'Demo@2026!' },
      });
      expect(body.message).toBe('请输入验证码');
    } finally {
      await strict.close();
    }
  });
});
