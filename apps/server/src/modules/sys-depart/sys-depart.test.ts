import type { Depart, LoginResult, UserInfo } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import type { DepartTreeNode } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type CurrentDeparts = { list: Depart[]; orgCode: string | null };

async function currentDeparts(token: string) {
  return call<CurrentDeparts>(t.app, 'GET', '/sys/user/getCurrentUserDeparts', { token });
}

describe('departments of the current user', () => {
  it('lists the user’s departments in the current tenant and the current one', async () => {
    const { token } = await sessionFor(t.db, 'demo');
    const { body } = await currentDeparts(token);
    expect(body.success).toBe(true);
    expect(body.result.orgCode).toBe('A01');
    expect(body.result.list.map((d) => [d.orgCode, d.departName])).toEqual([
      ['A01', '总店'],
      ['A02', '分店'],
    ]);
  });

  it('gives a staff account only its own department', async () => {
    const { token } = await sessionFor(t.db, 'demo_staff');
    const { body } = await currentDeparts(token);
    expect(body.result).toMatchObject({ orgCode: 'A01', list: [{ orgCode: 'A01', departName: '总店' }] });
  });

  it('answers the departments at sign-in, with multi_depart 2 for several', async () => {
    const { body } = await call<LoginResult>(t.app, 'POST', '/sys/login', {
      body: { username: 'demo', password: 'Demo@2026!' },
    });
    expect(body.result.departs.map((d) => d.orgCode)).toEqual(['A01', 'A02']);
    expect(body.result.multi_depart).toBe(2);
  });
});

describe('PUT /sys/selectDepart', () => {
  it('switches to another of the user’s departments and answers the user info', async () => {
    const { token } = await sessionFor(t.db, 'demo');
    const { body } = await call<{ userInfo: UserInfo }>(t.app, 'PUT', '/sys/selectDepart', {
      token,
      body: { orgCode: 'A02', username: 'demo' },
    });
    expect(body.success).toBe(true);
    expect(body.result.userInfo).toMatchObject({ username: 'demo', orgCode: 'A02' });
    expect((await currentDeparts(token)).body.result.orgCode).toBe('A02');
    await call(t.app, 'PUT', '/sys/selectDepart', { token, body: { orgCode: 'A01' } });
    expect((await currentDeparts(token)).body.result.orgCode).toBe('A01');
  });

  it('refuses another tenant’s department and leaves the current one unchanged', async () => {
    const { token } = await sessionFor(t.db, 'demo');
    const { status, body } = await call(t.app, 'PUT', '/sys/selectDepart', { token, body: { orgCode: 'B01' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 500, message: '只能切换到您所在的部门' });
    expect((await currentDeparts(token)).body.result.orgCode).toBe('A01');
  });

  it('refuses a department of the same tenant the user is not in', async () => {
    const { token } = await sessionFor(t.db, 'demo_staff');
    const { body } = await call(t.app, 'PUT', '/sys/selectDepart', { token, body: { orgCode: 'A02' } });
    expect(body).toMatchObject({ success: false, message: '只能切换到您所在的部门' });
    expect((await currentDeparts(token)).body.result.orgCode).toBe('A01');
  });

  it('refuses to switch someone else’s department', async () => {
    const { token } = await sessionFor(t.db, 'demo');
    const { status } = await call(t.app, 'PUT', '/sys/selectDepart', {
      token,
      body: { orgCode: 'A02', username: 'demo_staff' },
    });
    expect(status).toBe(403);
    expect((await currentDeparts(token)).body.result.orgCode).toBe('A01');
  });
});

describe('GET /sys/sysDepart/queryTreeList', () => {
  it('shows only the current tenant’s departments', async () => {
    const demo = await sessionFor(t.db, 'demo');
    const mine = await call<DepartTreeNode[]>(t.app, 'GET', '/sys/sysDepart/queryTreeList', { token: demo.token });
    expect(mine.body.result.map((node) => [node.orgCode, node.title, node.isLeaf])).toEqual([
      ['A01', '总店', true],
      ['A02', '分店', true],
    ]);
    const demo2 = await sessionFor(t.db, 'demo2');
    const theirs = await call<DepartTreeNode[]>(t.app, 'GET', '/sys/sysDepart/queryTreeList', { token: demo2.token });
    expect(theirs.body.result.map((node) => node.orgCode)).toEqual(['B01']);
  });
});
