import type { Page, PingjiaRecord, RatingSummary, ScreenReviews } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { pairTestScreen, registerTestScreen, screenHeaders, type TestScreen } from '../device/device-test-kit.js';
import { shopRow } from '../shop/test-fixtures.js';
import { insertOrder, insertPackage, newCustomer, newReview, reviewPhoto } from '../studio-erp/studio-test-kit.js';
import { postFile, tinyImage } from '../works/works-test-kit.js';

let t: TestApp;
let demo: string;
let staff: string;
let flagship: string;
let branch: string;
let screen: TestScreen;
const P = '/pingjia/cjPingjia';

beforeAll(async () => {
  t = await createTestApp();
  demo = await loginAs(t.app, 'demo');
  staff = await loginAs(t.app, 'demo_staff');
  flagship = (await shopRow(t, '演示影楼旗舰店')).id;
  branch = (await shopRow(t, '演示影楼分店')).id;
  screen = await pairTestScreen(t, demo, flagship);
});
afterAll(() => t.close());

const add = (token: string, body: Record<string, unknown>) =>
  call<PingjiaRecord>(t.app, 'POST', `${P}/add`, { token, body });
const flag = (token: string, path: 'setShow' | 'setScreen', id: string, value: number) =>
  call(t.app, 'POST', `${P}/${path}`, { token, body: { id, value } });
const onScreen = (credentials: TestScreen = screen) =>
  call<ScreenReviews>(t.app, 'GET', '/screen/reviews', { headers: screenHeaders(credentials) });

