import { expect, test } from './fixtures';
import { activationCode, api, apiToken, DEMO, openFromMenu, png, shopIdOf, signIn } from './helpers';

/** Issue #14's browser test: compose a lookbook collection with styles, then browse it by touch on a paired screen. */
const SHOP = '演示服装门店';
const run = Date.now().toString(36).toUpperCase();
const COLLECTION = `春夏${run}`;
const COAT = `风衣${run}`;
const SHIRT = `衬衫${run}`;

test('create a collection with styles and browse it by touch on a paired screen', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.username, DEMO.password);
  await openFromMenu(page, '服装门店', '服装画册');
  const lookbook = page.getByTestId('fz-lookbook-page');
  await expect(lookbook.getByTestId('fz-shop')).toContainText(SHOP);

  // A collection: an empty name is refused first.
  await lookbook.getByTestId('fz-collection-add').click();
  const collectionModal = page.locator('[data-testid=fz-collection-modal] .ant-modal').filter({ visible: true });
  await collectionModal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(collectionModal).toContainText('请输入系列名称');
  await collectionModal.getByTestId('fz-collection-name').fill(COLLECTION);
  await collectionModal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(collectionModal).toHaveCount(0);
  const collection = lookbook.getByTestId('fz-collection').filter({ hasText: COLLECTION });
  await collection.getByRole('button', { name: new RegExp(COLLECTION) }).click();
  await expect(collection).toContainText('0 款');

  // Two styles; the second first tries the first one's 款号.
  const styleModal = page.locator('[data-testid=fz-style-modal] .ant-modal').filter({ visible: true });
  const addStyle = async (styleNo: string, name: string, price: string, colours: string[]) => {
    await lookbook.getByTestId('fz-style-add').click();
    await styleModal.getByTestId('fz-style-no').fill(styleNo);
    await styleModal.getByTestId('fz-style-name').fill(name);
    await styleModal.getByTestId('fz-style-price').fill(price);
    await styleModal
      .getByTestId('fz-style-photos')
      .locator('input[type=file]')
      .setInputFiles(
        await Promise.all(
          colours.map(async (colour) => ({
            name: `${colour.slice(1)}.png`,
            mimeType: 'image/png',
            buffer: await png(600, 800, colour),
          })),
        ),
      );
    await expect(styleModal.getByTestId('fz-style-photos').locator('img')).toHaveCount(colours.length);
    for (const size of ['S', 'M']) {
      await styleModal.getByTestId('fz-style-sizes').locator('input').fill(size);
      await styleModal.getByTestId('fz-style-sizes').locator('input').press('Enter');
    }
    await styleModal.getByRole('button', { name: /确\s*定/ }).click();
  };
  await addStyle(`FZ-${run}-1`, COAT, '899', ['#8d6e63', '#37474f']);
  await expect(styleModal).toHaveCount(0);
  await addStyle(`FZ-${run}-1`, SHIRT, '299', ['#eceff1']);
  await expect(page.locator('.ant-message')).toContainText('款号已存在');
  await styleModal.getByTestId('fz-style-no').fill(`FZ-${run}-2`);
  await styleModal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(styleModal).toHaveCount(0);
  const styles = lookbook.getByTestId('fz-styles');
  await expect(styles.locator('tr.ant-table-row')).toHaveCount(2);
  await expect(styles.locator('tr', { hasText: COAT })).toContainText('¥899.00');
  await expect(collection).toContainText('2 款');

  // Reorder: the shirt first. A search by 款号 finds the coat alone.
  await styles.locator('tr', { hasText: SHIRT }).getByRole('button', { name: '上移' }).click();
  await expect(styles.locator('tr.ant-table-row').first()).toContainText(SHIRT);
  await lookbook.getByTestId('fz-search').locator('input').fill(`FZ-${run}-1`);
  await lookbook.getByTestId('fz-search').locator('input').press('Enter');
  await expect(styles.locator('tr.ant-table-row')).toHaveCount(1);
  await expect(styles.locator('tr.ant-table-row')).toContainText(COAT);

  // A paired touch screen: covers, then the collection's styles, then a style's photos large.
  const { request } = page;
  const token = await apiToken(request, DEMO.username, DEMO.password);
  const shopId = await shopIdOf(request, token, SHOP);
  const screenContext = await browser.newContext({ viewport: { width: 1280, height: 720 }, hasTouch: true });
  const player = await screenContext.newPage();
  await player.goto('/player/');
  const code = await activationCode(player);
  await api(request, token, 'POST', '/device/dvDevice/actidevice', {
    code,
    name: `服装屏${run}`,
    address: '橱窗',
    shopId,
  });
  const screen = player.locator('#lookbook-screen');
  const cover = screen.locator('.lookbook-card', { hasText: COLLECTION });
  await expect(cover).toContainText('2 款');
  await cover.tap();
  await expect(screen.locator('.lookbook-styles .lookbook-card')).toHaveCount(2);
  await expect(screen.locator('.lookbook-styles .lookbook-card').first()).toContainText(SHIRT);
  await screen.locator('.lookbook-card', { hasText: COAT }).tap();
  await expect(screen.locator('.lookbook-details')).toContainText('¥899');
  await expect(screen.locator('.lookbook-details')).toContainText('S / M');
  await expect(screen.locator('.lookbook-photo-count')).toHaveText('1 / 2');
  await screen.getByRole('button', { name: '下一张' }).tap();
  await expect(screen.locator('.lookbook-photo-count')).toHaveText('2 / 2');
  // A swipe to the right goes back a photo.
  const photo = await screen.locator('.lookbook-photo').boundingBox();
  if (!photo) throw new Error('no photo on screen');
  const y = photo.y + photo.height / 2;
  await player.mouse.move(photo.x + photo.width * 0.3, y);
  await player.mouse.down();
  await player.mouse.move(photo.x + photo.width * 0.8, y, { steps: 5 });
  await player.mouse.up();
  await expect(screen.locator('.lookbook-photo-count')).toHaveText('1 / 2');
  await expect(screen.locator('.lookbook-photo')).toHaveAttribute('src', /.+/);
  await player.screenshot({ path: 'test-results/player-lookbook.png' });
  // Back to the styles, then back to the covers.
  await screen.getByRole('button', { name: '返回' }).tap();
  await expect(screen.locator('.lookbook-styles')).toBeVisible();
  await screen.getByRole('button', { name: '返回' }).tap();
  await expect(cover).toBeVisible();
  await screenContext.close();
});
