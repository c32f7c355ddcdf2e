import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { api, apiToken, DEMO, openKepian, png, shopIdOf, signIn, uploadPng } from './helpers';

const SHOP = '演示影楼旗舰店';
/** The receiving side: demo2 (another tenant) opens a photography shop of its own for it. */
const DEMO2 = { username: 'demo2', password: DEMO.password, realname: '第二店主' };
const RECEIVER = '第二租户影楼';
/** The 写真 template (not 婚纱照: its 海景 would clash with the main kepian test's category). */
const MOULD = { key: 'xiezhen', name: '写真', children: ['个人写真', '闺蜜写真', '古风写真'] };
/** Four albums: two get a category by batch edit and share through it, one is shared itself, one stays home. */
const ALBUMS = [
  { mainNumber: '2101', title: '春日樱花', colour: '#e91e63' },
  { mainNumber: '2102', title: '秋日银杏', colour: '#ff9800' },
  { mainNumber: '2103', title: '冬日初雪', colour: '#03a9f4' },
  { mainNumber: '2104', title: '夏日海风', colour: '#009688' },
] as const;
const [SPRING, AUTUMN, WINTER, SUMMER] = ALBUMS;

/** Albums with one photo each and no category, added through the API: the test is about what follows. */
async function addAlbums(request: APIRequestContext): Promise<void> {
  const token = await apiToken(request, DEMO.username, DEMO.password);
  const shopId = await shopIdOf(request, token, SHOP);
  for (const album of ALBUMS) {
    const photo = await uploadPng(request, token, album.colour);
    await api(request, token, 'POST', '/cjKepian/cjKepian/addKePian', {
      shopId,
      mainNumber: album.mainNumber,
      title: album.title,
      photos: [photo],
    });
  }
}

function albumRow(kepian: Locator, title: string): Locator {
  return kepian.getByTestId('kepian-table').locator('tr.ant-table-row').filter({ hasText: title });
}

function fenleiNode(page: Page, name: string): Locator {
  return page
    .getByTestId('fenlei-tree')
    .getByTestId('fenlei-node')
    .filter({ has: page.getByText(name, { exact: true }) });
}

function message(page: Page, text: string): Locator {
  return page.locator('.ant-message').getByText(text, { exact: true });
}

/** The batch category dialog on the selected rows: pick categories, replace or append. */
async function batchFenlei(page: Page, kepian: Locator, names: string[], mode: '替换为所选分类' | '追加所选分类') {
  await kepian.getByTestId('kepian-batch-fenlei-open').click();
  const dialog = page.locator('[data-testid=kepian-batch-dialog] .ant-modal');
  await expect(dialog).toBeVisible();
  await dialog.getByText(mode, { exact: true }).click();
  // Picked by typing the name and Enter, as from the keyboard: a click on the list can miss when
  // the page scrolls and the list flips above the field under the pointer.
  const picker = dialog.getByTestId('kepian-batch-fenlei');
  const dropdown = page.locator('.ant-select-dropdown:visible');
  for (const name of names) {
    await picker.locator('input').fill(name);
    await expect(dropdown.locator('.ant-select-tree-treenode-active')).toHaveText(name);
    await page.keyboard.press('Enter');
  }
  // A multiple select stays open over the footer: click away to close it.
  await dialog.locator('.ant-modal-title').click();
  await expect(dropdown).toHaveCount(0);
  for (const name of names) await expect(dialog.getByTestId('kepian-batch-fenlei')).toContainText(name);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
}

/** The owner's share dialog, opened from the toolbar; answers it with its code shown. */
async function openShareDialog(page: Page, kepian: Locator): Promise<Locator> {
  await kepian.getByTestId('kepian-share').click();
  const dialog = page.locator('[data-testid=kepian-share-dialog] .ant-modal');
  await expect(dialog.getByTestId('kepian-share-code')).toHaveText(/^[A-Z2-9]{6}$/);
  return dialog;
}

async function closeDialog(dialog: Locator): Promise<void> {
  await dialog.locator('.ant-modal-close').click();
  await expect(dialog).toBeHidden();
}

