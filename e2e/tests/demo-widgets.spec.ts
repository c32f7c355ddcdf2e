import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiToken, DEMO, openFromMenu, png, signIn } from './helpers';

/**
 * 组件示例 · 其他组件, 编辑器, 高级查询 and 可编辑表格: drag-slider verification, full-screen modal, code
 * modes, form checks and the file pop-up, upload failures.
 */

test.describe.configure({ timeout: 150_000 });

async function drag(page: Page, distance: number): Promise<void> {
  const handle = page.getByTestId('drag-verify').getByRole('slider');
  const box = await handle.boundingBox();
  if (!box) throw new Error('the slider handle is not shown');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + distance, box.y + box.height / 2, { steps: 10 });
  await page.mouse.up();
}

test('the drag slider resets when released early and passes at the end; the modal goes full screen', async ({
  page,
}) => {
  await signIn(page, DEMO.username, DEMO.password);
  await page.goto('/#/demo/misc');
  const slider = page.getByTestId('drag-verify');
  await expect(slider).toBeVisible({ timeout: 30_000 });

  await drag(page, 120);
  await expect(slider).toHaveAttribute('data-passed', 'false');
  await expect(slider.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');

  await drag(page, 400);
  await expect(slider).toHaveAttribute('data-passed', 'true');
  await expect(slider).toContainText('验证通过');

  await page.getByRole('button', { name: '打开对话框' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '可全屏的对话框' });
  const widthBefore = (await dialog.boundingBox())?.width ?? 0;
  await dialog.getByRole('button', { name: '全屏' }).click();
  await expect.poll(async () => (await dialog.boundingBox())?.width ?? 0).toBeGreaterThan(widthBefore + 300);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('modal-confirmed')).toHaveText('已确定 × 1');
});

test('the rich-text editor survives its tab being hidden and shown again', async ({ page }) => {
  await signIn(page, DEMO.username, DEMO.password);
  for (let round = 0; round < 3; round += 1) {
    await page.goto('/#/demo/editors');
    await expect(page.getByTestId('rich-text-editor').first()).toBeVisible({ timeout: 30_000 });
    await page.goto('/#/demo/misc');
    await expect(page.getByTestId('page-header')).toContainText('其他组件');
  }
  await page.goto('/#/demo/editors');
  await expect(page.getByTestId('rich-text-editor').first().locator('.ProseMirror')).toBeVisible();
  await expect(page.locator('.sc-page .ant-result-error')).toHaveCount(0);
});

test('the code editor switches its mode and the rich-text editor writes HTML', async ({ page }) => {
  await signIn(page, DEMO.username, DEMO.password);
  await page.goto('/#/demo/editors');
  const code = page.getByTestId('code-editor');
  await expect(code).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('语言').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'SQL' }).click();
  await expect(code).toHaveAttribute('data-mode', 'sql');
  await expect(code).toContainText('from demo_record');

  const editor = page.getByTestId('rich-text-editor').locator('.tiptap');
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type('新增文字');
  await expect(page.getByTestId('rich-text-html')).toContainText('新增文字');

  // A picture goes through /sys/common/upload and is shown from the stored path.
  await page.getByTestId('rich-text-image-input').setInputFiles({
    name: 'red.png',
    mimeType: 'image/png',
    buffer: await png(40, 30, '#ff0000'),
  });
  const picture = page.getByTestId('rich-text-editor').locator('.tiptap img');
  await expect(picture).toHaveAttribute('src', /^\/api\/sys\/common\/static\/editor\//);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('rich-text-html')).toContainText('<img src="/api/sys/common/static/editor/');
});