describe('reviews', () => {
  it("records a customer's review with stars, text and photos, shown and not on screen", async () => {
    const customer = await newCustomer(t, staff, flagship, { name: '王美丽' });
    const photo = await reviewPhoto(t, staff);
    const { body } = await add(staff, {
      shopId: flagship,
      customerId: customer.id,
      star: 5,
      content: '很满意',
      photos: [photo],
    });
    expect(body.success).toBe(true);
    expect(body.result).toMatchObject({
      customerName: '王美丽',
      star: 5,
      content: '很满意',
      photos: [photo],
      isShow: 1,
      isScreen: 0,
      reply: null,
      createBy: 'demo_staff',
    });
    expect(body.result.photoUrls[0]).toMatch(new RegExp(`/sys/common/static/${photo}$`));
  });

  it('refuses bad stars, long text, too many or foreign photos', async () => {
    for (const star of [0, 6, 2.5, 'x']) {
      const { status, body } = await add(demo, { shopId: flagship, star });
      expect({ star, status, message: body.message }).toEqual({ star, status: 400, message: '评分为1到5星' });
    }
    const long = await add(demo, { shopId: flagship, star: 3, content: '好'.repeat(501) });
    expect(long.body.message).toBe('评价内容最多500个字');
    const many = await add(demo, {
      shopId: flagship,
      star: 3,
      photos: Array.from({ length: 10 }, (_, i) => `pingjia/x${i}.png`),
    });
    expect(many.body.message).toBe('评价图片最多9张');
    const invented = await add(demo, { shopId: flagship, star: 3, photos: ['pingjia/20260101/none.png'] });
    expect(invented.body).toMatchObject({ success: false, message: '评价图片须为本租户上传的图片' });
    const otherFolder = (await postFile<string>(t, demo, '/sys/common/upload?biz=shop', await tinyImage())).body.result;
    expect((await add(demo, { shopId: flagship, star: 3, photos: [otherFolder] })).body.message).toBe(
      '评价图片须为本租户上传的图片',
    );
    const demo2 = await loginAs(t.app, 'demo2');
    const foreign = await reviewPhoto(t, demo2);
    expect((await add(demo, { shopId: flagship, star: 3, photos: [foreign] })).body.message).toBe(
      '评价图片须为本租户上传的图片',
    );
    const notImage = await postFile(t, demo, '/sys/common/upload?biz=pingjia', Buffer.from('not an image'), 'a.png');
    expect(notImage.status).toBe(400);
  });

  it("ties a review to an order of the shop once, taking the order's customer", async () => {
    const customer = await newCustomer(t, demo, flagship, { name: '订单客户' });
    const other = await newCustomer(t, demo, flagship);
    const taoxiId = await insertPackage(t, flagship, '亲子照', 59_900);
    const order = await insertOrder(t, {
      shopId: flagship,
      customerId: customer.id,
      taoxiId,
      taoxiName: '亲子照',
      priceFen: 59_900,
    });
    const mismatch = await add(demo, { shopId: flagship, orderId: order.id, customerId: other.id, star: 4 });
    expect(mismatch.body).toMatchObject({ success: false, message: '订单不属于该客户' });
    const first = await add(demo, { shopId: flagship, orderId: order.id, star: 4 });
    expect(first.body.result).toMatchObject({
      customerId: customer.id,
      customerName: '订单客户',
      orderNo: order.orderNo,
    });
    const again = await add(demo, { shopId: flagship, orderId: order.id, star: 1 });
    expect(again.body).toMatchObject({ success: false, message: '该订单已评价' });
    // The order is of the flagship: recording it for the branch is refused like a foreign id.
    expect((await add(demo, { shopId: branch, orderId: order.id, star: 2 })).status).toBe(403);
    expect((await add(demo, { shopId: branch, customerId: customer.id, star: 2 })).status).toBe(403);
  });

  it('replies, and an empty reply removes it', async () => {
    const review = await newReview(t, demo, flagship);
    await call(t.app, 'POST', `${P}/reply`, { token: staff, body: { id: review.id, reply: '感谢您的认可' } });
    const listed = await call<Page<PingjiaRecord>>(t.app, 'GET', `${P}/list?shopId=${flagship}&hasReply=1`, {
      token: demo,
    });
    const replied = listed.body.result.records.find((r) => r.id === review.id);
    expect(replied?.reply).toBe('感谢您的认可');
    expect(replied?.replyTime).not.toBeNull();
    const tooLong = await call(t.app, 'POST', `${P}/reply`, {
      token: demo,
      body: { id: review.id, reply: '谢'.repeat(501) },
    });
    expect(tooLong.body.message).toBe('回复最多500个字');
    await call(t.app, 'POST', `${P}/reply`, { token: demo, body: { id: review.id, reply: '' } });
    const cleared = await call<Page<PingjiaRecord>>(t.app, 'GET', `${P}/list?shopId=${flagship}&hasReply=0`, {
      token: demo,
    });
    expect(cleared.body.result.records.some((r) => r.id === review.id)).toBe(true);
  });

  it('puts shown reviews on screen; hiding takes one off and a hidden one cannot go on', async () => {
    const customer = await newCustomer(t, demo, flagship, { name: '李上屏' });
    const shown = await newReview(t, demo, flagship, { customerId: customer.id, star: 5, content: '上屏评价' });
    const anonymous = await newReview(t, demo, flagship, { star: 4, content: '匿名上屏' });
    await newReview(t, demo, flagship, { star: 3, content: '不上屏' });
    await newReview(t, demo, branch, { star: 1, content: '分店上屏' }).then((r) => flag(demo, 'setScreen', r.id, 1));
    expect((await flag(staff, 'setScreen', shown.id, 1)).body.success).toBe(true);
    await flag(staff, 'setScreen', anonymous.id, 1);

    const before = await onScreen();
    expect(before.status).toBe(200);
    expect(before.body.result.reviews.map((r) => [r.content, r.customerName, r.star])).toEqual([
      ['匿名上屏', '顾客', 4],
      ['上屏评价', '李*', 5],
    ]);

    expect((await flag(staff, 'setShow', shown.id, 0)).body.success).toBe(true);
    expect((await onScreen()).body.result.reviews.map((r) => r.content)).toEqual(['匿名上屏']);
    const refused = await flag(staff, 'setScreen', shown.id, 1);
    expect(refused.body).toMatchObject({ success: false, message: '隐藏的评价不能上屏' });
    const hidden = await call<Page<PingjiaRecord>>(t.app, 'GET', `${P}/list?shopId=${flagship}&isShow=0`, {
      token: demo,
    });
    expect(hidden.body.result.records.map((r) => [r.id, r.isScreen])).toEqual([[shown.id, 0]]);
  });

  it("counts every review in the shop's average, hidden ones too, and the screen reads the same", async () => {
    const { body } = await call<RatingSummary>(t.app, 'GET', `${P}/rating?shopId=${branch}`, { token: demo });
    const created = [await newReview(t, demo, branch, { star: 2 }), await newReview(t, demo, branch, { star: 5 })];
    await flag(demo, 'setShow', created[0].id, 0);
    const after = await call<RatingSummary>(t.app, 'GET', `${P}/rating?shopId=${branch}`, { token: demo });
    expect(after.body.result.count).toBe(body.result.count + 2);
    expect(after.body.result.stars[1]).toBe(body.result.stars[1] + 1);
    const all = await call<Page<PingjiaRecord>>(t.app, 'GET', `${P}/list?shopId=${branch}&pageSize=100`, {
      token: demo,
    });
    const stars = all.body.result.records.map((r) => r.star);
    expect(after.body.result.average).toBe(Math.round((stars.reduce((a, b) => a + b, 0) / stars.length) * 10) / 10);

    const screenRating = (await onScreen()).body.result;
    const flagshipRating = await call<RatingSummary>(t.app, 'GET', `${P}/rating?shopId=${flagship}`, { token: demo });
    expect([screenRating.average, screenRating.count]).toEqual([
      flagshipRating.body.result.average,
      flagshipRating.body.result.count,
    ]);
  });

  it('lets owners delete reviews and staff not', async () => {
    const review = await newReview(t, demo, flagship);
    expect((await call(t.app, 'DELETE', `${P}/delete?id=${review.id}`, { token: staff })).status).toBe(403);
    expect((await call(t.app, 'DELETE', `${P}/delete?id=${review.id}`, { token: demo })).body.success).toBe(true);
  });

  it('answers an unpaired screen with nothing and wrong credentials with 401', async () => {
    const waiting = await registerTestScreen(t);
    expect((await onScreen(waiting)).body.result).toEqual({ average: null, count: 0, reviews: [] });
    expect((await onScreen({ ...screen, secret: 'wrong' })).status).toBe(401);
    expect((await call(t.app, 'GET', '/screen/reviews')).status).toBe(401);
  });
});
