import type { DepartRecord, UserDetail } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import { departs, userDeparts } from './schema.js';
import type { DepartNode } from './tree-queries.js';

let t: TestApp;
let demo: string;
let demo2: string;
let staff: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = (await sessionFor(t.db, 'demo')).token;
  demo2 = (await sessionFor(t.db, 'demo2')).token;
  staff = (await sessionFor(t.db, 'demo_staff')).token;
  admin = (await sessionFor(t.db, 'admin')).token;
});
afterAll(() => t.close());

async function add(token: string, body: Record<string, unknown>) {
  return call<DepartRecord>(t.app, 'POST', '/sys/sysDepart/add', { token, body });
}

async function idOf(orgCode: string): Promise<string> {
  const [row] = await t.db.select({ id: departs.id }).from(departs).where(eq(departs.orgCode, orgCode));
  return row.id;
}

describe('adding, editing and deleting departments', () => {
  it('adds a root and a child with generated org codes, and edits the form fields', async () => {
    const root = await add(demo, { departName: '市场部', sortNo: 3, mobile: '13800000009', address: '一号路' });
    expect(root.body).toMatchObject({ success: true, result: { departName: '市场部', orgType: '1', parentId: null } });
    // A01, A02 (demo), B01 (demo2) and P01 (admin) exist: org codes are unique across tenants, so a root takes the one after the highest.
    expect(root.body.result.orgCode).toBe('P02');
    const child = await add(demo, { departName: '市场一组', parentId: root.body.result.id });
    expect(child.body.result).toMatchObject({ orgCode: 'P02A01', orgType: '2', parentId: root.body.result.id });
    const second = await add(demo, { departName: '市场二组', parentId: root.body.result.id });
    expect(second.body.result.orgCode).toBe('P02A02');

    const edited = await call<DepartRecord>(t.app, 'PUT', '/sys/sysDepart/edit', {
      token: demo,
      body: { id: child.body.result.id, departName: '市场一部', sortNo: 2, memo: '备注' },
    });
    expect(edited.body.result).toMatchObject({ departName: '市场一部', sortNo: 2, memo: '备注', orgCode: 'P02A01' });

    const refused = await call(t.app, 'DELETE', `/sys/sysDepart/delete?id=${root.body.result.id}`, { token: demo });
    expect(refused.body).toMatchObject({ success: false, code: 500, message: '该部门下还有子部门，请先删除子部门' });

    for (const id of [child.body.result.id, second.body.result.id, root.body.result.id]) {
      const deleted = await call(t.app, 'DELETE', `/sys/sysDepart/delete?id=${id}`, { token: demo });
      expect(deleted.body).toMatchObject({ success: true, message: '删除成功!' });
    }
    expect((await t.db.select().from(departs).where(eq(departs.departName, '市场部'))).length).toBe(0);
  });

  it('refuses to delete a department that still has users', async () => {
    const { body } = await call(t.app, 'DELETE', `/sys/sysDepart/delete?id=${await idOf('A01')}`, { token: demo });
    expect(body).toMatchObject({ success: false, message: '该部门下还有用户，请先将用户移出该部门' });
    expect(await idOf('A01')).toBeTruthy();
  });

  it('never leaves a sub-department or a member under a department deleted at the same moment', async () => {
    // They truly overlap on PostgreSQL (DATABASE_URL, as CI runs this suite); PGlite runs one statement at a time.
    const body = { username: 'depart_race', realname: '竞态', password: 'abc12345', confirmpassword: 'abc12345' };
    const member = await call<UserDetail>(t.app, 'POST', '/sys/user/add', { token: demo, body });
    expect(member.body.success).toBe(true);
    for (let round = 0; round < 6; round += 1) {
      const id = (await add(demo, { departName: `竞态部门${round}` })).body.result.id;
      const [deleted, child, joined] = await Promise.all([
        call(t.app, 'DELETE', `/sys/sysDepart/delete?id=${id}`, { token: demo }),
        add(demo, { departName: `竞态子部门${round}`, parentId: id }),
        call(t.app, 'PUT', '/sys/user/edit', {
          token: demo,
          body: { id: member.body.result.id, username: body.username, realname: body.realname, selecteddeparts: id },
        }),
      ]);
      const children = await t.db.select().from(departs).where(eq(departs.parentId, id));
      const members = await t.db.select().from(userDeparts).where(eq(userDeparts.departId, id));
      if (deleted.body.success) {
        expect([children, members]).toEqual([[], []]);
        expect([child.status, joined.body.message]).toEqual([403, '部门不属于该租户']);
      } else {
        expect(['该部门下还有子部门，请先删除子部门', '该部门下还有用户，请先将用户移出该部门']).toContain(
          deleted.body.message,
        );
        expect([children.length, members.length]).toEqual([1, 1]);
        // The later tests read the tenant's departments as the seed left them.
        await t.db.delete(userDeparts).where(eq(userDeparts.departId, id));
        await t.db.delete(departs).where(eq(departs.parentId, id));
        await t.db.delete(departs).where(eq(departs.id, id));
      }
    }
  });

  it('answers 400 with the field’s message for a missing name or a bad phone', async () => {
    const blank = await add(demo, { departName: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('请输入机构名称');
    const phone = await add(demo, { departName: '客服部', mobile: 'abc' });
    expect(phone.status).toBe(400);
    expect(phone.body.message).toContain('请输入正确的手机号或座机号');
  });

  it('refuses (403) another tenant’s department, and changes nothing', async () => {
    const theirs = await idOf('B01');
    const child = await add(demo, { departName: '越界', parentId: theirs });
    expect(child.status).toBe(403);
    const edit = await call(t.app, 'PUT', '/sys/sysDepart/edit', {
      token: demo,
      body: { id: theirs, departName: 'x' },
    });
    expect(edit.status).toBe(403);
    const deleted = await call(t.app, 'DELETE', `/sys/sysDepart/delete?id=${theirs}`, { token: demo });
    expect(deleted.status).toBe(403);
    const sync = await call(t.app, 'GET', `/sys/sysDepart/queryDepartTreeSync?pid=${theirs}`, { token: demo });
    expect(sync.status).toBe(403);
    const [row] = await t.db.select().from(departs).where(eq(departs.id, theirs));
    expect(row.departName).toBe('第二租户总店');
  });

  it('refuses a user who is not an administrator of the tenant (403)', async () => {
    expect((await add(staff, { departName: '员工建的' })).status).toBe(403);
    const edit = await call(t.app, 'PUT', '/sys/sysDepart/edit', {
      token: staff,
      body: { id: await idOf('A01'), departName: 'x' },
    });
    expect(edit.status).toBe(403);
    const deleted = await call(t.app, 'DELETE', `/sys/sysDepart/delete?id=${await idOf('A02')}`, { token: staff });
    expect(deleted.status).toBe(403);
    const group = await call(t.app, 'POST', '/depart/cpDepart/saveDepartGroup', {
      token: staff,
      body: { ids: [await idOf('A02'), await idOf('A01')] },
    });
    expect(group.status).toBe(403);
  });

  it('lets the platform administrator add under and edit any tenant’s department', async () => {
    const child = await add(admin, { departName: '平台代建', parentId: await idOf('B01') });
    expect(child.body.result).toMatchObject({
      orgCode: 'B01A01',
      tenantId: (await sessionFor(t.db, 'demo2')).tenantId,
    });
    await call(t.app, 'DELETE', `/sys/sysDepart/delete?id=${child.body.result.id}`, { token: admin });
  });
});

describe('department trees and search', () => {
  it('loads one level at a time with leaf flags', async () => {
    const root = await add(demo, { departName: '懒加载根', sortNo: 9 });
    const child = await add(demo, { departName: '懒加载子', parentId: root.body.result.id });
    try {
      const roots = await call<DepartNode[]>(t.app, 'GET', '/sys/sysDepart/queryDepartTreeSync', { token: demo });
      expect(roots.body.result.map((node) => [node.orgCode, node.isLeaf])).toEqual([
        ['A01', true],
        ['A02', true],
        [root.body.result.orgCode, false],
      ]);
      const level = await call<DepartNode[]>(
        t.app,
        'GET',
        `/sys/sysDepart/queryDepartTreeSync?pid=${root.body.result.id}`,
        { token: demo },
      );
      expect(level.body.result.map((node) => [node.title, node.isLeaf])).toEqual([['懒加载子', true]]);
      const tree = await call<DepartNode[]>(t.app, 'GET', '/sys/sysDepart/queryIdTree', { token: demo });
      const top = tree.body.result.find((node) => node.id === root.body.result.id);
      expect(top?.children?.map((node) => node.key)).toEqual([child.body.result.id]);
    } finally {
      await t.db.delete(departs).where(eq(departs.id, child.body.result.id));
      await t.db.delete(departs).where(eq(departs.id, root.body.result.id));
    }
  });

  it('shows the platform administrator every tenant’s roots, a tenant only its own', async () => {
    const all = await call<DepartNode[]>(t.app, 'GET', '/sys/sysDepart/queryDepartTreeSync', { token: admin });
    expect(all.body.result.map((node) => node.orgCode)).toEqual(expect.arrayContaining(['A01', 'B01', 'P01']));
    const theirs = await call<DepartNode[]>(t.app, 'GET', '/sys/sysDepart/queryIdTree', { token: demo2 });
    expect(theirs.body.result.map((node) => node.orgCode)).toEqual(['B01']);
  });

  it('searches names with % and _ matching only themselves, in the caller’s tenant', async () => {
    const percent = await add(demo, { departName: '提成100%部' });
    const plain = await add(demo, { departName: '提成100部' });
    const underscore = await add(demo, { departName: '夜_班' });
    try {
      const search = (token: string, keyWord: string) =>
        call<DepartNode[]>(t.app, 'GET', `/sys/sysDepart/searchBy?keyWord=${encodeURIComponent(keyWord)}`, { token });
      expect((await search(demo, '%')).body.result.map((node) => node.title)).toEqual(['提成100%部']);
      expect((await search(demo, '_')).body.result.map((node) => node.title)).toEqual(['夜_班']);
      expect((await search(demo, '提成')).body.result).toHaveLength(2);
      expect((await search(demo2, '提成')).body.result).toHaveLength(0);
      const cp = await call<DepartNode[]>(
        t.app,
        'GET',
        `/depart/cpDepart/searchBy?keyWord=${encodeURIComponent('%')}`,
        {
          token: demo,
        },
      );
      expect(cp.body.result.map((node) => node.title)).toEqual(['提成100%部']);
      expect((await search(demo, '')).status).toBe(400);
    } finally {
      for (const made of [percent, plain, underscore]) {
        await t.db.delete(departs).where(eq(departs.id, made.body.result.id));
      }
    }
  });

  it('answers the caller’s own departments as a tree', async () => {
    const child = await add(demo, { departName: '总店一组', parentId: await idOf('A01') });
    try {
      const mine = await call<DepartNode[]>(t.app, 'GET', '/sys/sysDepart/queryMyDeptTreeList', { token: staff });
      expect(mine.body.result.map((node) => node.orgCode)).toEqual(['A01']);
      expect(mine.body.result[0].children?.map((node) => node.title)).toEqual(['总店一组']);
      const owner = await call<DepartNode[]>(t.app, 'GET', '/sys/sysDepart/queryMyDeptTreeList', { token: demo });
      expect(owner.body.result.map((node) => node.orgCode)).toEqual(['A01', 'A02']);
    } finally {
      await t.db.delete(departs).where(eq(departs.id, child.body.result.id));
    }
  });
});

describe('/depart/cpDepart', () => {
  it('lists, reads the highest order, and reorders a group', async () => {
    const list = await call<DepartRecord[]>(t.app, 'GET', '/depart/cpDepart/queryDepartList', { token: demo });
    expect(list.body.result.map((depart) => depart.orgCode)).toEqual(['A01', 'A02']);
    const [a01, a02] = [await idOf('A01'), await idOf('A02')];
    const saved = await call<DepartRecord[]>(t.app, 'POST', '/depart/cpDepart/saveDepartGroup', {
      token: demo,
      body: { ids: [a02, a01] },
    });
    expect(saved.body.result.map((depart) => [depart.orgCode, depart.sortNo])).toEqual([
      ['A02', 1],
      ['A01', 2],
    ]);
    const group = await call<DepartRecord[]>(t.app, 'GET', '/depart/cpDepart/queryDepartGroup', { token: demo });
    expect(group.body.result.map((depart) => depart.orgCode)).toEqual(['A02', 'A01']);
    const most = await call<number>(t.app, 'GET', '/depart/cpDepart/getMaxSorts', { token: demo });
    expect(most.body.result).toBe(2);
    const tree = await call<DepartNode[]>(t.app, 'GET', '/depart/cpDepart/queryIdTree', { token: demo });
    expect(tree.body.result.map((node) => node.orgCode)).toEqual(['A02', 'A01']);
    await call(t.app, 'POST', '/depart/cpDepart/saveDepartGroup', { token: demo, body: { ids: [a01, a02] } });
  });

  it('refuses an order that leaves out a department or names another tenant’s', async () => {
    const partial = await call(t.app, 'POST', '/depart/cpDepart/saveDepartGroup', {
      token: demo,
      body: { ids: [await idOf('A01')] },
    });
    expect(partial.body).toMatchObject({ success: false, message: '排序须包含该上级下的全部部门' });
    const foreign = await call(t.app, 'POST', '/depart/cpDepart/saveDepartGroup', {
      token: demo,
      body: { ids: [await idOf('A01'), await idOf('B01')] },
    });
    expect(foreign.body).toMatchObject({ success: false, message: '排序须包含该上级下的全部部门' });
    const group = await call(t.app, 'GET', `/depart/cpDepart/queryDepartGroup?parentId=${await idOf('B01')}`, {
      token: demo,
    });
    expect(group.status).toBe(403);
  });
});
