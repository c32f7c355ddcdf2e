import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, openFromMenu, signIn, signInAsAdmin } from './helpers';

const modal = (page: Page, title: string) => page.locator('.ant-modal').filter({ hasText: title });
const ok = /确\s*定/;

test('the platform administrator edits a dictionary with its items, and the category tree', async ({ page }) => {
  test.setTimeout(120_000);
  // Names of this attempt's own: a retry after a stall finds nothing the first attempt left in its way.
  const run = Date.now().toString(36);
  const code = `e2e_color_${run}`;
  const rootName = `端到端分类${run}`;
  const childName = `端到端子类${run}`;
  await signInAsAdmin(page);
  await openFromMenu(page, '系统管理', '数据字典');
  const list = page.getByTestId('dict-list');
  await expect(list).toContainText('position_rank');

  // A built-in dictionary is never offered for deletion.
  const sexRow = list.locator('tbody tr.ant-table-row').filter({ hasText: 'sex' }).first();
  await expect(sexRow).toContainText('系统内置');
  await expect(sexRow.getByRole('button', { name: '删除' })).toHaveCount(0);

  await page.getByTestId('dict-add').click();
  const form = modal(page, '添加字典');
  await form.getByLabel('字典名称').fill('颜色');
  await form.getByLabel('字典编码').fill('sex');
  await form.getByLabel('字典名称').click();
  await expect(form).toContainText('该值不可用，系统中已存在！');
  await form.getByLabel('字典编码').fill(code);
  await form.getByRole('button', { name: ok }).click();
  await expect(page.locator('.ant-message')).toContainText('添加成功！');

  await page.getByTestId('dict-search-code').fill(code);
  await page.getByTestId('dict-search').click();
  const row = list.locator('tbody tr.ant-table-row').filter({ hasText: code });
  await expect(list.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await row.getByRole('button', { name: '字典配置' }).click();

  const drawer = page.locator('.ant-drawer').filter({ hasText: '字典项 · 颜色' });
  await drawer.getByTestId('dict-item-add').click();
  const itemForm = modal(page, '新增');
  await itemForm.getByLabel('名称').fill('红');
  await itemForm.getByLabel('数据值').fill('red');
  await itemForm.getByRole('button', { name: ok }).click();
  const items = drawer.getByTestId('dict-items');
  await expect(items).toContainText('red');
  await expect(items).toContainText('启用');

  await items
    .locator('tbody tr.ant-table-row')
    .filter({ hasText: 'red' })
    .getByRole('button', { name: '编辑' })
    .click();
  const editItem = modal(page, '编辑字典项');
  await editItem.getByLabel('名称').fill('大红');
  await editItem.getByLabel('状态').click();
  await editItem.getByRole('button', { name: ok }).click();
  await expect(items).toContainText('大红');
  await expect(items).toContainText('不启用');

  await items
    .locator('tbody tr.ant-table-row')
    .filter({ hasText: 'red' })
    .getByRole('button', { name: '删除' })
    .click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: ok }).click();
  await expect(items.locator('tbody tr.ant-table-row')).toHaveCount(0);
  await drawer.locator('.ant-drawer-close').click();

  await row.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: ok }).click();
  await expect(list.locator('tbody tr.ant-table-row')).toHaveCount(0);

  await page.getByTestId('dict-refresh').click();
  await expect(page.locator('.ant-message')).toContainText('刷新缓存完成！');

  // Categories: codes come from the server, a branch is not deleted.
  await openFromMenu(page, '系统管理', '分类字典');
  const tree = page.getByTestId('category-tree');
  await expect(tree).toContainText('样片风格');
  await page.getByTestId('category-add-root').click();
  const rootForm = modal(page, '新增');
  await expect(rootForm.getByLabel('类型编码')).toHaveValue('保存后自动生成');
  await rootForm.getByLabel('类型名称').fill(rootName);
  await rootForm.getByRole('button', { name: ok }).click();
  const root = tree.locator('tbody tr.ant-table-row').filter({ hasText: rootName });
  // The server gives a root the next free code (A01, A02, ...) and a child its parent's and A01.
  const rootCode = await root
    .locator('td')
    .filter({ hasText: /^A\d{2}$/ })
    .innerText();

  await root.getByRole('button', { name: '添加下级' }).click();
  const childForm = modal(page, `添加“${rootName}”的下级`);
  await childForm.getByLabel('类型名称').fill(childName);
  await childForm.getByRole('button', { name: ok }).click();
  const child = tree.locator('tbody tr.ant-table-row').filter({ hasText: childName });
  await expect(child).toContainText(`${rootCode}A01`);

  await root.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: ok }).click();
  await expect(page.locator('.ant-message')).toContainText('该分类下有子分类，请先删除子分类');

  await child.getByRole('button', { name: '编辑' }).click();
  const editForm = modal(page, '编辑分类');
  await editForm.getByLabel('类型名称').fill(`端到端改名${run}`);
  await editForm.getByRole('button', { name: ok }).click();
  const renamed = tree.locator('tbody tr.ant-table-row').filter({ hasText: `端到端改名${run}` });
  await expect(renamed).toContainText(`${rootCode}A01`);
  await renamed.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: ok }).click();
  await expect(renamed).toHaveCount(0);
  await root.getByRole('button', { name: '删除' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: ok }).click();
  await expect(root).toHaveCount(0);
});

test('a tenant owner reads dictionaries and categories but is offered no edits', async ({ page }) => {
  await signIn(page, DEMO.username, DEMO.password);
  await openFromMenu(page, '系统管理', '数据字典');
  await expect(page.getByTestId('dict-list')).toContainText('position_rank');
  await expect(page.getByTestId('dict-refresh')).toBeVisible();
  await expect(page.getByTestId('dict-add')).toHaveCount(0);
  await expect(page.getByTestId('dict-list').getByRole('button', { name: '编辑' })).toHaveCount(0);

  await openFromMenu(page, '系统管理', '分类字典');
  await expect(page.getByTestId('category-tree')).toContainText('样片风格');
  await expect(page.getByTestId('category-add-root')).toHaveCount(0);
  await expect(page.getByTestId('category-tree').getByRole('button', { name: '删除' })).toHaveCount(0);
});
