import { expect, test } from './fixtures';
import { DEMO, openFromMenu, signIn } from './helpers';

const ROOT = '华东大区';
const CHILD = '杭州门店组';
const RENAMED = '杭州一组';

test('an owner builds a department tree: a top department, a sub-department, rename, search, delete', async ({
  page,
}) => {
  await signIn(page, DEMO.username, DEMO.password);
  await openFromMenu(page, '系统管理', '部门管理');
  const tree = page.getByTestId('depart-tree');
  await expect(tree).toContainText('总店');

  // A top department: the name is required, the org code is generated.
  await page.getByRole('button', { name: '添加一级部门' }).click();
  const addRoot = page.locator('.ant-modal').filter({ hasText: '添加一级部门' });
  await addRoot.getByRole('button', { name: /确\s*定/ }).click();
  await expect(addRoot).toContainText('请输入机构名称');
  await addRoot.locator('#departAdd_departName').fill(ROOT);
  await addRoot.locator('#departAdd_sortNo').fill('9');
  await addRoot.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('添加成功');
  await tree.getByText(ROOT, { exact: true }).click();
  const detail = page.locator('.ant-card').filter({ hasText: '部门信息' });
  await expect(detail.locator('#departDetail_departName')).toHaveValue(ROOT);
  await expect(detail.getByPlaceholder('保存后自动生成')).toHaveValue(/^[A-Z]\d{2}$/);

  // A sub-department under it, shown once the parent opens.
  await detail.getByRole('button', { name: '添加下级' }).click();
  const addChild = page.locator('.ant-modal').filter({ hasText: `添加“${ROOT}”的下级部门` });
  await addChild.locator('#departAdd_departName').fill(CHILD);
  await addChild.locator('#departAdd_mobile').fill('0571-88888888');
  await addChild.getByRole('button', { name: /确\s*定/ }).click();
  await expect(tree.getByText(CHILD, { exact: true })).toBeVisible();

  // Rename it in the form on the right.
  await tree.getByText(CHILD, { exact: true }).click();
  await expect(detail.locator('#departDetail_mobile')).toHaveValue('0571-88888888');
  await expect(detail.getByPlaceholder('保存后自动生成')).toHaveValue(/^[A-Z]\d{2}A01$/);
  await detail.locator('#departDetail_departName').fill(RENAMED);
  await detail.getByRole('button', { name: '保 存' }).click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');
  await expect(tree.getByText(RENAMED, { exact: true })).toBeVisible();

  // The parent cannot go while it has a sub-department.
  await tree.getByText(ROOT, { exact: true }).click();
  await detail.getByRole('button', { name: '删 除' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('该部门下还有子部门，请先删除子部门');

  // Search finds the renamed one alone; delete it from there, then the parent.
  await page.getByTestId('depart-search').locator('input').fill('一组');
  await page.getByTestId('depart-search').locator('input').press('Enter');
  await expect(tree.locator('.ant-tree-treenode')).toHaveCount(1);
  await tree.getByText(RENAMED, { exact: true }).click();
  await detail.getByRole('button', { name: '删 除' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('删除成功');
  await expect(page.getByText('没有名称包含该文字的部门')).toBeVisible();
  await page.getByTestId('depart-search').locator('input').fill('');
  await page.getByTestId('depart-search').locator('input').press('Enter');
  await tree.getByText(ROOT, { exact: true }).click();
  await detail.getByRole('button', { name: '删 除' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(tree.getByText(ROOT, { exact: true })).toHaveCount(0);
  await expect(page.getByText('请在左侧选择一个部门')).toBeVisible();
});

test('an owner adds, edits and deletes a position', async ({ page }) => {
  await signIn(page, DEMO.username, DEMO.password);
  await openFromMenu(page, '系统管理', '职务管理');
  await expect(page.locator('.ant-table-row')).toHaveCount(4);

  await page.getByRole('button', { name: '新增职务' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '新增职务' });
  await dialog.locator('#position_name').fill('修图师');
  // A code the tenant already has is refused by the duplicate check when the field is left.
  await dialog.locator('#position_code').fill('photographer');
  await dialog.locator('#position_name').click();
  await expect(dialog).toContainText('该值不可用，系统中已存在！');
  await dialog.locator('#position_code').fill('retoucher');
  await dialog.locator('#position_name').click();
  await expect(dialog).not.toContainText('该值不可用');
  // Chosen from the keyboard: a pointer click can land while the opening list still moves.
  await dialog.getByLabel('职级').fill('中级');
  await dialog.getByLabel('职级').press('Enter');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('添加成功');
  const row = page.locator('.ant-table-row').filter({ hasText: '修图师' });
  await expect(row).toContainText('retoucher');
  await expect(row).toContainText('中级');

  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.locator('.ant-modal').filter({ hasText: '编辑职务' });
  await edit.locator('#position_name').fill('高级修图师');
  await edit.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('保存成功');

  await page.getByTestId('position-search').locator('input').fill('高级');
  await page.getByTestId('position-search').locator('input').press('Enter');
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  const renamed = page.locator('.ant-table-row').filter({ hasText: '高级修图师' });
  await renamed.getByRole('button', { name: '删除' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.ant-message')).toContainText('删除成功');
  await expect(page.locator('.ant-table-row')).toHaveCount(0);
});
