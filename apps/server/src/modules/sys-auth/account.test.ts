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

  it('reads the failures of the pair, the account and the address beside the account', async () => {
    expect(await accountForSignIn(t.db, 'demo', '10.0.0.1')).toMatchObject({
      account: { user: { username: 'demo' } },
      failures: { pair: null, account: 0, address: 0 },
    });
    await recordLoginFailure(t.db, 'demo', '10.0.0.1');
    await recordLoginFailure(t.db, 'demo', '10.0.0.2');
    await recordLoginFailure(t.db, 'demo2', '10.0.0.1');
    expect((await accountForSignIn(t.db, 'demo', '10.0.0.1')).failures).toEqual({
      pair: { failures: 1, lockedUntil: null },
      account: 2,
      address: 2,
    });
  });

  it('reads a blocked pair alone for an unknown user name', async () => {
    for (let i = 0; i < LOGIN_LOCK_FAILURES; i += 1) await recordLoginFailure(t.db, 'ghost', '10.0.0.3');
    const { account, failures } = await accountForSignIn(t.db, 'ghost', '10.0.0.3');
    expect(account).toBeNull();
    expect(failures.pair?.failures).toBe(LOGIN_LOCK_FAILURES);
    expect(failures.pair?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
    expect((await accountForSignIn(t.db, 'ghost', '10.0.0.4')).failures.pair).toBeNull();
  });
});
