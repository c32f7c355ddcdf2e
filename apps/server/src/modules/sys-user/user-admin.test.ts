import type { UserDetail } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../platform/identity/schema.js';
import { type Answer, call, outcomes } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { departs } from '../sys-depart/schema.js';
import { sessionFor } from '../sys-permission/test-session.js';

const STAFF_ROLE = '2f000000000000000000000000000003';
const OWNER_ROLE = '2f000000000000000000000000000002';
const ADMIN_ROLE = '2f000000000000000000000000000001';

let t: TestApp;
/** Every answer of the module goes through here: none may carry a password hash or salt. */
const answers: Answer[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  const text = JSON.stringify(answers);
  expect(answers.length).toBeGreaterThan(0);
  expect(text).not.toMatch(/password|\$argon2|salt/i);
  await t.close();
});

async function as<T = unknown>(username: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const { token } = await sessionFor(t.db, username);
  const answer = await call<T>(t.app, method, url, { token, body });
  answers.push(answer);
  return answer;
}

const departId = async (orgCode: string) =>
  (await t.db.select({ id: departs.id }).from(departs).where(eq(departs.orgCode, orgCode)))[0].id;
const userId = async (username: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;

let counter = 0;
function newUser(extra: Record<string, unknown> = {}) {
  counter += 1;
  return {
    username: `new_user${counter}`,
    realname: `新用户${counter}`,
    password: 'abc12345',
    confirmpassword: 'abc12345',
    phone: `1390000${String(counter).padStart(4, '0')}`,
    selectedroles: STAFF_ROLE,
    ...extra,
  };
}

async function addAs(username: string, extra: Record<string, unknown> = {}) {
  return as<UserDetail>(username, 'POST', '/sys/user/add', newUser(extra));
}

describe('POST /sys/user/add', () => {
  it('adds a user of the owner’s tenant with roles, departments and positions', async () => {
    const depart = await departId('A02');
    const { body } = await addAs('demo', { selecteddeparts: depart, post: 'photographer,reception' });
    expect(body).toMatchObject({ success: true, message: '操作成功！' });
    expect(body.result).toMatchObject({
      realname: `新用户${counter}`,
      status: 1,
      orgCode: 'A02',
      orgCodeTxt: '分店',
      selectedroles: STAFF_ROLE,
      selecteddeparts: depart,
      relTenantIds: String((await sessionFor(t.db, 'demo')).tenantId),
    });
    expect(body.result.post.split(',').sort()).toEqual(['photographer', 'reception']);
    const list = await as<{ records: { username: string }[] }>(
      'demo',
      'GET',
      `/sys/user/list?username=${body.result.username}`,
    );
    expect(list.body.result.records).toHaveLength(1);
    const other = await as<{ total: number }>('demo2', 'GET', `/sys/user/list?username=${body.result.username}`);
    expect(other.body.result.total).toBe(0);
  });

  it('lets the new user sign in with the password set', async () => {
    const { body } = await addAs('demo');
    const login = await call<{ token: string }>(t.app, 'POST', '/sys/login', {
      body: { username: body.result.username, password: 'abc12345' },
    });
    answers.push(login);
    expect(login.body.success).toBe(true);
  });

  it('refuses a username taken in any tenant', async () => {
    const { body } = await addAs('demo', { username: 'demo2' });
    expect(body).toMatchObject({ success: false, code: 500, message: '用户账号已存在' });
  });

  it('refuses a weak password and a mismatched confirmation', async () => {
    const weak = await addAs('demo', { password: 'abcdefgh', confirmpassword: 'abcdefgh' });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('密码由6-18位数字加字母组成!');
    const mismatch = await addAs('demo', { confirmpassword: 'abc123456' });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toContain('两次输入的密码不一样！');
  });

  it('refuses bad input: username characters and length, a missing real name, a bad phone', async () => {
    expect((await addAs('demo', { username: 'ab c1' })).body.message).toContain('只允许字母、数字、下划线');
    expect((await addAs('demo', { username: 'abc' })).body.message).toContain('长度6到18个字符');
    const noName = await addAs('demo', { realname: '' });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toContain('请输入用户姓名');
    expect((await addAs('demo', { phone: '12345' })).body.message).toContain('请输入正确手机号');
  });

  it('refuses another tenant’s department, position and the admin role', async () => {
    const depart = await addAs('demo', { selecteddeparts: await departId('B01') });
    expect(depart.body).toMatchObject({ success: false, message: '部门不属于该租户' });
    const position = await addAs('demo', { post: 'shop_guide' });
    expect(position.body).toMatchObject({ success: false, message: '职务不属于该租户' });
    const role = await addAs('demo', { selectedroles: ADMIN_ROLE });
    expect(role.body).toMatchObject({ success: false, message: '角色不存在' });
  });

  it('refuses a tenant owner naming another tenant, and a non-administrator', async () => {
    const other = (await sessionFor(t.db, 'demo2')).tenantId;
    expect((await addAs('demo', { relTenantIds: String(other) })).status).toBe(403);
    const staff = await addAs('demo_staff');
    expect(staff.status).toBe(403);
  });

  it('lets the platform administrator add a user to any tenant', async () => {
    const other = (await sessionFor(t.db, 'demo2')).tenantId;
    const { body } = await addAs('admin', { relTenantIds: String(other), selecteddeparts: await departId('B01') });
    expect(body.success).toBe(true);
    const seen = await as<{ total: number }>('demo2', 'GET', `/sys/user/list?username=${body.result.username}`);
    expect(seen.body.result.total).toBe(1);
  });

  it('refuses a tenant that does not exist, and adds no one', async () => {
    const { body } = await addAs('admin', { relTenantIds: '999999' });
    expect(body).toMatchObject({ success: false, message: '租户不存在' });
    expect(await t.db.select().from(users).where(eq(users.tenantId, 999999))).toEqual([]);
  });
});

describe('PUT /sys/user/edit', () => {
  it('changes the fields and replaces roles, departments and positions', async () => {
    const { body: added } = await addAs('demo', { selecteddeparts: await departId('A01'), post: 'reception' });
    const a02 = await departId('A02');
    const { body } = await as<UserDetail>('demo', 'PUT', '/sys/user/edit', {
      id: added.result.id,
      username: `${added.result.username}_x`,
      realname: '改名',
      selectedroles: `${OWNER_ROLE},${STAFF_ROLE}`,
      selecteddeparts: a02,
      post: 'store_manager',
    });
    expect(body.success).toBe(true);
    expect(body.result).toMatchObject({
      username: `${added.result.username}_x`,
      realname: '改名',
      selectedroles: `${OWNER_ROLE},${STAFF_ROLE}`,
      selecteddeparts: a02,
      orgCode: 'A02',
      post: 'store_manager',
    });
  });

  it('keeps a username once when it is added at once', async () => {
    // They truly overlap on PostgreSQL (DATABASE_URL, as CI runs this suite); PGlite runs one statement at a time.
    const { token } = await sessionFor(t.db, 'demo');
    const body = newUser({ username: 'at_once_user', phone: undefined });
    const added = await Promise.all(
      Array.from({ length: 4 }, () => call(t.app, 'POST', '/sys/user/add', { token, body })),
    );
    answers.push(...added);
    expect(outcomes(added)).toEqual(['200 ok', '200 用户账号已存在', '200 用户账号已存在', '200 用户账号已存在']);
  });

  it('refuses a username already taken by another account', async () => {
    const { body: added } = await addAs('demo');
    const { body } = await as('demo', 'PUT', '/sys/user/edit', {
      id: added.result.id,
      username: 'demo_staff',
      realname: 'x',
    });
    expect(body).toMatchObject({ success: false, message: '用户账号已存在' });
  });

  it('refuses another tenant’s user (403), and a non-administrator', async () => {
    const other = await as('demo', 'PUT', '/sys/user/edit', {
      id: await userId('demo2'),
      username: 'demo2',
      realname: '改别人',
    });
    expect(other.status).toBe(403);
    const staff = await as('demo_staff', 'PUT', '/sys/user/edit', {
      id: await userId('demo_staff'),
      username: 'demo_staff',
      realname: '自己',
    });
    expect(staff.status).toBe(403);
  });
});

describe('GET /sys/user/getMultiUser and queryUserByDepId', () => {
  it('answers the users asked for in the caller’s tenant only', async () => {
    const ids = [await userId('demo_staff'), await userId('demo2'), await userId('demo')].join(',');
    const { body } = await as<UserDetail[]>('demo', 'GET', `/sys/user/getMultiUser?ids=${ids}`);
    expect(body.result.map((row) => row.username)).toEqual(['demo_staff', 'demo']);
    const byName = await as<UserDetail[]>('demo', 'GET', '/sys/user/getMultiUser?ids=demo,demo2&store=username');
    expect(byName.body.result.map((row) => row.username)).toEqual(['demo']);
  });

  it('answers a department’s users, and none for another tenant’s department', async () => {
    const { body } = await as<{ username: string }[]>(
      'demo',
      'GET',
      `/sys/user/queryUserByDepId?id=${await departId('A01')}`,
    );
    expect(body.result.map((row) => row.username)).toEqual(expect.arrayContaining(['demo', 'demo_staff']));
    const other = await as<unknown[]>('demo', 'GET', `/sys/user/queryUserByDepId?id=${await departId('B01')}`);
    expect(other.body.result).toEqual([]);
  });

  it('filters the list by status', async () => {
    const { body } = await as<{ records: { status: number }[] }>('demo', 'GET', '/sys/user/list?status=2&pageSize=100');
    expect(body.result.records.every((row) => row.status === 2)).toBe(true);
    expect((await as('demo', 'GET', '/sys/user/list?status=x')).status).toBe(400);
  });
});

describe('PUT /sys/user/frozenBatch', () => {
  it('signs a frozen user out at once: their token answers 401', async () => {
    const { body: added } = await addAs('demo');
    const session = await sessionFor(t.db, added.result.username);
    const before = await call(t.app, 'GET', '/user/info', { token: session.token });
    expect(before.status).toBe(200);
    const pushes = vi.spyOn(t.app.live, 'sendMany');
    const frozen = await as('demo', 'PUT', '/sys/user/frozenBatch', { ids: added.result.id, status: '2' });
    expect(frozen.body).toMatchObject({ success: true, message: '冻结成功' });
    expect(pushes).toHaveBeenCalledWith([{ kind: 'user', id: added.result.id }], { cmd: 'sessionEnded' });
    pushes.mockRestore();
    const after = await call(t.app, 'GET', '/user/info', { token: session.token });
    expect(after.status).toBe(401);
    const login = await call(t.app, 'POST', '/sys/login', {
      body: { username: added.result.username, password: 'abc12345' },
    });
    answers.push(login);
    expect(login.body.success).toBe(false);
    const listed = await as<{ records: { status: number }[] }>(
      'demo',
      'GET',
      `/sys/user/list?username=${added.result.username}`,
    );
    expect(listed.body.result.records[0].status).toBe(2);
    const thawed = await as('demo', 'PUT', '/sys/user/frozenBatch', { ids: added.result.id, status: 1 });
    expect(thawed.body).toMatchObject({ success: true, message: '解冻成功' });
    const again = await sessionFor(t.db, added.result.username);
    expect((await call(t.app, 'GET', '/user/info', { token: again.token })).status).toBe(200);
  });

  it('refuses freezing oneself, and a platform administrator for a tenant owner', async () => {
    const self = await as('demo', 'PUT', '/sys/user/frozenBatch', { ids: await userId('demo'), status: '2' });
    expect(self.body).toMatchObject({ success: false, message: '不能冻结当前登录用户' });
    const adminSelf = await as('admin', 'PUT', '/sys/user/frozenBatch', { ids: await userId('admin'), status: '2' });
    expect(adminSelf.body).toMatchObject({ success: false, message: '不能冻结当前登录用户' });
    const admin = await as('demo', 'PUT', '/sys/user/frozenBatch', { ids: await userId('admin'), status: '2' });
    expect(admin.status).toBe(403);
    const [row] = await t.db.select({ status: users.status }).from(users).where(eq(users.username, 'admin'));
    expect(row.status).toBe(1);
  });

  it('refuses a batch holding another tenant’s id, freezing nobody', async () => {
    const { body: added } = await addAs('demo');
    const ids = `${added.result.id},${await userId('demo2')}`;
    const { status } = await as('demo', 'PUT', '/sys/user/frozenBatch', { ids, status: '2' });
    expect(status).toBe(403);
    const rows = await t.db.select({ status: users.status }).from(users).where(eq(users.id, added.result.id));
    expect(rows[0].status).toBe(1);
  });

  it('refuses a non-administrator and a bad status', async () => {
    const { body: added } = await addAs('demo');
    expect((await as('demo_staff', 'PUT', '/sys/user/frozenBatch', { ids: added.result.id, status: '2' })).status).toBe(
      403,
    );
    expect((await as('demo', 'PUT', '/sys/user/frozenBatch', { ids: added.result.id, status: '3' })).status).toBe(400);
    expect((await as('demo', 'PUT', '/sys/user/frozenBatch', { ids: '', status: '2' })).status).toBe(400);
  });

  it('lets the platform administrator freeze another tenant’s user', async () => {
    const { body: added } = await addAs('demo2');
    const { body } = await as('admin', 'PUT', '/sys/user/frozenBatch', { ids: added.result.id, status: '2' });
    expect(body.success).toBe(true);
  });
});

describe('PUT /sys/user/changePassword', () => {
  it('sets the password and ends the target’s sessions', async () => {
    const { body: added } = await addAs('demo');
    const session = await sessionFor(t.db, added.result.username);
    const pushes = vi.spyOn(t.app.live, 'sendMany');
    const { body } = await as('demo', 'PUT', '/sys/user/changePassword', {
      username: added.result.username,
      password: 'new12345',
      confirmpassword: 'new12345',
    });
    expect(body).toMatchObject({ success: true, message: '密码修改成功' });
    expect(pushes).toHaveBeenCalledWith([{ kind: 'user', id: added.result.id }], { cmd: 'sessionEnded' });
    pushes.mockRestore();
    expect((await call(t.app, 'GET', '/sys/user/list', { token: session.token })).status).toBe(401);
    const login = await call(t.app, 'POST', '/sys/login', {
      body: { username: added.result.username, password: 'new12345' },
    });
    answers.push(login);
    expect(login.body.success).toBe(true);
  });

  it('refuses a weak password, another tenant’s user and a non-administrator', async () => {
    const weak = await as('demo', 'PUT', '/sys/user/changePassword', {
      username: 'demo_staff',
      password: '123456',
      confirmpassword: '123456',
    });
    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('密码由6-18位数字加字母组成!');
    const other = await as('demo', 'PUT', '/sys/user/changePassword', {
      username: 'demo2',
      password: 'abc12345',
      confirmpassword: 'abc12345',
    });
    expect(other.status).toBe(403);
    const staff = await as('demo_staff', 'PUT', '/sys/user/changePassword', {
      username: 'demo',
      password: 'abc12345',
      confirmpassword: 'abc12345',
    });
    expect(staff.status).toBe(403);
  });
});
