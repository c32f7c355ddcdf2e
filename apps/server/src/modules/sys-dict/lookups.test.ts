import { type DictItem, msg, signatureParams, signParams } from '@scenecast/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { departs } from '../sys-depart/schema.js';
import { sessionFor } from '../sys-permission/test-session.js';
import { positions } from '../sys-position/schema.js';

let t: TestApp;
let demoTenant: number;
beforeAll(async () => {
  t = await createTestApp();
  demoTenant = (await sessionFor(t.db, 'demo')).tenantId;
});
afterAll(() => t.close());

function signed(url: string): Record<string, string> {
  return { 'X-Sign': signParams(signatureParams(url), t.config.signSecret), 'X-TIMESTAMP': String(Date.now()) };
}

async function signedGet<T>(username: string, url: string) {
  const { token } = await sessionFor(t.db, username);
  return call<T>(t.app, 'GET', url, { token, headers: signed(url) });
}

const texts = (items: DictItem[]) => items.map((item) => item.text);

describe('loadDict', () => {
  it('answers the items of a dictionary code whose text contains the keyword', async () => {
    const { body } = await signedGet<DictItem[]>(
      'demo',
      `/sys/dict/loadDict/position_rank?keyword=${encodeURIComponent('高')}`,
    );
    expect(body.result.map((item) => [item.value, item.text])).toEqual([
      ['4', '副高级'],
      ['5', '正高级'],
    ]);
  });

  it('answers at most pageSize items', async () => {
    const { body } = await signedGet<DictItem[]>('demo', '/sys/dict/loadDict/position_rank?pageSize=2');
    expect(texts(body.result)).toEqual(['员级', '助级']);
  });

  it('searches a table dictionary in the caller’s tenant only', async () => {
    const { body } = await signedGet<DictItem[]>(
      'demo',
      `/sys/dict/loadDict/sys_user,realname,username?keyword=${encodeURIComponent('店')}`,
    );
    expect(body.result.map((item) => item.value)).toEqual(['demo', 'demo_staff']);
    const other = await signedGet<DictItem[]>(
      'demo2',
      `/sys/dict/loadDict/sys_user,realname,username?keyword=${encodeURIComponent('店')}`,
    );
    expect(other.body.result.map((item) => item.value)).toEqual(['demo2']);
  });

  it('matches % and _ in a keyword literally', async () => {
    await t.db.insert(positions).values([
      { tenantId: demoTenant, name: '满100%店员', code: 'pct', postRank: '1' },
      { tenantId: demoTenant, name: 'a_b职务', code: 'underscore', postRank: '1' },
    ]);
    try {
      const percent = await signedGet<DictItem[]>(
        'demo',
        `/sys/dict/loadDict/sys_position,name,code?keyword=${encodeURIComponent('%')}`,
      );
      expect(percent.body.result.map((item) => item.value)).toEqual(['pct']);
      const underscore = await signedGet<DictItem[]>('demo', '/sys/dict/loadDict/sys_position,name,code?keyword=_');
      expect(underscore.body.result.map((item) => item.value)).toEqual(['underscore']);
    } finally {
      await t.db.delete(positions).where(inArray(positions.code, ['pct', 'underscore']));
    }
  });

  it('reads demo records of the caller’s tenant only', async () => {
    const url = '/sys/dict/loadDict/demo_record,name,id?pageSize=100';
    const mine = (await signedGet<DictItem[]>('demo', url)).body.result.map((item) => item.value);
    const theirs = (await signedGet<DictItem[]>('demo2', url)).body.result.map((item) => item.value);
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
  });

  it('refuses the table dictionary shape sys_user,password_hash,id', async () => {
    const { body } = await signedGet('demo', '/sys/dict/loadDict/sys_user,password_hash,id?keyword=a');
    expect(body).toMatchObject({ success: false, message: '该字典字段不允许查询' });
  });

  it('refuses a table outside the allow-list', async () => {
    const { body } = await signedGet('demo', '/sys/dict/loadDict/sys_session,token_hash,user_id');
    expect(body).toMatchObject({ success: false, message: '该字典表不允许查询' });
  });

  it('is refused without a signature', async () => {
    const { token } = await sessionFor(t.db, 'demo');
    const { status, body } = await call(t.app, 'GET', '/sys/dict/loadDict/sex', { token });
    expect(status).toBe(403);
    expect(body.message).toBe('签名验证失败');
  });

  it('refuses a page size over 100 with 400', async () => {
    const { status } = await signedGet('demo', '/sys/dict/loadDict/sex?pageSize=5000');
    expect(status).toBe(400);
  });
});

