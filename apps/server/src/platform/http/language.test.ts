import { msg, type ShopMemberRecord } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OverviewCount } from '../../modules/dashboard/service.js';
import { type DemoTenants, openDemoTenants } from '../../test/demo-tenants.js';
import { call } from '../../test/http.js';
import { languageOf } from './language.js';

let tenants: DemoTenants;
beforeAll(async () => {
  tenants = await openDemoTenants();
});
afterAll(() => tenants.t.close());

const ENGLISH = { 'accept-language': 'en-US' };
const shareJoin = (headers: Record<string, string>, shareCode: string) =>
  call(tenants.t.app, 'POST', '/shop/cjShop/addShare', { token: tenants.demo2, headers, body: { shareCode } });

describe('the caller’s language', () => {
  it('is English only when the first language asked for is English', () => {
    expect(languageOf('en-US')).toBe('en');
    expect(languageOf('en-GB,en;q=0.9')).toBe('en');
    expect(languageOf('EN')).toBe('en');
    expect(languageOf('zh-CN,en;q=0.9')).toBe('zh');
    expect(languageOf('english')).toBe('zh');
    expect(languageOf(undefined)).toBe('zh');
  });

  it('answers a business refusal in English, and in Chinese without the header', async () => {
    const english = await shareJoin(ENGLISH, 'ZZZZZZ');
    expect(english.body).toMatchObject({ success: false, code: 500, message: msg('shareCodeWrong', 'en') });
    const chinese = await shareJoin({ 'accept-language': 'zh-CN,en;q=0.8' }, 'ZZZZZZ');
    expect(chinese.body).toMatchObject({ success: false, code: 500, message: '分享码不存在，请核对后重新输入' });
  });

  it('answers a bad payload with its rule’s message in English, the limit filled in', async () => {
    const { status, body } = await shareJoin(ENGLISH, 'ABCDEFG');
    expect(status).toBe(400);
    expect(body.message).toBe('The share code has at most 6 characters');
  });

  it('answers another tenant’s shop, an unknown path and success in English', async () => {
    const other = await call(
      tenants.t.app,
      'GET',
      `/cjShopMember/cjShopMember/queryMemberList?shopId=${tenants.otherShopId}`,
      {
        token: tenants.demo,
        headers: ENGLISH,
      },
    );
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('No access to this shop');
    const unknown = await call(tenants.t.app, 'GET', '/no/such/path', { headers: ENGLISH });
    expect(unknown.body).toMatchObject({ code: 404, message: 'Sorry, the resource was not found!' });
    const health = await call(tenants.t.app, 'GET', '/health', { headers: ENGLISH });
    expect(health.body).toMatchObject({ success: true, message: 'Done!' });
  });

  it('titles the data overview in the caller’s language', async () => {
    const labels = async (headers: Record<string, string>) =>
      (
        await call<{ counts: OverviewCount[] }>(tenants.t.app, 'GET', '/sys/overview', { token: tenants.demo, headers })
      ).body.result.counts.map((count) => count.label);
    const english = await labels(ENGLISH);
    expect(english).toContain('Storage used');
    expect(english.join()).not.toMatch(/\p{Script=Han}/u);
    expect(await labels({})).toEqual([
      '账号数',
      '部门数',
      '今日登录',
      '场景数',
      '门店数',
      '作品数',
      '样片数',
      '已用存储',
    ]);
  });

  it('names the jobs and the owner’s badge in the caller’s language', async () => {
    const path = `/cjShopMember/cjShopMember/queryMemberList?shopId=${tenants.shopId}`;
    const members = async (headers: Record<string, string>) =>
      (await call<ShopMemberRecord[]>(tenants.t.app, 'GET', path, { token: tenants.demo, headers })).body.result;
    expect((await members(ENGLISH)).find((member) => member.isMain)?.jobName).toBe('Owner');
    expect((await members({})).find((member) => member.isMain)?.jobName).toBe('店主');
    const jobs = await call<{ id: string; name: string }[]>(
      tenants.t.app,
      'GET',
      `/cjShopMember/cjShopMember/queryJobByShopId?shopId=${tenants.shopId}`,
      { token: tenants.demo, headers: ENGLISH },
    );
    expect(jobs.body.result.map((job) => job.name)).toEqual([
      'Store manager',
      'Photographer',
      'Make-up artist',
      'Customer service',
      'Shop assistant',
    ]);
  });
});
