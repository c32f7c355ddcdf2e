import type { KepianDetail, KepianRecord } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoTenants } from '../../test/demo-tenants.js';
import { call } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';
import { shopRow } from '../shop/test-fixtures.js';
import { newAlbum } from './kepian-test-kit.js';

let t: TestApp;
let demo: string;
let shop: string;
const K = '/cjKepian/cjKepian';

beforeAll(async () => {
  ({ t, demo } = await openDemoTenants());
  shop = (await shopRow(t, '演示影楼分店')).id;
});
afterAll(() => t.close());

async function order(): Promise<KepianRecord[]> {
  return (await call<KepianRecord[]>(t.app, 'GET', `${K}/listOrder?shopId=${shop}`, { token: demo })).body.result;
}

describe('album order', () => {
  it('moves by sort, top, bottom and advance, pinned first, and advance stops at the first', async () => {
    const [a, b, c] = [await newAlbum(t, demo, shop), await newAlbum(t, demo, shop), await newAlbum(t, demo, shop)];
    const names = async () => (await order()).map((row) => [row.id, row.sort, row.top]);
    expect(await names()).toEqual([
      [a.id, 1, 0],
      [b.id, 2, 0],
      [c.id, 3, 0],
    ]);
    await call(t.app, 'POST', `${K}/sortKepian`, { token: demo, body: { id: c.id, sort: 2 } });
    expect((await order()).map((row) => row.id)).toEqual([a.id, c.id, b.id]);
    await call(t.app, 'POST', `${K}/advance`, { token: demo, body: { id: b.id } });
    expect((await order()).map((row) => row.id)).toEqual([a.id, b.id, c.id]);
    const first = await call(t.app, 'POST', `${K}/advance`, { token: demo, body: { id: a.id } });
    expect(first.body).toMatchObject({ success: false, message: '未知的操作' });
    await call(t.app, 'POST', `${K}/sortTopKepian`, { token: demo, body: { id: c.id } });
    expect(await names()).toEqual([
      [c.id, 1, 1],
      [a.id, 2, 0],
      [b.id, 3, 0],
    ]);
    await call(t.app, 'GET', `${K}/cancelTop?id=${c.id}`, { token: demo });
    expect((await order())[0]).toMatchObject({ id: c.id, top: 0 });
    await call(t.app, 'POST', `${K}/sortBottomKepian`, { token: demo, body: { id: c.id } });
    expect(await names()).toEqual([
      [a.id, 1, 0],
      [b.id, 2, 0],
      [c.id, 3, 0],
    ]);
    await call(t.app, 'DELETE', `${K}/deleteBatch?ids=${b.id}`, { token: demo });
    expect(await names()).toEqual([
      [a.id, 1, 0],
      [c.id, 2, 0],
    ]);
    await call(t.app, 'DELETE', `${K}/deleteBatch?ids=${a.id},${c.id}`, { token: demo });
  });

  it('stays a permutation of 1..n under 100 concurrent moves', async () => {
    const albums: KepianDetail[] = [];
    for (let i = 0; i < 10; i += 1) albums.push(await newAlbum(t, demo, shop));
    const calls = Array.from({ length: 100 }, (_, i) => {
      const album = albums[(i * 7) % albums.length];
      if (i % 5 === 0) return call(t.app, 'POST', `${K}/sortTopKepian`, { token: demo, body: { id: album.id } });
      if (i % 5 === 1) return call(t.app, 'POST', `${K}/sortBottomKepian`, { token: demo, body: { id: album.id } });
      if (i % 5 === 2) return call(t.app, 'POST', `${K}/advance`, { token: demo, body: { id: album.id } });
      return call(t.app, 'POST', `${K}/sortKepian`, { token: demo, body: { id: album.id, sort: (i % 10) + 1 } });
    });
    const answers = await Promise.all(calls);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const sorts = (await order()).map((row) => row.sort).sort((x, y) => x - y);
    expect(sorts).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
  });
});
