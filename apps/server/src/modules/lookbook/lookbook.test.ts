import type { FzCollection, FzStyle, Page, ScreenFzLookbook } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { pairTestScreen, screenHeaders } from '../device/device-test-kit.js';
import { shopRow } from '../shop/test-fixtures.js';

let t: TestApp;
let demo: string;
let demo2: string;
let staff: string;
let shop: string;
let photoShop: string;
let foreignShop: string;
const C = '/lookbook/collection';
const S = '/lookbook/style';

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  demo2 = await loginAs(t.app, 'demo2');
  staff = await loginAs(t.app, 'demo_staff');
  shop = (await shopRow(t, '演示服装门店')).id;
  photoShop = (await shopRow(t, '演示影楼旗舰店')).id;
  // demo2 opens a clothing shop of its own: another tenant's.
  const created = await call<{ shopId: string }>(t.app, 'POST', '/changjing/cjMyChangjing/v2/add', {
    token: demo2,
    body: { changjingId: 'fz', shopName: '第二租户服装店', shopBrand: '第二服装智慧门店' },
  });
  foreignShop = created.body.result.shopId;
});
afterAll(() => t.close());

const unique = () => Math.random().toString(36).slice(2, 9);
const addCollection = async (fields: Record<string, unknown> = {}, token = demo) =>
  call<string>(t.app, 'POST', `${C}/add`, {
    token,
    body: { shopId: shop, name: `系列${unique()}`, season: 'spring', year: 2026, ...fields },
  });
const collections = async (shopId = shop, token = demo) =>
  call<FzCollection[]>(t.app, 'GET', `${C}/list?shopId=${shopId}`, { token });
const style = (collectionId: string, fields: Record<string, unknown> = {}) => ({
  shopId: shop,
  collectionId,
  styleNo: `FZ${unique()}`,
  name: '羊毛大衣',
  photos: ['upload/coat-front.jpg', 'upload/coat-back.jpg'],
  price: 129900,
  sizes: ['S', 'M', 'L'],
  colours: ['驼色', '黑色'],
  fabric: '羊毛 80% 聚酯纤维 20%',
  tags: ['新品'],
  ...fields,
});
const addStyle = (collectionId: string, fields: Record<string, unknown> = {}, token = demo) =>
  call<FzStyle>(t.app, 'POST', `${S}/add`, { token, body: style(collectionId, fields) });
const styles = (query: string, token = demo) => call<Page<FzStyle>>(t.app, 'GET', `${S}/list?${query}`, { token });

describe('lookbook collections', () => {
  it('adds collections at the end, counts their styles and reorders them', async () => {
    const first = (await addCollection({ name: '2026春夏' })).body.result;
    const second = (await addCollection({ name: '2026秋冬', season: 'autumn' })).body.result;
    await addStyle(first);
    const listed = (await collections()).body.result;
    expect(listed.map((entry) => entry.name).slice(-2)).toEqual(['2026春夏', '2026秋冬']);
    expect(listed.find((entry) => entry.id === first)?.styleCount).toBe(1);

    const ids = listed.map((entry) => entry.id).reverse();
    expect((await call(t.app, 'POST', `${C}/sort`, { token: demo, body: { shopId: shop, ids } })).body.success).toBe(
      true,
    );
    expect((await collections()).body.result.map((entry) => entry.id)).toEqual(ids);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
  });

  it('refuses a duplicate name, a partial order and deleting a collection with styles', async () => {
    const id = (await addCollection({ name: '基础款' })).body.result;
    expect((await addCollection({ name: '基础款' })).body).toMatchObject({ success: false, message: '系列名称已存在' });
    await addStyle(id);
    const partial = await call(t.app, 'POST', `${C}/sort`, { token: demo, body: { shopId: shop, ids: [id] } });
    expect(partial.body).toMatchObject({ success: false, message: '排序须包含全部项目' });
    const deleted = await call(t.app, 'DELETE', `${C}/delete?id=${id}`, { token: demo });
    expect(deleted.body).toMatchObject({ success: false, message: '系列下还有款式，不能删除' });
    const empty = (await addCollection()).body.result;
    expect((await call(t.app, 'DELETE', `${C}/delete?id=${empty}`, { token: demo })).body.success).toBe(true);
  });

  it('refuses bad input with the field’s message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '请输入系列名称'],
      [{ name: '系'.repeat(31) }, '系列名称最多30个字'],
      [{ season: 'monsoon' }, '请选择季节'],
      [{ year: 1999 }, '年份应为2000到2100之间的整数'],
      [{ cover: 'https://evil.example/x.png' }, '图片地址无效，请重新上传'],
    ];
    for (const [fields, message] of cases) {
      const { status, body } = await addCollection(fields);
      expect(status, message).toBe(400);
      expect(body.message).toContain(message);
    }
  });

  it('refuses another tenant’s shop and collections (403), a non-member and a shop of another scene', async () => {
    const foreign = (await addCollection({ shopId: foreignShop }, demo2)).body.result;
    expect((await collections(foreignShop)).status).toBe(403);
    expect((await addCollection({ shopId: foreignShop })).status).toBe(403);
    const edit = await call(t.app, 'POST', `${C}/edit`, {
      token: demo,
      body: { id: foreign, name: '改名', season: 'summer', year: 2026 },
    });
    expect(edit.status).toBe(403);
    const mine = (await addCollection()).body.result;
    const status = await call(t.app, 'POST', `${C}/status`, { token: demo, body: { ids: [mine, foreign], status: 0 } });
    expect(status.status).toBe(403);
    expect((await call(t.app, 'DELETE', `${C}/delete?id=${foreign}`, { token: demo })).status).toBe(403);
    const sort = await call(t.app, 'POST', `${C}/sort`, { token: demo, body: { shopId: foreignShop, ids: [foreign] } });
    expect(sort.status).toBe(403);
    // demo_staff is a member of the photography shop only.
    expect((await collections(shop, staff)).status).toBe(403);
    expect((await addCollection({ shopId: photoShop })).body).toMatchObject({
      success: false,
      message: '该门店不是服装场景门店',
    });
  });
});