describe('loadDictItem', () => {
  it('answers the texts of dictionary values in the keys’ order', async () => {
    const { body } = await signedGet<string[]>('demo', '/sys/dict/loadDictItem/position_rank?key=5,1,9');
    expect(body.result).toEqual(['正高级', '员级']);
  });

  it('answers texts of a table dictionary, never another tenant’s rows', async () => {
    const { body } = await signedGet<string[]>(
      'demo',
      '/sys/dict/loadDictItem/sys_user,realname,username?key=demo_staff,demo2,demo',
    );
    expect(body.result).toEqual(['演示店员', '演示店主']);
  });

  it('refuses a hidden column', async () => {
    const { body } = await signedGet('demo', '/sys/dict/loadDictItem/sys_user,password_hash,id?key=x');
    expect(body).toMatchObject({ success: false, message: '该字典字段不允许查询' });
  });

  it('is refused without a signature', async () => {
    const { token } = await sessionFor(t.db, 'demo');
    const { status } = await call(t.app, 'GET', '/sys/dict/loadDictItem/sex?key=1', { token });
    expect(status).toBe(403);
  });
});

describe('loadTreeData', () => {
  const tree = (query: string) => `/sys/dict/loadTreeData?${query}`;

  it('answers the roots of the category tree', async () => {
    const { body } = await signedGet<{ key: string; title: string; leaf: boolean }[]>(
      'demo',
      tree('tableName=sys_category&text=name&code=id&pidField=pid&hasChildField=has_child'),
    );
    expect(body.result.map((node) => node.title)).toEqual(['样片风格', '商品类别', '服装类别']);
    expect(body.result[0]).toEqual({
      key: '5f000000000000000000000000000001',
      title: '样片风格',
      value: '5f000000000000000000000000000001',
      code: '5f000000000000000000000000000001',
      pid: '0',
      leaf: false,
      isLeaf: false,
    });
  });

  it('answers the children of a node, leaves marked', async () => {
    const { body } = await signedGet<{ title: string; leaf: boolean }[]>(
      'demo',
      tree('pid=5f000000000000000000000000000001&tableName=sys_category&text=name&code=id&hasChildField=hasChild'),
    );
    expect(body.result.map((node) => [node.title, node.leaf])).toEqual([
      ['婚纱', false],
      ['儿童', true],
      ['个人写真', true],
      ['全家福', true],
      ['孕妇照', true],
    ]);
  });

  it('marks the nodes whose disableField is 1 as disabled', async () => {
    const { body } = await signedGet<{ title: string; disabled?: boolean }[]>(
      'demo',
      tree('pid=5f000000000000000000000000000001&tableName=sys_category&text=name&code=id&disableField=hasChild'),
    );
    expect(body.result.slice(0, 2)).toEqual([
      expect.objectContaining({ title: '婚纱', disabled: true }),
      expect.objectContaining({ title: '儿童', disabled: false }),
    ]);
  });

  it('refuses a disableField that is not a readable field of the tree', async () => {
    const { body } = await signedGet('demo', tree('tableName=sys_category&text=name&code=id&disableField=create_time'));
    expect(body.success).toBe(false);
    expect(body.message).toBe(msg('dictColumnNotAllowed'));
  });

  it('reads the caller’s departments only, leaves computed', async () => {
    const { tenantId } = await sessionFor(t.db, 'demo');
    const [top] = await t.db
      .select({ id: departs.id })
      .from(departs)
      .where(inArray(departs.orgCode, ['A01']));
    await t.db
      .insert(departs)
      .values({ tenantId, parentId: top.id, departName: '摄影部', orgCode: 'A01A01', orgType: '2' });
    try {
      const roots = await signedGet<{ title: string; leaf: boolean }[]>(
        'demo',
        tree('tableName=sys_depart&text=departName&code=id'),
      );
      expect(roots.body.result.map((node) => [node.title, node.leaf])).toEqual([
        ['总店', false],
        ['分店', true],
      ]);
      const children = await signedGet<{ title: string }[]>(
        'demo',
        tree(`pid=${top.id}&tableName=sys_depart&text=depart_name&code=id&pidField=parent_id`),
      );
      expect(children.body.result.map((node) => node.title)).toEqual(['摄影部']);
      const other = await signedGet<{ title: string }[]>(
        'demo2',
        tree(`pid=${top.id}&tableName=sys_depart&text=departName&code=id`),
      );
      expect(other.body.result).toEqual([]);
    } finally {
      await t.db.delete(departs).where(inArray(departs.orgCode, ['A01A01']));
    }
  });

  it('narrows by a JSON condition of queryable fields', async () => {
    const condition = encodeURIComponent(JSON.stringify({ code: 'A02' }));
    const { body } = await signedGet<{ title: string }[]>(
      'demo',
      tree(`tableName=sys_category&text=name&code=id&condition=${condition}`),
    );
    expect(body.result.map((node) => node.title)).toEqual(['商品类别']);
  });

  it('keeps SQL in a condition value harmless: it is a bound value', async () => {
    const condition = encodeURIComponent(JSON.stringify({ code: "A02' OR '1'='1" }));
    const { body } = await signedGet('demo', tree(`tableName=sys_category&text=name&code=id&condition=${condition}`));
    expect(body).toMatchObject({ success: true, result: [] });
  });

  it('refuses SQL as a condition field', async () => {
    const condition = encodeURIComponent(JSON.stringify({ '1=1 OR code': 'A02' }));
    const { body } = await signedGet('demo', tree(`tableName=sys_category&text=name&code=id&condition=${condition}`));
    expect(body).toMatchObject({ success: false, message: '该字段不允许访问' });
  });

  it('answers 400 for a condition that is not a JSON object', async () => {
    const { status, body } = await signedGet('demo', tree('tableName=sys_category&text=name&code=id&condition=1%3D1'));
    expect(status).toBe(400);
    expect(body.message).toBe('组件JTreeSelect-condition传值有误，需要一个json字符串!');
  });

  it('refuses a table that is not a tree or not on the list', async () => {
    const role = await signedGet('demo', tree('tableName=sys_role&text=role_name&code=id'));
    expect(role.body).toMatchObject({ success: false, message: '该表不允许加载树数据' });
    const session = await signedGet('demo', tree('tableName=sys_session&text=token_hash&code=id'));
    expect(session.body).toMatchObject({ success: false, message: '该表不允许加载树数据' });
    const where = await signedGet(
      'demo',
      tree(`tableName=${encodeURIComponent('sys_category where 1=1')}&text=name&code=id`),
    );
    expect(where.body).toMatchObject({ success: false, message: '该表不允许加载树数据' });
  });

  it('refuses a text, code or pid field outside the list', async () => {
    const text = await signedGet('demo', tree('tableName=sys_depart&text=tenant_id&code=id'));
    expect(text.body).toMatchObject({ success: false, message: '该字典字段不允许查询' });
    const code = await signedGet(
      'demo',
      tree(`tableName=sys_category&text=name&code=${encodeURIComponent('(select 1)')}`),
    );
    expect(code.body).toMatchObject({ success: false, message: '该字典字段不允许查询' });
    const pid = await signedGet('demo', tree('tableName=sys_category&text=name&code=id&pidField=code'));
    expect(pid.body).toMatchObject({ success: false, message: '该字段不允许访问' });
    const hasChild = await signedGet(
      'demo',
      tree('tableName=sys_depart&text=departName&code=id&hasChildField=org_type'),
    );
    expect(hasChild.body).toMatchObject({ success: false, message: '该字段不允许访问' });
  });

  it('is refused without a signature', async () => {
    const { token } = await sessionFor(t.db, 'demo');
    const { status } = await call(t.app, 'GET', tree('tableName=sys_category&text=name&code=id'), { token });
    expect(status).toBe(403);
  });
});
