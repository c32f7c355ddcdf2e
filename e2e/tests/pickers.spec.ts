import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, openFromMenu, signIn } from './helpers';

async function openPickers(page: Page): Promise<Locator> {
  await openFromMenu(page, '组件示例', '选择器');
  const values = page.getByTestId('picker-values');
  await expect(values).toBeVisible();
  return values;
}

const dialog = (page: Page, title: string) => page.locator('.ant-modal:visible').filter({ hasText: title });
const values = async (page: Page) => JSON.parse((await page.getByTestId('picker-values').textContent()) ?? '{}');

test.describe('pickers', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.username, DEMO.password);
  });

  test('the user picker: pick a department, see its users, choose one, the value is shown', async ({ page }) => {
    await openPickers(page);
    await page.getByLabel('用户（单选）').click();
    const modal = dialog(page, '选择用户');
    const rows = modal.locator('.ant-table-tbody tr.ant-table-row');

    await modal.locator('.ant-tree').getByText('分店', { exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('演示店主');

    await modal.locator('.ant-tree').getByText('总店', { exact: true }).click();
    await expect(rows).toHaveCount(2);
    await rows.filter({ hasText: 'demo_staff' }).click();
    await expect(modal.getByTestId('picker-selected')).toContainText('演示店员(demo_staff)');
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await expect(modal).toBeHidden();

    await expect(page.getByLabel('用户（单选）')).toHaveValue('演示店员(demo_staff)');
    await expect.poll(async () => (await values(page)).user).toBe('demo_staff');
  });

  test('the popup picker fills two fields from one staff row of the current shop', async ({ page }) => {
    await openPickers(page);
    await page.getByLabel('员工账号（弹窗）').click();
    const modal = dialog(page, '门店员工');
    const rows = modal.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.filter({ hasText: 'demo_staff' })).toHaveCount(1);

    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.locator('.ant-message')).toContainText('请选择一条记录');

    await rows.filter({ hasText: 'demo_staff' }).click();
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByLabel('员工账号（弹窗）')).toHaveValue('demo_staff');
    await expect(page.getByLabel('员工姓名（弹窗带出）')).toHaveValue('演示店员');
    await expect
      .poll(async () => {
        const { staffAccount, staffName } = await values(page);
        return { staffAccount, staffName };
      })
      .toEqual({ staffAccount: 'demo_staff', staffName: '演示店员' });
  });

  test('the department, position and record pickers work on the tenant data', async ({ page }) => {
    await openPickers(page);

    await page.getByLabel('部门（多选）').click();
    const departs = dialog(page, '选择部门');
    await departs.locator('.ant-tree').getByText('总店', { exact: true }).click();
    await departs.locator('.ant-tree').getByText('分店', { exact: true }).click();
    await departs.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByLabel('部门（多选）')).toHaveValue('总店,分店');
    await expect.poll(async () => String((await values(page)).departs).split(',')).toHaveLength(2);

    await page.getByLabel('职务').click();
    const positions = dialog(page, '选择职务');
    const photographer = positions.locator('.ant-table-tbody tr').filter({ hasText: '摄影师' });
    await expect(photographer).toContainText('photographer');
    await expect(photographer.locator('td').last()).not.toBeEmpty();
    await photographer.click();
    await positions.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByLabel('职务')).toHaveValue('摄影师');
    await expect.poll(async () => (await values(page)).position).toBe('photographer');

    await page.getByLabel('业务选择（示例记录）').click();
    const records = dialog(page, '业务选择（示例记录）');
    const recordRows = records.locator('.ant-table-tbody tr.ant-table-row');
    await expect(recordRows).toHaveCount(5);
    const firstName = (await recordRows.nth(0).locator('td').nth(1).textContent()) ?? '';
    const secondName = (await recordRows.nth(1).locator('td').nth(1).textContent()) ?? '';
    await recordRows.nth(0).click();
    await recordRows.nth(1).click();
    await expect(records.getByTestId('entity-selected').locator('.ant-list-item')).toHaveCount(2);
    await records.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByLabel('业务选择（示例记录）')).toHaveValue(`${firstName},${secondName}`);
  });

  test('the search select and the tree selects load from the server', async ({ page }) => {
    await openPickers(page);

    const search = page.getByLabel('搜索选择（用户）');
    await search.click();
    await search.fill('店员');
    await page.locator('.ant-select-dropdown:visible').getByText('演示店员', { exact: true }).click();
    await expect.poll(async () => (await values(page)).searchUser).toBe('demo_staff');

    await page.getByLabel('分类树（样片风格）').click();
    const tree = page.locator('.ant-select-dropdown:visible');
    await tree
      .locator('.ant-select-tree-treenode')
      .filter({ hasText: '婚纱' })
      .first()
      .locator('.ant-select-tree-switcher')
      .click();
    await tree.getByText('韩式婚纱', { exact: true }).click();
    await expect.poll(async () => (await values(page)).category).toBe('5f000000000000000000000000000004');
  });

  test('a report popup sorts by a column on the server and fills the field from the chosen row', async ({ page }) => {
    await openPickers(page);
    await page.getByLabel('门店（弹窗，作品存储报表）').click();
    const modal = dialog(page, '门店作品存储');
    const rows = modal.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    const sorted = page.waitForResponse(
      (response) =>
        response.url().includes('/getData/shop_works_storage') && response.url().includes('column=shopName'),
    );
    await modal.getByRole('columnheader', { name: '门店' }).click();
    expect(new URL((await sorted).url()).searchParams.get('order')).toBe('asc');
    // The rows are re-drawn in the new order once the answer is in: a row chosen before would be
    // swapped under the pointer.
    await expect(modal.locator('.ant-spin-spinning')).toHaveCount(0);
    await rows.filter({ hasText: '演示影楼旗舰店' }).click();
    await modal.getByRole('button', { name: /确\s*定/ }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByLabel('门店（弹窗，作品存储报表）')).toHaveValue('演示影楼旗舰店');
  });

  test('a tree select with a disable field lets only last-level categories be chosen', async ({ page }) => {
    await openPickers(page);
    await page.getByLabel('树选择（只可选末级分类）').click();
    const tree = page.locator('.ant-select-dropdown:visible');
    const node = (text: string) => tree.locator('.ant-select-tree-treenode').filter({ hasText: text }).first();
    await expect(node('样片风格')).toHaveClass(/ant-select-tree-treenode-disabled/);
    await node('样片风格').locator('.ant-select-tree-switcher').click();
    await expect(node('婚纱')).toHaveClass(/ant-select-tree-treenode-disabled/);
    await expect(node('儿童')).not.toHaveClass(/ant-select-tree-treenode-disabled/);
    await tree.getByText('儿童', { exact: true }).click();
    await expect.poll(async () => (await values(page)).leafCategory).toBeTruthy();
  });

  test('a popup with bad fields says so; an unknown report fails with the server message', async ({ page }) => {
    await openPickers(page);
    const badFields = page.locator('.ant-form-item').filter({ hasText: '字段数量不一致' });
    await expect(badFields.getByRole('alert')).toHaveText('popup参数未正确配置,原始值和目标值数量不一致!');

    await page
      .locator('.ant-form-item')
      .filter({ hasText: '不存在的报表' })
      .getByRole('button', { name: '选择' })
      .click();
    const failure = page.locator('.ant-modal-confirm');
    await expect(failure).toContainText('出错了');
    await expect(failure).toContainText('Popup初始化失败: 报表不存在：no_such_report');
  });
});
