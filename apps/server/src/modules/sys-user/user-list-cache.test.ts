import type { Page } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/identity/schema.js';
import { ensureUser } from '../../seed/identity.js';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await sessionFor(t.db, 'demo')).token;
});
afterAll(() => t.close());

const names = async (query = '') =>
  (
    await call<Page<{ username: string; status: number }>>(t.app, 'GET', `/sys/user/list?pageSize=100${query}`, {
      token: owner,
    })
  ).body.result.records.map((row) => `${row.username}:${row.status}`);

describe('the user list is cached until users change, whoever changes them', () => {
  it('shows a user written straight to the database, and a change of status, on the next read', async () => {
    const before = await names();
    expect(before).not.toContain('cached_newcomer:1');
    // Written past the services: only the database's change signal can tell the cache.
    await ensureUser(t.db, {
      username: 'cached_newcomer',
      realname: '新来的',
      password: null,
      phone: null,
      tenantName: '演示影楼',
    });
    expect(await names()).toContain('cached_newcomer:1');
    await t.db.update(users).set({ status: 2 }).where(eq(users.username, 'cached_newcomer'));
    expect(await names()).toContain('cached_newcomer:2');
  });
});
