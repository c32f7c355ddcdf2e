import { type DictItem, type Page, signatureParams, signParams } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantMenus } from '../../test/grant-menus.js';
import { call, outcomes } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import type { DictItemRow, DictRow } from './admin.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls as the console does: /sys/dict/ paths carry the signature. */
async function as<T>(username: string, method: Method, url: string, body?: unknown) {
  const { token } = await sessionFor(t.db, username);
  const headers = {
    'X-Sign': signParams(signatureParams(url), t.config.signSecret),
    'X-TIMESTAMP': String(Date.now()),
  };
  return call<T>(t.app, method, url, { token, body, headers });
}

const idOfCode = async (code: string) =>
  (await as<Page<DictRow>>('admin', 'GET', `/sys/dict/list?dictCode=${code}`)).body.result.records.find(
    (row) => row.dictCode === code,
  )?.id ?? '';

describe('listing dictionaries and items', () => {
  it('lists dictionaries filtered by name and code, marking the built-in ones', async () => {
    const byName = await as<Page<DictRow>>('demo', 'GET', `/sys/dict/list?dictName=${encodeURIComponent('性')}`);
    expect(byName.body.result.records.map((row) => row.dictCode)).toEqual(['sex']);
    expect(byName.body.result.records[0]).toMatchObject({ dictName: '性别', isBuiltIn: true, type: 1 });
    // Staff see the dictionary page once a role opens it to them.
    await grantMenus(t, 'demo_staff', ['/system/dict']);
    const byCode = await as<Page<DictRow>>('demo_staff', 'GET', '/sys/dict/list?dictCode=status');
    expect(byCode.body.result.records.map((row) => row.dictCode).sort()).toEqual(['shop_status', 'valid_status']);
    const all = await as<Page<DictRow>>('demo', 'GET', '/sys/dict/list?pageSize=100');
    expect(all.body.result.total).toBe(7);
  });

  it('lists the items of one dictionary, disabled ones too, in order', async () => {
    const { body } = await as<DictItemRow[]>('demo', 'GET', `/sys/dictItem/list?dictId=${await idOfCode('priority')}`);
    expect(body.result.map((row) => [row.itemText, row.itemValue, row.status])).toEqual([
      ['低', 'L', 1],
      ['中', 'M', 1],
      ['高', 'H', 1],
    ]);
  });
});

