import type { LoginResult } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_FAILURE_LIMIT } from '../../platform/auth/lockout.js';
import { captchas } from '../../platform/auth/schema.js';
import { pngSize } from '../../platform/images/png.js';
import { DEMO_ADMIN_PASSWORD, DEMO_PASSWORD } from '../../seed/accounts.js';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The sign-in guards of issue 41 (docs/sign-in-guards.md): the captcha is a picture, failures
// block the client address for the account, not the account, and an SMS code passes a block.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_ECHO: 'true' });
});
afterAll(() => t.close());

const LOCKED = '登录失败次数过多，账号已锁定，请10分钟后再试';

let keys = 0;
/** A fresh captcha answered right, as the sign-in form sends it. */
async function solvedCaptcha(from: string): Promise<{ checkKey: string; captcha: string }> {
  keys += 1;
  const checkKey = `guard-key-${keys}`;
  await call(t.app, 'GET', `/sys/randomImage/${checkKey}`, { remoteAddress: from });
  const [row] = await t.db.select().from(captchas).where(eq(captchas.checkKey, checkKey));
  return { checkKey, captcha: row.code };
}

/** A password sign-in from a client address, captcha solved. */
async function signIn(from: string, username: string, password: string) {
  return call<LoginResult>(t.app, 'POST', '/sys/login', {
    remoteAddress: from,
    body: { username, password, ...(await solvedCaptcha(from)) },
  });
}

async function fiveWrongPasswords(from: string, username: string): Promise<string> {
  let last = '';
  for (let i = 0; i < 5; i += 1) last = (await signIn(from, username, 'Wrong@2026!')).body.message;
  return last;
}

describe('the captcha', () => {
  it('is a PNG of 105 × 35 that holds no text of its code, drawn anew each time', async () => {
    const images: Buffer[] = [];
    for (const checkKey of ['picture-key-1', 'picture-key-2']) {
      const { body } = await call<string>(t.app, 'GET', `/sys/randomImage/${checkKey}`);
      expect(body.result).toMatch(/^data:image\/png;base64,/);
      const png = Buffer.from(body.result.slice('data:image/png;base64,'.length), 'base64');
      expect(pngSize(png)).toEqual({ width: 105, height: 35 });
      const [row] = await t.db.select().from(captchas).where(eq(captchas.checkKey, checkKey));
      expect(png.toString('latin1')).not.toContain(row.code);
      expect(png.toString('latin1')).not.toMatch(/<svg|<text/i);
      images.push(png);
    }
    expect(images[0].equals(images[1])).toBe(false);
  });
});

describe('failed sign-ins', () => {
  it("block the outsider's address for the account, not the owner signing in from another address", async () => {
    expect(await fiveWrongPasswords('203.0.113.7', 'admin')).toBe(LOCKED);
    expect((await signIn('203.0.113.7', 'admin', DEMO_ADMIN_PASSWORD)).body.message).toBe(LOCKED);
    const owner = await signIn('198.51.100.20', 'admin', DEMO_ADMIN_PASSWORD);
    expect(owner.body.success, owner.body.message).toBe(true);
  });

  it("leave the outsider's address blocked after the owner signs in with the password", async () => {
    await fiveWrongPasswords('203.0.113.8', 'demo_staff');
    const owner = await signIn('198.51.100.21', 'demo_staff', DEMO_PASSWORD);
    expect(owner.body.success, owner.body.message).toBe(true);
    expect((await signIn('203.0.113.8', 'demo_staff', DEMO_PASSWORD)).body.message).toBe(LOCKED);
  });

  it('ask the captcha once the account failed 3 times, from whichever addresses', async () => {
    for (const from of ['203.0.113.30', '203.0.113.31', '203.0.113.32']) {
      await call(t.app, 'POST', '/sys/login', { remoteAddress: from, body: { username: 'demo2', password: 'x' } });
    }
    const asked = await call(t.app, 'POST', '/sys/login', {
      remoteAddress: '198.51.100.22',
      body: { username: 'demo2', password: DEMO_PASSWORD },
    });
    expect(asked.body.message).toBe('请输入验证码');
    expect((await signIn('198.51.100.22', 'demo2', DEMO_PASSWORD)).body.success).toBe(true);
  });

  it('turn an address away (429) once it failed 20 times over many accounts, and no other address', async () => {
    const sprayer = '203.0.113.9';
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i += 1) {
      const { body } = await call(t.app, 'POST', '/sys/login', {
        remoteAddress: sprayer,
        body: { username: `sprayed-${i}`, password: 'Summer@2026!' },
      });
      expect(body.message).toBe('用户名或密码错误');
    }
    const refused = await call(t.app, 'POST', '/sys/login', {
      remoteAddress: sprayer,
      body: { username: 'demo', password: DEMO_PASSWORD },
    });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('请求过于频繁，请稍后再试');
    const elsewhere = await call(t.app, 'POST', '/sys/login', {
      remoteAddress: '198.51.100.23',
      body: { username: 'demo', password: DEMO_PASSWORD },
    });
    expect(elsewhere.body.success, elsewhere.body.message).toBe(true);
  });
});

describe('a sign-in by SMS code', () => {
  it('passes a block of the address and ends it, so the password works again from there', async () => {
    const from = '203.0.113.10';
    await fiveWrongPasswords(from, 'demo');
    const sent = await call<{ devCode: string }>(t.app, 'POST', '/account/sms', {
      remoteAddress: from,
      body: { phone: '13800000001', purpose: 'login' },
    });
    const bySms = await call<LoginResult>(t.app, 'POST', '/hj/login/phoneLogins', {
      remoteAddress: from,
      body: { phone: '13800000001', captcha: sent.body.result.devCode },
    });
    expect(bySms.body.success, bySms.body.message).toBe(true);
    const again = await call(t.app, 'POST', '/sys/login', {
      remoteAddress: from,
      body: { username: 'demo', password: DEMO_PASSWORD },
    });
    expect(again.body.success, again.body.message).toBe(true);
  });
});
