import * as XLSX from '@e965/xlsx';
import {
  CODE_PARTIAL_IMPORT,
  type Envelope,
  type LsCategory,
  type LsProduct,
  type Page,
  type ScreenLsCatalogue,
} from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { pairTestScreen, screenHeaders } from '../device/device-test-kit.js';
import { shopRow } from '../shop/test-fixtures.js';

let t: TestApp;
let demo: string;
let demo2: string;
let shop: string;
let photoShop: string;
let foreignShop: string;
const C = '/lingshou/category';
const P = '/lingshou/product';
const HEADER = ['货号', '商品名称', '分类', '规格', '价格', '库存', '上架'];

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  demo2 = await loginAs(t.app, 'demo2');
  shop = (await shopRow(t, '演示零售门店')).id;
  photoShop = (await shopRow(t, '演示影楼旗舰店')).id;
  // demo2 opens a retail shop of its own: another tenant's.
  const created = await call<{ shopId: string }>(t.app, 'POST', '/changjing/cjMyChangjing/v2/add', {
    token: demo2,
    body: { changjingId: 'ls', shopName: '第二租户零售店', shopBrand: '第二零售智慧门店' },
  });
  foreignShop = created.body.result.shopId;
});
afterAll(() => t.close());

const product = (fields: Record<string, unknown> = {}) => ({
  shopId: shop,
  code: `P${Math.random().toString(36).slice(2, 9)}`,
  name: '经典T恤',
  images: [],
  status: 1,
  skus: [
    { spec: '白色/M', price: 9900, stock: 10 },
    { spec: '白色/L', price: 9900, stock: 0 },
  ],
  ...fields,
});
const add = (fields: Record<string, unknown> = {}, token = demo) =>
  call<LsProduct>(t.app, 'POST', `${P}/add`, { token, body: product(fields) });
const list = (query: string, token = demo) => call<Page<LsProduct>>(t.app, 'GET', `${P}/list?${query}`, { token });
const newCategory = async (name: string, shopId = shop, token = demo) =>
  (await call<string>(t.app, 'POST', `${C}/add`, { token, body: { shopId, name } })).body.result;

