import type { Locator, Page } from '@playwright/test';
import { expectFitsWidth, trackRequests } from './fitsWidth';
import { expect, test } from './fixtures';
import { api, apiToken, DEMO, shopIdOf, signIn } from './helpers';

/** A phone (issue #17): below the spec's 768 px breakpoint. */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const ACCOUNTS = [
  { ...DEMO, realname: '演示店主' },
  { username: 'demo_staff', password: DEMO.password, realname: '演示店员' },
  { username: 'admin', password: 'SceneCast@2026', realname: '平台管理员' },
];

interface MenuNode {
  path: string;
  route?: string;
  hidden?: boolean;
  component: string;
  meta: { title: string; internalOrExternal?: boolean; url?: string };
  children?: MenuNode[];
}

/**
 * The pages of the signed-in user's menu, as the console builds it from the permission answer, so
 * pages that later issues add are swept too.
 */
async function menuPages(page: Page): Promise<{ path: string; title: string }[]> {
  const token = await page.evaluate(() => {
    const stored = localStorage.getItem('pro__Access-Token');
    return stored ? (JSON.parse(stored) as { value: string }).value : '';
  });
  const response = await page.request.get('/api/sys/permission/getUserPermissionByToken', {
    headers: { 'x-access-token': token },
  });
  const { result } = (await response.json()) as { result: { menu: MenuNode[] } };
  const pages: { path: string; title: string }[] = [];
  const collect = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      if (node.route === '0' || node.hidden || (node.meta.internalOrExternal && node.meta.url)) continue;
      if (node.children?.length) collect(node.children);
      else if (node.component !== 'layouts/RouteView') pages.push({ path: node.path, title: node.meta.title });
    }
  };
  collect(result.menu);
  expect(pages.length).toBeGreaterThan(0);
  return pages;
}

/**
 * The distinct texts of the buttons and links a desktop user sees on the open page. The cells of
 * an editable grid are left out (a spreadsheet scrolls inside itself, its toolbar does not), and
 * so are page numbers (a phone's pager shows fewer; its own fit is checked with the page).
 */
async function pageActions(page: Page): Promise<string[]> {
  const texts = await page
    .locator('.sc-page')
    .locator('button, a')
    .filter({ visible: true })
    .evaluateAll((elements) =>
      elements
        .filter((element) => !element.closest('.jet-scroll, .ant-pagination'))
        .map((element) => (element.textContent ?? '').replace(/\s+/g, '')),
    );
  return [...new Set(texts.filter((text) => text.length > 0))];
}

/** Each action is on screen at phone width: visible and inside the window, no sideways scroll. */
async function expectActionsReachable(page: Page, actions: string[], where: string): Promise<void> {
  for (const action of actions) {
    const candidates = page
      .locator('.sc-page')
      .locator('button, a')
      .filter({
        hasText: new RegExp(
          `^\\s*${[...action].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}\\s*$`,
        ),
      })
      .filter({ visible: true });
    await expect.soft(candidates.first(), `${where}: the action "${action}" is visible`).toBeVisible();
    const box = await candidates
      .first()
      .boundingBox({ timeout: 1_000 })
      .catch(() => null);
    expect
      .soft(box && box.x >= 0 && box.x + box.width <= PHONE.width, `${where}: "${action}" is inside the window`)
      .toBe(true);
  }
}

async function openPage(page: Page, settled: () => Promise<void>, path: string, title: string): Promise<void> {
  await page.goto(`/#${path}`);
  await expect(page.getByTestId('page-header').locator('.ant-breadcrumb')).toContainText(title);
  await settled();
  await expect(page.locator('.sc-page .ant-result-error, .sc-page .ant-result-warning'), `${path} renders`).toHaveCount(
    0,
  );
}

