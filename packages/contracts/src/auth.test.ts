import { describe, expect, it } from 'vitest';
import { accountLoginPayload, loginPayload } from './auth.js';

describe('sign-in payloads', () => {
  it('take a 1 MB user name or password as a failed sign-in', () => {
    const huge = 'x'.repeat(1024 * 1024);
    for (const payload of [loginPayload, accountLoginPayload]) {
      for (const body of [
        { username: huge, password: 'p' },
        { username: 'u', password: huge },
      ]) {
        expect(payload.safeParse(body).error?.issues[0]?.message).toBe('用户名或密码错误');
      }
    }
  });
});
