import * as XLSX from '@e965/xlsx';
import { CODE_PARTIAL_IMPORT, type DemoRecord, type Envelope, msg, type Page } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/identity/schema.js';
import { type DemoTenants, openDemoTenants } from '../../test/demo-tenants.js';
import { call } from '../../test/http.js';
import { multipart } from '../../test/multipart.js';
import { exportDemoRecords } from './spreadsheet.js';

let d: DemoTenants;
beforeAll(async () => {
  d = await openDemoTenants();
});
afterAll(() => d.t.close());

const HEADER = ['姓名', '关键词', '性别', '年龄', '生日', '邮箱', '手机号', '薪资', '排序'];

function workbook(rows: unknown[][], bookType: XLSX.BookType = 'xlsx', header = HEADER): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
}

/** POSTs the files as `file` parts of one multipart request. */
async function importFiles(files: { data: Buffer; filename: string }[], token = d.demo) {
  const { payload, contentType } = multipart(files.map((file) => ({ name: 'file', ...file })));
  const response = await d.t.app.inject({
    method: 'POST',
    url: '/api/demo/record/importExcel',
    headers: { 'content-type': contentType, 'x-access-token': token },
    payload,
  });
  return {
    status: response.statusCode,
    body: response.json() as Envelope<{ msg: string; fileUrl: string; fileName: string }>,
  };
}

const total = async (token = d.demo) =>
  (await call<Page<DemoRecord>>(d.t.app, 'GET', '/demo/record/list?pageSize=1', { token })).body.result.total;

async function exportRows(
  query: string,
  token = d.demo,
): Promise<{ headers: Record<string, unknown>; rows: unknown[][] }> {
  const response = await d.t.app.inject({
    method: 'GET',
    url: `/api/demo/record/exportXls?${query}`,
    headers: { 'x-access-token': token },
  });
  expect(response.statusCode).toBe(200);
  const book = XLSX.read(response.rawPayload, { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
  return { headers: response.headers, rows };
}

describe('import', () => {
  it('imports every row of several files, .xlsx and .xls, mapped by column title in any order', async () => {
    const before = await total();
    const reordered = ['手机号', '姓名', '性别', '年龄', '生日', '邮箱', '关键词', '薪资', '排序', '备注'];
    const { body } = await importFiles([
      {
        data: workbook([['导入甲', '导入', '男', 28, '1998-02-03', 'a@example.com', '13800000011', 6500.5, 1]]),
        filename: 'a.xlsx',
      },
      {
        data: workbook(
          [['13800000012', '导入乙', '女', 31, '1995-06-07', 'b@example.com', '导入', '7200', 2, '忽略']],
          'biff8',
          reordered,
        ),
        filename: 'b.xls',
      },
    ]);
    expect(body).toMatchObject({ success: true, code: 200, message: msg('importSuccess', 'zh', 2) });
    expect(await total()).toBe(before + 2);
    const { body: found } = await call<Page<DemoRecord>>(
      d.t.app,
      'GET',
      `/demo/record/list?keyWord=${encodeURIComponent('导入')}&column=orderNum&order=asc`,
      {
        token: d.demo,
      },
    );
    expect(found.result.records.map((row) => [row.name, row.sex, row.salary, row.phone, row.birthday])).toEqual([
      ['导入甲', 1, '6500.50', '13800000011', '1998-02-03'],
      ['导入乙', 2, '7200.00', '13800000012', '1995-06-07'],
    ]);
  });

  it('imports the good rows and answers 201 with a readable file of the bad rows and their reasons', async () => {
    const before = await total();
    const { body } = await importFiles([
      {
        data: workbook([
          ['好行', '部分', '女', 25, '2001-01-01', 'ok@example.com', '13700000001', 5000, 1],
          ['', '部分', '男', 40, '1986-01-01', 'x@example.com', '13700000002', 5000, 2],
          ['坏年龄', '部分', '男', 'abc', '1986-01-01', 'bad-email', '13700000003', 5000, 3],
        ]),
        filename: 'mixed.xlsx',
      },
    ]);
    expect(body).toMatchObject({ success: true, code: CODE_PARTIAL_IMPORT, message: msg('importWithErrors') });
    expect(body.result.msg).toBe('总上传行数：3，已导入行数：1，错误行数：2');
    expect(await total()).toBe(before + 1);
    expect(body.result.fileUrl).toMatch(/^\/api\/sys\/common\/static\/import-errors\/\d{8}\/[0-9a-f]{32}\.xlsx$/);
    const file = await d.t.app.inject({ method: 'GET', url: body.result.fileUrl });
    expect(file.statusCode).toBe(200);
    const book = XLSX.read(file.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
    expect(rows[0]).toEqual([...HEADER, '错误原因']);
    expect(rows).toHaveLength(3);
    expect(rows[1][9]).toBe(`第3行：${msg('demoNameRequired')}`);
    expect(rows[2][9]).toContain(msg('demoAgeInvalid'));
    expect(rows[2][9]).toContain(msg('emailInvalid'));
  });

  it('refuses a file that is not a spreadsheet and imports nothing, even beside a good one', async () => {
    const before = await total();
    const good = { data: workbook([['不应导入', '', '男', 20, '', '', '', '', 1]]), filename: 'good.xlsx' };
    const text = await importFiles([good, { data: Buffer.from('name,age\n张三,20\n'), filename: 'evil.xlsx' }]);
    expect(text.body).toMatchObject({ success: false, message: msg('importFailed', 'zh', msg('importFileType')) });
    const corrupt = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)]);
    const broken = await importFiles([good, { data: corrupt, filename: 'broken.xlsx' }]);
    expect(broken.body.success).toBe(false);
    expect(await total()).toBe(before);
  });

  it('refuses a sheet without one of the columns', async () => {
    const { body } = await importFiles([{ data: workbook([['甲']], 'xlsx', ['姓名']), filename: 'short.xlsx' }]);
    expect(body).toMatchObject({
      success: false,
      message: msg('importFailed', 'zh', msg('importMissingColumn', 'zh', '关键词')),
    });
  });
});

