import type { FuzhuangRecord, Page } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newAlbum } from '../kepian/kepian-test-kit.js';
import { shopRow } from '../shop/test-fixtures.js';
import { COSTUME_CATEGORY, newCostume } from './fuzhuang-test-kit.js';
import { fuzhuang } from './schema.js';

let t: TestApp;
let demo: string;
let flagship: string;
let branch: string;
const C = '/cjFuzhuang/cjFuzhuang';
const K = '/cjKepian/cjKepian';

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  flagship = (await shopRow(t, '演示影楼旗舰店')).id;
  branch = (await shopRow(t, '演示影楼分店')).id;
});
afterAll(() => t.close());

const search = async (shopId: string, query: string) =>
  (await call<Page<FuzhuangRecord>>(t.app, 'GET', `${C}/list?shopId=${shopId}${query}`, { token: demo })).body.result
    .records;

describe('costumes', () => {
  it('are created with a category of the costume tree, sizes, colours, photos and a state', async () => {
    const created = await newCostume(t, demo, flagship, 'HS-001', {
      name: '拖尾婚纱',
      categoryId: COSTUME_CATEGORY,
      sizes: ['S', 'M', 'M'],
      colours: ['白'],
      photos: ['shop/20260101/hs.png'],
      state: 'cleaning',
    });
    expect(created).toMatchObject({
      number: 'HS-001',
      name: '拖尾婚纱',
      categoryId: COSTUME_CATEGORY,
      categoryName: '婚纱礼服',
      sizes: ['S', 'M'],
      colours: ['白'],
      state: 'cleaning',
      albums: [],
    });
  });

  it('refuse a number the shop already has, on add and on edit; another shop may use it', async () => {
    await newCostume(t, demo, flagship, 'DUP-9');
    const again = await call(t.app, 'POST', `${C}/add`, {
      token: demo,
      body: { shopId: flagship, number: 'DUP-9', name: 'x' },
    });
    expect(again.body).toMatchObject({ success: false, message: '服装编号已存在' });
    const other = await newCostume(t, demo, flagship, 'DUP-10');
    const edit = await call(t.app, 'POST', `${C}/edit`, {
      token: demo,
      body: { id: other.id, number: 'DUP-9', name: 'x' },
    });
    expect(edit.body).toMatchObject({ success: false, message: '服装编号已存在' });
    expect((await newCostume(t, demo, branch, 'DUP-9')).shopId).toBe(branch);
  });

  it('refuse a category outside the costume tree and an unknown state', async () => {
    const albumStyle = '5f000000000000000000000000000003';
    const outside = await call(t.app, 'POST', `${C}/add`, {
      token: demo,
      body: { shopId: flagship, number: 'CAT-1', name: 'x', categoryId: albumStyle },
    });
    expect(outside.body).toMatchObject({ success: false, message: '请选择服装分类' });
    const state = await call(t.app, 'POST', `${C}/add`, {
      token: demo,
      body: { shopId: flagship, number: 'CAT-2', name: 'x', state: 'lost' },
    });
    expect(state.status).toBe(400);
  });

  it('are searched by number (contains) and by state', async () => {
    await newCostume(t, demo, flagship, 'QP-100', { state: 'retired' });
    await newCostume(t, demo, flagship, 'QP-200');
    expect((await search(flagship, '&number=QP-')).map((row) => row.number).sort()).toEqual(['QP-100', 'QP-200']);
    expect((await search(flagship, '&number=QP-&state=retired')).map((row) => row.number)).toEqual(['QP-100']);
    const check = await call(t.app, 'GET', `${C}/checkNumber?shopId=${flagship}&number=QP-100`, { token: demo });
    expect(check.body.result).toMatchObject({ used: true });
  });
});

describe('costumes and sample albums', () => {
  it('an album lists only numbers of its shop’s costumes', async () => {
    await newCostume(t, demo, flagship, 'AL-1');
    await newCostume(t, demo, branch, 'AL-2');
    const refused = await call(t.app, 'POST', `${K}/addKePian`, {
      token: demo,
      body: { shopId: flagship, mainNumber: 'AL-K1', title: 'x', fuzhuangNumbers: ['AL-1', 'AL-2', 'NONE'] },
    });
    expect(refused.body).toMatchObject({ success: false, message: '服装编号不存在：AL-2、NONE' });
    const album = await newAlbum(t, demo, flagship, { mainNumber: 'AL-K2', title: '海景', fuzhuangNumbers: ['AL-1'] });
    const [costume] = await search(flagship, '&number=AL-1');
    expect(costume.albums).toEqual([{ id: album.id, mainNumber: 'AL-K2', title: '海景' }]);
  });

  it('a costume an album lists keeps its number and cannot be deleted, but may be retired', async () => {
    const costume = await newCostume(t, demo, flagship, 'KEEP-1');
    await newAlbum(t, demo, flagship, { fuzhuangNumbers: ['KEEP-1'] });
    const renumber = await call(t.app, 'POST', `${C}/edit`, {
      token: demo,
      body: { id: costume.id, number: 'KEEP-2', name: 'x' },
    });
    expect(renumber.body).toMatchObject({ success: false, message: '该服装编号已被样片使用，不能修改' });
    const deleted = await call(t.app, 'DELETE', `${C}/deleteBatch?ids=${costume.id}`, { token: demo });
    expect(deleted.body).toMatchObject({ success: false, message: '服装已被样片使用，不能删除：KEEP-1' });
    const retired = await call<FuzhuangRecord>(t.app, 'POST', `${C}/edit`, {
      token: demo,
      body: { id: costume.id, number: 'KEEP-1', name: '退役', state: 'retired' },
    });
    expect(retired.body.result).toMatchObject({ state: 'retired', name: '退役' });
  });

  it('a costume no album lists is deleted', async () => {
    const costume = await newCostume(t, demo, flagship, 'GONE-1');
    const deleted = await call(t.app, 'DELETE', `${C}/deleteBatch?ids=${costume.id}`, { token: demo });
    expect(deleted.body.result).toBe(1);
    expect(await search(flagship, '&number=GONE-1')).toEqual([]);
  });
});

describe('costume access', () => {
  it("refuses another tenant's and another shop's ids with 403, and nothing changes", async () => {
    const victim = await newCostume(t, demo, branch, 'SAFE-1');
    const before = JSON.stringify(await t.db.select().from(fuzhuang));
    for (const token of [await loginAs(t.app, 'demo2'), await loginAs(t.app, 'demo_staff')]) {
      const attempts: [string, string, unknown?][] = [
        ['GET', `${C}/list?shopId=${branch}`],
        ['GET', `${C}/queryById?id=${victim.id}`],
        ['GET', `${C}/checkNumber?shopId=${branch}&number=SAFE-1`],
        ['POST', `${C}/add`, { shopId: branch, number: 'X', name: 'x' }],
        ['POST', `${C}/edit`, { id: victim.id, number: 'X', name: 'x' }],
        ['DELETE', `${C}/deleteBatch?ids=${victim.id}`],
      ];
      for (const [method, url, body] of attempts) {
        const answer = await call(t.app, method as 'GET', url, { token, body });
        expect({ url, status: answer.status }).toEqual({ url, status: 403 });
      }
    }
    expect(JSON.stringify(await t.db.select().from(fuzhuang))).toBe(before);
  });
});
