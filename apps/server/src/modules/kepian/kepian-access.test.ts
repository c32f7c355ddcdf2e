import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newCostume } from '../fuzhuang/fuzhuang-test-kit.js';
import { shopRow } from '../shop/test-fixtures.js';
import { bigImage, newAlbum, newFenlei, pendingPhotos } from './kepian-test-kit.js';
import {
  kepian,
  kepianFenlei,
  kepianFenleiLink,
  kepianFuzhuang,
  kepianPhoto,
  kepianShareCode,
  kepianShareGrant,
  kepianShareHidden,
} from './schema.js';

let t: TestApp;
let demo: string;
let ids: {
  shop: string;
  album: string;
  photo: string;
  fenlei: string;
  child: string;
  staffShop: string;
  ownShop: string;
};

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  // demo_staff works in the flagship only: the branch is "another shop" for them.
  const shop = (await shopRow(t, '演示影楼分店')).id;
  const staffShop = (await shopRow(t, '演示影楼旗舰店')).id;
  const ownShop = (await shopRow(t, '第二租户展厅')).id;
  const fenlei = await newFenlei(t, demo, shop, '他人分类');
  const child = await newFenlei(t, demo, shop, '子分类', fenlei.id);
  const photos = await pendingPhotos(t, demo, [await bigImage(1), await bigImage(2)]);
  await newCostume(t, demo, shop, 'Z1');
  const album = await newAlbum(t, demo, shop, {
    photos,
    fenleiIds: [fenlei.id],
    fuzhuangNumbers: ['Z1'],
    password: 'pass-1234',
  });
  await newAlbum(t, demo, shop);
  await call(t.app, 'POST', '/cjKepian/cjKepian/saveShareFenlei', {
    token: demo,
    body: { fenleiId: fenlei.id, isShare: 1 },
  });
  ids = { shop, album: album.id, photo: album.photos[1].id, fenlei: fenlei.id, child: child.id, staffShop, ownShop };
});
afterAll(() => t.close());

async function snapshot() {
  const tables = [
    kepian,
    kepianPhoto,
    kepianFenlei,
    kepianFenleiLink,
    kepianFuzhuang,
    kepianShareCode,
    kepianShareGrant,
    kepianShareHidden,
  ];
  const all = await Promise.all(tables.map((table) => t.db.select().from(table)));
  return all.map((list) => (list as object[]).map((row) => JSON.stringify(row)).sort());
}

type Attempt = [InjectOptions['method'], string, unknown?];

