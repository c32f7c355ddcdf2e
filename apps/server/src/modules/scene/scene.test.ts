import { randomUUID } from 'node:crypto';
import type { MySceneRecord, Page, SceneTemplate, ShopRecord } from '@scenecast/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { shops } from '../shop/schema.js';
import { sessionFor } from '../sys-permission/test-session.js';
import { myScenes } from './schema.js';

let t: TestApp;
let demo: string;
let demo2: string;
let phoneUser: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = (await sessionFor(t.db, 'demo')).token;
  demo2 = (await sessionFor(t.db, 'demo2')).token;
  phoneUser = (await sessionFor(t.db, '13800000003')).token;
});
afterAll(() => t.close());

type Count = { count: number; list: { changjingId: string; name: string; isOwner: boolean }[] };
const rows = async () => ({
  scenes: (await t.db.select({ n: count() }).from(myScenes))[0].n,
  shops: (await t.db.select({ n: count() }).from(shops))[0].n,
});
const addScene = (body: Record<string, unknown>, token = phoneUser) =>
  call<{ myChangjingId: string; changjingId: string; shopId: string }>(
    t.app,
    'POST',
    '/changjing/cjMyChangjing/v2/add',
    {
      token,
      body,
    },
  );

describe('my scenes', () => {
  it('lists the caller’s scenes with the template’s name and their shop count', async () => {
    const { body } = await call<Page<MySceneRecord>>(t.app, 'GET', '/changjing/cjMyChangjing/queryMyChangjingList', {
      token: demo,
    });
    expect(body.success).toBe(true);
    expect(body.result.records.map((scene) => [scene.changjingId, scene.name, scene.shopCount])).toEqual([
      ['syd', '摄影场景', 2],
      ['qy', '企业场景', 1],
      ['ls', '零售场景', 1],
      ['fz', '服装场景', 1],
    ]);
  });

  it('counts the scenes an owner created and those a staff member works in', async () => {
    const owner = await call<Count>(t.app, 'GET', '/changjing/cjMyChangjing/count', { token: demo });
    expect(owner.body.result).toEqual({
      count: 4,
      list: [
        { changjingId: 'syd', name: '摄影场景', isOwner: true },
        { changjingId: 'qy', name: '企业场景', isOwner: true },
        { changjingId: 'ls', name: '零售场景', isOwner: true },
        { changjingId: 'fz', name: '服装场景', isOwner: true },
      ],
      tenantHasScene: true,
    });
    const staff = await call<Count>(t.app, 'GET', '/changjing/cjMyChangjing/count', {
      token: (await sessionFor(t.db, 'demo_staff')).token,
    });
    expect(staff.body.result).toEqual({
      count: 1,
      list: [{ changjingId: 'syd', name: '摄影场景', isOwner: false }],
      tenantHasScene: true,
    });
    const none = await call<Count>(t.app, 'GET', '/changjing/cjMyChangjing/count', { token: phoneUser });
    expect(none.body.result).toEqual({ count: 0, list: [], tenantHasScene: false });
  });
});

