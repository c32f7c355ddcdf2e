import type { Page } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import type { UserListRow } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function listAs(username: string, query = '') {
  const { token } = await sessionFor(t.db, username);
  return call<Page<UserListRow>>(t.app, 'GET', `/sys/user/list${query}`, { token });
}

const usernames = (page: Page<UserListRow>) => page.records.map((row) => row.username);

describe('GET /sys/user/list', () => {
  it('shows a tenant’s users only, never another tenant’s', async () => {
    const { body } = await listAs('demo', '?column=username&order=asc');
    expect(body.success).toBe(true);
    expect(usernames(body.result)).toEqual(['demo', 'demo_staff']);
    expect(body.result).toMatchObject({ total: 2, size: 10, current: 1, pages: 1 });
  });

  it('answers the list fields, the current department’s name included', async () => {
    const { body } = await listAs('demo', '?username=demo');
    expect(body.result.records).toHaveLength(1);
    const [row] = body.result.records;
    expect(row).toMatchObject({
      username: 'demo',
      realname: '演示店主',
      phone: '13800000001',
      orgCode: 'A01',
      orgCodeTxt: '总店',
      status: 1,
    });
    expect(Object.keys(row).sort()).toEqual(
      ['createTime', 'id', 'orgCode', 'orgCodeTxt', 'phone', 'realname', 'sex', 'status', 'username'].sort(),
    );
  });

  it('shows a platform admin every tenant’s users', async () => {
    const { body } = await listAs('admin', '?pageSize=50');
    expect(usernames(body.result)).toEqual(
      expect.arrayContaining(['admin', 'demo', 'demo2', 'demo_staff', '13800000003']),
    );
  });

  it('filters with *v* wildcards and treats % and _ as plain text', async () => {
    expect(usernames((await listAs('demo', `?username=${encodeURIComponent('*staff*')}`)).body.result)).toEqual([
      'demo_staff',
    ]);
    expect(
      usernames(
        (await listAs('demo', `?realname=${encodeURIComponent('演示*')}&column=username&order=asc`)).body.result,
      ),
    ).toEqual(['demo', 'demo_staff']);
    expect((await listAs('demo', `?username=${encodeURIComponent('*%*')}`)).body.result.total).toBe(0);
    expect((await listAs('demo', `?username=${encodeURIComponent('demo_*')}`)).body.result.total).toBe(1);
    expect((await listAs('demo', `?username=${encodeURIComponent('demo2')}`)).body.result.total).toBe(0);
  });

  it('pages and sorts by an allowed column, ignoring any other', async () => {
    const page = await listAs('demo', '?pageSize=1&pageNo=2&column=username&order=asc');
    expect(usernames(page.body.result)).toEqual(['demo_staff']);
    expect(page.body.result).toMatchObject({ total: 2, size: 1, current: 2, pages: 2 });
    const odd = await listAs('demo', `?column=${encodeURIComponent('password_hash;drop table sys_user')}`);
    expect(odd.body).toMatchObject({ success: true, result: { total: 2 } });
  });
});

describe('GET /sys/user/checkOnlyUser', () => {
  it('refuses a username taken in any tenant', async () => {
    const { token } = await sessionFor(t.db, 'demo');
    const { body } = await call(t.app, 'GET', '/sys/user/checkOnlyUser?username=demo2', { token });
    expect(body).toMatchObject({ success: false, code: 500, message: '用户账号已存在' });
  });

  it('refuses a phone already used', async () => {
    const { token } = await sessionFor(t.db, 'demo');
    const { body } = await call(t.app, 'GET', '/sys/user/checkOnlyUser?phone=13800000002', { token });
    expect(body).toMatchObject({ success: false, message: '用户账号已存在' });
  });

  it('accepts a free username, and the edited account’s own', async () => {
    const demo = await sessionFor(t.db, 'demo');
    const free = await call(t.app, 'GET', '/sys/user/checkOnlyUser?username=brand_new', { token: demo.token });
    expect(free.body).toMatchObject({ success: true, message: '该值可用！' });
    const own = await call(t.app, 'GET', `/sys/user/checkOnlyUser?username=demo&id=${demo.userId}`, {
      token: demo.token,
    });
    expect(own.body.success).toBe(true);
  });
});

describe('GET /sys/user/queryUserRole', () => {
  it('answers the role ids of a user of the same tenant', async () => {
    const { token } = await sessionFor(t.db, 'demo');
    const staff = await sessionFor(t.db, 'demo_staff');
    const { body } = await call<string[]>(t.app, 'GET', `/sys/user/queryUserRole?userid=${staff.userId}`, { token });
    expect(body.result).toEqual(['2f000000000000000000000000000003']);
  });

  it('does not answer for another tenant’s user', async () => {
    const { token } = await sessionFor(t.db, 'demo');
    const other = await sessionFor(t.db, 'demo2');
    const { status, body } = await call(t.app, 'GET', `/sys/user/queryUserRole?userid=${other.userId}`, { token });
    expect(status).toBe(403);
    expect(body.message).toBe('拒绝访问');
  });
});