describe('export', () => {
  it('streams the import’s columns for the list’s filters', async () => {
    const { headers, rows } = await exportRows(`sex=2&age=${encodeURIComponent('>=30')}`);
    expect(headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(rows[0]).toEqual(HEADER);
    const { body } = await call<Page<DemoRecord>>(
      d.t.app,
      'GET',
      `/demo/record/list?sex=2&age=${encodeURIComponent('>=30')}&pageSize=100`,
      {
        token: d.demo,
      },
    );
    expect(rows).toHaveLength(body.result.total + 1);
    expect(rows.slice(1).every((row) => row[2] === '女' && Number(row[3]) >= 30)).toBe(true);
  });

  it('exports the selection within the caller’s tenant: another tenant’s ids are not exported', async () => {
    const mine = (await call<Page<DemoRecord>>(d.t.app, 'GET', '/demo/record/list?pageSize=2', { token: d.demo })).body
      .result.records;
    const theirs = (await call<Page<DemoRecord>>(d.t.app, 'GET', '/demo/record/list?pageSize=2', { token: d.demo2 }))
      .body.result.records;
    const ids = [...mine, ...theirs].map((row) => row.id).join(',');
    const { rows } = await exportRows(`selections=${ids}`);
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(mine.map((row) => row.name).sort());
  });

  it('exports every row once across batches, rows of one import sharing their time included', async () => {
    const [owner] = await d.t.db.select().from(users).where(eq(users.username, 'demo'));
    const scope = { ...owner, tenantIds: [owner.tenantId], lbUserId: null, userId: owner.id, tokenHash: '' };
    const chunks: Buffer[] = [];
    for await (const chunk of exportDemoRecords(d.t.db, scope, {}, undefined, [], 7)) chunks.push(chunk as Buffer);
    const book = XLSX.read(Buffer.concat(chunks), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, defval: null });
    const { rows: whole } = await exportRows('');
    expect(rows).toHaveLength((await total()) + 1);
    expect(rows).toEqual(whole);
  });

  it('refuses a filter naming an unknown field before any byte is sent', async () => {
    const conditions = encodeURIComponent(JSON.stringify([{ field: 'password', rule: 'eq', val: 'x' }]));
    const { body } = await call(d.t.app, 'GET', `/demo/record/exportXls?superQueryParams=${conditions}`, {
      token: d.demo,
    });
    expect(body).toMatchObject({ success: false, message: msg('queryFieldUnknown', 'zh', 'password') });
  });
});
