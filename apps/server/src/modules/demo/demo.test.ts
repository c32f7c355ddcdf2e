import { type DemoRecord, msg, type Page } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoTenants, openDemoTenants } from '../../test/demo-tenants.js';
import { call } from '../../test/http.js';

let d: DemoTenants;
beforeAll(async () => {
  d = await openDemoTenants();
});
afterAll(() => d.t.close());

const list = (query: string, token = d.demo) =>
  call<Page<DemoRecord>>(d.t.app, 'GET', `/demo/record/list?${query}`, { token });
const superQuery = (conditions: unknown[], matchType = 'and') =>
  `superQueryParams=${encodeURIComponent(encodeURIComponent(JSON.stringify(conditions)))}&superQueryMatchType=${matchType}`;

const record = (fields: Record<string, unknown> = {}) => ({
  name: '测试用户',
  keyWord: '测试',
  sex: 1,
  age: 30,
  birthday: '1996-05-04',
  email: 'tester@example.com',
  phone: '13912345678',
  salary: '8800.50',
  content: '<p>备注</p>',
  orderNum: 99,
  ...fields,
});

describe('demo record list', () => {
  it('answers the seeded rows of the caller’s tenant only, newest first, with the sex text', async () => {
    const { body } = await list('pageNo=1&pageSize=10');
    expect(body.result).toMatchObject({ total: 30, size: 10, current: 1, pages: 3 });
    const other = await list('pageNo=1&pageSize=50', d.demo2);
    const mine = await list('pageNo=1&pageSize=50');
    const otherIds = new Set(other.body.result.records.map((row) => row.id));
    expect(mine.body.result.records.some((row) => otherIds.has(row.id))).toBe(false);
    const times = mine.body.result.records.map((row) => row.createTime);
    expect(times).toEqual([...times].sort().reverse());
    const male = mine.body.result.records.find((row) => row.sex === 1);
    expect(male?.sex_dictText).toBe('男');
  });

  it('reads the input filters: contains, starts with, not equal, at least, at most', async () => {
    const all = (await list('pageSize=100')).body.result.records;
    const like = (await list(`keyWord=${encodeURIComponent('*写真*')}&pageSize=100`)).body.result.records;
    expect(like.length).toBe(all.filter((row) => row.keyWord?.includes('写真')).length);
    expect(like.length).toBeGreaterThan(0);
    const starts = (await list(`name=${encodeURIComponent('王*')}&pageSize=100`)).body.result.records;
    expect(starts.every((row) => row.name.startsWith('王'))).toBe(true);
    const notMale = (await list(`sex=${encodeURIComponent('!1')}&pageSize=100`)).body.result.records;
    expect(notMale.every((row) => row.sex === 2)).toBe(true);
    const ranged = (await list(`age=${encodeURIComponent('>=30')}&pageSize=100`)).body.result.records;
    expect(ranged.length).toBe(all.filter((row) => (row.age ?? 0) >= 30).length);
    const upTo = (await list(`salary=${encodeURIComponent('<=6000')}&pageSize=100`)).body.result.records;
    expect(upTo.length).toBe(all.filter((row) => Number(row.salary) <= 6000).length);
  });

  it('sorts by an allow-listed column; a sort column naming SQL falls back to createTime', async () => {
    const byAge = (await list('column=age&order=asc&pageSize=100')).body.result.records.map((row) => row.age ?? 0);
    expect(byAge).toEqual([...byAge].sort((a, b) => a - b));
    const injected = await list(`column=${encodeURIComponent('(select password from sys_user limit 1)')}&pageSize=5`);
    expect(injected.body.success).toBe(true);
    expect(injected.body.result.records).toHaveLength(5);
  });

  it('takes `%` and `_` in a filter literally', async () => {
    const { body } = await list(`name=${encodeURIComponent('*%*')}`);
    expect(body.result.total).toBe(0);
    const underscore = await list(`email=${encodeURIComponent('*_*')}`);
    expect(underscore.body.result.total).toBe(0);
  });

  it('refuses text in a number filter with a 400', async () => {
    const { status, body } = await list(`age=${encodeURIComponent('>=abc')}`);
    expect(status).toBe(400);
    expect(body.message).toBe(msg('queryValueInvalid', 'zh', 'age'));
  });
});

