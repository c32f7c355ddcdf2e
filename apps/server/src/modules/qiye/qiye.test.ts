import type { QyBlock, ScreenQyBlock, ScreenState } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { pairTestScreen, registerTestScreen, screenHeaders, stateOf } from '../device/device-test-kit.js';
import { shopRow } from '../shop/test-fixtures.js';

let t: TestApp;
let demo: string;
let demo2: string;
let staff: string;
let shop: string;
let otherTenantShop: string;
let photoShop: string;
const B = '/qiye/block';

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  demo2 = await loginAs(t.app, 'demo2');
  staff = await loginAs(t.app, 'demo_staff');
  shop = (await shopRow(t, '演示企业展厅')).id;
  otherTenantShop = (await shopRow(t, '第二租户展厅')).id;
  photoShop = (await shopRow(t, '演示影楼旗舰店')).id;
});
afterAll(() => t.close());

const list = (shopId: string, token = demo) => call<QyBlock[]>(t.app, 'GET', `${B}/list?shopId=${shopId}`, { token });
const add = (body: Record<string, unknown>, token = demo) =>
  call<QyBlock>(t.app, 'POST', `${B}/add`, {
    token,
    body: { shopId: shop, type: 'profile', title: '公司简介', ...body },
  });
const clear = async (shopId = shop, token = demo) => {
  for (const block of (await list(shopId, token)).body.result) {
    await call(t.app, 'DELETE', `${B}/delete?id=${block.id}`, { token });
  }
};

describe('the enterprise page', () => {
  it('starts an empty page from a template, in the template’s order', async () => {
    await clear();
    const { body } = await call<QyBlock[]>(t.app, 'POST', '/qiye/template/apply', {
      token: demo,
      body: { shopId: shop, templateId: 'brief' },
    });
    expect(body.success).toBe(true);
    expect(body.result.map((block) => [block.type, block.title, block.sort])).toEqual([
      ['profile', '公司简介', 1],
      ['products', '产品与服务', 2],
      ['contact', '联系我们', 3],
    ]);
    const again = await call(t.app, 'POST', '/qiye/template/apply', {
      token: demo,
      body: { shopId: shop, templateId: 'standard' },
    });
    expect(again.body).toMatchObject({ success: false, message: '门店已有展示模块，模板只能用于空白页面' });
    expect((await list(shop)).body.result).toHaveLength(3);
  });

  it('adds, edits, reorders and removes blocks', async () => {
    await clear();
    const profile = (await add({ text: '我们做大屏。', items: [{ title: '', text: '', image: 'works/a/b.png' }] })).body
      .result;
    const team = (await add({ type: 'team', title: '团队', items: [{ title: '张三', text: '总经理' }] })).body.result;
    expect(team.items).toEqual([{ title: '张三', text: '总经理', image: '' }]);
    const edited = await call<QyBlock>(t.app, 'POST', `${B}/edit`, {
      token: demo,
      body: { id: team.id, title: '核心团队', items: [], isShow: 0 },
    });
    expect(edited.body.result).toMatchObject({ title: '核心团队', items: [], isShow: 0, type: 'team' });
    const sorted = await call<QyBlock[]>(t.app, 'POST', `${B}/sort`, {
      token: demo,
      body: { shopId: shop, ids: [team.id, profile.id] },
    });
    expect(sorted.body.result.map((block) => block.id)).toEqual([team.id, profile.id]);
    await call(t.app, 'DELETE', `${B}/delete?id=${team.id}`, { token: demo });
    expect((await list(shop)).body.result.map((block) => [block.id, block.sort])).toEqual([[profile.id, 1]]);
  });

  it('refuses a member of the owner’s other shop: 403', async () => {
    // demo_staff is a member of the photography shop only.
    expect((await list(shop, staff)).status).toBe(403);
    expect((await add({ title: '员工' }, staff)).status).toBe(403);
  });

  it('refuses bad input with the field’s message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, '请输入模块标题'],
      [{ title: '题'.repeat(31) }, '模块标题最多30个字'],
      [{ text: '字'.repeat(2001) }, '模块正文最多2000个字'],
      [{ items: Array.from({ length: 31 }, () => ({ title: '项' })) }, '每个模块最多30项'],
      [{ items: [{ title: '项', image: '../../etc/passwd' }] }, '图片地址无效，请重新上传'],
      [{ items: [{ title: '项', image: 'https://evil.example/x.png' }] }, '图片地址无效，请重新上传'],
    ];
    for (const [fields, message] of cases) {
      const { status, body } = await add(fields);
      expect(status).toBe(400);
      expect(body.message).toContain(message);
    }
    expect((await add({ type: 'banner' })).status).toBe(400);
  });

  it('keeps a shop to 20 blocks', async () => {
    await clear();
    for (let i = 0; i < 20; i += 1) expect((await add({ title: `模块${i}` })).body.success).toBe(true);
    expect((await add({ title: '第21个' })).body).toMatchObject({
      success: false,
      message: '每个门店最多20个展示模块',
    });
    await clear();
  });

  it('refuses another tenant’s shop and blocks with 403, changing nothing', async () => {
    const foreign = (await add({ shopId: otherTenantShop, title: '别人的' }, demo2)).body.result;
    expect((await list(otherTenantShop)).status).toBe(403);
    expect((await add({ shopId: otherTenantShop })).status).toBe(403);
    const edit = await call(t.app, 'POST', `${B}/edit`, { token: demo, body: { id: foreign.id, title: '改了' } });
    expect(edit.status).toBe(403);
    expect((await call(t.app, 'DELETE', `${B}/delete?id=${foreign.id}`, { token: demo })).status).toBe(403);
    const mine = (await add({ title: '我的' })).body.result;
    const sort = await call(t.app, 'POST', `${B}/sort`, {
      token: demo,
      body: { shopId: shop, ids: [foreign.id, mine.id] },
    });
    expect(sort.status).toBe(403);
    expect((await list(otherTenantShop, demo2)).body.result.map((block) => block.title)).toEqual(['别人的']);
    expect((await call(t.app, 'DELETE', `${B}/delete?id=no-such-block`, { token: demo })).status).toBe(403);
  });

  it('refuses an order that leaves a block out', async () => {
    await clear();
    const first = (await add({ title: '一' })).body.result;
    await add({ title: '二' });
    const { body } = await call(t.app, 'POST', `${B}/sort`, { token: demo, body: { shopId: shop, ids: [first.id] } });
    expect(body).toMatchObject({ success: false, message: '排序须包含门店的全部模块' });
  });

  it('is only for shops of the enterprise scene', async () => {
    const { status, body } = await list(photoShop);
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, message: '该门店不是企业场景门店' });
    expect((await add({ shopId: photoShop })).body.message).toBe('该门店不是企业场景门店');
  });
});