function shareFenleiSwitch(page: Page, dialog: Locator, name: string): Locator {
  return dialog
    .getByTestId('kepian-share-fenlei')
    .filter({ has: page.getByText(name, { exact: true }) })
    .getByTestId('kepian-share-fenlei-switch');
}

/** demo2 signs in on a page of its own, with a photography shop (set up through the API). */
async function receiverPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const token = await apiToken(page.request, DEMO2.username, DEMO2.password);
  await api(page.request, token, 'POST', '/changjing/cjMyChangjing/v2/add', {
    changjingId: 'syd',
    shopName: RECEIVER,
    shopBrand: '第二租户影像',
  });
  await signIn(page, DEMO2.username, DEMO2.password, DEMO2.realname);
  await page.goto('/#/cjmain/kepian');
  const shop = page.getByTestId('kepian-shop');
  await shop.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: RECEIVER }).click();
  await expect(shop).toContainText(RECEIVER);
  return page;
}

test('a category template, batch categories, and albums shared by code with another tenant’s shop', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await addAlbums(page.request);
  await signIn(page, DEMO.username, DEMO.password);
  const kepian = await openKepian(page, SHOP);
  for (const album of ALBUMS) await expect(albumRow(kepian, album.title)).toContainText(album.mainNumber);

  // (1) The 写真 template adds its tree: one top-level category with three below it.
  await kepian.getByTestId('fenlei-mould').click();
  await page.locator('.ant-dropdown:visible').getByTestId(`mould-${MOULD.key}`).click();
  await expect(message(page, `已添加模板「${MOULD.name}」`)).toBeVisible();
  await expect(fenleiNode(page, MOULD.name)).toHaveAttribute('data-level', '0');
  for (const child of MOULD.children) await expect(fenleiNode(page, child)).toHaveAttribute('data-level', '1');

  // (3) Batch edit: two albums get 个人写真, then one of them also gets 古风写真.
  await albumRow(kepian, SPRING.title).getByRole('checkbox').check();
  await albumRow(kepian, AUTUMN.title).getByRole('checkbox').check();
  await expect(kepian.getByTestId('kepian-selected')).toHaveText('已选 2 项');
  await batchFenlei(page, kepian, ['个人写真'], '替换为所选分类');
  await expect(albumRow(kepian, SPRING.title).getByTestId('kepian-row-fenlei')).toHaveText(['个人写真']);
  await expect(albumRow(kepian, AUTUMN.title).getByTestId('kepian-row-fenlei')).toHaveText(['个人写真']);
  await expect(albumRow(kepian, WINTER.title).getByTestId('kepian-row-fenlei')).toHaveCount(0);

  await albumRow(kepian, AUTUMN.title).getByRole('checkbox').uncheck();
  await expect(kepian.getByTestId('kepian-selected')).toHaveText('已选 1 项');
  await batchFenlei(page, kepian, ['古风写真'], '追加所选分类');
  await expect(albumRow(kepian, SPRING.title).getByTestId('kepian-row-fenlei')).toHaveText(['个人写真', '古风写真']);
  await expect(albumRow(kepian, AUTUMN.title).getByTestId('kepian-row-fenlei')).toHaveText(['个人写真']);

  // The category filters the list to exactly those two.
  await fenleiNode(page, '个人写真').click();
  await expect(kepian.getByTestId('kepian-table').locator('tr.ant-table-row')).toHaveCount(2);
  await expect(albumRow(kepian, SPRING.title)).toBeVisible();
  await expect(albumRow(kepian, AUTUMN.title)).toBeVisible();
  await kepian.getByTestId('fenlei-all').click();
  for (const album of ALBUMS) await expect(albumRow(kepian, album.title)).toBeVisible();

  // (2) Sharing: one album on its own, two through their category; the fourth stays home.
  await albumRow(kepian, WINTER.title).getByTestId('kepian-more').click();
  await page.locator('.ant-dropdown:visible').getByTestId('kepian-action-share').click();
  await expect(albumRow(kepian, WINTER.title).getByTestId('kepian-row-share')).toHaveText('已分享');
  await expect(albumRow(kepian, SUMMER.title).getByTestId('kepian-row-share')).toHaveText('未分享');

  let dialog = await openShareDialog(page, kepian);
  const shareCode = (await dialog.getByTestId('kepian-share-code').textContent()) ?? '';
  await expect(dialog.getByTestId('kepian-share-counts')).toHaveText('已分享 1 个样片，0 个门店已加入，收到 0 个样片');
  await expect(dialog.getByTestId('kepian-share-shops')).toContainText('还没有门店加入');
  await shareFenleiSwitch(page, dialog, '个人写真').click();
  await expect(shareFenleiSwitch(page, dialog, '个人写真')).toHaveAttribute('aria-checked', 'true');
  await expect(dialog.getByTestId('kepian-share-counts')).toHaveText('已分享 3 个样片，0 个门店已加入，收到 0 个样片');
  await closeDialog(dialog);
  await expect(albumRow(kepian, SPRING.title).getByTestId('kepian-row-share')).toHaveText('随分类分享');
  await expect(albumRow(kepian, SUMMER.title).getByTestId('kepian-row-share')).toHaveText('未分享');

  // A shop cannot join its own share.
  await kepian.getByRole('tab', { name: '分享给我的' }).click();
  const ownShared = kepian.getByTestId('kepian-shared');
  await ownShared.getByTestId('kepian-join-code').fill(shareCode);
  await ownShared.getByTestId('kepian-join').click();
  await expect(message(page, '不能加入本门店的分享')).toBeVisible();
  await kepian.getByRole('tab', { name: '本店样片' }).click();

  // The other tenant's shop: nothing shared with it yet, a wrong code is refused, the right one joins.
  const receiver = await receiverPage(browser);
  const theirs = receiver.getByTestId('kepian-page');
  await theirs.getByRole('tab', { name: '分享给我的' }).click();
  const shared = theirs.getByTestId('kepian-shared');
  const sharedRows = shared.getByTestId('kepian-shared-table').locator('tr.ant-table-row');
  await expect(shared).toContainText('输入其他门店的分享码加入后，这里会列出它分享的样片。');
  await shared.getByTestId('kepian-join-code').fill('ZZZZZZ');
  await shared.getByTestId('kepian-join').click();
  await expect(message(receiver, '分享码无效')).toBeVisible();
  await shared.getByTestId('kepian-join-code').fill(shareCode.toLowerCase());
  await shared.getByTestId('kepian-join').click();
  await expect(message(receiver, '已加入分享')).toBeVisible();
  await expect(sharedRows).toHaveCount(3);
  for (const album of [SPRING, AUTUMN, WINTER]) {
    await expect(sharedRows.filter({ hasText: album.title })).toContainText(album.mainNumber);
  }
  await expect(sharedRows.filter({ hasText: SUMMER.title })).toHaveCount(0);

  // A shared album opens read-only.
  await sharedRows.filter({ hasText: SPRING.title }).getByTestId('kepian-shared-view').click();
  const viewer = receiver.getByTestId('kepian-editor');
  await expect(viewer).toContainText(`样片 ${SPRING.mainNumber}`);
  await expect(viewer).toContainText('分享来的样片只能查看');
  await expect(viewer.getByTestId('kepian-title')).toHaveValue(SPRING.title);
  await expect(viewer.getByTestId('kepian-photo')).toHaveCount(1);
  await expect(viewer.getByTestId('kepian-save')).toHaveCount(0);
  await receiver.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // The owner sees who joined.
  dialog = await openShareDialog(page, kepian);
  await expect(dialog.getByTestId('kepian-share-shop')).toHaveCount(1);
  await expect(dialog.getByTestId('kepian-share-shop')).toContainText(RECEIVER);
  await expect(dialog.getByTestId('kepian-share-counts')).toHaveText('已分享 3 个样片，1 个门店已加入，收到 0 个样片');

  // Stopping the category's share ends it at once: only the album shared on its own is left.
  await shareFenleiSwitch(page, dialog, '个人写真').click();
  await expect(shareFenleiSwitch(page, dialog, '个人写真')).toHaveAttribute('aria-checked', 'false');
  await expect(dialog.getByTestId('kepian-share-counts')).toHaveText('已分享 1 个样片，1 个门店已加入，收到 0 个样片');
  await closeDialog(dialog);
  await theirs.getByRole('button', { name: /刷\s*新/ }).click();
  await expect(sharedRows).toHaveCount(1);
  await expect(sharedRows).toContainText(WINTER.title);
  await receiver.context().close();
});

