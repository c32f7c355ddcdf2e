import type { Page } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import type { CategoryNode, CategoryRow } from './service.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await sessionFor(t.db, 'demo2')).token;
});
afterAll(() => t.close());

const get = <T>(url: string) => call<T>(t.app, 'GET', url, { token });
const id = (n: number) => `5f${'0'.repeat(28)}${String(n).padStart(2, '0')}`;
const titles = (nodes: CategoryNode[]) => nodes.map((node) => node.title);

describe('loadTreeRoot', () => {
  it('answers the children of a code, one level when async', async () => {
    const { body } = await get<CategoryNode[]>('/sys/category/loadTreeRoot?async=true&pcode=A01');
    expect(titles(body.result)).toEqual(['婚纱', '儿童', '个人写真', '全家福', '孕妇照']);
    expect(body.result[0]).toEqual({
      key: id(2),
      value: id(2),
      name: '婚纱',
      title: '婚纱',
      code: 'A01A01',
      pid: id(1),
      leaf: false,
      isLeaf: false,
    });
    expect(body.result[1]).toMatchObject({ code: 'A01A02', leaf: true, isLeaf: true });
  });

  it('nests every descendant when not async', async () => {
    const { body } = await get<CategoryNode[]>('/sys/category/loadTreeRoot?async=false&pcode=A01');
    expect(titles(body.result[0].children ?? [])).toEqual(['中式婚纱', '韩式婚纱', '旅拍']);
    expect(body.result[1].children).toBeUndefined();
  });

  it('answers the top categories without a code', async () => {
    const { body } = await get<CategoryNode[]>('/sys/category/loadTreeRoot?async=true');
    expect(titles(body.result)).toEqual(['样片风格', '商品类别', '服装类别']);
  });

  it('refuses an unknown code', async () => {
    const { body } = await get('/sys/category/loadTreeRoot?pcode=Z99');
    expect(body).toMatchObject({ success: false, message: '该编码【Z99】不存在，请核实!' });
  });
});

describe('loadTreeChildren and loadTreeData', () => {
  it('answers the children of an id', async () => {
    const { body } = await get<CategoryNode[]>(`/sys/category/loadTreeChildren?pid=${id(11)}`);
    expect(titles(body.result)).toEqual(['上衣', '裙装', '外套']);
  });

  it('answers the children of pid, or of pcode', async () => {
    const byPid = await get<CategoryNode[]>(`/sys/category/loadTreeData?pid=${id(17)}`);
    expect(titles(byPid.body.result)).toEqual(['婚纱礼服', '男士礼服', '古装汉服', '儿童服装']);
    const byCode = await get<CategoryNode[]>('/sys/category/loadTreeData?pcode=A02');
    expect(titles(byCode.body.result)).toEqual(['服装', '饰品', '相册相框']);
  });

  it('narrows by a JSON condition', async () => {
    const condition = encodeURIComponent(JSON.stringify({ hasChild: '0' }));
    const { body } = await get<CategoryNode[]>(`/sys/category/loadTreeData?pcode=A02&condition=${condition}`);
    expect(titles(body.result)).toEqual(['饰品', '相册相框']);
  });

  it('refuses a condition naming a field outside the list, and one that is not JSON', async () => {
    const sql = encodeURIComponent(JSON.stringify({ 'name) or (1=1': 'x' }));
    expect((await get(`/sys/category/loadTreeData?pcode=A02&condition=${sql}`)).body).toMatchObject({
      success: false,
      message: '该字段不允许访问',
    });
    const bad = await get('/sys/category/loadTreeData?pcode=A02&condition=name%3Dx');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('组件JTreeSelect-condition传值有误，需要一个json字符串!');
  });

  it('refuses neither pid nor pcode', async () => {
    const { body } = await get('/sys/category/loadTreeData');
    expect(body).toMatchObject({ success: false, message: '加载分类字典树参数有误.[null]!' });
  });
});

describe('loadOne and loadDictItem', () => {
  it('answers one category by code', async () => {
    const { body } = await get('/sys/category/loadOne?field=code&val=A01');
    expect(body.result).toEqual({ id: id(1), pid: '0', name: '样片风格', code: 'A01', hasChild: '1' });
  });

  it('refuses a field outside the list, and answers 查询无果 for nothing found', async () => {
    const sql = await get(`/sys/category/loadOne?field=${encodeURIComponent('code or 1=1')}&val=A01`);
    expect(sql.body).toMatchObject({ success: false, message: '该字段不允许访问' });
    const none = await get('/sys/category/loadOne?field=code&val=Z99');
    expect(none.body).toMatchObject({ success: false, message: '查询无果' });
  });

  it('answers names in the ids’ order, unknown ids left out', async () => {
    const { body } = await get<string[]>(`/sys/category/loadDictItem/?ids=${id(3)},nope,${id(1)}`);
    expect(body.result).toEqual(['中式婚纱', '样片风格']);
  });
});

describe('rootList and childList', () => {
  it('pages the top categories in sort order', async () => {
    const { body } = await get<Page<CategoryRow>>('/sys/category/rootList?pageNo=1&pageSize=2');
    expect(body.result).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 });
    expect(body.result.records.map((row) => [row.code, row.hasChild])).toEqual([
      ['A01', '1'],
      ['A02', '1'],
    ]);
  });

  it('sorts by a sortable column, and by sort order for a subquery', async () => {
    const byCode = await get<Page<CategoryRow>>('/sys/category/rootList?column=code&order=desc');
    expect(byCode.body.result.records.map((row) => row.code)).toEqual(['A03', 'A02', 'A01']);
    const column = encodeURIComponent('(select 1)');
    const injected = await get<Page<CategoryRow>>(`/sys/category/rootList?column=${column}&order=desc`);
    expect(injected.body.success).toBe(true);
    expect(injected.body.result.records.map((row) => row.code)).toEqual(['A03', 'A02', 'A01']);
  });

  it('answers the children of a category', async () => {
    const { body } = await get<CategoryRow[]>(`/sys/category/childList?pid=${id(10)}`);
    expect(body.result.map((row) => row.name)).toEqual(['服装', '饰品', '相册相框']);
  });

  it('needs a token', async () => {
    const { status } = await call(t.app, 'GET', '/sys/category/rootList');
    expect(status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the dictionary, category, check and picker calls with their tags', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths: Record<string, { get?: { tags?: string[]; summary?: string } }> = response.json().paths;
    const documented = {
      '/api/sys/dict/loadDict/{dict}': 'sys-dict',
      '/api/sys/dict/loadDictItem/{dict}': 'sys-dict',
      '/api/sys/dict/loadTreeData': 'sys-dict',
      '/api/sys/duplicate/check': 'sys-dict',
      '/api/sys/checkRule/checkByCode': 'sys-dict',
      '/api/sys/category/loadTreeRoot': 'sys-category',
      '/api/sys/category/loadDictItem/': 'sys-category',
      '/api/sys/category/rootList': 'sys-category',
      '/api/sys/position/list': 'sys-position',
      '/api/sys/user/queryUserComponentData': 'sys-user',
    };
    for (const [path, tag] of Object.entries(documented)) {
      expect(paths[path]?.get?.tags, path).toEqual([tag]);
      expect(paths[path]?.get?.summary, path).toBeTruthy();
    }
  });
});
