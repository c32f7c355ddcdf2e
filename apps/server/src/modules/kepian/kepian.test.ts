import type { FenleiNode, KepianDetail, KepianRecord, Page } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newCostume } from '../fuzhuang/fuzhuang-test-kit.js';
import { shopRow } from '../shop/test-fixtures.js';
import { bigImage, newAlbum, newFenlei, pendingPhotos } from './kepian-test-kit.js';

let t: TestApp;
let demo: string;
let shop: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  shop = (await shopRow(t, '演示影楼旗舰店')).id;
});
afterAll(() => t.close());

const K = '/cjKepian/cjKepian';
const F = '/cjKepianFenlei/cjKepianFenlei';

describe('albums', () => {
  it('are created with photos in order, categories, costume numbers and flags', async () => {
    const fenlei = await newFenlei(t, demo, shop, '婚纱');
    for (const number of ['F1', 'F2']) await newCostume(t, demo, shop, number);
    const photos = await pendingPhotos(t, demo, [await bigImage(1), await bigImage(2)]);
    const album = await newAlbum(t, demo, shop, {
      mainNumber: 'A001',
      title: '海边婚纱',
      photos,
      fenleiIds: [fenlei.id],
      fuzhuangNumbers: ['F1', 'F2'],
      isPublicPd: 1,
    });
    expect(album).toMatchObject({
      mainNumber: 'A001',
      title: '海边婚纱',
      photoCount: 2,
      fenleiIds: [fenlei.id],
      fuzhuangNumbers: ['F1', 'F2'],
      isPublicPd: 1,
      isPublicXcx: 0,
      hasPassword: false,
      cover: photos[0],
    });
    expect(album.photos.map((photo) => [photo.fileKey, photo.sort, photo.width])).toEqual([
      [photos[0], 1, 640],
      [photos[1], 2, 640],
    ]);
  });

  it('refuse a main number already used in the shop', async () => {
    await newAlbum(t, demo, shop, { mainNumber: 'DUP-1' });
    const again = await call(t.app, 'POST', `${K}/addKePian`, {
      token: demo,
      body: { shopId: shop, mainNumber: 'DUP-1', title: '重复' },
    });
    expect(again.body).toMatchObject({ success: false, message: '样片编号已存在' });
    const other = await newAlbum(t, demo, shop, { mainNumber: 'DUP-2' });
    const edit = await call(t.app, 'POST', `${K}/edit`, { token: demo, body: { id: other.id, mainNumber: 'DUP-1' } });
    expect(edit.body).toMatchObject({ success: false, message: '样片编号已存在' });
  });

  it('allow the same main number in another shop', async () => {
    const branch = (await shopRow(t, '演示影楼分店')).id;
    await newAlbum(t, demo, shop, { mainNumber: 'SAME' });
    expect((await newAlbum(t, demo, branch, { mainNumber: 'SAME' })).mainNumber).toBe('SAME');
  });

  it('refuse costume numbers used twice or by another album, and check them', async () => {
    await newCostume(t, demo, shop, 'C-9');
    const first = await newAlbum(t, demo, shop, { fuzhuangNumbers: ['C-9'] });
    const twice = await call(t.app, 'POST', `${K}/addKePian`, {
      token: demo,
      body: { shopId: shop, mainNumber: 'C1', title: 'x', fuzhuangNumbers: ['C-7', 'C-7'] },
    });
    expect(twice.body).toMatchObject({ success: false, message: '服装编号重复：C-7' });
    const taken = await call(t.app, 'POST', `${K}/addKePian`, {
      token: demo,
      body: { shopId: shop, mainNumber: 'C2', title: 'x', fuzhuangNumbers: ['C-9'] },
    });
    expect(taken.body).toMatchObject({ success: false, message: '服装编号重复：C-9' });
    const check = await call(t.app, 'GET', `${K}/checkFuzhuangNumber?shopId=${shop}&number=C-9`, { token: demo });
    expect(check.body.result).toEqual({ used: true, kepianId: first.id, mainNumber: first.mainNumber });
    const own = await call(t.app, 'GET', `${K}/checkFuzhuangNumber?shopId=${shop}&number=C-9&kepianId=${first.id}`, {
      token: demo,
    });
    expect(own.body.result).toMatchObject({ used: false });
  });

  it('list a page with filters', async () => {
    const fenlei = await newFenlei(t, demo, shop, '筛选');
    await newAlbum(t, demo, shop, { mainNumber: 'FLT-1', fenleiIds: [fenlei.id], isPublicXcx: 1 });
    await newAlbum(t, demo, shop, { mainNumber: 'FLT-2', status: 0 });
    const page = async (query: string) =>
      (await call<Page<KepianRecord>>(t.app, 'GET', `${K}/list?shopId=${shop}&${query}`, { token: demo })).body.result;
    expect((await page(`fenleiId=${fenlei.id}`)).records.map((r) => r.mainNumber)).toEqual(['FLT-1']);
    expect((await page('mainNumber=FLT*&status=0')).records.map((r) => r.mainNumber)).toEqual(['FLT-2']);
    expect((await page('mainNumber=FLT*&isPublicXcx=1')).records.map((r) => r.mainNumber)).toEqual(['FLT-1']);
    const small = await page('pageSize=2&pageNo=1');
    expect(small.records).toHaveLength(2);
    expect(small.total).toBeGreaterThan(2);
  });

  it('suggest the next main number', async () => {
    const branch = (await shopRow(t, '演示影楼分店')).id;
    await newAlbum(t, demo, branch, { mainNumber: '0099' });
    await newAlbum(t, demo, branch, { mainNumber: 'X100' });
    const { body } = await call(t.app, 'GET', `${K}/getMaxMainNumber?shopId=${branch}`, { token: demo });
    expect(body.result).toEqual({ max: 99, next: '100' });
  });

  it('change status and flags in batches, and delete', async () => {
    const a = await newAlbum(t, demo, shop);
    const b = await newAlbum(t, demo, shop);
    const ids = [a.id, b.id];
    expect((await call(t.app, 'PUT', `${K}/updateStatus`, { token: demo, body: { ids, status: 0 } })).body.result).toBe(
      2,
    );
    await call(t.app, 'POST', `${K}/updateIsPublicPd`, { token: demo, body: { ids, isPublicPd: 1 } });
    await call(t.app, 'POST', `${K}/updateIsPublicXcx`, { token: demo, body: { ids: ids.join(','), isPublicXcx: 1 } });
    const info = (await call<KepianDetail>(t.app, 'GET', `${K}/queryKePianInfo?id=${a.id}`, { token: demo })).body
      .result;
    expect(info).toMatchObject({ status: 0, isPublicPd: 1, isPublicXcx: 1 });
    await call(t.app, 'POST', `${K}/updateKpIsPublic`, { token: demo, body: { ids, isPublicPd: 0, isPublicXcx: 0 } });
    const after = (await call<KepianDetail>(t.app, 'GET', `${K}/queryKePianInfo?id=${b.id}`, { token: demo })).body
      .result;
    expect(after).toMatchObject({ isPublicPd: 0, isPublicXcx: 0 });
    const removed = await call(t.app, 'DELETE', `${K}/deleteBatch?ids=${ids.join(',')}`, { token: demo });
    expect(removed.body.result).toBe(2);
    expect((await call(t.app, 'GET', `${K}/queryKePianInfo?id=${a.id}`, { token: demo })).status).toBe(403);
  });

  it('get categories in a batch (replace, add)', async () => {
    const x = await newFenlei(t, demo, shop, '批量X');
    const y = await newFenlei(t, demo, shop, '批量Y');
    const album = await newAlbum(t, demo, shop, { fenleiIds: [x.id] });
    await call(t.app, 'POST', `${K}/updateKepianFenleiBatch`, {
      token: demo,
      body: { ids: [album.id], fenleiIds: [y.id], mode: 'add' },
    });
    const checked = async () =>
      (await call<string[]>(t.app, 'GET', `${K}/queryCheckedFenlei?kepianId=${album.id}`, { token: demo })).body.result;
    expect(await checked()).toEqual([x.id, y.id].sort());
    await call(t.app, 'POST', `${K}/updateKepianFenleiBatch`, {
      token: demo,
      body: { ids: [album.id], fenleiIds: [y.id] },
    });
    expect(await checked()).toEqual([y.id]);
  });
});

