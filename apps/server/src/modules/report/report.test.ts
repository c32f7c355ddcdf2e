import { msg, type Page, type ReportColumnsAnswer, type ReportQueryItem } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoTenants, openDemoTenants } from '../../test/demo-tenants.js';
import { call } from '../../test/http.js';
import { pairTestScreen } from '../device/device-test-kit.js';
import { devices } from '../device/schema.js';
import { newHj, uploadInto } from '../works/works-test-kit.js';

let d: DemoTenants;
beforeAll(async () => {
  d = await openDemoTenants();
  const first = await pairTestScreen(d.t, d.demo, d.shopId);
  await pairTestScreen(d.t, d.demo, d.shopId);
  await d.t.db.update(devices).set({ online: true, name: '收银台屏' }).where(eq(devices.id, first.deviceId));
  const hj = await newHj(d.t, d.demo, d.shopId, '报表分组');
  await uploadInto(d.t, d.demo, hj.id);
  await uploadInto(d.t, d.demo, hj.id);
});
afterAll(() => d.t.close());

type Row = Record<string, unknown>;
const data = (code: string, query: string, token = d.demo) =>
  call<Page<Row>>(d.t.app, 'GET', `/online/cgreport/api/getData/${code}?${query}`, { token });

describe('report definitions', () => {
  it('answers the columns with their dictionary renderers and options', async () => {
    const { body } = await call<ReportColumnsAnswer>(d.t.app, 'GET', '/online/cgreport/api/getRpColumns/shop_screens', {
      token: d.demo,
    });
    expect(body.result).toMatchObject({ cgRpConfigId: 'shop_screens', cgRpConfigName: '门店屏幕状态' });
    expect(body.result.columns).toContainEqual({
      dataIndex: 'online',
      title: '在线状态',
      customRender: 'device_online',
      sorter: true,
    });
    expect(body.result.columns).toContainEqual({ dataIndex: 'name', title: '设备名称', sorter: true });
    expect(body.result.columns).toContainEqual({ dataIndex: 'deviceNo', title: '设备编号' });
    expect(body.result.dictOptions.device_online).toEqual([
      { value: '1', text: '在线' },
      { value: '0', text: '离线' },
    ]);
  });

  it('answers the query fields, the self_ parameter hidden', async () => {
    const { body } = await call<ReportQueryItem[]>(d.t.app, 'GET', '/online/cgreport/api/getQueryInfo/shop_staff', {
      token: d.demo,
    });
    expect(body.result).toContainEqual({
      field: 'status',
      label: '状态',
      mode: 'single',
      type: 'number',
      dictCode: 'member_status',
    });
    expect(body.result).toContainEqual({
      field: 'self_shopId',
      label: 'shopId',
      mode: 'single',
      type: 'string',
      hidden: '1',
    });
  });

  it('refuses an unknown code, one that reads as SQL included', async () => {
    const { body } = await call(d.t.app, 'GET', '/online/cgreport/api/getRpColumns/sys_user', { token: d.demo });
    expect(body).toMatchObject({ success: false, message: msg('reportNotFound', 'zh', 'sys_user') });
    const injected = await data(encodeURIComponent("shop_screens' or '1'='1"), `self_shopId=${d.shopId}`);
    expect(injected.body.success).toBe(false);
  });
});

describe('shop_screens', () => {
  it('pages, sorts and filters the screens of the caller’s shop', async () => {
    const all = await data('shop_screens', `self_shopId=${d.shopId}`);
    expect(all.body.result.total).toBe(2);
    expect(all.body.result.records.map((row) => row.online).sort()).toEqual(['0', '1']);
    const online = await data('shop_screens', `self_shopId=${d.shopId}&online=1`);
    expect(online.body.result.records).toHaveLength(1);
    expect(online.body.result.records[0]).toMatchObject({ name: '收银台屏', online: '1', status: '0' });
    const named = await data('shop_screens', `self_shopId=${d.shopId}&name=${encodeURIComponent('收银')}`);
    expect(named.body.result.total).toBe(1);
    const paged = await data('shop_screens', `self_shopId=${d.shopId}&pageSize=1&pageNo=2&column=online&order=desc`);
    expect(paged.body.result).toMatchObject({ total: 2, size: 1, current: 2, pages: 2 });
    expect(paged.body.result.records[0].online).toBe('0');
  });

  it('refuses without self_shopId, and for another tenant’s shop', async () => {
    const missing = await data('shop_screens', '');
    expect(missing.body).toMatchObject({ success: false, message: msg('reportParamRequired', 'zh', 'self_shopId') });
    const other = await data('shop_screens', `self_shopId=${d.otherShopId}`);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(msg('shopNoAccess'));
  });

  it('refuses text in a number field and ignores a sort column it does not list', async () => {
    const typed = await data('shop_screens', `self_shopId=${d.shopId}&online=${encodeURIComponent('1 or 1=1')}`);
    expect(typed.status).toBe(400);
    const sorted = await data('shop_screens', `self_shopId=${d.shopId}&column=${encodeURIComponent('(select 1)')}`);
    expect(sorted.body.result.total).toBe(2);
  });
});

describe('shop_staff', () => {
  it('lists the main user and the staff of the shop with their jobs', async () => {
    const { body } = await data('shop_staff', `self_shopId=${d.shopId}&column=username&order=asc`);
    expect(body.result.records.map((row) => [row.username, row.job, row.isMain, row.status])).toEqual([
      ['demo', null, '1', '1'],
      ['demo_staff', 'photographer', '0', '1'],
    ]);
    const search = await data('shop_staff', `self_shopId=${d.shopId}&realname=staff`);
    expect(search.body.result.records.map((row) => row.username)).toEqual(['demo_staff']);
  });

  it('refuses another tenant’s shop', async () => {
    const { status } = await data('shop_staff', `self_shopId=${d.shopId}`, d.demo2);
    expect(status).toBe(403);
  });
});

describe('shop_works_storage', () => {
  it('counts the works and bytes of each shop the caller reaches, and only those', async () => {
    const { body } = await data('shop_works_storage', 'column=worksCount&order=desc');
    const names = body.result.records.map((row) => row.shopName);
    expect(names).toContain('演示影楼旗舰店');
    expect(names).not.toContain('第二租户展厅');
    expect(body.result.records[0]).toMatchObject({ shopName: '演示影楼旗舰店', worksCount: 2, recycleCount: 0 });
    expect(body.result.records[0].worksBytes).toBeGreaterThan(0);
    const theirs = await data('shop_works_storage', '', d.demo2);
    expect(theirs.body.result.records.map((row) => row.shopName)).toEqual(['第二租户展厅']);
    const filtered = await data('shop_works_storage', `shopName=${encodeURIComponent('分店')}`);
    expect(filtered.body.result.records.map((row) => row.shopName)).toEqual(['演示影楼分店']);
  });
});