test('an uploaded PDF opens in the online preview, framed from the server’s own page', async ({ page }) => {
  await signIn(page, DEMO.username, DEMO.password);
  await page.goto('/#/demo/misc');
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const uploaded = page.waitForResponse((response) => response.url().includes('/api/sys/common/upload'));
  await page.locator('input[type=file][accept*="pdf"]').setInputFiles({
    name: 'price-list.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  const stored = ((await (await uploaded).json()) as { result: string }).result;

  const file = page.waitForResponse((response) => response.url().includes(`/api/sys/common/static/${stored}`));
  await page.getByTestId('pdf-open').click();
  const frame = page.getByTestId('pdf-preview');
  await expect(frame).toBeVisible();
  expect(await frame.getAttribute('srcdoc')).toContain(`/api/sys/common/static/${stored}`);
  const served = await file;
  expect(served.headers()['content-type']).toContain('application/pdf');
});

/** Text bytes behind a picture's name and type: the server reads the bytes and refuses them. */
const NOT_AN_IMAGE = { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') };
const NOT_ALLOWED = '不支持的文件类型';

test('form checks: length and selection builders, a code rule refused by the server, the file pop-up', async ({
  page,
}) => {
  await signIn(page, DEMO.username, DEMO.password);
  await page.goto('/#/demo/misc');
  const form = page.locator('form#form-checks');
  await expect(form).toBeVisible({ timeout: 30_000 });
  const error = (text: string) => form.locator('.ant-form-item-explain-error', { hasText: text });

  await form.getByRole('button', { name: /校\s*验/ }).click();
  await expect(error('请输入分类编码')).toBeVisible();
  await expect(error('请选择性别')).toBeVisible();
  await expect(error('最少选择1项')).toBeVisible();

  const code = form.getByLabel('分类编码');
  await code.fill('A1');
  await code.blur();
  await expect(error('最小长度3位字符')).toBeVisible();
  const checked = page.waitForRequest((request) => request.url().includes('/api/sys/checkRule/checkByCode'));
  await code.fill('a01');
  await code.blur();
  expect(new URL((await checked).url()).searchParams.get('value')).toBe('a01');
  await expect(error('分类编码须由1到10组“大写字母加两位数字”组成，如A01、A01A02')).toBeVisible();
  await code.fill('A01A02');
  await code.blur();
  await expect(form.locator('.ant-form-item-explain-error')).not.toContainText(['分类编码须']);

  await form.getByLabel('性别').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: '男' }).click();
  for (const rank of ['员级', '助级', '中级']) await form.getByLabel(rank).check();
  await expect(error('最多选择2项')).toBeVisible();
  await form.getByLabel('中级').uncheck();
  await expect(error('最多选择2项')).toBeHidden();

  // The file pop-up: nothing uploaded is refused, a refused file says why, a stored one fills the field.
  await form.getByRole('button', { name: '上传文件' }).click();
  const dialog = page.locator('.ant-modal').filter({ has: page.getByTestId('file-pop-dialog') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('style', /width: 520px/);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('未上传任何文件');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.locator('.ant-message')).toContainText(`文件上传失败：${NOT_ALLOWED}`);
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(20, 20, '#00aa00') });
  await expect(dialog.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('file-pop').locator('input')).toHaveValue(/^temp\/\d{8}\/[0-9a-f]{32}\.png$/);

  await form.getByRole('button', { name: /校\s*验/ }).click();
  await expect(page.getByTestId('form-checks-passed')).toHaveText('校验通过');
});

test('a demo record’s phone already used by another record is refused by the server’s duplicate check', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, DEMO.username, DEMO.password);
  const stamp = String(Date.now()).slice(-8);
  const taken = `139${stamp}`;
  const own = `138${stamp}`;
  for (const [name, phone] of [
    [`查重甲${stamp}`, taken],
    [`查重乙${stamp}`, own],
  ]) {
    const added = await request.post('/api/demo/record/add', {
      headers: { 'x-access-token': token },
      data: { name, phone },
    });
    expect(((await added.json()) as { success: boolean }).success).toBe(true);
  }
  await signIn(page, DEMO.username, DEMO.password);
  await page.goto('/#/demo/records');
  const table = page.getByTestId('records-table');
  await expect(table).toBeVisible({ timeout: 30_000 });
  await table
    .locator('tr', { hasText: `查重乙${stamp}` })
    .getByRole('button', { name: '编辑', exact: true })
    .click();
  const form = page.getByTestId('record-form');
  const phone = form.getByLabel('手机号');
  await expect(phone).toHaveValue(own);

  await phone.fill(taken);
  await phone.blur();
  await expect(form.locator('.ant-form-item-explain-error')).toHaveText('该值不可用，系统中已存在！');
  // Its own phone is left out of the count (dataId).
  await phone.fill(own);
  await phone.blur();
  await expect(form.locator('.ant-form-item-explain-error')).toHaveCount(0);
});

test('upload failures in the editable table: 文件上传失败 for a file, the 上传出错 dialog for an image, 上传失败 in the cell', async ({
  page,
}) => {
  await signIn(page, DEMO.username, DEMO.password);
  await openFromMenu(page, '组件示例', '可编辑表格');
  const demo = page.getByTestId('editable-table-demo');
  const row = demo.getByTestId('et-row').first();
  await expect(row).toBeVisible({ timeout: 90_000 });

  await row
    .getByTestId('et-cell-contract')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
  await expect(page.locator('.ant-message')).toContainText(`文件上传失败：${NOT_ALLOWED}`);
  await expect(row.getByTestId('cell-upload-error-contract')).toHaveText('上传失败');

  await row.getByTestId('et-cell-avatar').locator('input[type=file]').setInputFiles(NOT_AN_IMAGE);
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: '上传出错' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`错误信息：${NOT_ALLOWED}`);
  await expect(row.getByTestId('cell-upload-error-avatar')).toHaveText('上传失败');
});