describe('album passwords', () => {
  it('are stored hashed, never answered, and only reported as set or reset', async () => {
    const album = await newAlbum(t, demo, shop, { password: 'secret-42' });
    expect(album.hasPassword).toBe(true);
    const answers = [
      await call(t.app, 'GET', `${K}/queryKePianInfo?id=${album.id}`, { token: demo }),
      await call(t.app, 'GET', `${K}/list?shopId=${shop}&pageSize=1000`, { token: demo }),
      await call(t.app, 'GET', `${K}/listOrder?shopId=${shop}`, { token: demo }),
      await call(t.app, 'GET', `${K}/getKepianPassword?id=${album.id}`, { token: demo }),
    ];
    for (const answer of answers) {
      const text = JSON.stringify(answer.body);
      expect(text).not.toContain('secret-42');
      expect(text).not.toContain('argon2');
      expect(text).not.toContain('passwordHash');
    }
    expect(answers[3].body.result).toEqual({ id: album.id, hasPassword: true });
    const reset = await call(t.app, 'GET', `${K}/getKepianPassword?id=${album.id}&reset=1`, { token: demo });
    expect(reset.body.result).toEqual({ id: album.id, hasPassword: false });
    const info = await call<KepianDetail>(t.app, 'GET', `${K}/queryKePianInfo?id=${album.id}`, { token: demo });
    expect(info.body.result.hasPassword).toBe(false);
  });

  it('refuse a too short password', async () => {
    const { body } = await call(t.app, 'POST', `${K}/addKePian`, {
      token: demo,
      body: { shopId: shop, mainNumber: 'PW-1', title: 'x', password: '12' },
    });
    expect(body).toMatchObject({ success: false, message: '密码长度为4到16位' });
  });
});