describe('advanced query', () => {
  it('combines conditions with and / or, and reads in and the like rules', async () => {
    const all = (await list('pageSize=100')).body.result.records;
    const both = await list(
      `pageSize=100&${superQuery([
        { field: 'sex', rule: 'eq', val: '2', type: 'int' },
        { field: 'age', rule: 'gt', val: '40' },
      ])}`,
    );
    expect(both.body.result.total).toBe(all.filter((row) => row.sex === 2 && (row.age ?? 0) > 40).length);
    const either = await list(
      `pageSize=100&${superQuery(
        [
          { field: 'sex', rule: 'eq', val: '2' },
          { field: 'age', rule: 'gt', val: '40' },
        ],
        'or',
      )}`,
    );
    expect(either.body.result.total).toBe(all.filter((row) => row.sex === 2 || (row.age ?? 0) > 40).length);
    const names = all.slice(0, 2).map((row) => row.name);
    const inNames = await list(`pageSize=100&${superQuery([{ field: 'name', rule: 'in', val: names.join(',') }])}`);
    expect(inNames.body.result.total).toBe(all.filter((row) => names.includes(row.name)).length);
    const right = await list(`pageSize=100&${superQuery([{ field: 'email', rule: 'right_like', val: 'user0' }])}`);
    expect(right.body.result.total).toBe(9);
    const left = await list(
      `pageSize=100&${superQuery([{ field: 'email', rule: 'left_like', val: '1@example.com' }])}`,
    );
    expect(left.body.result.total).toBe(all.filter((row) => row.email?.endsWith('1@example.com')).length);
  });

  it('refuses a field that is not on the allow-list, such as `1=1`', async () => {
    const { status, body } = await list(superQuery([{ field: '1=1', rule: 'eq', val: '1' }]));
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, message: msg('queryFieldUnknown', 'zh', '1=1') });
    const column = await list(superQuery([{ field: 'tenant_id', rule: 'eq', val: '1' }]));
    expect(column.body.success).toBe(false);
  });

  it('refuses a rule not in the list', async () => {
    const { body } = await list(superQuery([{ field: 'name', rule: 'or 1=1 --', val: 'x' }]));
    expect(body).toMatchObject({ success: false, message: msg('queryRuleUnknown', 'zh', 'or 1=1 --') });
  });

  it('binds a value that reads as SQL: it matches nothing and breaks nothing', async () => {
    const { body } = await list(superQuery([{ field: 'name', rule: 'eq', val: "' or '1'='1" }]));
    expect(body).toMatchObject({ success: true, result: { total: 0 } });
  });

  it('refuses text for a number field, and malformed JSON', async () => {
    const typed = await list(superQuery([{ field: 'salary', rule: 'ge', val: '1 or 1=1' }]));
    expect(typed.status).toBe(400);
    const broken = await list('superQueryParams=%5B%7Bfield');
    expect(broken.body).toMatchObject({ success: false, message: msg('superQueryInvalid') });
  });
});

