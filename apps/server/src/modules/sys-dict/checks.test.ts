import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import { positions } from '../sys-position/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get(username: string, url: string) {
  const { token } = await sessionFor(t.db, username);
  return call(t.app, 'GET', url, { token });
}

const check = (params: Record<string, string>) => `/sys/duplicate/check?${new URLSearchParams(params)}`;
const free = { success: true, message: '该值可用！' };
const taken = { success: false, code: 500, message: '该值不可用，系统中已存在！' };

describe('duplicate check', () => {
  it('finds a position code taken in the caller’s tenant, free in another', async () => {
    const query = { tableName: 'sys_position', fieldName: 'code', fieldVal: 'photographer' };
    expect((await get('demo', check(query))).body).toMatchObject(taken);
    expect((await get('demo2', check(query))).body).toMatchObject(free);
  });

  it('leaves out the row being edited (dataId)', async () => {
    const { tenantId } = await sessionFor(t.db, 'demo');
    const [mine] = await t.db
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), eq(positions.code, 'photographer')));
    const query = { tableName: 'sys_position', fieldName: 'code', fieldVal: 'photographer', dataId: mine.id };
    expect((await get('demo', check(query))).body).toMatchObject(free);
  });

  it('counts usernames of every tenant, as their constraint does', async () => {
    const body = (await get('demo', check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'demo2' }))).body;
    expect(body).toMatchObject(taken);
    expect(
      (await get('demo', check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'nobody_yet' }))).body,
    ).toMatchObject(free);
  });

  it('accepts the snake_case column name', async () => {
    const body = (await get('demo', check({ tableName: 'sys_depart', fieldName: 'org_code', fieldVal: 'A01' }))).body;
    expect(body).toMatchObject(taken);
  });

  it('refuses the shape tableName=sys_user,password,id', async () => {
    const body = (
      await get('demo', check({ tableName: 'sys_user,password,id', fieldName: 'username', fieldVal: 'demo' }))
    ).body;
    expect(body).toMatchObject({ success: false, message: '该表不允许校验重复' });
  });

  it('refuses the shape tableName=sys_user where 1=1', async () => {
    const body = (
      await get('demo', check({ tableName: 'sys_user where 1=1', fieldName: 'username', fieldVal: 'demo' }))
    ).body;
    expect(body).toMatchObject({ success: false, message: '该表不允许校验重复' });
  });

  it('refuses fieldName=password_hash and any field not flagged', async () => {
    const hash = (await get('demo', check({ tableName: 'sys_user', fieldName: 'password_hash', fieldVal: 'x' }))).body;
    expect(hash).toMatchObject({ success: false, message: '该字段不允许校验重复' });
    const realname = (await get('demo', check({ tableName: 'sys_user', fieldName: 'realname', fieldVal: '演示店主' })))
      .body;
    expect(realname).toMatchObject({ success: false, message: '该字段不允许校验重复' });
    const sql = (await get('demo', check({ tableName: 'sys_user', fieldName: 'username or 1=1', fieldVal: 'x' }))).body;
    expect(sql).toMatchObject({ success: false, message: '该字段不允许校验重复' });
  });

  it('keeps SQL in the value harmless: it is a bound value', async () => {
    const body = (await get('demo', check({ tableName: 'sys_user', fieldName: 'username', fieldVal: "x' or '1'='1" })))
      .body;
    expect(body).toMatchObject(free);
  });

  it('answers 400 without a value', async () => {
    const { status, body } = await get('demo', check({ tableName: 'sys_user', fieldName: 'username', fieldVal: '' }));
    expect(status).toBe(400);
    expect(body.message).toBe('校验参数不完整：需要表名、字段名和字段值');
  });

  it('answers 401 without a token', async () => {
    const { status } = await call(
      t.app,
      'GET',
      check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'demo' }),
    );
    expect(status).toBe(401);
  });
});

describe('code rules', () => {
  const rule = (ruleCode: string, value: string) =>
    `/sys/checkRule/checkByCode?${new URLSearchParams({ ruleCode, value })}`;

  it('passes a value that follows the rule', async () => {
    expect((await get('demo', rule('position_code', 'store_manager'))).body).toMatchObject({
      success: true,
      message: '数据验证通过！',
    });
    expect((await get('demo', rule('org_code', 'A01A02'))).body.success).toBe(true);
    expect((await get('demo', rule('category_code', 'A02A01A03'))).body.success).toBe(true);
  });

  it('refuses a value that breaks the rule, with the rule’s message', async () => {
    expect((await get('demo', rule('position_code', '1abc'))).body).toMatchObject({
      success: false,
      message: '职务编码须以字母开头，由2到32位字母、数字、下划线或中划线组成',
    });
    expect((await get('demo', rule('org_code', 'a01'))).body).toMatchObject({
      success: false,
      message: '机构编码须由1到10组“大写字母加两位数字”组成，如A01、A01A02',
    });
    expect((await get('demo', rule('category_code', 'A1'))).body).toMatchObject({
      success: false,
      message: '分类编码须由1到10组“大写字母加两位数字”组成，如A01、A01A02',
    });
  });

  it('answers 该编码不存在 for an unknown rule code', async () => {
    expect((await get('demo', rule('no_such_rule', 'x'))).body).toMatchObject({
      success: false,
      message: '该编码不存在',
    });
  });

  it('answers 400 without a rule code', async () => {
    const { status, body } = await get('demo', '/sys/checkRule/checkByCode?value=x');
    expect(status).toBe(400);
    expect(body.message).toBe('请提供校验规则编码');
  });
});
