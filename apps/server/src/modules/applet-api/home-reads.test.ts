import {
  APPLET_READ_MAX_AGE_SECONDS,
  type AppletReviewPage,
  type AppletStory,
  type AppletWork,
  msg,
  type Page,
  type PingjiaRecord,
} from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoTenants, openDemoTenants } from '../../test/demo-tenants.js';
import { call } from '../../test/http.js';
import { shopRow } from '../shop/test-fixtures.js';
import { works } from '../works/schema.js';
import { appletCall, boundApplet } from './applet-api-test-kit.js';

const APP = 'wx00000000000000c3';
let d: DemoTenants;
let branchId: string;

beforeAll(async () => {
  d = await openDemoTenants();
  branchId = (await shopRow(d.t, '演示影楼分店')).id;
  await boundApplet(d.t, APP, ['演示影楼旗舰店']);
});
afterAll(async () => {
  await d.t.close();
});

const get = <T>(path: string) => appletCall<T>(d.t, 'GET', path);
const shop = () => `/${APP}/shops/${d.shopId}`;
const consoleCall = async <T>(path: string, body: Record<string, unknown>) => {
  const answer = await call<T>(d.t.app, 'POST', path, { token: d.demo, body });
  if (!answer.body.success) throw new Error(answer.body.message);
  return answer.body.result;
};
const review = (fields: Record<string, unknown>) =>
  consoleCall<PingjiaRecord>('/pingjia/cjPingjia/add', { shopId: d.shopId, star: 5, content: '', ...fields });

let sequence = 0;
async function newWork(status = 1): Promise<string> {
  sequence += 1;
  const shopRowFor = await shopRow(d.t, '演示影楼旗舰店');
  const [row] = await d.t.db
    .insert(works)
    .values({
      tenantId: shopRowFor.tenantId,
      shopId: d.shopId,
      kind: 'image',
      name: `作品${sequence}`,
      fileKey: `works/2026/applet-${sequence}.jpg`,
      thumbKey: `works/2026/applet-${sequence}-thumb.jpg`,
      size: 1000,
      width: 800,
      height: 600,
      status,
      code: `APW${String(sequence).padStart(5, '0')}`,
      createBy: 'test',
    })
    .returning({ id: works.id });
  return row.id;
}

describe("the shop's story", () => {
  it('is null until the shop tells one, then the saved story with addresses', async () => {
    expect((await get<AppletStory | null>(`${shop()}/story`)).body.result).toBeNull();
    await consoleCall('/cjStudio/story', {
      shopId: d.shopId,
      title: '我们的故事',
      content: '<p>十年老店</p>',
      images: ['studio/2026/story.jpg'],
    });
    const { body, headers } = await get<AppletStory | null>(`${shop()}/story`);
    expect(body.result).toMatchObject({ title: '我们的故事', content: '<p>十年老店</p>', videoUrl: null });
    expect(body.result?.imageUrls).toHaveLength(1);
    expect(body.result?.imageUrls[0]).toMatch(/studio\/2026\/story\.jpg$/);
    expect(headers['cache-control']).toBe(`public, max-age=${APPLET_READ_MAX_AGE_SECONDS}`);
  });
});