describe('demo record changes', () => {
  it('adds with sanitised HTML, reads it back, edits and deletes it', async () => {
    const added = await call<DemoRecord>(d.t.app, 'POST', '/demo/record/add', {
      token: d.demo,
      body: record({
        content: '<p onclick="steal()">好<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
      }),
    });
    expect(added.body.success).toBe(true);
    const id = added.body.result.id;
    expect(added.body.result.content).toBe('<p>好<a rel="noopener noreferrer">x</a></p>');
    const read = await call<DemoRecord>(d.t.app, 'GET', `/demo/record/queryById?id=${id}`, { token: d.demo });
    expect(read.body.result).toMatchObject({
      name: '测试用户',
      salary: '8800.50',
      birthday: '1996-05-04',
      createBy: 'demo',
    });
    const edited = await call<DemoRecord>(d.t.app, 'PUT', '/demo/record/edit', {
      token: d.demo,
      body: { ...record({ name: '改名' }), id },
    });
    expect(edited.body.result.name).toBe('改名');
    await call(d.t.app, 'DELETE', `/demo/record/delete?id=${id}`, { token: d.demo });
    const gone = await call(d.t.app, 'GET', `/demo/record/queryById?id=${id}`, { token: d.demo });
    expect(gone.body).toMatchObject({ success: false, message: msg('demoRecordNotFound') });
  });

  it('refuses a payload that breaks the rules with the field’s message', async () => {
    const { status, body } = await call(d.t.app, 'POST', '/demo/record/add', {
      token: d.demo,
      body: record({ phone: '12345' }),
    });
    expect(status).toBe(400);
    expect(body.message).toContain(msg('mobileInvalid'));
    const noName = await call(d.t.app, 'POST', '/demo/record/add', { token: d.demo, body: record({ name: '' }) });
    expect(noName.body.message).toContain(msg('demoNameRequired'));
  });

  it('never reads, edits or deletes another tenant’s record', async () => {
    const theirs = (await list('pageSize=1', d.demo2)).body.result.records[0];
    const read = await call(d.t.app, 'GET', `/demo/record/queryById?id=${theirs.id}`, { token: d.demo });
    expect(read.body.success).toBe(false);
    const edit = await call(d.t.app, 'PUT', '/demo/record/edit', {
      token: d.demo,
      body: { ...record(), id: theirs.id },
    });
    expect(edit.body.success).toBe(false);
    await call(d.t.app, 'DELETE', `/demo/record/deleteBatch?ids=${theirs.id}`, { token: d.demo });
    await call(d.t.app, 'DELETE', `/demo/record/delete?id=${theirs.id}`, { token: d.demo });
    const still = await call<DemoRecord>(d.t.app, 'GET', `/demo/record/queryById?id=${theirs.id}`, { token: d.demo2 });
    expect(still.body.result.name).toBe(theirs.name);
  });

  it('commits the editable table in one transaction: updates, inserts, deletes', async () => {
    const rows = (await list('column=orderNum&order=asc&pageSize=3')).body.result.records;
    const theirs = (await list('pageSize=1', d.demo2)).body.result.records[0];
    const before = (await list('pageSize=1')).body.result.total;
    const { body } = await call<{ saved: number }>(d.t.app, 'POST', '/demo/record/saveBatch', {
      token: d.demo,
      body: {
        records: [
          { ...record({ name: '批量改名', orderNum: 1 }), id: rows[0].id },
          { ...record({ name: '新行', orderNum: 2 }), id: 'tmp-1' },
          { ...record({ name: '借他人id', orderNum: 3 }), id: theirs.id },
        ],
        deletedIds: [rows[1].id, theirs.id],
      },
    });
    expect(body.result).toEqual({ saved: 3 });
    expect((await list('pageSize=1')).body.result.total).toBe(before + 2 - 1);
    const renamed = await call<DemoRecord>(d.t.app, 'GET', `/demo/record/queryById?id=${rows[0].id}`, {
      token: d.demo,
    });
    expect(renamed.body.result.name).toBe('批量改名');
    const untouched = await call<DemoRecord>(d.t.app, 'GET', `/demo/record/queryById?id=${theirs.id}`, {
      token: d.demo2,
    });
    expect(untouched.body.result.name).toBe(theirs.name);
  });

  it('changes nothing when one row of the batch is refused', async () => {
    const before = (await list('pageSize=1')).body.result.total;
    const { status } = await call(d.t.app, 'POST', '/demo/record/saveBatch', {
      token: d.demo,
      body: { records: [record({ name: '好行' }), record({ age: 'abc' })], deletedIds: [] },
    });
    expect(status).toBe(400);
    expect((await list('pageSize=1')).body.result.total).toBe(before);
  });
});
