import type { Page } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, outcomes } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import { positions } from './schema.js';
import type { PositionRow } from './service.js';

let t: TestApp;
let demo: string;
let staff: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = (await sessionFor(t.db, 'demo')).token;
  staff = (await sessionFor(t.db, 'demo_staff')).token;
  admin = (await sessionFor(t.db, 'admin')).token;
});
afterAll(() => t.close());

const add = (token: string, body: Record<string, unknown>) =>
  call<{ id: string }>(t.app, 'POST', '/sys/position/add', { token, body });

async function positionOf(tenantOwner: string, code: string) {
  const { tenantId } = await sessionFor(t.db, tenantOwner);
  const rows = await t.db.select().from(positions).where(eq(positions.code, code));
  return rows.find((row) => row.tenantId === tenantId);
}

describe('adding, editing and deleting positions', () => {
  it('adds, edits and deletes a position of the caller’s tenant', async () => {
    const added = await add(demo, { name: '修图师', code: 'retoucher', rank: '2' });
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' });
    const list = await call<Page<PositionRow>>(t.app, 'GET', `/sys/position/list?name=${encodeURIComponent('修图')}`, {
      token: demo,
    });
    expect(list.body.result.records.map((row) => [row.name, row.code, row.rank_dictText])).toEqual([
      ['修图师', 'retoucher', '助级'],
    ]);
    const edited = await call(t.app, 'PUT', '/sys/position/edit', {
      token: demo,
      body: { id: added.body.result.id, name: '高级修图师', code: 'retoucher_senior', rank: '3' },
    });
    expect(edited.body.success).toBe(true);
    expect(await positionOf('demo', 'retoucher_senior')).toMatchObject({ name: '高级修图师', postRank: '3' });
    const deleted = await call(t.app, 'DELETE', `/sys/position/delete?id=${added.body.result.id}`, { token: demo });
    expect(deleted.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await positionOf('demo', 'retoucher_senior')).toBeUndefined();
  });

  it('refuses a code the tenant already has, on add and on edit, with the duplicate check’s message', async () => {
    const twice = await add(demo, { name: '另一个店长', code: 'store_manager', rank: '1' });
    expect(twice.body).toMatchObject({ success: false, code: 500, message: '该值不可用，系统中已存在！' });
    const reception = await positionOf('demo', 'reception');
    const edit = await call(t.app, 'PUT', '/sys/position/edit', {
      token: demo,
      body: { id: reception?.id, name: '前台', code: 'photographer', rank: '1' },
    });
    expect(edit.body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    // The duplicate check the form calls on blur agrees.
    const check = await call(
      t.app,
      'GET',
      '/sys/duplicate/check?tableName=sys_position&fieldName=code&fieldVal=store_manager',
      { token: demo },
    );
    expect(check.body.success).toBe(false);
  });

  it('keeps a code once when it is added at once', async () => {
    // They truly overlap on PostgreSQL (DATABASE_URL, as CI runs this suite); PGlite runs one statement at a time.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => add(demo, { name: '同时', code: 'at_once', rank: '1' })),
    );
    expect(outcomes(answers)).toEqual([
      '200 ok',
      '200 该值不可用，系统中已存在！',
      '200 该值不可用，系统中已存在！',
      '200 该值不可用，系统中已存在！',
    ]);
  });

  it('lets another tenant use the same code', async () => {
    const demo2 = (await sessionFor(t.db, 'demo2')).token;
    const added = await add(demo2, { name: '摄影师', code: 'photographer', rank: '3' });
    expect(added.body.success).toBe(true);
    await call(t.app, 'DELETE', `/sys/position/delete?id=${added.body.result.id}`, { token: demo2 });
  });

  it('answers 400 for a bad code or a missing name, and refuses a rank outside the dictionary', async () => {
    const code = await add(demo, { name: '保洁', code: '1abc', rank: '1' });
    expect(code.status).toBe(400);
    expect(code.body.message).toContain('职务编码须以字母开头');
    const name = await add(demo, { name: '', code: 'cleaner', rank: '1' });
    expect(name.status).toBe(400);
    expect(name.body.message).toContain('请输入职务名称');
    const rank = await add(demo, { name: '保洁', code: 'cleaner', rank: '99' });
    expect(rank.body).toMatchObject({ success: false, message: '职级不存在' });
    expect(await positionOf('demo', 'cleaner')).toBeUndefined();
  });

  it('refuses (403) another tenant’s position and leaves it unchanged', async () => {
    const theirs = await positionOf('demo2', 'shop_guide');
    const edit = await call(t.app, 'PUT', '/sys/position/edit', {
      token: demo,
      body: { id: theirs?.id, name: '改名', code: 'shop_guide', rank: '1' },
    });
    expect(edit.status).toBe(403);
    const deleted = await call(t.app, 'DELETE', `/sys/position/delete?id=${theirs?.id}`, { token: demo });
    expect(deleted.status).toBe(403);
    expect(await positionOf('demo2', 'shop_guide')).toMatchObject({ name: theirs?.name });
  });

  it('refuses a user who is not an administrator of the tenant (403)', async () => {
    expect((await add(staff, { name: '保洁', code: 'cleaner', rank: '1' })).status).toBe(403);
    const reception = await positionOf('demo', 'reception');
    const edit = await call(t.app, 'PUT', '/sys/position/edit', {
      token: staff,
      body: { id: reception?.id, name: 'x', code: 'reception', rank: '1' },
    });
    expect(edit.status).toBe(403);
    expect((await call(t.app, 'DELETE', `/sys/position/delete?id=${reception?.id}`, { token: staff })).status).toBe(
      403,
    );
    expect(await positionOf('demo', 'reception')).toMatchObject({ name: '前台' });
  });

  it('shows the platform administrator every tenant’s positions', async () => {
    const { body } = await call<Page<PositionRow>>(t.app, 'GET', '/sys/position/list?pageSize=50', { token: admin });
    expect(body.result.records.map((row) => row.code)).toEqual(expect.arrayContaining(['reception', 'shop_guide']));
  });
});