function workbook(rows: unknown[][], header = HEADER): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function importSheet(data: Buffer, shopId = shop, token = demo) {
  const { payload, contentType } = multipart([{ name: 'file', filename: 'products.xlsx', data }]);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api${P}/importExcel?shopId=${shopId}`,
    headers: { 'content-type': contentType, 'x-access-token': token },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Envelope<{ msg: string; fileUrl: string } | null> };
}

describe('retail categories', () => {
  it('adds, renames and deletes an empty category; names are unique in the shop', async () => {
    const id = await newCategory('上衣');
    expect(
      (await call(t.app, 'POST', `${C}/add`, { token: demo, body: { shopId: shop, name: '上衣' } })).body,
    ).toMatchObject({ success: false, message: '分类名称已存在' });
    await call(t.app, 'POST', `${C}/edit`, { token: demo, body: { id, name: '外套' } });
    const categories = (await call<LsCategory[]>(t.app, 'GET', `${C}/list?shopId=${shop}`, { token: demo })).body
      .result;
    expect(categories.find((category) => category.id === id)).toMatchObject({ name: '外套', productCount: 0 });
    await add({ categoryId: id });
    const refused = await call(t.app, 'DELETE', `${C}/delete?id=${id}`, { token: demo });
    expect(refused.body).toMatchObject({ success: false, message: '分类下还有商品，不能删除' });
    const empty = await newCategory('空分类');
    expect((await call(t.app, 'DELETE', `${C}/delete?id=${empty}`, { token: demo })).body.success).toBe(true);
  });

  it('refuses another tenant’s shop and categories with 403', async () => {
    const foreign = await newCategory('别人的', foreignShop, demo2);
    expect((await call(t.app, 'GET', `${C}/list?shopId=${foreignShop}`, { token: demo })).status).toBe(403);
    expect((await call(t.app, 'POST', `${C}/edit`, { token: demo, body: { id: foreign, name: '改' } })).status).toBe(
      403,
    );
    expect((await call(t.app, 'DELETE', `${C}/delete?id=${foreign}`, { token: demo })).status).toBe(403);
    // A product of this shop cannot be filed under another shop's category.
    expect((await add({ categoryId: foreign })).status).toBe(403);
  });
});

describe('retail products', () => {
  it('adds a product with variants, finds it by keyword and category, and edits its variants', async () => {
    const category = await newCategory('衬衫');
    const created = (await add({ code: 'SH-001', name: '牛津纺衬衫', categoryId: category })).body.result;
    expect(created.skus).toEqual([
      { spec: '白色/M', price: 9900, stock: 10 },
      { spec: '白色/L', price: 9900, stock: 0 },
    ]);
    expect((await list(`shopId=${shop}&keyword=牛津`)).body.result.records.map((row) => row.code)).toEqual(['SH-001']);
    expect((await list(`shopId=${shop}&categoryId=${category}`)).body.result.total).toBe(1);
    const edited = await call<LsProduct>(t.app, 'POST', `${P}/edit`, {
      token: demo,
      body: {
        ...product({ code: 'SH-001', name: '牛津纺衬衫', categoryId: category }),
        shopId: undefined,
        id: created.id,
        skus: [{ spec: '蓝色/S', price: 12900, stock: 3 }],
      },
    });
    expect(edited.body.result.skus).toEqual([{ spec: '蓝色/S', price: 12900, stock: 3 }]);
    expect((await add({ code: 'SH-001' })).body).toMatchObject({ success: false, message: '货号已存在' });
  });

  it('answers 货号已存在 to every add but one when the same 货号 is added at once', async () => {
    // They truly overlap on PostgreSQL (DATABASE_URL, as CI runs this suite); PGlite runs one statement at a time.
    const answers = await Promise.all(Array.from({ length: 5 }, () => add({ code: 'LS-RACE' })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    for (const answer of answers.filter((one) => !one.body.success)) {
      expect(answer.body).toMatchObject({ success: false, message: '货号已存在' });
    }
  });

  it('puts products off and on the shelf', async () => {
    const created = (await add()).body.result;
    await call(t.app, 'POST', `${P}/status`, { token: demo, body: { ids: [created.id], status: 0 } });
    const off = (await list(`shopId=${shop}&status=0`)).body.result.records.map((row) => row.id);
    expect(off).toContain(created.id);
  });

  it('refuses bad input with the field’s message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: '' }, '请输入货号'],
      [{ code: '货号' }, '货号只允许字母、数字、点、横线和下划线'],
      [{ name: '' }, '请输入商品名称'],
      [{ skus: [] }, '请至少添加一个规格'],
      [{ skus: [{ spec: 'M', price: -1, stock: 1 }] }, '价格应为0到9999999.99之间的金额'],
      [{ skus: [{ spec: 'M', price: 100, stock: 1.5 }] }, '库存应为0到9999999之间的整数'],
      [
        {
          skus: [
            { spec: 'M', price: 1, stock: 1 },
            { spec: 'M', price: 2, stock: 1 },
          ],
        },
        '规格不能重复',
      ],
      [{ images: ['../secret.png'] }, '图片地址无效，请重新上传'],
    ];
    for (const [fields, message] of cases) {
      const { status, body } = await add(fields);
      expect(status, message).toBe(400);
      expect(body.message).toContain(message);
    }
  });

  it('refuses another tenant’s shop and products with 403, and a shop of another scene', async () => {
    const foreign = (await add({ shopId: foreignShop }, demo2)).body.result;
    expect((await add({ shopId: foreignShop })).status).toBe(403);
    expect((await list(`shopId=${foreignShop}`)).status).toBe(403);
    const edit = await call(t.app, 'POST', `${P}/edit`, {
      token: demo,
      body: { ...product(), shopId: undefined, id: foreign.id },
    });
    expect(edit.status).toBe(403);
    const mine = (await add()).body.result;
    const status = await call(t.app, 'POST', `${P}/status`, {
      token: demo,
      body: { ids: [mine.id, foreign.id], status: 0 },
    });
    expect(status.status).toBe(403);
    expect((await list(`shopId=${shop}&status=0`)).body.result.records.map((row) => row.id)).not.toContain(mine.id);
    expect((await call(t.app, 'DELETE', `${P}/delete?id=${foreign.id}`, { token: demo })).status).toBe(403);
    expect((await add({ shopId: photoShop })).body).toMatchObject({
      success: false,
      message: '该门店不是零售场景门店',
    });
  });

  it('answers 分类名称已存在 to every add but one when one name is added at once', async () => {
    // They truly overlap on PostgreSQL (DATABASE_URL, as CI runs this suite); PGlite runs one statement at a time.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call<string>(t.app, 'POST', `${C}/add`, { token: demo, body: { shopId: shop, name: '同时加的分类' } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(1);
    for (const answer of answers.filter((one) => !one.body.success)) expect(answer.body.message).toBe('分类名称已存在');
  });
});

describe('retail import and export', () => {
  it('imports one product per 货号 with its variants, creating the categories it names', async () => {
    const { body } = await importSheet(
      workbook([
        ['IM-1', '连帽卫衣', '卫衣', '灰色/M', 199, 5, '是'],
        ['IM-1', '连帽卫衣', '卫衣', '灰色/L', '199.5', 0, '是'],
        ['IM-2', '棒球帽', null, '均码', 59, 20, '否'],
      ]),
    );
    expect(body).toMatchObject({ success: true, message: '文件导入成功！数据行数：3' });
    const rows = (await list(`shopId=${shop}&keyword=IM-&pageSize=50`)).body.result.records;
    const hoodie = rows.find((row) => row.code === 'IM-1');
    expect(hoodie).toMatchObject({ name: '连帽卫衣', status: 1 });
    expect(hoodie?.skus).toEqual([
      { spec: '灰色/M', price: 19900, stock: 5 },
      { spec: '灰色/L', price: 19950, stock: 0 },
    ]);
    expect(rows.find((row) => row.code === 'IM-2')).toMatchObject({ status: 0, categoryId: null });
    const categories = (await call<LsCategory[]>(t.app, 'GET', `${C}/list?shopId=${shop}`, { token: demo })).body
      .result;
    expect(categories.find((category) => category.name === '卫衣')?.productCount).toBe(1);
  });

  it('imports the good rows and answers an error file with the reasons of the others', async () => {
    const { body } = await importSheet(
      workbook([
        ['IM-3', '短袖', '上装', 'M', 49, 1, '是'],
        ['IM-1', '连帽卫衣', '卫衣', 'XL', 199, 1, '是'],
        ['IM-4', '长裤', null, 'M', '12.345', 1, '是'],
        ['IM-5', '短裤', null, 'M', 10, 1, '也许'],
      ]),
    );
    expect(body.code).toBe(CODE_PARTIAL_IMPORT);
    expect(body.result?.msg).toBe('总上传行数：4，已导入行数：1，错误行数：3');
    const errors = await t.app.inject({ method: 'GET', url: new URL(body.result?.fileUrl ?? '', 'http://x').pathname });
    const sheet = XLSX.read(errors.rawPayload, { type: 'buffer' });
    const grid = XLSX.utils.sheet_to_json<string[]>(sheet.Sheets[sheet.SheetNames[0]], { header: 1 });
    expect(grid.slice(1).map((row) => row[row.length - 1])).toEqual([
      '第3行：货号已存在',
      '第4行：价格应为0到9999999.99之间的金额',
      '第5行：上架应填“是”或“否”',
    ]);
  });

  it('imports a 货号 once when imports and adds of it race, refusing it in the others’ error files', async () => {
    const sheet = workbook([
      ['RACE-IM', '围巾', '配饰', '红色', 39, 2, '是'],
      ['RACE-IM2', '手套', '配饰', '黑色', 29, 2, '是'],
    ]);
    const [imports, adds] = await Promise.all([
      Promise.all(Array.from({ length: 4 }, () => importSheet(sheet))),
      Promise.all(Array.from({ length: 4 }, () => add({ code: 'RACE-IM' }))),
    ]);
    for (const answer of [...imports, ...adds]) expect(answer.status).toBe(200);
    for (const answer of adds.filter((one) => !one.body.success)) expect(answer.body.message).toBe('货号已存在');
    for (const answer of imports) expect([200, CODE_PARTIAL_IMPORT]).toContain(answer.body.code);
    const rows = (await list(`shopId=${shop}&keyword=RACE-IM&pageSize=50`)).body.result.records;
    expect(rows.filter((row) => row.code === 'RACE-IM')).toHaveLength(1);
    expect(rows.filter((row) => row.code === 'RACE-IM2')).toHaveLength(1);
    const categories = (await call<LsCategory[]>(t.app, 'GET', `${C}/list?shopId=${shop}`, { token: demo })).body
      .result;
    expect(categories.filter((category) => category.name === '配饰')).toHaveLength(1);
  });

  it('refuses a sheet without the columns, and another tenant’s shop', async () => {
    const missing = await importSheet(workbook([['A', 'B']], ['货号', '商品名称']));
    expect(missing.body.success).toBe(false);
    expect(missing.body.message).toBe('文件导入失败：缺少列：分类');
    expect((await importSheet(workbook([['IM-9', '帽子', null, 'M', 1, 1, '是']]), foreignShop)).status).toBe(403);
  });

  it('exports the catalogue with the import’s columns, one row per variant', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api${P}/exportXls?shopId=${shop}`,
      headers: { 'x-access-token': demo },
    });
    expect(response.statusCode).toBe(200);
    const book = XLSX.read(response.rawPayload, { type: 'buffer' });
    const grid = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(grid[0]).toEqual(HEADER);
    expect(grid.filter((row) => row[0] === 'IM-1')).toEqual([
      ['IM-1', '连帽卫衣', '卫衣', '灰色/M', 199, 5, '是'],
      ['IM-1', '连帽卫衣', '卫衣', '灰色/L', 199.5, 0, '是'],
    ]);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api${P}/exportXls?shopId=${foreignShop}`,
      headers: { 'x-access-token': demo },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('the retail catalogue on a screen', () => {
  it('shows products on shelf with their categories, prices and stock', async () => {
    const screen = await pairTestScreen(t, demo, shop);
    const { body } = await call<ScreenLsCatalogue>(t.app, 'GET', '/screen/lingshou', {
      headers: screenHeaders(screen),
    });
    const codes = body.result.products.map((entry) => entry.name);
    expect(codes).toContain('连帽卫衣');
    expect(codes).not.toContain('棒球帽');
    expect(body.result.categories.map((category) => category.name)).toContain('卫衣');
    const hoodie = body.result.products.find((entry) => entry.name === '连帽卫衣');
    expect(hoodie?.skus[1]).toEqual({ spec: '灰色/L', price: 19950, stock: 0 });
  });
});