test('problem photos: a too small photo and a duplicate are listed with their reason until removed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const TITLE = '问题样片';
  await signIn(page, DEMO.username, DEMO.password);
  const kepian = await openKepian(page, SHOP);

  // An album whose second photo has a short side under 600 px and whose third repeats the first's bytes.
  const big = await png(800, 600, '#795548');
  await kepian.getByTestId('kepian-add').click();
  const editor = page.getByTestId('kepian-editor');
  await expect(editor.getByTestId('kepian-main-number')).not.toHaveValue('');
  const mainNumber = await editor.getByTestId('kepian-main-number').inputValue();
  await editor.getByTestId('kepian-title').fill(TITLE);
  // Not an image: refused before any upload.
  await editor
    .locator('input[type=file]')
    .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') }]);
  await expect(message(page, '请上传图片')).toBeVisible();
  await expect(editor.getByTestId('kepian-photo')).toHaveCount(0);
  await editor.locator('input[type=file]').setInputFiles([
    { name: 'big.png', mimeType: 'image/png', buffer: big },
    { name: 'small.png', mimeType: 'image/png', buffer: await png(500, 400, '#607d8b') },
    { name: 'copy.png', mimeType: 'image/png', buffer: big },
  ]);
  await expect(editor.locator('[data-testid=kepian-photo][data-status=done]')).toHaveCount(3, { timeout: 30_000 });
  await editor.getByTestId('kepian-save').click();
  await expect(editor).toBeHidden();
  await expect(albumRow(kepian, TITLE)).toContainText('3 张');

  const dialog = page.locator('[data-testid=kepian-problems-dialog] .ant-modal');
  const rows = dialog.getByTestId('kepian-problems-table').locator('tr.ant-table-row');
  await kepian.getByTestId('kepian-problems').click();
  await expect(dialog).toContainText('在样片编辑中替换或移除这张图片');
  await expect(rows).toHaveCount(2);
  const tooSmall = rows.filter({ hasText: '尺寸过小（短边不足600像素）' });
  await expect(tooSmall).toContainText(`${mainNumber} · ${TITLE}`);
  await expect(tooSmall).toContainText('500 × 400');
  const duplicate = rows.filter({ hasText: '与本样片的其他图片重复' });
  await expect(duplicate).toContainText(`${mainNumber} · ${TITLE}`);
  await expect(duplicate).toContainText('800 × 600');
  await closeDialog(dialog);

  // The editor marks both; removing them clears the list.
  await albumRow(kepian, TITLE).getByTestId('kepian-edit').click();
  await expect(editor.getByTestId('kepian-photo')).toHaveCount(3);
  const flagged = editor.getByTestId('kepian-photo').filter({ has: page.getByTestId('photo-problem') });
  await expect(flagged).toHaveCount(2);
  await flagged.first().getByTestId('photo-remove').click();
  await expect(flagged).toHaveCount(1);
  await flagged.first().getByTestId('photo-remove').click();
  await expect(flagged).toHaveCount(0);
  await expect(editor.getByTestId('kepian-photo')).toHaveCount(1);
  await editor.getByTestId('kepian-save').click();
  await expect(editor).toBeHidden();
  await expect(albumRow(kepian, TITLE)).toContainText('1 张');

  await kepian.getByTestId('kepian-problems').click();
  await expect(dialog).toContainText('没有问题图片');
  await expect(rows).toHaveCount(0);
});
