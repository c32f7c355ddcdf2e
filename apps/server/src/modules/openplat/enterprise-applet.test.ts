import type { AppletBlock, AppletShop, QyBlock } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoTenants, openDemoTenants } from '../../test/demo-tenants.js';
import { call } from '../../test/http.js';
import { appletCall } from '../applet-api/applet-api-test-kit.js';
import { authorizeThrough, deliver } from './applet-test-kit.js';
import { simulatorEnv, startWxSimulator, type WxSimulator } from './wx-simulator.js';

/**
 * An enterprise-only tenant (demo2 runs just the enterprise scene) takes its company page to an
 * applet: authorises one from /qymain/applet, binds its enterprise shop, composes blocks in the
 * console, and the applet reads them.
 */

const APP_ID = 'wxapplet0000000q1';
let sim: WxSimulator;
let d: DemoTenants;
let appletId: string;

beforeAll(async () => {
  sim = await startWxSimulator();
  d = await openDemoTenants(simulatorEnv(sim.base));
  await deliver(d.t, sim.ticketPush());
});
afterAll(async () => {
  await d.t.close();
  await sim.close();
});

const post = <T>(path: string, body: unknown) => call<T>(d.t.app, 'POST', path, { token: d.demo2, body });

describe('an enterprise applet', () => {
  it('is authorised from the enterprise applet page, which the browser comes back to', async () => {
    sim.nextAuthorizer = { appId: APP_ID, nickName: '第二租户小程序' };
    const authorized = await authorizeThrough(d.t, sim, d.demo2, 'qymain');
    expect(authorized.returnedTo.startsWith('/#/qymain/applet?')).toBe(true);
    expect(authorized.body.message).toBe('授权成功');
    appletId = authorized.body.result.id;
  });

  it('binds the enterprise shop', async () => {
    const bound = await post(`/openplat/wxAplet/saveApletShopRelat`, { appletId, shopIds: [d.otherShopId] });
    expect(bound.body.message).toBe('绑定成功');
    const shops = await call<AppletShop[]>(
      d.t.app,
      'GET',
      `/openplat/wxAplet/queryRelatShopList?appletId=${appletId}`,
      {
        token: d.demo2,
      },
    );
    expect(shops.body.result).toEqual([{ shopId: d.otherShopId, shopName: '第二租户展厅', appletId }]);
  });

  it('shows the blocks composed in the console on show, in order, to the applet', async () => {
    const add = (block: Record<string, unknown>) =>
      post<QyBlock>('/qiye/block/add', { shopId: d.otherShopId, ...block });
    const added = [
      await add({ type: 'profile', title: '公司简介', text: '专注企业展厅二十年' }),
      await add({ type: 'honours', title: '荣誉资质', items: [{ title: '高新技术企业', text: '2024' }] }),
      await add({ type: 'team', title: '团队草稿', isShow: 0 }),
    ];
    for (const { body } of added) expect(body.success).toBe(true);

    const { status, body } = await appletCall<AppletBlock[]>(d.t, 'GET', `/${APP_ID}/shops/${d.otherShopId}/blocks`);
    expect(status).toBe(200);
    expect(body.result.map((block) => [block.type, block.title])).toEqual([
      ['profile', '公司简介'],
      ['honours', '荣誉资质'],
    ]);
    expect(body.result[0].text).toBe('专注企业展厅二十年');
    expect(body.result[1].items).toEqual([{ title: '高新技术企业', text: '2024', imageUrl: null }]);
  });
});