describe('POST changjing/cjMyChangjing/v2/add', () => {
  it('refuses a missing scene, name or brand with the dialog’s messages, adding nothing', async () => {
    const before = await rows();
    const cases: [Record<string, unknown>, string][] = [
      [{ shopName: '我的影楼', shopBrand: '我的智慧门店' }, '请选择门店场景'],
      [{ changjingId: 'syd', shopBrand: '我的智慧门店' }, '请输入门店名称'],
      [{ changjingId: 'syd', shopName: '  ', shopBrand: '我的智慧门店' }, '请输入门店名称'],
      [{ changjingId: 'syd', shopName: '我的影楼' }, '请输入品牌简称'],
      [{ changjingId: 'syd', shopName: '门'.repeat(41), shopBrand: '我的智慧门店' }, '门店名称最多40个字符'],
      [{ changjingId: 'syd', shopName: '我的影楼', shopBrand: `${'品'.repeat(21)}智慧门店` }, '品牌简称最多20个字符'],
    ];
    for (const [body, message] of cases) {
      const answer = await addScene(body);
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
    }
    expect(await rows()).toEqual(before);
  });

  it('creates the scene, its first shop (brand kept as sent) and the main user', async () => {
    const brand = `${'品'.repeat(20)}智慧门店`;
    const { body } = await addScene({ changjingId: 'syd', shopName: '手机用户的影楼', shopBrand: brand });
    expect(body).toMatchObject({ success: true, code: 200, result: { changjingId: 'syd' } });
    const list = await call<Page<ShopRecord>>(t.app, 'GET', '/shop/cjShop/list', { token: phoneUser });
    expect(list.body.result.records.map((shop) => [shop.id, shop.name, shop.jcName, shop.myChangjingId])).toEqual([
      [body.result.shopId, '手机用户的影楼', brand, body.result.myChangjingId],
    ]);
    const members = await call<{ username: string; isMain: boolean }[]>(
      t.app,
      'GET',
      `/cjShopMember/cjShopMember/queryMemberList?shopId=${body.result.shopId}`,
      { token: phoneUser },
    );
    expect(members.body.result.map((member) => [member.username, member.isMain])).toEqual([['13800000003', true]]);
    const counted = await call<Count>(t.app, 'GET', '/changjing/cjMyChangjing/count', { token: phoneUser });
    expect(counted.body.result.count).toBe(1);
  });

  it('refuses a second scene of the same kind: 您已创建过当前场景, adding nothing', async () => {
    const before = await rows();
    const { status, body } = await addScene({ changjingId: 'syd', shopName: '第二家', shopBrand: '第二智慧门店' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, code: 500, message: '您已创建过当前场景' });
    expect(await rows()).toEqual(before);
  });

  it('accepts an English brand of 40 letters (the language ratio) for another kind', async () => {
    const { body } = await addScene(
      { changjingId: 'ls', shopName: 'a'.repeat(80), shopBrand: `${'b'.repeat(40)}智慧门店` },
      demo2,
    );
    expect(body.success).toBe(true);
  });

  it('refuses an unknown scene', async () => {
    const { body } = await addScene({ changjingId: 'nope', shopName: '店', shopBrand: '牌' }, demo2);
    expect(body).toMatchObject({ success: false, message: '场景不存在' });
  });
});

describe('extra scene templates', () => {
  const id = `zt${randomUUID().slice(0, 8)}`;
  const templates = (token: string, query = '') =>
    call<Page<SceneTemplate>>(t.app, 'GET', `/ptadmin/scene/list/simple?pageNo=1&pageSize=1000${query}`, { token });

  it('are added by a platform administrator only', async () => {
    const body = { id, name: '展厅场景', descText: '展厅', cover: '', hasTemplate: true, sort: 9 };
    expect((await call(t.app, 'POST', '/ptadmin/scene/add', { token: demo, body })).status).toBe(403);
    const admin = (await sessionFor(t.db, 'admin')).token;
    expect((await call(t.app, 'POST', '/ptadmin/scene/add', { token: admin, body })).body.success).toBe(true);
    const again = await call(t.app, 'POST', '/ptadmin/scene/add', { token: admin, body });
    expect(again.body.message).toBe('场景编号已存在');
  });

  it('are listed, without the fixed scenes, only for a privileged user', async () => {
    const privileged = await templates(demo, '&hasTemplate=true');
    expect(privileged.body.code).toBe(200);
    const ids = privileged.body.result.records.map((template) => template.id);
    expect(ids).toContain(id);
    expect(ids.filter((templateId) => ['syd', 'qy', 'ls', 'fz'].includes(templateId))).toEqual([]);
    expect(
      (await templates(demo, '&hasTemplate=false')).body.result.records.map((template) => template.id),
    ).not.toContain(id);
    const other = await templates(demo2, '&hasTemplate=true');
    expect(other.body).toMatchObject({ code: 200, result: { records: [], total: 0 } });
  });

  it('can be created only by a privileged user', async () => {
    const refused = await addScene({ changjingId: id, shopName: '展厅', shopBrand: '展厅智慧门店' }, demo2);
    expect(refused.body.message).toBe('场景不存在');
    const created = await addScene({ changjingId: id, shopName: '展厅', shopBrand: '展厅智慧门店' }, demo);
    expect(created.body.success).toBe(true);
  });
});
