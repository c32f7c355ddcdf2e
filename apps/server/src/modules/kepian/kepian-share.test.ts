import type { FenleiNode, KepianRecord, KepianShareGrant, Page } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { shopRow } from '../shop/test-fixtures.js';
import { newAlbum, newFenlei } from './kepian-test-kit.js';

let t: TestApp;
let demo: string;
let demo2: string;
let owner: string;
let receiver: string;
const K = '/cjKepian/cjKepian';
const F = '/cjKepianFenlei/cjKepianFenlei';

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  demo2 = await loginAs(t.app, 'demo2');
  owner = (await shopRow(t, '演示影楼旗舰店')).id;
  receiver = (await shopRow(t, '第二租户展厅')).id;
});
afterAll(() => t.close());

const shared = async () =>
  (await call<KepianRecord[]>(t.app, 'GET', `${K}/getShareKepian?shopId=${receiver}`, { token: demo2 })).body.result;

describe('album sharing', () => {
  it('joins by code, shows shared albums read-only, and ends when the owner stops sharing', async () => {
    const album = await newAlbum(t, demo, owner, { mainNumber: 'S-1' });
    const privateAlbum = await newAlbum(t, demo, owner, { mainNumber: 'S-2' });
    await call(t.app, 'POST', `${K}/editKpShareStatus`, { token: demo, body: { ids: [album.id], shareStatus: 1 } });
    const code = (await call<string>(t.app, 'GET', `${K}/getShareCode?shopId=${owner}`, { token: demo })).body.result;
    expect(code).toMatch(/^[A-Z2-9]{6}$/);

    expect(await shared()).toEqual([]);
    const joined = await call(t.app, 'POST', `${K}/joinShareKepian`, {
      token: demo2,
      body: { shopId: receiver, shareCode: code.toLowerCase() },
    });
    expect(joined.body.result).toMatchObject({ ownerShopId: owner, ownerShopName: '演示影楼旗舰店' });
    expect((await shared()).map((row) => [row.id, row.isShared])).toEqual([[album.id, true]]);

    const read = await call(t.app, 'GET', `${K}/queryKePianInfo?id=${album.id}&shopId=${receiver}`, { token: demo2 });
    expect(read.body.result).toMatchObject({ id: album.id, isShared: true });
    const notShared = await call(t.app, 'GET', `${K}/queryKePianInfo?id=${privateAlbum.id}&shopId=${receiver}`, {
      token: demo2,
    });
    expect(notShared.status).toBe(403);
    const write = await call(t.app, 'POST', `${K}/edit`, { token: demo2, body: { id: album.id, title: '改' } });
    expect(write.status).toBe(403);

    const grants = await call<KepianShareGrant[]>(t.app, 'GET', `${K}/querySharingShopList?shopId=${owner}`, {
      token: demo,
    });
    expect(grants.body.result.map((grant) => grant.receiverShopName)).toEqual(['第二租户展厅']);
    const counts = await call(t.app, 'GET', `${K}/getshareCount?shopId=${owner}`, { token: demo });
    expect(counts.body.result).toEqual({ sharedCount: 1, shopCount: 1, receivedCount: 0 });

    await call(t.app, 'POST', `${K}/editKpShareStatus`, { token: demo, body: { ids: [album.id], shareStatus: 0 } });
    expect(await shared()).toEqual([]);
    const gone = await call(t.app, 'GET', `${K}/queryKePianInfo?id=${album.id}&shopId=${receiver}`, { token: demo2 });
    expect(gone.status).toBe(403);
  });

  it('shares whole categories; the receiver can hide one; unsharing ends it', async () => {
    const fenlei = await newFenlei(t, demo, owner, '共享分类');
    const inside = await newAlbum(t, demo, owner, { mainNumber: 'SF-1', fenleiIds: [fenlei.id] });
    const outside = await newAlbum(t, demo, owner, { mainNumber: 'SF-0' });
    const sharedByFenlei = async () =>
      new Map(
        (
          await call<Page<KepianRecord>>(t.app, 'GET', `${K}/list?shopId=${owner}&pageSize=50`, { token: demo })
        ).body.result.records
          .filter((row) => row.id === inside.id || row.id === outside.id)
          .map((row) => [row.mainNumber, row.sharedByFenlei]),
      );
    expect(await sharedByFenlei()).toEqual(
      new Map([
        ['SF-1', false],
        ['SF-0', false],
      ]),
    );
    await call(t.app, 'POST', `${K}/saveShareFenlei`, { token: demo, body: { fenleiId: fenlei.id, isShare: 1 } });
    expect(await sharedByFenlei()).toEqual(
      new Map([
        ['SF-1', true],
        ['SF-0', false],
      ]),
    );
    const tree = await call<FenleiNode[]>(t.app, 'GET', `${F}/queryShareFenLeiByshopId?shopId=${receiver}`, {
      token: demo2,
    });
    expect(tree.body.result.map((node) => [node.id, node.shopId])).toEqual([[fenlei.id, owner]]);
    const byFenlei = await call<KepianRecord[]>(
      t.app,
      'GET',
      `${K}/queryKePianListByShareFl?shopId=${receiver}&fenleiId=${fenlei.id}`,
      { token: demo2 },
    );
    expect(byFenlei.body.result.map((row) => row.id)).toEqual([inside.id]);
    const reach = await call<KepianShareGrant[]>(t.app, 'GET', `${K}/queryFlShareShopList?fenleiId=${fenlei.id}`, {
      token: demo,
    });
    expect(reach.body.result.map((grant) => grant.receiverShopId)).toEqual([receiver]);

    await call(t.app, 'POST', `${F}/deleteShareFenlei`, {
      token: demo2,
      body: { shopId: receiver, fenleiId: fenlei.id },
    });
    expect(await shared()).toEqual([]);
    expect(
      (await call<KepianShareGrant[]>(t.app, 'GET', `${K}/queryFlShareShopList?fenleiId=${fenlei.id}`, { token: demo }))
        .body.result,
    ).toEqual([]);

    const other = await newFenlei(t, demo, owner, '第二共享');
    const second = await newAlbum(t, demo, owner, { mainNumber: 'SF-2', fenleiIds: [other.id] });
    await call(t.app, 'POST', `${K}/saveShareFenlei`, { token: demo, body: { fenleiId: other.id, isShare: 1 } });
    expect((await shared()).map((row) => row.id)).toEqual([second.id]);
    await call(t.app, 'POST', `${K}/saveShareFenlei`, { token: demo, body: { fenleiId: other.id, isShare: 0 } });
    expect(await shared()).toEqual([]);
  });

  it("refuses an unknown code, the shop's own code, and an old code after a renewal", async () => {
    const bad = await call(t.app, 'POST', `${K}/joinShareKepian`, {
      token: demo2,
      body: { shopId: receiver, shareCode: 'ZZZZZZ' },
    });
    expect(bad.body).toMatchObject({ success: false, message: '分享码无效' });
    const code = (await call<string>(t.app, 'GET', `${K}/getShareCode?shopId=${owner}`, { token: demo })).body.result;
    const own = await call(t.app, 'POST', `${K}/joinShareKepian`, {
      token: demo,
      body: { shopId: owner, shareCode: code },
    });
    expect(own.body).toMatchObject({ success: false, message: '不能加入本门店的分享' });
    const renewed = (await call<string>(t.app, 'GET', `${K}/updateShareCode?shopId=${owner}`, { token: demo })).body
      .result;
    expect(renewed).not.toBe(code);
    const old = await call(t.app, 'POST', `${K}/joinShareKepian`, {
      token: demo2,
      body: { shopId: receiver, shareCode: code },
    });
    expect(old.body).toMatchObject({ success: false, message: '分享码无效' });
  });

  it('lets only owners manage the share code', async () => {
    const staff = await loginAs(t.app, 'demo_staff');
    expect((await call(t.app, 'GET', `${K}/getShareCode?shopId=${owner}`, { token: staff })).status).toBe(403);
  });
});