describe("the shop's reviews", () => {
  it('lists shown reviews, on screen or not, never hidden ones, with the rating of all', async () => {
    const customer = await consoleCall<{ id: string }>('/cjuser/cjUser/add', {
      shopId: d.shopId,
      name: '赵小姐',
      phone: '13755550001',
    });
    const onScreen = await review({ star: 5, content: '上屏的好评', customerId: customer.id });
    await consoleCall('/pingjia/cjPingjia/setScreen', { id: onScreen.id, value: 1 });
    const plain = await review({ star: 4, content: '普通的好评' });
    const hidden = await review({ star: 1, content: '被隐藏的差评' });
    await consoleCall('/pingjia/cjPingjia/setShow', { id: hidden.id, value: 0 });

    const { body, headers } = await get<AppletReviewPage>(`${shop()}/reviews?pageSize=50`);
    const ids = body.result.records.map((record) => record.id);
    expect(ids).toContain(onScreen.id);
    expect(ids).toContain(plain.id);
    expect(ids).not.toContain(hidden.id);
    expect(JSON.stringify(body.result)).not.toContain('被隐藏的差评');
    expect(JSON.stringify(body.result)).not.toContain('13755550001');
    expect(body.result.records.find((record) => record.id === onScreen.id)?.customerName).toBe('赵*');
    expect(body.result.records.find((record) => record.id === plain.id)?.customerName).toBe('顾客');
    expect(body.result.total).toBe(ids.length);
    // The average is of every review, the hidden one too (as on the console and screens).
    const rating = await call<{ average: number | null; count: number }>(
      d.t.app,
      'GET',
      `/pingjia/cjPingjia/rating?shopId=${d.shopId}`,
      { token: d.demo },
    );
    expect(body.result).toMatchObject({ average: rating.body.result.average, count: rating.body.result.count });
    expect(body.result.count).toBe(ids.length + 1);
    expect(headers['cache-control']).toBe(`public, max-age=${APPLET_READ_MAX_AGE_SECONDS}`);
  });

  it('drops a review the moment the shop hides it', async () => {
    const later = await review({ star: 3, content: '稍后隐藏' });
    expect((await get<AppletReviewPage>(`${shop()}/reviews`)).body.result.records.map((r) => r.id)).toContain(later.id);
    await consoleCall('/pingjia/cjPingjia/setShow', { id: later.id, value: 0 });
    const { body } = await get<AppletReviewPage>(`${shop()}/reviews`);
    expect(body.result.records.map((record) => record.id)).not.toContain(later.id);
  });

  it("shows a customer's new name the moment the console renames them", async () => {
    const customer = await consoleCall<{ id: string }>('/cjuser/cjUser/add', {
      shopId: d.shopId,
      name: '孙先生',
      phone: '13755550002',
    });
    const written = await review({ star: 5, content: '改名前的评价', customerId: customer.id });
    const nameOf = async () =>
      (await get<AppletReviewPage>(`${shop()}/reviews?pageSize=50`)).body.result.records.find(
        (record) => record.id === written.id,
      )?.customerName;
    expect(await nameOf()).toBe('孙*');
    await consoleCall('/cjuser/cjUser/edit', { id: customer.id, name: '李先生' });
    expect(await nameOf()).toBe('李*');
  });

  it('pages at most 50', async () => {
    expect((await get(`${shop()}/reviews?pageSize=51`)).status).toBe(400);
    const { body } = await get<AppletReviewPage>(`${shop()}/reviews?pageSize=1&pageNo=2`);
    expect(body.result).toMatchObject({ size: 1, current: 2 });
    expect(body.result.records).toHaveLength(1);
  });
});

describe("the shop's works", () => {
  it('are public to the applet only while the home shows the works module, outside the recycle bin', async () => {
    const shown = await newWork();
    const binned = await newWork(0);
    const before = await get<Page<AppletWork>>(`${shop()}/works?pageSize=50`);
    expect(before.body.result).toMatchObject({ records: [], total: 0 });

    await consoleCall('/cjStudio/shouye', { shopId: d.shopId, modules: ['works', 'reviews', 'story'] });
    const { body, headers } = await get<Page<AppletWork>>(`${shop()}/works?pageSize=50`);
    const ids = body.result.records.map((work) => work.id);
    expect(ids).toContain(shown);
    expect(ids).not.toContain(binned);
    expect(body.result.records.find((work) => work.id === shown)).toMatchObject({
      kind: 'image',
      width: 800,
      height: 600,
    });
    expect(body.result.records.find((work) => work.id === shown)?.thumbUrl).toMatch(/-thumb\.jpg$/);
    expect(headers['cache-control']).toBe(`public, max-age=${APPLET_READ_MAX_AGE_SECONDS}`);

    // A work added in the library shows at once: the shop's change signal drops the cached page.
    const added = await newWork();
    const again = await get<Page<AppletWork>>(`${shop()}/works?pageSize=50`);
    expect(again.body.result.records[0].id).toBe(added);
  });
});

describe('refusals', () => {
  it('answer a shop the applet does not show, and an unknown applet, as the other reads do', async () => {
    for (const part of ['story', 'reviews', 'works']) {
      const unbound = await get(`/${APP}/shops/${branchId}/${part}`);
      expect(unbound.status).toBe(404);
      expect(unbound.body.message).toBe(msg('appletShopNotShown'));
      expect(unbound.headers['cache-control']).toBeUndefined();
      const foreign = await get(`/${APP}/shops/${d.otherShopId}/${part}`);
      expect(foreign.status).toBe(404);
      const unknown = await get(`/wx0000000000000unknown/shops/${d.shopId}/${part}`);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(msg('appletUnknown'));
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the three reads', async () => {
    const response = await d.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = (response.json() as { paths: Record<string, { get?: { description?: string } }> }).paths;
    for (const part of ['story', 'reviews', 'works']) {
      expect(paths[`/api/applet/v1/{appId}/shops/{shopId}/${part}`]?.get?.description).toContain(
        '该门店不在此小程序中',
      );
    }
  });
});