function attempts(victimShop: string, callerShop: string): Attempt[] {
  const { album, photo, fenlei, child } = ids;
  const K = '/cjKepian/cjKepian';
  const F = '/cjKepianFenlei/cjKepianFenlei';
  return [
    ['GET', `${K}/list?shopId=${victimShop}`],
    ['GET', `${K}/cancelTop?id=${album}`],
    ['GET', `${K}/queryKePianInfo?id=${album}`],
    ['GET', `${K}/queryKePianInfo?id=${album}&shopId=${victimShop}`],
    ['GET', `${K}/queryKePianInfo?id=${album}&shopId=${callerShop}`],
    ['GET', `${K}/queryIsVipByShopId?shopId=${victimShop}`],
    ['GET', `${K}/listOrder?shopId=${victimShop}`],
    ['GET', `${K}/getShareKepian?shopId=${victimShop}`],
    ['GET', `${K}/getshareCount?shopId=${victimShop}`],
    ['GET', `${K}/querySharingShopList?shopId=${victimShop}`],
    ['GET', `${K}/getShareCode?shopId=${victimShop}`],
    ['GET', `${K}/updateShareCode?shopId=${victimShop}`],
    ['GET', `${K}/queryProblemImgList?shopId=${victimShop}`],
    ['GET', `${K}/queryProblemImgList?shopId=${callerShop}&kepianId=${album}`],
    ['GET', `${K}/queryContentList?kepianId=${album}`],
    ['GET', `${K}/queryFlShareShopList?fenleiId=${fenlei}`],
    ['GET', `${K}/queryCheckedFenlei?kepianId=${album}`],
    ['GET', `${K}/queryKePianListByShareFl?shopId=${victimShop}&fenleiId=${fenlei}`],
    ['GET', `${K}/queryFenleiDict?shopId=${victimShop}`],
    ['GET', `${K}/queryKePianListForXuanyi?shopId=${victimShop}`],
    ['GET', `${K}/querySortsKePian?shopId=${victimShop}`],
    ['GET', `${K}/getMaxMainNumber?shopId=${victimShop}`],
    ['GET', `${K}/checkFuzhuangNumber?shopId=${victimShop}&number=Z1`],
    ['GET', `${K}/getKepianPassword?id=${album}`],
    ['GET', `${K}/getKepianPassword?id=${album}&reset=1`],
    ['GET', `${K}/updateFirst?photoId=${photo}`],
    ['GET', `${K}/updateFirst?photoId=${photo}&move=up`],
    ['POST', `${K}/edit`, { id: album, title: '改', password: '' }],
    ['POST', `${K}/advance`, { id: album }],
    ['POST', `${K}/addKePian`, { shopId: victimShop, mainNumber: 'X-1', title: 'x' }],
    ['POST', `${K}/addKePian`, { shopId: callerShop, mainNumber: 'X-2', title: 'x', fenleiIds: [fenlei] }],
    ['POST', `${K}/editKePian`, { id: album, mainNumber: 'X-3', title: 'x' }],
    ['POST', `${K}/updateKpIsPublic`, { ids: [album], isPublicPd: 1, isPublicXcx: 1 }],
    ['POST', `${K}/sortKepian`, { id: album, sort: 2 }],
    ['POST', `${K}/sortTopKepian`, { id: album }],
    ['POST', `${K}/sortBottomKepian`, { id: album }],
    ['POST', `${K}/joinShareKepian`, { shopId: victimShop, shareCode: 'ABCDEF' }],
    ['POST', `${K}/saveShareFenlei`, { fenleiId: fenlei, isShare: 0 }],
    ['POST', `${K}/editKpShareStatus`, { ids: [album], shareStatus: 1 }],
    ['POST', `${K}/updateIsPublicPd`, { ids: [album], isPublicPd: 1 }],
    ['POST', `${K}/updateIsPublicXcx`, { ids: [album], isPublicXcx: 1 }],
    ['POST', `${K}/updateKepianFenleiBatch`, { ids: [album], fenleiIds: [] }],
    ['PUT', `${K}/updateStatus`, { ids: [album], status: 0 }],
    ['DELETE', `${K}/deleteBatch?ids=${album}`],
    ['GET', `/kepianConfig/cjKepianConfig/list?shopId=${victimShop}`],
    ['GET', `${F}/queryFenLeiByshopId?shopId=${victimShop}`],
    ['GET', `${F}/selectKepainFenLei?shopId=${victimShop}`],
    ['GET', `${F}/queryShareFenLeiByshopId?shopId=${victimShop}`],
    ['GET', `${F}/queryFenLeiByshopIdAndMuluId?shopId=${victimShop}`],
    ['GET', `${F}/queryFenLeiByshopIdAndMuluId?shopId=${callerShop}&muluId=${fenlei}`],
    ['POST', `${F}/addType`, { shopId: victimShop, name: 'x' }],
    ['POST', `${F}/addType`, { shopId: callerShop, name: 'x', parentId: fenlei }],
    ['POST', `${F}/edit`, { id: fenlei, name: 'x' }],
    ['POST', `${F}/sortType`, { id: fenlei, sort: 1 }],
    ['POST', `${F}/editTypeTop`, { id: fenlei }],
    ['POST', `${F}/childrenSortType`, { id: child, sort: 1 }],
    ['POST', `${F}/deleteShareFenlei`, { shopId: victimShop, fenleiId: fenlei }],
    ['POST', `${F}/addFenleiMould`, { shopId: victimShop, mould: 'xiezhen' }],
    ['DELETE', `${F}/delete?id=${fenlei}`],
    ['DELETE', `${F}/delTypeChild?id=${fenlei}`],
  ];
}

async function expectAllRefused(token: string, callerShop: string) {
  const before = await snapshot();
  for (const [method, url, body] of attempts(ids.shop, callerShop)) {
    const answer = await call(t.app, method, url, { token, body });
    expect({ method, url, status: answer.status }).toEqual({ method, url, status: 403 });
  }
  expect(await snapshot()).toEqual(before);
}

describe('album and category calls', () => {
  it("refuse another tenant's ids with 403 on every call, and nothing changes", async () => {
    await expectAllRefused(await loginAs(t.app, 'demo2'), ids.ownShop);
  });

  it("refuse another shop's ids to staff of a shop of the same tenant, and nothing changes", async () => {
    await expectAllRefused(await loginAs(t.app, 'demo_staff'), ids.staffShop);
  });

  it('cover every kepian call of the spec', async (context) => {
    const { readFile } = await import('node:fs/promises');
    const tsv = await readFile(new URL('../../../../../../shared/spec/endpoints.tsv', import.meta.url), 'utf8').catch(
      () => null,
    );
    if (tsv === null) return context.skip('the spec folder is not next to the repository');
    const listed = tsv
      .split('\n')
      .map((line) => line.split('\t'))
      .filter((cells) => cells[2]?.trim() === 'kepian')
      .map((cells) => `${cells[0]} ${cells[1]}`);
    const tried = new Set(attempts(ids.shop, ids.ownShop).map(([method, url]) => `${method} ${url.split('?')[0]}`));
    expect(listed.filter((entry) => !tried.has(entry))).toEqual([]);
  });

  it('are refused without a token (401)', async () => {
    expect((await call(t.app, 'GET', `/cjKepian/cjKepian/list?shopId=${ids.shop}`)).status).toBe(401);
  });
});
