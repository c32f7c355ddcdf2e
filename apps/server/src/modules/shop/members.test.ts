import type { ShopMemberRecord } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import { shopNames, shopRow } from './test-fixtures.js';

let t: TestApp;
let demo: string;
let demo2: string;
let shopId: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = (await sessionFor(t.db, 'demo')).token;
  demo2 = (await sessionFor(t.db, 'demo2')).token;
  shopId = (await shopRow(t, '演示影楼旗舰店')).id;
});
afterAll(() => t.close());

const MEMBER = '/cjShopMember/cjShopMember';
const shareCode = async () =>
  (await call<{ shareCode: string }>(t.app, 'GET', `/shop/cjShop/getShareCode?shopId=${shopId}`, { token: demo })).body
    .result.shareCode;
const join = (code: string, token = demo2) =>
  call<{ shopId: string }>(t.app, 'POST', '/shop/cjShop/addShare', {
    token,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `shareCode=${encodeURIComponent(code)}`,
  });

describe('share codes', () => {
  it('gives the owner a 6-character code', async () => {
    expect(await shareCode()).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  });

  it('refuses a missing, a too long and a wrong code with their messages', async () => {
    expect((await join('')).body).toMatchObject({ code: 400, message: '请输入分享码' });
    expect((await join('ABCDEFG')).body).toMatchObject({ code: 400, message: '分享码最多6位' });
    const wrong = await join('ZZZZZZ');
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ success: false, code: 500, message: '分享码不存在，请核对后重新输入' });
  });

  it('refuses the owner joining their own shop', async () => {
    const { body } = await join(await shareCode(), demo);
    expect(body).toMatchObject({ success: false, message: '这是您自己的门店，无需加入' });
  });

  it('lets another owner join by code (any case); the joiner then sees the shop in list', async () => {
    expect(await shopNames(t, demo2)).not.toContain('演示影楼旗舰店');
    const { body } = await join((await shareCode()).toLowerCase());
    expect(body).toMatchObject({ success: true, result: { shopId } });
    expect(await shopNames(t, demo2)).toContain('演示影楼旗舰店');
    const shop = await call<{ isOwner: boolean }>(t.app, 'GET', `/shop/cjShop/queryById?id=${shopId}`, {
      token: demo2,
    });
    expect(shop.body.result.isOwner).toBe(false);
    const again = await join(await shareCode());
    expect(again.body).toMatchObject({ success: false, message: '您已是该门店的成员' });
  });

  it('regenerates the code: the old one stops working', async () => {
    const old = await shareCode();
    const { body } = await call<{ shareCode: string }>(t.app, 'POST', '/shop/cjShop/regenerateShareCode', {
      token: demo,
      body: { shopId },
    });
    expect(body.result.shareCode).not.toBe(old);
    expect((await join(old)).body.message).toBe('分享码不存在，请核对后重新输入');
  });
});

describe('members', () => {
  const members = async (token = demo) =>
    (await call<ShopMemberRecord[]>(t.app, 'GET', `${MEMBER}/queryMemberList?shopId=${shopId}`, { token })).body.result;

  it('lists the main user first, then staff with their jobs', async () => {
    const list = await members();
    expect(list.map((member) => [member.username, member.isMain, member.jobName, member.status])).toEqual([
      ['demo', true, '店主', 1],
      ['demo_staff', false, '摄影师', 1],
      ['demo2', false, '店员', 1],
    ]);
  });

  it('keeps saveMainUser idempotent', async () => {
    for (const body of [{ shopId }, `shopId=${shopId}`]) {
      const headers = typeof body === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined;
      const answer = await call(t.app, 'POST', `${MEMBER}/saveMainUser`, { token: demo, body, headers });
      expect(answer.body.success).toBe(true);
    }
    const boundary = 'scenecastform';
    const multipart = await t.app.inject({
      method: 'POST',
      url: `/api${MEMBER}/saveMainUser`,
      headers: {
        'x-access-token': demo,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="shopId"\r\n\r\n${shopId}\r\n--${boundary}--\r\n`,
    });
    expect(multipart.json()).toMatchObject({ success: true });
    expect((await members()).filter((member) => member.isMain).map((member) => member.username)).toEqual(['demo']);
  });

  it('answers the fixed jobs with the shop’s counts, and the staff of one job', async () => {
    const jobs = await call<{ id: string; name: string; memberCount: number }[]>(
      t.app,
      'GET',
      `${MEMBER}/queryJobByShopId?shopId=${shopId}`,
      { token: demo },
    );
    expect(jobs.body.result.map((job) => [job.name, job.memberCount])).toEqual([
      ['店长', 0],
      ['摄影师', 1],
      ['化妆师', 0],
      ['客服', 0],
      ['店员', 1],
    ]);
    const photographers = await call<ShopMemberRecord[]>(
      t.app,
      'GET',
      `${MEMBER}/getJobMember?shopId=${shopId}&job=photographer`,
      { token: demo },
    );
    expect(photographers.body.result.map((member) => member.username)).toEqual(['demo_staff']);
    const everyJob = await call<ShopMemberRecord[]>(t.app, 'GET', `${MEMBER}/getJobMember?shopId=${shopId}`, {
      token: demo,
    });
    expect(everyJob.body.result.map((member) => member.username)).toEqual(['demo_staff', 'demo2']);
  });

  it('disables a member, who then no longer reaches the shop, and enables them again', async () => {
    const joined = (await members()).find((member) => member.username === 'demo2');
    if (!joined) throw new Error('demo2 is not a member');
    const off = await call(t.app, 'POST', `${MEMBER}/updateMemberStatus`, {
      token: demo,
      body: { id: joined.id, status: 0 },
    });
    expect(off.body.success).toBe(true);
    expect(await shopNames(t, demo2)).not.toContain('演示影楼旗舰店');
    expect((await call(t.app, 'GET', `/shop/cjShop/queryById?id=${shopId}`, { token: demo2 })).status).toBe(403);
    await call(t.app, 'POST', `${MEMBER}/updateMemberStatus`, { token: demo, body: { id: joined.id, status: 1 } });
    expect(await shopNames(t, demo2)).toContain('演示影楼旗舰店');
  });

  it('never disables the main user', async () => {
    const main = (await members()).find((member) => member.isMain);
    const { body } = await call(t.app, 'POST', `${MEMBER}/updateMemberStatus`, {
      token: demo,
      body: { id: main?.id, status: 0 },
    });
    expect(body).toMatchObject({ success: false, message: '不能停用门店主账号' });
  });
});
