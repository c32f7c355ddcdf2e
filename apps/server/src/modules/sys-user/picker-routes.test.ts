import type { Page } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { roleLessUserToken } from '../../test/role-less-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import type { UserPickerItem } from './picker.js';

let t: TestApp;
let demo: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = (await sessionFor(t.db, 'demo')).token;
});
afterAll(() => t.close());

const pick = (token: string | undefined, query = '') =>
  call<Page<UserPickerItem>>(t.app, 'GET', `/sys/user/picker?${query}`, { token });
const realnames = (token: string | undefined, usernames: string) =>
  call<{ username: string; realname: string }[]>(t.app, 'GET', `/sys/user/realnames?usernames=${usernames}`, {
    token,
  });
const usernamesOf = (page: Page<UserPickerItem>) => page.records.map((row) => row.username);

describe('GET /sys/user/picker', () => {
  it('answers only what the picker shows: no phone, no e-mail', async () => {
    const { body } = await pick(demo, 'column=username&order=asc');
    expect(usernamesOf(body.result)).toEqual(['demo', 'demo_staff']);
    for (const row of body.result.records) {
      expect(Object.keys(row).sort()).toEqual(['id', 'orgCodeTxt', 'realname', 'sex', 'username']);
    }
  });

  it('answers the users of the caller’s tenant only', async () => {
    expect(usernamesOf((await pick(demo, 'username=demo2')).body.result)).toEqual([]);
    expect(usernamesOf((await pick((await sessionFor(t.db, 'demo2')).token)).body.result)).toEqual(['demo2']);
  });

  it('searches and pages as the picker does', async () => {
    expect(usernamesOf((await pick(demo, 'username=_staff')).body.result)).toEqual(['demo_staff']);
    const { body } = await pick(demo, 'pageNo=2&pageSize=1&column=username&order=asc');
    expect(body.result).toMatchObject({ total: 2, current: 2, size: 1 });
    expect(usernamesOf(body.result)).toEqual(['demo_staff']);
  });

  it('answers a signed-in user whose roles hold no menu', async () => {
    const { status, body } = await pick(await roleLessUserToken(t), 'username=demo_staff');
    expect(status).toBe(200);
    expect(usernamesOf(body.result)).toEqual(['demo_staff']);
  });

  it('refuses a caller without a token', async () => {
    expect((await pick(undefined)).status).toBe(401);
  });
});

describe('GET /sys/user/realnames', () => {
  it('answers the real names of the caller’s tenant’s users only', async () => {
    const { body } = await realnames(demo, 'demo2,demo_staff,demo,nobody');
    expect(body.result).toEqual([
      { username: 'demo', realname: '演示店主' },
      { username: 'demo_staff', realname: expect.any(String) },
    ]);
  });

  it('answers a signed-in user whose roles hold no menu', async () => {
    const { status, body } = await realnames(await roleLessUserToken(t), 'demo');
    expect(status).toBe(200);
    expect(body.result).toEqual([{ username: 'demo', realname: '演示店主' }]);
  });

  it('refuses a caller without a token', async () => {
    expect((await realnames(undefined, 'demo')).status).toBe(401);
  });
});