describe('the enterprise page on a screen', () => {
  it('shows the blocks on show, in order, with image addresses; the state names the scene', async () => {
    await clear();
    await add({ title: '简介', text: '大屏企业', items: [{ title: '', text: '', image: 'works/x/logo.png' }] });
    await add({ type: 'contact', title: '草稿', isShow: 0 });
    await add({ type: 'contact', title: '联系', items: [{ title: '电话', text: '0755-1234' }] });
    const screen = await pairTestScreen(t, demo, shop);
    const state = await stateOf(t, screen);
    expect((state.body.result as ScreenState).shop?.scene).toBe('qy');
    const { body } = await call<ScreenQyBlock[]>(t.app, 'GET', '/screen/qiye', { headers: screenHeaders(screen) });
    expect(body.result.map((block) => block.title)).toEqual(['简介', '联系']);
    expect(body.result[0].items[0].imageUrl).toMatch(/\/sys\/common\/static\/works\/x\/logo\.png$/);
    expect(body.result[1].items[0]).toEqual({ title: '电话', text: '0755-1234', imageUrl: null });
  });

  it('gives an unpaired screen nothing and refuses a wrong secret', async () => {
    const screen = await registerTestScreen(t);
    expect((await call(t.app, 'GET', '/screen/qiye', { headers: screenHeaders(screen) })).body.result).toEqual([]);
    const wrong = await call(t.app, 'GET', '/screen/qiye', {
      headers: { ...screenHeaders(screen), 'x-device-secret': 'x' },
    });
    expect(wrong.status).toBe(401);
  });
});
