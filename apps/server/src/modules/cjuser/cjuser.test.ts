import * as XLSX from '@e965/xlsx';
import type { CjuserDetail, CjuserRecord, Page } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { shopRow } from '../shop/test-fixtures.js';
import { insertOrder, insertPackage, newCustomer, newReview } from '../studio-erp/studio-test-kit.js';
import { postFile } from '../works/works-test-kit.js';

let t: TestApp;
let demo: string;
let staff: string;
let flagship: string;
let branch: string;
const C = '/cjuser/cjUser';

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  staff = await loginAs(t.app, 'demo_staff');
  flagship = (await shopRow(t, '演示影楼旗舰店')).id;
  branch = (await shopRow(t, '演示影楼分店')).id;
});
afterAll(() => t.close());

const add = (token: string, body: Record<string, unknown>) =>
  call<CjuserRecord>(t.app, 'POST', `${C}/add`, { token, body });
const list = (token: string, query: string) => call<Page<CjuserRecord>>(t.app, 'GET', `${C}/list?${query}`, { token });

function workbook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  const header = ['姓名', '手机号', '性别', '生日', '来源', '标签', '备注'];
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function exported(token: string, query: string): Promise<unknown[][]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api${C}/exportXls?${query}`,
    headers: { 'x-access-token': token },
  });
  expect(response.statusCode).toBe(200);
  const book = XLSX.read(response.rawPayload, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
}

describe('customers', () => {
  it('adds a customer with every field and lists it', async () => {
    const { body } = await add(demo, {
      shopId: flagship,
      name: '张小花',
      phone: '13812345678',
      gender: 2,
      birthday: '1995-05-20',
      source: 'douyin',
      tags: ['婚纱', '婚纱', '复购'],
      remark: '喜欢森系',
    });
    expect(body.success).toBe(true);
    expect(body.result).toMatchObject({
      name: '张小花',
      phone: '13812345678',
      isPhoneMasked: false,
      gender: 2,
      birthday: '1995-05-20',
      source: 'douyin',
      tags: ['婚纱', '复购'],
      orderCount: 0,
      reviewCount: 0,
    });
    const page = await list(demo, `shopId=${flagship}&name=*小花*`);
    expect(page.body.result.records.map((row) => row.id)).toEqual([body.result.id]);
    const tagged = await list(demo, `shopId=${flagship}&tag=复购`);
    expect(tagged.body.result.records.map((row) => row.id)).toEqual([body.result.id]);
  });

  it('refuses bad fields with their messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, '请输入客户姓名'],
      [{ phone: '12345' }, '请输入正确的11位手机号'],
      [{ gender: 3 }, '性别只能是男、女或未知'],
      [{ birthday: '2999-01-01' }, '生日格式应为YYYY-MM-DD且不晚于今天'],
      [{ birthday: '2020-02-30' }, '生日格式应为YYYY-MM-DD且不晚于今天'],
      [{ source: 'tv' }, '客户来源不正确'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, '标签最多10个，每个最多12个字'],
    ];
    for (const [fields, message] of cases) {
      const { status, body } = await add(demo, { shopId: flagship, name: '某', phone: '13700000001', ...fields });
      expect({ fields, status, message: body.message }).toEqual({ fields, status: 400, message });
    }
  });

  it('keeps a phone number unique per shop, not across shops', async () => {
    await newCustomer(t, demo, flagship, { phone: '13600000001' });
    const again = await add(demo, { shopId: flagship, name: '重复', phone: '13600000001' });
    expect(again.body).toMatchObject({ success: false, message: '该门店已有此手机号的客户' });
    const otherShop = await add(demo, { shopId: branch, name: '分店客户', phone: '13600000001' });
    expect(otherShop.body.success).toBe(true);
    const second = await newCustomer(t, demo, flagship, { phone: '13600000002' });
    const edit = await call(t.app, 'POST', `${C}/edit`, {
      token: demo,
      body: { id: second.id, name: '改名', phone: '13600000001' },
    });
    expect(edit.body).toMatchObject({ success: false, message: '该门店已有此手机号的客户' });
  });

  it('masks phone numbers for staff in the list, the detail and the export, and keeps the number when they save', async () => {
    const customer = await newCustomer(t, demo, flagship, { name: '遮挡', phone: '13512345678' });
    const staffList = await list(staff, `shopId=${flagship}&name=遮挡`);
    expect(staffList.body.result.records[0]).toMatchObject({ phone: '135****5678', isPhoneMasked: true });
    const detail = await call<CjuserDetail>(t.app, 'GET', `${C}/queryById?id=${customer.id}`, { token: staff });
    expect(detail.body.result.phone).toBe('135****5678');
    const rows = await exported(staff, `shopId=${flagship}&name=遮挡`);
    expect(rows[1]?.[1]).toBe('135****5678');
    expect((await exported(demo, `shopId=${flagship}&name=遮挡`))[1]?.[1]).toBe('13512345678');

    // Staff find a customer by the whole number only: masked digits cannot be probed.
    expect((await list(staff, `shopId=${flagship}&phone=13512345678`)).body.result.total).toBe(1);
    expect((await list(staff, `shopId=${flagship}&phone=*5678*`)).body.result.total).toBe(0);
    expect((await list(demo, `shopId=${flagship}&phone=*3512345*`)).body.result.total).toBe(1);

    const saved = await call(t.app, 'POST', `${C}/edit`, {
      token: staff,
      body: { id: customer.id, name: '遮挡改', gender: 1 },
    });
    expect(saved.body.success).toBe(true);
    const after = await call<CjuserDetail>(t.app, 'GET', `${C}/queryById?id=${customer.id}`, { token: demo });
    expect(after.body.result).toMatchObject({ name: '遮挡改', phone: '13512345678', gender: 1 });
  });

  it('shows a customer with their orders and reviews', async () => {
    const customer = await newCustomer(t, demo, flagship, { name: '老客户' });
    const taoxiId = await insertPackage(t, flagship, '森系写真', 99_900);
    const order = await insertOrder(t, {
      shopId: flagship,
      customerId: customer.id,
      taoxiId,
      taoxiName: '森系写真',
      priceFen: 99_900,
      payments: [{ kind: 'deposit', amountFen: 20_000 }],
    });
    await newReview(t, demo, flagship, { orderId: order.id, star: 4, content: '不错' });
    const { body } = await call<CjuserDetail>(t.app, 'GET', `${C}/queryById?id=${customer.id}`, { token: demo });
    expect(body.result).toMatchObject({ orderCount: 1, reviewCount: 1, shopName: '演示影楼旗舰店' });
    expect(body.result.orders.map((o) => [o.orderNo, o.taoxiName, o.priceFen, o.paidFen])).toEqual([
      [order.orderNo, '森系写真', 99_900, 20_000],
    ]);
    expect(body.result.reviews.map((r) => [r.star, r.content, r.orderNo, r.customerName])).toEqual([
      [4, '不错', order.orderNo, '老客户'],
    ]);

    const refused = await call(t.app, 'DELETE', `${C}/deleteBatch?ids=${customer.id}`, { token: demo });
    expect(refused.body).toMatchObject({ success: false, message: '客户有订单，不能删除' });
  });

  it('deletes customers for owners only; their reviews stay without a name', async () => {
    const customer = await newCustomer(t, demo, flagship);
    const review = await newReview(t, demo, flagship, { customerId: customer.id });
    expect((await call(t.app, 'DELETE', `${C}/deleteBatch?ids=${customer.id}`, { token: staff })).status).toBe(403);
    const done = await call(t.app, 'DELETE', `${C}/deleteBatch?ids=${customer.id}`, { token: demo });
    expect(done.body.success).toBe(true);
    const reviews = await call<Page<{ id: string; customerId: string | null }>>(
      t.app,
      'GET',
      `/pingjia/cjPingjia/list?shopId=${flagship}&pageSize=100`,
      { token: demo },
    );
    expect(reviews.body.result.records.find((r) => r.id === review.id)?.customerId).toBeNull();
  });

  it('imports a spreadsheet: good rows in, a taken or repeated number and bad fields into the error file', async () => {
    await newCustomer(t, demo, branch, { phone: '13400000009' });
    const file = workbook([
      ['导入一', '13400000001', '女', '1990-01-02', '转介绍', '婚纱，亲子', '老客带新'],
      ['导入二', '13400000002', '男', null, null, null, null],
      ['导入三', '13400000002', '男', null, null, null, null],
      ['导入四', '13400000009', null, null, null, null, null],
      ['导入五', '123', null, null, '电视', null, null],
    ]);
    const { body } = await postFile<{ msg: string; fileUrl: string }>(
      t,
      demo,
      `${C}/importExcel?shopId=${branch}`,
      file,
      'customers.xlsx',
    );
    expect(body).toMatchObject({ success: true, code: 201 });
    expect(body.result.msg).toBe('总上传行数：5，已导入行数：2，错误行数：3');
    const imported = await list(demo, `shopId=${branch}&name=导入*&column=name&order=asc`);
    expect(imported.body.result.records.map((r) => [r.name, r.gender, r.source, r.tags])).toEqual([
      ['导入一', 2, 'referral', ['婚纱', '亲子']],
      ['导入二', 1, null, []],
    ]);
    const errorFile = await t.app.inject({ method: 'GET', url: body.result.fileUrl });
    const errors = XLSX.utils.sheet_to_json<unknown[]>(
      XLSX.read(errorFile.rawPayload, { type: 'buffer' }).Sheets.客户,
      { header: 1, defval: null },
    );
    expect(errors.slice(1).map((row) => row[7])).toEqual([
      '第4行：手机号在文件中重复',
      '第5行：该门店已有此手机号的客户',
      '第6行：请输入正确的11位手机号；客户来源不正确',
    ]);
    expect((await postFile(t, staff, `${C}/importExcel?shopId=${flagship}`, file, 'c.xlsx')).status).toBe(403);
  });

  it('keeps a number once when imports of it race, refusing it in the later ones’ error files', async () => {
    // They overlap on PostgreSQL (DATABASE_URL, as CI runs this suite); PGlite runs one transaction at a time.
    const file = workbook([['赛跑一', '13400000077', null, null, null, null, null]]);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => postFile(t, demo, `${C}/importExcel?shopId=${branch}`, file, 'race.xlsx')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 201, 201, 201]);
    expect((await list(demo, `shopId=${branch}&phone=13400000077`)).body.result.total).toBe(1);
  });

  it('exports in the import columns with labels', async () => {
    await newCustomer(t, demo, branch, {
      name: '导出客户',
      phone: '13300000001',
      gender: 1,
      source: 'walk_in',
      tags: ['a', 'b'],
    });
    const rows = await exported(demo, `shopId=${branch}&name=导出客户`);
    expect(rows).toEqual([
      ['姓名', '手机号', '性别', '生日', '来源', '标签', '备注'],
      ['导出客户', '13300000001', '男', null, '到店', 'a，b', null],
    ]);
  });
});
