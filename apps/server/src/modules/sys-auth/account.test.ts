import { LOGIN_LOCK_FAILURES } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordLoginFailure } from '../../platform/auth/lockout.js';
import { users } from '../../platform/identity/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { accountBy, accountForSignIn } from './account.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The account is read by a database function as JSON (migration 0056): it must come back as the
// rows drizzle reads, times as dates.
describe('account reads', () => {
  it('answers the user row as a drizzle select does, with its tenants and departments', async () => {
    const [demo] = await t.db.select().from(users).where(eq(users.username, 'demo'));
    const account = await accountBy(t.db, 'id', demo.id);
    expect(account?.user).toEqual(demo);
    expect(account?.user.createTime).toBeInstanceOf(Date);
    expect(account?.tenants).toEqual([expect.objectContaining({ id: demo.tenantId, status: 1 })]);
    expect(account?.departs.map((d) => d.orgCode)).toEqual(['A01', 'A02']);
    expect(await accountBy(t.db, 'phone', demo.phone as string)).toEqual(account);
    expect(await accountBy(t.db, 'username', 'no-such-user')).toBeNull();
  });

  it('reads the lockout record beside the account, and alone for an unknown user name', async () => {
    expect(await accountForSignIn(t.db, 'demo')).toMatchObject({
      account: { user: { username: 'demo' } },
      failure: null,
    });
    await recordLoginFailure(t.db, 'demo');
    expect((await accountForSignIn(t.db, 'demo')).failure).toEqual({ failures: 1, lockedUntil: null });
    for (let i = 0; i < LOGIN_LOCK_FAILURES; i += 1) await recordLoginFailure(t.db, 'ghost');
    const { account, failure } = await accountForSignIn(t.db, 'ghost');
    expect(account).toBeNull();
    expect(failure?.failures).toBe(LOGIN_LOCK_FAILURES);
    expect(failure?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
  });
});
