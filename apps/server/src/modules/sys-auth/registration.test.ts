import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/identity/schema.js';
import { call, outcomes } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Its own app: the SMS codes below would spend sys-auth.test's share of the per-address limit.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_ECHO: 'true' });
});
afterAll(() => t.close());

async function smsCode(phone: string): Promise<string> {
  const { body } = await call<{ devCode: string }>(t.app, 'POST', '/account/sms', {
    body: { phone, purpose: 'register' },
  });
  expect(body.success, body.message).toBe(true);
  return body.result.devCode;
}

describe('registration beside accounts an administrator adds', () => {
  it('refuses to register a phone another account bears as its name, before and after the code', async () => {
    const named = '13900000071';
    const owner = await loginAs(t.app, 'demo');
    const add = (username: string, phone?: string) =>
      call(t.app, 'POST', '/sys/user/add', {
        token: owner,
        body: { username, realname: username, password: 'abc12345', confirmpassword: 'abc12345', phone },
      });
    expect((await add(named)).body.success).toBe(true);
    const refused = await call(t.app, 'POST', '/account/sms', { body: { phone: named, purpose: 'register' } });
    expect(refused.body).toMatchObject({ success: false, message: '该手机号已注册' });

    const late = '13900000072';
    const code = await smsCode(late);
    expect((await add(late)).body.success).toBe(true);
    const { status, body } = await call(t.app, 'POST', '/auth/register', { body: { phone: late, smscode: code } });
    expect([status, body.message]).toEqual([200, '该手机号已注册']);
  });

  it('registers a phone or lets an administrator give it to an account at the same moment, never both', async () => {
    // They truly overlap on PostgreSQL (DATABASE_URL, as CI runs this suite); PGlite runs one statement at a time.
    const owner = await loginAs(t.app, 'demo');
    for (let round = 0; round < 6; round += 1) {
      const phone = `1390000008${round}`;
      const code = await smsCode(phone);
      const [registered, added] = await Promise.all([
        call(t.app, 'POST', '/auth/register', { body: { phone, smscode: code, password: 'Abc@12345' } }),
        call(t.app, 'POST', '/sys/user/add', {
          token: owner,
          body: {
            username: `race_${round}`,
            realname: '竞态',
            password: 'abc12345',
            confirmpassword: 'abc12345',
            phone,
          },
        }),
      ]);
      expect(outcomes([registered, added])).toEqual(
        registered.body.success ? ['200 ok', '200 用户账号已存在'] : ['200 ok', '200 该手机号已注册'],
      );
      expect(await t.db.select({ id: users.id }).from(users).where(eq(users.phone, phone))).toHaveLength(1);
    }
  });
});