describe('managing dictionaries', () => {
  it('adds a dictionary with items, edits and deletes them, and the cache follows', async () => {
    const added = await as<{ id: string }>('admin', 'POST', '/sys/dict/add', { dictName: '颜色', dictCode: 'color' });
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' });
    const dictId = added.body.result.id;
    const red = await as<{ id: string }>('admin', 'POST', '/sys/dictItem/add', {
      dictId,
      itemText: '红',
      itemValue: 'red',
      sortOrder: 2,
    });
    await as('admin', 'POST', '/sys/dictItem/add', { dictId, itemText: '蓝', itemValue: 'blue', sortOrder: 1 });
    const items = async () =>
      (await as<DictItem[]>('demo', 'GET', '/sys/dict/getDictItems/color')).body.result.map((item) => item.text);
    expect(await items()).toEqual(['蓝', '红']);

    const disabled = await as('admin', 'PUT', '/sys/dictItem/edit', { id: red.body.result.id, status: 0 });
    expect(disabled.body).toMatchObject({ success: true, message: '编辑成功!' });
    expect(await items()).toEqual(['蓝']);
    const removed = await as('admin', 'DELETE', `/sys/dictItem/delete?id=${red.body.result.id}`);
    expect(removed.body).toMatchObject({ success: true, message: '删除成功!' });
    const left = await as<DictItemRow[]>('admin', 'GET', `/sys/dictItem/list?dictId=${dictId}`);
    expect(left.body.result.map((row) => row.itemValue)).toEqual(['blue']);

    const deleted = await as('admin', 'DELETE', `/sys/dict/delete?id=${dictId}`);
    expect(deleted.body).toMatchObject({ success: true, message: '删除成功!' });
    expect(await items()).toEqual([]);
    const orphans = await as<DictItemRow[]>('admin', 'GET', `/sys/dictItem/list?dictId=${dictId}`);
    expect(orphans.body.result).toEqual([]);
    // The code is free again.
    const again = await as<{ id: string }>('admin', 'POST', '/sys/dict/add', { dictName: '颜色', dictCode: 'color' });
    expect(again.body.success).toBe(true);
    await as('admin', 'DELETE', `/sys/dict/delete?id=${again.body.result.id}`);
  });

  it('keeps codes unique: the server refuses a taken code and the duplicate check agrees', async () => {
    const taken = await as('admin', 'POST', '/sys/dict/add', { dictName: '性别2', dictCode: 'sex' });
    expect(taken.body).toMatchObject({ success: false, message: '字典编码已存在' });
    const check = await as('admin', 'GET', '/sys/duplicate/check?tableName=sys_dict&fieldName=dictCode&fieldVal=sex');
    expect(check.body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
    const free = await as('admin', 'GET', '/sys/duplicate/check?tableName=sys_dict&fieldName=dictCode&fieldVal=sex2');
    expect(free.body.success).toBe(true);
  });

  it('keeps item values unique within their dictionary only', async () => {
    const taken = await as('admin', 'POST', '/sys/dictItem/add', {
      dictId: await idOfCode('yn'),
      itemText: '也许',
      itemValue: '1',
    });
    expect(taken.body).toMatchObject({ success: false, message: '数据值已存在' });
    const [no] = (await as<DictItemRow[]>('admin', 'GET', `/sys/dictItem/list?dictId=${await idOfCode('yn')}`)).body
      .result;
    const edit = await as('admin', 'PUT', '/sys/dictItem/edit', { id: no.id, itemValue: '0' });
    expect(edit.body).toMatchObject({ success: false, message: '数据值已存在' });
  });

  it('keeps a code and an item value once when they are added at once', async () => {
    // They truly overlap on PostgreSQL (DATABASE_URL, as CI runs this suite); PGlite runs one statement at a time.
    const dicts = await Promise.all(
      Array.from({ length: 4 }, () => as('admin', 'POST', '/sys/dict/add', { dictName: '同时', dictCode: 'at_once' })),
    );
    expect(outcomes(dicts)).toEqual(['200 ok', '200 字典编码已存在', '200 字典编码已存在', '200 字典编码已存在']);
    const dictId = await idOfCode('at_once');
    const items = await Promise.all(
      Array.from({ length: 4 }, () =>
        as('admin', 'POST', '/sys/dictItem/add', { dictId, itemText: '是', itemValue: '1' }),
      ),
    );
    expect(outcomes(items)).toEqual(['200 ok', '200 数据值已存在', '200 数据值已存在', '200 数据值已存在']);
  });

  it('never deletes or re-codes a built-in dictionary, but edits its items', async () => {
    const rankId = await idOfCode('position_rank');
    const deleted = await as('admin', 'DELETE', `/sys/dict/delete?id=${rankId}`);
    expect(deleted.body).toMatchObject({
      success: false,
      code: 500,
      message: '系统内置字典不能删除，可以修改其字典项',
    });
    const recoded = await as('admin', 'PUT', '/sys/dict/edit', { id: rankId, dictCode: 'rank' });
    expect(recoded.body).toMatchObject({ success: false, message: '系统内置字典的编码不能修改' });
    const renamed = await as('admin', 'PUT', '/sys/dict/edit', {
      id: rankId,
      dictName: '职级',
      description: '职务的级别',
    });
    expect(renamed.body.success).toBe(true);
    const [first] = (await as<DictItemRow[]>('admin', 'GET', `/sys/dictItem/list?dictId=${rankId}`)).body.result;
    const item = await as('admin', 'PUT', '/sys/dictItem/edit', {
      id: first.id,
      itemText: '员级',
      description: '入门',
    });
    expect(item.body.success).toBe(true);
  });

  it('answers 400 for a bad payload', async () => {
    const code = await as('admin', 'POST', '/sys/dict/add', { dictName: '坏', dictCode: 'bad code' });
    expect(code.status).toBe(400);
    expect(code.body.message).toBe('字典编码只允许字母、数字、下划线');
    const name = await as('admin', 'POST', '/sys/dictItem/add', { dictId: 'x', itemText: '', itemValue: '1' });
    expect(name.status).toBe(400);
    expect(name.body.message).toBe('请输入名称');
  });

  it('answers 404 for an unknown id', async () => {
    expect((await as('admin', 'DELETE', '/sys/dict/delete?id=nope')).status).toBe(404);
    expect((await as('admin', 'DELETE', '/sys/dictItem/delete?id=nope')).status).toBe(404);
  });

  it('refuses every write to tenant owners and staff with 403, whatever their tenant', async () => {
    const sexId = await idOfCode('sex');
    const [male] = (await as<DictItemRow[]>('admin', 'GET', `/sys/dictItem/list?dictId=${sexId}`)).body.result;
    for (const username of ['demo', 'demo2', 'demo_staff']) {
      const writes = [
        await as(username, 'POST', '/sys/dict/add', { dictName: '店主字典', dictCode: 'owner_dict' }),
        await as(username, 'PUT', '/sys/dict/edit', { id: sexId, dictName: '性' }),
        await as(username, 'DELETE', `/sys/dict/delete?id=${sexId}`),
        await as(username, 'POST', '/sys/dictItem/add', { dictId: sexId, itemText: '其他', itemValue: '3' }),
        await as(username, 'PUT', '/sys/dictItem/edit', { id: male.id, itemText: '男士' }),
        await as(username, 'DELETE', `/sys/dictItem/delete?id=${male.id}`),
      ];
      expect(writes.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403, 403]);
    }
    const sex = await as<DictItemRow[]>('admin', 'GET', `/sys/dictItem/list?dictId=${sexId}`);
    expect(sex.body.result.map((row) => row.itemText)).toEqual(['男', '女']);
  });
});