/** A screen paired with the demo shop through the API, so the device list has a row to read. */
test.beforeAll(async ({ request }) => {
  const screen = await request.post('/api/screen/register', { data: { appVersion: '1.0.0' } });
  const { result } = (await screen.json()) as { result: { state: { code: string } } };
  const token = await apiToken(request, DEMO.username, DEMO.password);
  const shopId = await shopIdOf(request, token, '演示影楼旗舰店');
  await api(request, token, 'POST', '/device/dvDevice/add', {
    code: result.state.code,
    name: '手机宽度测试屏',
    address: '一楼大厅',
    shopId,
  });
});

for (const account of ACCOUNTS) {
  test(`every menu page of ${account.username} reads at 390 px with its actions on screen`, async ({
    page,
    browser,
  }) => {
    // The owner's menu holds every scene's pages (about 60): a sweep of all of them takes minutes.
    test.setTimeout(600_000);
    // Two windows, a desktop one that says which actions each page offers and a phone one that must
    // offer them too; neither is resized, so each page is laid out as it first is on its device.
    await page.setViewportSize(DESKTOP);
    const desktopSettled = trackRequests(page);
    await signIn(page, account.username, account.password, account.realname);
    const { baseURL, locale } = test.info().project.use;
    const phoneContext = await browser.newContext({ baseURL, locale, viewport: PHONE });
    const phone = await phoneContext.newPage();
    const phoneSettled = trackRequests(phone);
    const errors: string[] = [];
    phone.on('pageerror', (error) => errors.push(error.message));
    await signIn(phone, account.username, account.password, account.realname);
    for (const { path, title } of await menuPages(page)) {
      await openPage(page, desktopSettled, path, title);
      const actions = await pageActions(page);
      await openPage(phone, phoneSettled, path, title);
      await expectFitsWidth(phone, `${title} (${path})`);
      await expectActionsReachable(phone, actions, `${title} (${path})`);
    }
    expect(errors).toEqual([]);
    await phoneContext.close();
  });
}

/** The open dialog or drawer fits the window and its confirm button is inside it. */
async function expectDialogFits(
  page: Page,
  settled: () => Promise<void>,
  dialog: Locator,
  confirm: RegExp,
  what: string,
): Promise<void> {
  await expect(dialog).toBeVisible();
  await settled();
  await expectFitsWidth(page, what);
  const button = dialog.getByRole('button', { name: confirm }).last();
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, `${what}: ${confirm} is inside the window`).toBe(true);
}

test('the main dialogs and drawers fit a 390 px window with their confirm button on screen', async ({ page }) => {
  test.setTimeout(180_000);
  const settled = trackRequests(page);
  await signIn(page, DEMO.username, DEMO.password);
  await page.setViewportSize(PHONE);

  await openPage(page, settled, '/cjmain/shop', '门店管理');
  const shopDialog = page.locator('[data-testid=shop-form-modal] .ant-modal').filter({ visible: true });
  await page.getByTestId('shop-add').click();
  await expectDialogFits(page, settled, shopDialog, /确\s*定/, '新增门店');
  await shopDialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(shopDialog).toBeHidden();
  await page
    .getByTestId('shop-table')
    .getByRole('button', { name: /编\s*辑/ })
    .first()
    .click();
  await expect(shopDialog.getByTestId('shop-form').getByRole('textbox').first()).not.toHaveValue('');
  await expectDialogFits(page, settled, shopDialog, /确\s*定/, '编辑门店');
  await shopDialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(shopDialog).toBeHidden();

  await openPage(page, settled, '/device/list', '我的设备');
  await page.getByTestId('device-add').click();
  const deviceDrawer = page.getByTestId('device-add-drawer');
  await expectDialogFits(page, settled, deviceDrawer, /激\s*活|确\s*定|添\s*加/, '添加设备');
  await page.keyboard.press('Escape');
  await expect(deviceDrawer).toBeHidden();

  await openPage(page, settled, '/cjmain/kepian', '样片管理');
  await page.getByTestId('kepian-add').click();
  const editor = page.getByTestId('kepian-editor');
  await expectDialogFits(page, settled, editor, /保\s*存|确\s*定/, '新增样片');
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();

  await page.getByTestId('open-settings').click();
  await expectDialogFits(page, settled, page.getByTestId('settings-drawer'), /./, '系统设置');
});