describe('lookbook styles', () => {
  it('adds, finds by 款号 or name, edits, moves and reorders styles', async () => {
    const spring = (await addCollection()).body.result;
    const autumn = (await addCollection()).body.result;
    const coat = (await addStyle(spring, { styleNo: 'FZ-COAT-01', name: '双排扣大衣' })).body.result;
    const shirt = (await addStyle(spring, { styleNo: 'FZ-SHIRT-01', name: '亚麻衬衫' })).body.result;
    expect(coat).toMatchObject({
      price: 129900,
      sizes: ['S', 'M', 'L'],
      photos: ['upload/coat-front.jpg', 'upload/coat-back.jpg'],
    });

    expect((await styles(`shopId=${shop}&keyword=coat`)).body.result.records.map((row) => row.id)).toEqual([coat.id]);
    expect((await styles(`shopId=${shop}&keyword=${encodeURIComponent('亚麻')}`)).body.result.records).toHaveLength(1);
    expect((await styles(`shopId=${shop}&keyword=%25`)).body.result.total).toBe(0);

    const sort = await call(t.app, 'POST', `${S}/sort`, {
      token: demo,
      body: { collectionId: spring, ids: [shirt.id, coat.id] },
    });
    expect(sort.body.success).toBe(true);
    const ordered = (await styles(`shopId=${shop}&collectionId=${spring}`)).body.result.records;
    expect(ordered.map((row) => row.id)).toEqual([shirt.id, coat.id]);

    const moved = await call<FzStyle>(t.app, 'POST', `${S}/edit`, {
      token: demo,
      body: {
        ...style(autumn, { styleNo: 'FZ-COAT-01', name: '双排扣大衣', price: 99900 }),
        shopId: undefined,
        id: coat.id,
      },
    });
    expect(moved.body.result).toMatchObject({ collectionId: autumn, price: 99900 });
    expect((await styles(`shopId=${shop}&collectionId=${autumn}`)).body.result.records.map((row) => row.id)).toEqual([
      coat.id,
    ]);
  });

  it('refuses a 款号 the shop already has, in any collection', async () => {
    const first = (await addCollection()).body.result;
    const second = (await addCollection()).body.result;
    await addStyle(first, { styleNo: 'FZ-DUP' });
    expect((await addStyle(second, { styleNo: 'FZ-DUP' })).body).toMatchObject({
      success: false,
      message: '款号已存在',
    });
    const other = (await addStyle(second)).body.result;
    const edit = await call(t.app, 'POST', `${S}/edit`, {
      token: demo,
      body: { ...style(second, { styleNo: 'FZ-DUP' }), shopId: undefined, id: other.id },
    });
    expect(edit.body).toMatchObject({ success: false, message: '款号已存在' });
  });

  it('answers 款号已存在 to every add but one when the same 款号 is added at once', async () => {
    const collection = (await addCollection()).body.result;
    const answers = await Promise.all(Array.from({ length: 5 }, () => addStyle(collection, { styleNo: 'FZ-RACE' })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    for (const answer of answers.filter((one) => !one.body.success)) {
      expect(answer.body).toMatchObject({ success: false, message: '款号已存在' });
    }
  });

  it('refuses bad input with the field’s message', async () => {
    const collection = (await addCollection()).body.result;
    const cases: [Record<string, unknown>, string][] = [
      [{ collectionId: '' }, '请选择系列'],
      [{ styleNo: '' }, '请输入款号'],
      [{ styleNo: '款 号' }, '款号只允许字母、数字、点、横线和下划线'],
      [{ name: '' }, '请输入款式名称'],
      [{ price: -1 }, '价格应为0到9999999.99之间的金额'],
      [{ price: 12.5 }, '价格应为0到9999999.99之间的金额'],
      [{ sizes: ['M', 'M'] }, '尺码、颜色和标签不能重复'],
      [{ colours: [''] }, '尺码、颜色和标签每项1到12个字'],
      [{ tags: Array.from({ length: 21 }, (_, i) => `标签${i}`) }, '尺码、颜色和标签各最多20项'],
      [{ photos: Array.from({ length: 10 }, (_, i) => `upload/p${i}.jpg`) }, '款式图片最多9张'],
      [{ photos: ['../secret.png'] }, '图片地址无效，请重新上传'],
      [{ photos: [''] }, '图片地址无效，请重新上传'],
    ];
    for (const [fields, message] of cases) {
      const { status, body } = await addStyle(collection, fields);
      expect(status, message).toBe(400);
      expect(body.message).toContain(message);
    }
  });

  it('refuses another tenant’s shop, collections and styles with 403', async () => {
    const foreignCollection = (await addCollection({ shopId: foreignShop }, demo2)).body.result;
    const foreign = (await addStyle(foreignCollection, { shopId: foreignShop }, demo2)).body.result;
    const mine = (await addCollection()).body.result;
    expect((await styles(`shopId=${foreignShop}`)).status).toBe(403);
    // Another shop's collection, in my shop or in a listing of it.
    expect((await addStyle(foreignCollection)).status).toBe(403);
    expect((await styles(`shopId=${shop}&collectionId=${foreignCollection}`)).status).toBe(403);
    const edit = await call(t.app, 'POST', `${S}/edit`, {
      token: demo,
      body: { ...style(mine), shopId: undefined, id: foreign.id },
    });
    expect(edit.status).toBe(403);
    const own = (await addStyle(mine)).body.result;
    const move = await call(t.app, 'POST', `${S}/edit`, {
      token: demo,
      body: { ...style(foreignCollection, { styleNo: own.styleNo }), shopId: undefined, id: own.id },
    });
    expect(move.status).toBe(403);
    const status = await call(t.app, 'POST', `${S}/status`, {
      token: demo,
      body: { ids: [own.id, foreign.id], status: 0 },
    });
    expect(status.status).toBe(403);
    expect((await styles(`shopId=${shop}&status=0`)).body.result.records.map((row) => row.id)).not.toContain(own.id);
    const sort = await call(t.app, 'POST', `${S}/sort`, {
      token: demo,
      body: { collectionId: mine, ids: [own.id, foreign.id] },
    });
    expect(sort.status).toBe(403);
    expect((await call(t.app, 'DELETE', `${S}/delete?id=${foreign.id}`, { token: demo })).status).toBe(403);
  });
});

describe('the lookbook on a screen', () => {
  it('shows shown collections in order with their shown styles; an empty or hidden one is left out', async () => {
    // demo2's shop: the other tests leave it a collection or two of their own, listed before these.
    const screenShop = foreignShop;
    const add = (fields: Record<string, unknown>) =>
      call<string>(t.app, 'POST', `${C}/add`, {
        token: demo2,
        body: { shopId: screenShop, season: 'winter', year: 2026, ...fields },
      });
    const winter = (await add({ name: '冬季', cover: 'upload/winter.jpg' })).body.result;
    const basics = (await add({ name: '基础' })).body.result;
    const hidden = (await add({ name: '隐藏', status: 0 })).body.result;
    await add({ name: '空系列' });
    const put = (collectionId: string, fields: Record<string, unknown>) =>
      call<FzStyle>(t.app, 'POST', `${S}/add`, {
        token: demo2,
        body: { ...style(collectionId, fields), shopId: screenShop },
      });
    await put(winter, { name: '羽绒服' });
    await put(winter, { name: '下架款', status: 0 });
    await put(basics, { name: '白T恤', photos: ['upload/tee.jpg'] });
    await put(hidden, { name: '看不见' });

    const screen = await pairTestScreen(t, demo2, screenShop);
    const { body } = await call<ScreenFzLookbook>(t.app, 'GET', '/screen/lookbook', { headers: screenHeaders(screen) });
    const names = ['冬季', '基础', '隐藏', '空系列'];
    const shown = body.result.collections.filter((entry) => names.includes(entry.name));
    expect(shown.map((entry) => entry.name)).toEqual(['冬季', '基础']);
    expect(shown[0].styles.map((entry) => entry.name)).toEqual(['羽绒服']);
    expect(shown[0].coverUrl).toMatch(/upload\/winter\.jpg$/);
    expect(shown[1].coverUrl).toMatch(/upload\/tee\.jpg$/);
    expect(shown[0].styles[0]).toMatchObject({ price: 129900, sizes: ['S', 'M', 'L'], colours: ['驼色', '黑色'] });
    expect(shown[0].styles[0].photoUrls).toHaveLength(2);
  });
});
