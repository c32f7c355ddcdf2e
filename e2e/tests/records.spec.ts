import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, DEMO, signIn } from './helpers';

/** The demo records list (组件示例 · 演示数据): advanced query, import with errors, export. */

interface Row {
  name: string;
  sex?: 1 | 2;
  age?: number;
  salary?: string;
}

async function addRecords(request: APIRequestContext, token: string, rows: Row[]): Promise<void> {
  for (const row of rows) {
    const response = await request.post('/api/demo/record/add', { headers: { 'x-access-token': token }, data: row });
    const body = (await response.json()) as { success: boolean; message: string };
    expect(body.success, body.message).toBe(true);
  }
}

async function openRecords(page: Page): Promise<Locator> {
  await page.goto('/#/demo/records');
  const table = page.getByTestId('records-table');
  // The page's chunk can take a while on a loaded machine.
  await expect(table).toBeVisible({ timeout: 30_000 });
  return table;
}

const names = (table: Locator) => table.locator('tbody tr.ant-table-row td:nth-child(2)');

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

test.describe('demo records', () => {
  // Each test walks a whole dialog flow; a shared, loaded machine needs more than the default minute.
  test.describe.configure({ timeout: 150_000 });
  let token: string;

  test.beforeAll(async ({ request }) => {
    token = await apiToken(request, DEMO.username, DEMO.password);
  });

  test('advanced query: conditions run, are saved by name, reset and run again', async ({ page, request }) => {
    await addRecords(request, token, [
      { name: '高级甲', sex: 1, age: 20 },
      { name: '高级乙', sex: 2, age: 35 },
      { name: '高级丙', sex: 1, age: 17 },
    ]);
    await signIn(page, DEMO.username, DEMO.password);
    const table = await openRecords(page);
    // The input filter (like: *高级*) keeps this test's rows apart from the seeded ones.
    await page.getByTestId('records-filters').getByLabel('姓名').fill('高级');
    await page.getByTestId('records-filters').getByRole('button', { name: '查 询' }).click();
    await expect(names(table)).toHaveText(['高级丙', '高级乙', '高级甲']);

    await page.getByTestId('advanced-query-open').click();
    const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('advanced-query') });
    await dialog.getByRole('button', { name: '查 询' }).click();
    await expect(page.locator('.ant-message')).toContainText('不能查询空条件');

    const rows = dialog.getByTestId('advanced-query-row');
    await choose(page, rows.nth(0).getByLabel('选择查询字段'), '年龄');
    await choose(page, rows.nth(0).getByLabel('匹配规则'), '大于等于');
    await rows.nth(0).getByLabel('请输入值').fill('18');
    await rows.nth(0).getByLabel('添加条件').click();
    await choose(page, rows.nth(1).getByLabel('选择查询字段'), '性别');
    await choose(page, rows.nth(1).getByLabel('请输入值'), '男');
    await dialog.getByRole('button', { name: '查 询' }).click();
    await expect(dialog).toBeHidden();
    await expect(names(table)).toHaveText(['高级甲']);

    await page.getByTestId('advanced-query-open').click();
    await dialog.getByRole('button', { name: '保存查询条件' }).click();
    const nameDialog = page.locator('.ant-modal').filter({ hasText: '请输入保存的名称' });
    await nameDialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message')).toContainText('保存名称不能为空');
    await nameDialog.getByLabel('名称').fill('成年男性');
    await nameDialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog.getByTestId('advanced-query-saved')).toContainText('成年男性');

    await dialog.getByRole('button', { name: '重 置' }).click();
    await expect(names(table)).toHaveText(['高级丙', '高级乙', '高级甲']);
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0).getByLabel('请输入值')).toHaveValue('');

    await dialog.getByTestId('advanced-query-saved').getByRole('button', { name: '成年男性' }).click();
    await expect(dialog).toBeHidden();
    await expect(names(table)).toHaveText(['高级甲']);

    // Saved per user and page, in the browser, under the pro__ namespace.
    const stored = await page.evaluate(() => localStorage.getItem('pro__SUPER_QUERY_SAVED') ?? '');
    expect(stored).toContain('demo:demo/records');
  });

  test('an import with bad rows lists the good ones and offers the bad ones for download', async ({ page }) => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['姓名', '关键词', '性别', '年龄', '生日', '邮箱', '手机号', '薪资', '排序'],
      ['导入甲', '好', '男', 30, '1995-03-01', 'a@example.com', '13800000001', '1200.50', 1],
      ['导入乙', '坏', '男', 'abc', '', '', '', '', 2],
      ['导入丙', '好', '女', 28, '', '', '', '', 3],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    const buffer = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

    await signIn(page, DEMO.username, DEMO.password);
    const table = await openRecords(page);
    await page.getByRole('button', { name: /导\s*入$/ }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '导入EXCEL' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: '演示导入.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await expect(dialog).toContainText('演示导入.xlsx');
    await dialog.getByTestId('import-start').click();

    const warning = page.getByTestId('import-partial');
    await expect(page.locator('.ant-modal-confirm')).toContainText('文件导入成功，但有错误数据');
    await expect(warning).toContainText('错误行数：1');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      warning.getByRole('link', { name: '下载错误数据' }).click(),
    ]);
    const errors = XLSX.read(readFileSync(await download.path()));
    const errorRows = XLSX.utils.sheet_to_json<Record<string, unknown>>(errors.Sheets[errors.SheetNames[0]]);
    expect(errorRows).toHaveLength(1);
    expect(errorRows[0]?.姓名).toBe('导入乙');
    expect(String(errorRows[0]?.错误原因)).toContain('年龄');

    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定|知道了|OK/ })
      .click();
    await expect(names(table)).toContainText(['导入甲']);
    await expect(names(table)).toContainText(['导入丙']);
    await expect(table).not.toContainText('导入乙');
  });

  test('export downloads the list as it is queried, or only the selected rows', async ({ page, request }) => {
    await addRecords(request, token, [{ name: '导出甲', sex: 2, age: 41, salary: '1234567.80' }]);
    await signIn(page, DEMO.username, DEMO.password);
    const table = await openRecords(page);
    await choose(page, page.getByTestId('records-filters').getByLabel('性别'), '女');
    await page.getByTestId('records-filters').getByRole('button', { name: '查 询' }).click();
    await expect(names(table).first()).toHaveText('导出甲');
    const shown = await names(table).allTextContents();
    const women = await request.get('/api/demo/record/list', {
      headers: { 'x-access-token': token },
      params: { sex: '2', pageSize: 1000 },
    });
    const listed = ((await women.json()) as { result: { records: { name: string }[] } }).result.records.map(
      (row) => row.name,
    );

    const exported = async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /导\s*出$/ }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
      const book = XLSX.read(readFileSync(await download.path()));
      return XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    };

    const all = await exported();
    expect(all.map((row) => row.姓名).sort()).toEqual([...listed].sort());
    expect(all.map((row) => row.姓名)).toEqual(expect.arrayContaining(shown));
    expect(all.every((row) => row.性别 === '女')).toBe(true);
    const exportedRow = all.find((row) => row.姓名 === '导出甲');
    expect(exportedRow?.性别).toBe('女');
    expect(String(exportedRow?.年龄)).toBe('41');
    expect(String(exportedRow?.薪资)).toMatch(/^1234567\.8/);
    await expect(table.locator('tr', { hasText: '导出甲' })).toContainText('1,234,567.80');

    await table.locator('tr', { hasText: '导出甲' }).locator('.ant-checkbox-input').check();
    const selected = await exported();
    expect(selected.map((row) => row.姓名)).toEqual(['导出甲']);
  });

  test('batch delete asks for a selection, and a rich-text content is saved and read back sanitised', async ({
    page,
    request,
  }) => {
    await addRecords(request, token, [{ name: '富文本甲' }]);
    await signIn(page, DEMO.username, DEMO.password);
    const table = await openRecords(page);
    await page.getByRole('button', { name: /批量删除$/ }).click();
    await expect(page.locator('.ant-message')).toContainText('请选择一条记录！');

    const row = table.locator('tr', { hasText: '富文本甲' });
    await row.getByRole('button', { name: '编辑', exact: true }).click();
    const form = page.getByTestId('record-form');
    await expect(form.getByLabel('姓名')).toHaveValue('富文本甲');
    const editor = form.locator('.tiptap');
    await editor.click();
    await page.keyboard.type('介绍文字');
    await form.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('重点');
    await page
      .locator('.ant-modal')
      .filter({ has: form })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(page.locator('.ant-message')).toContainText('保存成功');

    const list = await request.get('/api/demo/record/list', {
      headers: { 'x-access-token': token },
      params: { name: '富文本甲' },
    });
    const saved = ((await list.json()) as { result: { records: { id: string; content: string }[] } }).result.records[0];
    expect(saved?.content).toContain('<strong>重点</strong>');

    // Something else wrote active content: the server keeps none of it.
    const edit = await request.put('/api/demo/record/edit', {
      headers: { 'x-access-token': token },
      data: {
        id: saved?.id,
        name: '富文本甲',
        content: '<p onclick="alert(1)">安全<script>alert(2)</script><img src=x onerror="alert(3)"></p>',
      },
    });
    expect(((await edit.json()) as { success: boolean }).success).toBe(true);
    await row.getByRole('button', { name: '详情', exact: true }).click();
    const detail = page.getByTestId('record-detail');
    await expect(detail).toContainText('安全');
    await expect(detail.locator('script')).toHaveCount(0);
    expect(await detail.innerHTML()).not.toMatch(/onclick|onerror|alert/);
  });
});
