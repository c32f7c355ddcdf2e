import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import { nextCodeGroup } from './manage.js';
import { categories } from './schema.js';
import type { CategoryNode } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function as<T>(username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  const { token } = await sessionFor(t.db, username);
  return call<T>(t.app, method, url, { token, body });
}
const row = async (id: string) => (await t.db.select().from(categories).where(eq(categories.id, id)))[0];
const byCode = async (code: string) => (await t.db.select().from(categories).where(eq(categories.code, code)))[0];

describe('category codes', () => {
  it('counts A01 … A99, then B01 … Z99', () => {
    expect(nextCodeGroup(undefined)).toBe('A01');
    expect(nextCodeGroup('A09')).toBe('A10');
    expect(nextCodeGroup('A99')).toBe('B01');
    expect(() => nextCodeGroup('Z99')).toThrow('该级分类编码已用完（最多Z99）');
  });
});

describe('reading the whole tree', () => {
  it('answers every category as a row in sort order, to a user of the category page', async () => {
    const { body } = await as<{ code: string; pid: string; sortNo: number; hasChild: string }[]>(
      'demo',
      'GET',
      '/sys/category/treeList',
    );
    const roots = body.result.filter((row) => row.pid === '0');
    expect(roots.map((row) => [row.code, row.hasChild])).toEqual([
      ['A01', '1'],
      ['A02', '1'],
      ['A03', '1'],
    ]);
    expect(body.result.every((row) => typeof row.sortNo === 'number')).toBe(true);
  });
});

describe('managing categories', () => {
  it('adds a root and children with codes made on the server, keeping has_child right', async () => {
    const root = await as<{ id: string; code: string }>('admin', 'POST', '/sys/category/add', { name: '服务类型' });
    expect(root.body).toMatchObject({ success: true, message: '添加成功！', result: { code: 'A04' } });
    expect((await row(root.body.result.id)).hasChild).toBe('0');
    const first = await as<{ id: string; code: string }>('admin', 'POST', '/sys/category/add', {
      pid: root.body.result.id,
      name: '拍摄',
    });
    const second = await as<{ id: string; code: string }>('admin', 'POST', '/sys/category/add', {
      pid: root.body.result.id,
      name: '冲印',
      sortNo: 2,
    });
    expect([first.body.result.code, second.body.result.code]).toEqual(['A04A01', 'A04A02']);
    expect((await row(root.body.result.id)).hasChild).toBe('1');

    // The pickers read the change at once.
    const picker = await as<CategoryNode[]>('demo', 'GET', '/sys/category/loadTreeRoot?async=true&pcode=A04');
    expect(picker.body.result.map((node) => node.title)).toEqual(['拍摄', '冲印']);

    const edited = await as('admin', 'PUT', '/sys/category/edit', {
      id: first.body.result.id,
      name: '摄影',
      sortNo: 3,
    });
    expect(edited.body).toMatchObject({ success: true, message: '编辑成功!' });
    expect(await row(first.body.result.id)).toMatchObject({ name: '摄影', code: 'A04A01', sortNo: 3 });

    const refused = await as('admin', 'DELETE', `/sys/category/delete?id=${root.body.result.id}`);
    expect(refused.body).toMatchObject({ success: false, code: 500, message: '该分类下有子分类，请先删除子分类' });

    await as('admin', 'DELETE', `/sys/category/delete?id=${first.body.result.id}`);
    expect((await row(root.body.result.id)).hasChild).toBe('1');
    const last = await as('admin', 'DELETE', `/sys/category/delete?id=${second.body.result.id}`);
    expect(last.body).toMatchObject({ success: true, message: '删除成功!' });
    expect((await row(root.body.result.id)).hasChild).toBe('0');
    await as('admin', 'DELETE', `/sys/category/delete?id=${root.body.result.id}`);
    expect(await row(root.body.result.id)).toBeUndefined();
  });

  it('continues after the highest code of a level, even with a gap', async () => {
    const styles = await byCode('A01');
    const added = await as<{ id: string; code: string }>('admin', 'POST', '/sys/category/add', {
      pid: styles.id,
      name: '古风',
    });
    expect(added.body.result.code).toBe('A01A06');
    await as('admin', 'DELETE', `/sys/category/delete?id=${added.body.result.id}`);
  });

  it('refuses an unknown parent, a missing name and a tree deeper than 10 levels', async () => {
    const parent = await as('admin', 'POST', '/sys/category/add', { pid: 'nope', name: '孤儿' });
    expect(parent.body).toMatchObject({ success: false, message: '上级分类不存在' });
    const name = await as('admin', 'POST', '/sys/category/add', { name: ' ' });
    expect(name.status).toBe(400);
    expect(name.body.message).toBe('请输入类型名称');
    await t.db.insert(categories).values({ id: 'deep', pid: '0', name: '深', code: 'Y01Y01Y01Y01Y01Y01Y01Y01Y01Y01' });
    const deep = await as('admin', 'POST', '/sys/category/add', { pid: 'deep', name: '更深' });
    expect(deep.body).toMatchObject({ success: false, message: '分类最多10级' });
    await t.db.delete(categories).where(eq(categories.id, 'deep'));
  });

  it('answers 404 for an unknown id', async () => {
    expect((await as('admin', 'PUT', '/sys/category/edit', { id: 'nope', name: '无' })).status).toBe(404);
    expect((await as('admin', 'DELETE', '/sys/category/delete?id=nope')).status).toBe(404);
  });

  it('refuses every write to tenant owners and staff with 403', async () => {
    const wedding = await byCode('A01A01');
    for (const username of ['demo', 'demo2', 'demo_staff']) {
      const writes = [
        await as(username, 'POST', '/sys/category/add', { name: '店主分类' }),
        await as(username, 'PUT', '/sys/category/edit', { id: wedding.id, name: '婚礼' }),
        await as(username, 'DELETE', `/sys/category/delete?id=${wedding.id}`),
      ];
      expect(writes.map((answer) => answer.status)).toEqual([403, 403, 403]);
    }
    expect((await byCode('A01A01')).name).toBe('婚纱');
  });
});