describe('photos', () => {
  it('move first, up and down, with the end messages', async () => {
    const photos = await pendingPhotos(t, demo, [await bigImage(11), await bigImage(12), await bigImage(13)]);
    const album = await newAlbum(t, demo, shop, { photos });
    const [p1, p2, p3] = album.photos;
    const move = (photoId: string, how: string) =>
      call(t.app, 'GET', `${K}/updateFirst?photoId=${photoId}&move=${how}`, { token: demo });
    expect((await move(p1.id, 'up')).body).toMatchObject({ success: false, message: '未知的操作' });
    expect((await move(p3.id, 'down')).body).toMatchObject({ success: false, message: '已到最后~' });
    expect((await move(p1.id, 'down')).body.result).toBe(2);
    expect((await move(p3.id, 'first')).body.result).toBe(1);
    const content = await call<{ id: string; sort: number }[]>(
      t.app,
      'GET',
      `${K}/queryContentList?kepianId=${album.id}`,
      {
        token: demo,
      },
    );
    expect(content.body.result.map((photo) => photo.id)).toEqual([p3.id, p2.id, p1.id]);
    const info = await call<KepianDetail>(t.app, 'GET', `${K}/queryKePianInfo?id=${album.id}`, { token: demo });
    expect(info.body.result.cover).toBe(p3.fileKey);
  });

  it('are replaced, reordered and removed by the editor; unknown paths are refused', async () => {
    const [a, b, c] = await pendingPhotos(t, demo, [await bigImage(21), await bigImage(22), await bigImage(23)]);
    const album = await newAlbum(t, demo, shop, { mainNumber: 'ED-1', photos: [a, b] });
    const edit = (photos: string[]) =>
      call<KepianDetail>(t.app, 'POST', `${K}/editKePian`, {
        token: demo,
        body: { id: album.id, mainNumber: 'ED-1', title: '编辑', photos },
      });
    const stored = async (key: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${key}` })).statusCode;
    expect(await stored(b)).toBe(200);
    const saved = await edit([c, a]);
    expect(await stored(b)).toBe(404);
    expect(saved.body.result.photos.map((photo) => [photo.fileKey, photo.sort])).toEqual([
      [c, 1],
      [a, 2],
    ]);
    const refused = await edit([a, 'works/20260101/nope.png']);
    expect(refused.body).toMatchObject({ success: false, message: '上传记录不存在或已使用' });
  });
});

describe('categories', () => {
  it('nest three levels at most', async () => {
    const yj = await newFenlei(t, demo, shop, '一级');
    const ej = await newFenlei(t, demo, shop, '二级', yj.id);
    const sj = await newFenlei(t, demo, shop, '三级', ej.id);
    expect([yj.level, ej.level, sj.level]).toEqual([0, 1, 2]);
    const fourth = await call(t.app, 'POST', `${F}/addType`, {
      token: demo,
      body: { shopId: shop, name: '四级', parentId: sj.id },
    });
    expect(fourth.body).toMatchObject({ success: false, message: '分类最多三级' });
    const tree = (await call<FenleiNode[]>(t.app, 'GET', `${F}/queryFenLeiByshopId?shopId=${shop}`, { token: demo }))
      .body.result;
    const node = tree.find((each) => each.id === yj.id);
    expect(node?.children[0]).toMatchObject({ id: ej.id, children: [{ id: sj.id, level: 2 }] });
  });

  it('sort siblings densely, to the top, and refuse the wrong sort call for the level', async () => {
    const branch = (await shopRow(t, '演示影楼分店')).id;
    const [a, b, c] = [
      await newFenlei(t, demo, branch, 'A'),
      await newFenlei(t, demo, branch, 'B'),
      await newFenlei(t, demo, branch, 'C'),
    ];
    const child = await newFenlei(t, demo, branch, 'A1', a.id);
    await call(t.app, 'POST', `${F}/sortType`, { token: demo, body: { id: c.id, sort: 1 } });
    const roots = async () =>
      (
        await call<FenleiNode[]>(t.app, 'GET', `${F}/queryFenLeiByshopIdAndMuluId?shopId=${branch}`, { token: demo })
      ).body.result.map((node) => [node.name, node.sort]);
    expect(await roots()).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    await call(t.app, 'POST', `${F}/editTypeTop`, { token: demo, body: { id: b.id } });
    expect(await roots()).toEqual([
      ['B', 1],
      ['C', 2],
      ['A', 3],
    ]);
    const wrong = await call(t.app, 'POST', `${F}/childrenSortType`, { token: demo, body: { id: a.id, sort: 1 } });
    expect(wrong.body).toMatchObject({ success: false, message: '该分类不能用此排序' });
    const right = await call(t.app, 'POST', `${F}/childrenSortType`, { token: demo, body: { id: child.id, sort: 1 } });
    expect(right.body.success).toBe(true);
  });

  it('rename, delete with children, and delete only the children', async () => {
    const root = await newFenlei(t, demo, shop, '删根');
    const child = await newFenlei(t, demo, shop, '删子', root.id);
    await newFenlei(t, demo, shop, '删孙', child.id);
    const album = await newAlbum(t, demo, shop, { fenleiIds: [child.id] });
    await call(t.app, 'POST', `${F}/edit`, { token: demo, body: { id: root.id, name: '改名' } });
    expect((await call(t.app, 'DELETE', `${F}/delTypeChild?id=${root.id}`, { token: demo })).body.result).toBe(2);
    const checked = await call<string[]>(t.app, 'GET', `${K}/queryCheckedFenlei?kepianId=${album.id}`, { token: demo });
    expect(checked.body.result).toEqual([]);
    const dict = await call<{ value: string; text: string }[]>(t.app, 'GET', `${K}/queryFenleiDict?shopId=${shop}`, {
      token: demo,
    });
    expect(dict.body.result.find((item) => item.value === root.id)?.text).toBe('改名');
    expect((await call(t.app, 'DELETE', `${F}/delete?id=${root.id}`, { token: demo })).body.result).toBe(1);
  });

  it('come from a built-in template', async () => {
    const { body } = await call<FenleiNode[]>(t.app, 'POST', `${F}/addFenleiMould`, {
      token: demo,
      body: { shopId: shop, mould: 'ertong' },
    });
    const made = body.result.find((node) => node.mould === 'ertong' && node.level === 0);
    expect(made?.name).toBe('儿童照');
    expect(made?.children.map((node) => node.name)).toEqual(['百天', '周岁', '亲子']);
    const unknown = await call(t.app, 'POST', `${F}/addFenleiMould`, {
      token: demo,
      body: { shopId: shop, mould: 'nope' },
    });
    expect(unknown.body).toMatchObject({ success: false, message: '模板不存在' });
    const select = await call<{ value: string; title: string }[]>(
      t.app,
      'GET',
      `${F}/selectKepainFenLei?shopId=${shop}`,
      {
        token: demo,
      },
    );
    expect(select.body.result.some((node) => node.title === '儿童照')).toBe(true);
  });
});

describe('pickers and settings', () => {
  it('answer VIP albums, the picker list and the display settings', async () => {
    const branch = (await shopRow(t, '演示影楼分店')).id;
    const vip = async () =>
      (await call(t.app, 'GET', `${K}/queryIsVipByShopId?shopId=${branch}`, { token: demo })).body.result;
    const before = (await vip()) as { vipCount: number };
    const album = await newAlbum(t, demo, branch, { mainNumber: 'VIP-1', title: '会员专享', vipOnly: 1 });
    await newAlbum(t, demo, branch, { mainNumber: 'OFF-1', title: '会员下架', status: 0 });
    expect(await vip()).toEqual({ isVip: true, vipCount: before.vipCount + 1 });
    const picker = await call<{ id: string }[]>(
      t.app,
      'GET',
      `${K}/queryKePianListForXuanyi?shopId=${branch}&keyword=会员`,
      {
        token: demo,
      },
    );
    expect(picker.body.result.map((row) => row.id)).toEqual([album.id]);
    const excluded = await call<{ id: string }[]>(
      t.app,
      'GET',
      `${K}/queryKePianListForXuanyi?shopId=${branch}&keyword=会员&excludeIds=${album.id}`,
      { token: demo },
    );
    expect(excluded.body.result).toEqual([]);
    const config = await call(t.app, 'GET', `/kepianConfig/cjKepianConfig/list?shopId=${branch}`, { token: demo });
    expect(config.body.result).toEqual([
      { shopId: branch, columns: 4, photoSeconds: 6, showMainNumber: true, showTitle: true },
    ]);
  });
});
