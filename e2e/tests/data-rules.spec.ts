import { expect, test } from './fixtures';
import { api, apiToken, DEMO, signIn, signInAsAdmin } from './helpers';

const DASHBOARD = '1f000000000000000000000000000001';
const DEMO_GROUP = '1f000000000000000000000000000901';
const RECORDS_PAGE = '1f000000000000000000000000000906';

test('a data rule defined on a menu and given to a role narrows the list its holders see', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const username = `dr_${suffix}`;
  const password = 'abc12345';

  // The platform administrator gives the records page a rule: only the rows the reader created.
  await signInAsAdmin(page);
  await page.goto('/#/system/permission');
  const menus = page.getByTestId('menu-tree-table');
  await menus
    .locator('.ant-table-row-level-0')
    .filter({ hasText: '组件示例' })
    .locator('.ant-table-row-expand-icon')
    .click();
  const records = menus.locator('.ant-table-row').filter({ hasText: '/demo/records' });
  await records.getByTestId('menu-data-rules').click();
  const drawer = page.getByTestId('data-rule-drawer');
  await expect(drawer).toContainText('数据规则：高级查询与导入导出');
  await drawer.getByTestId('data-rule-add').click();
  const form = page.locator('.ant-modal').filter({ hasText: '新增规则' });
  await form.locator('#dataRule_ruleName').fill('本人创建');
  await form.locator('#dataRule_ruleColumn').fill('password');
  await form.locator('#dataRule_ruleValue').fill('#{sys_user_code}');
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-message')).toContainText('该列表不支持按此字段设置规则：password');
  await form.locator('#dataRule_ruleColumn').fill('create_by');
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(form).toBeHidden();
  const rule = drawer.locator('.ant-table-row').filter({ hasText: '本人创建' });
  await expect(rule).toContainText('create_by');
  await expect(rule).toContainText('#{sys_user_code}');

  // The owner's new role holds the records page; one user holds the role. Rows from both.
  const owner = await apiToken(request, DEMO.username, DEMO.password);
  const role = await api<{ id: string }>(request, owner, 'POST', '/sys/role/add', {
    roleCode: `dr_${suffix}`,
    roleName: `本人数据${suffix}`,
  });
  await api(request, owner, 'POST', '/sys/permission/saveRolePermission', {
    roleId: role.id,
    permissionIds: [DASHBOARD, DEMO_GROUP, RECORDS_PAGE].join(','),
  });
  await api(request, owner, 'POST', '/sys/user/add', {
    username,
    realname: '规则用户',
    password,
    confirmpassword: password,
    selectedroles: role.id,
    selecteddeparts: '',
    post: '',
  });
  const reader = await apiToken(request, username, password);
  await api(request, owner, 'POST', '/demo/record/add', { name: `店主的-${suffix}` });
  await api(request, reader, 'POST', '/demo/record/add', { name: `自己的-${suffix}` });

  // The owner chooses the rule for the role in its permission drawer.
  const ownerPage = await (await browser.newContext()).newPage();
  await signIn(ownerPage, DEMO.username, DEMO.password);
  await ownerPage.goto('/#/system/role');
  await ownerPage
    .locator('.ant-table-row')
    .filter({ hasText: `本人数据${suffix}` })
    .getByTestId('role-grant')
    .click();
  const grants = ownerPage.getByTestId('role-permission-drawer');
  await grants.getByTestId(`perm-rules-${RECORDS_PAGE}`).click();
  const choice = ownerPage.getByTestId('role-data-rule-drawer');
  await choice.getByLabel(/本人创建/).check();
  await choice.getByTestId('role-data-rule-save').click();
  await expect(choice).toBeHidden();
  // Opening the rules leaves the menu's own checkbox as it was; reopened, the choice is shown.
  const recordsNode = grants
    .locator('.ant-tree-treenode')
    .filter({ has: ownerPage.getByTestId(`perm-${RECORDS_PAGE}`) });
  await expect(recordsNode).toHaveClass(/ant-tree-treenode-checkbox-checked/);
  await grants.getByTestId(`perm-rules-${RECORDS_PAGE}`).click();
  await expect(choice.getByLabel(/本人创建/)).toBeChecked();

  // The holder sees only their own row; the owner, without the rule, sees both.
  const readerPage = await (await browser.newContext()).newPage();
  await signIn(readerPage, username, password, '规则用户');
  await readerPage.goto('/#/demo/records');
  const readerTable = readerPage.getByTestId('records-table');
  await expect(readerTable).toContainText(`自己的-${suffix}`, { timeout: 30_000 });
  await expect(readerTable).not.toContainText(`店主的-${suffix}`);
  await ownerPage.goto('/#/demo/records');
  const ownerTable = ownerPage.getByTestId('records-table');
  await expect(ownerTable).toContainText(`店主的-${suffix}`, { timeout: 30_000 });
  await expect(ownerTable).toContainText(`自己的-${suffix}`);
});
