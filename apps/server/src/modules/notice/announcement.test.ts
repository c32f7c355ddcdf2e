import type {
  Announcement,
  AnnouncementDetail,
  AnnouncementNotice,
  ListByUserResult,
  Page,
} from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantMenus } from '../../test/grant-menus.js';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { listenForSockets, nextMessage, openSocketOrFail } from '../../test/sockets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const BASE = '/sys/annountCement';
const SEND = '/sys/sysAnnouncementSend';
const STAFF_ROLE = '2f000000000000000000000000000003';

let t: TestApp;
let demo: string;
let staff: string;
let demo2: string;
let staffId: string;

const add = (token: string, fields: Record<string, unknown>) =>
  call<Announcement>(t.app, 'POST', `${BASE}/add`, {
    token,
    body: { titile: '门店例会通知', msgContent: '<p>周一例会</p>', ...fields },
  });
const release = (token: string, id: string) =>
  call<{ receivers: number }>(t.app, 'GET', `${BASE}/doReleaseData?id=${id}`, { token });
const listByUser = async (token: string) =>
  (await call<ListByUserResult>(t.app, 'GET', `${BASE}/listByUser`, { token })).body.result;

beforeAll(async () => {
  t = await createTestApp();
  [demo, staff, demo2] = await Promise.all([
    loginAs(t.app, 'demo'),
    loginAs(t.app, 'demo_staff'),
    loginAs(t.app, 'demo2'),
  ]);
  const users = await call<Page<{ id: string; username: string }>>(t.app, 'GET', '/sys/user/list?username=demo_staff', {
    token: demo,
  });
  staffId = users.body.result.records[0].id;
});
afterAll(() => t.close());

describe('writing announcements', () => {
  it('stores msgContent without script or handlers, as a draft sent by the caller', async () => {
    const { body } = await add(demo, {
      msgContent: '<p onclick="steal()">公告<script>alert(1)</script><img src="x" onerror="steal()"></p>',
      priority: 'H',
    });
    expect(body.success).toBe(true);
    expect(body.result).toMatchObject({ sender: 'demo', priority: 'H', sendStatus: '0', msgType: 'ALL' });
    expect(body.result.msgContent).toBe('<p>公告<img src="x" /></p>');
  });

  it('refuses a user without the manage button (403), a missing title (400) and no token (401)', async () => {
    const list = () => call(t.app, 'GET', `${BASE}/list`, { token: staff });
    expect((await add(staff, {})).status).toBe(403);
    expect((await list()).status).toBe(403);
    // The page's menu opens the list; writing still takes the manage button.
    await grantMenus(t, 'demo_staff', ['/account/announcement']);
    expect((await list()).status).toBe(200);
    expect((await add(staff, {})).status).toBe(403);
    const untitled = await add(demo, { titile: ' ' });
    expect(untitled.status).toBe(400);
    expect(untitled.body.message).toContain('请输入标题');
    expect((await call(t.app, 'GET', `${BASE}/listByUser`)).status).toBe(401);
  });

  it('refuses chosen targets without ids, and users, roles or departments of another tenant', async () => {
    expect((await add(demo, { msgType: 'USER', targetIds: [] })).body.message).toContain('请选择接收对象');
    const refused = await add(demo, { msgType: 'USER', targetIds: 'demo_staff,demo2' });
    expect(refused.body).toMatchObject({ success: false, code: 500, message: '接收对象不属于本租户' });
    const otherDepart = (await call<{ id: string }[]>(t.app, 'GET', '/sys/sysDepart/queryTreeList', { token: demo2 }))
      .body.result[0].id;
    expect((await add(demo, { msgType: 'DEPART', targetIds: otherDepart })).body.message).toBe('接收对象不属于本租户');
    // The admin role is not one a tenant owner may address.
    expect((await add(demo, { msgType: 'ROLE', targetIds: '2f000000000000000000000000000001' })).body.message).toBe(
      '接收对象不属于本租户',
    );
  });
});

describe('releasing and reading', () => {
  it('reaches the role at once over the live channel; the reader opens it and it counts as read', async () => {
    const base = await listenForSockets(t.app);
    const socket = await openSocketOrFail(`${base}/websocket/${staffId}`, staff);
    const created = (await add(demo, { msgType: 'ROLE', targetIds: [STAFF_ROLE], titile: '店员培训' })).body.result;
    const pushed = nextMessage(socket, (message) => message.msgId === created.id);
    expect((await release(demo, created.id)).body.result).toEqual({ receivers: 1 });
    expect(await pushed).toEqual({ cmd: 'user', msgId: created.id, msgTxt: '店员培训' });
    socket.close();

    const unread = await listByUser(staff);
    expect(unread.anntMsgList.map((notice) => notice.titile)).toContain('店员培训');
    expect(unread.anntMsgTotal).toBe(unread.anntMsgList.length);
    expect((await listByUser(demo)).anntMsgList.map((notice) => notice.id)).not.toContain(created.id);

    const detail = await call<AnnouncementDetail>(t.app, 'GET', `${BASE}/queryById?id=${created.id}`, { token: staff });
    expect(detail.body.result).toMatchObject({ titile: '店员培训', msgContent: '<p>周一例会</p>', readFlag: '0' });
    const read = await call(t.app, 'PUT', `${SEND}/editByAnntIdAndUserId`, {
      token: staff,
      body: { anntId: created.id },
    });
    expect(read.body.success).toBe(true);
    expect((await listByUser(staff)).anntMsgList.map((notice) => notice.id)).not.toContain(created.id);
    const mine = await call<Page<AnnouncementNotice>>(t.app, 'GET', `${SEND}/getMyAnnouncementSend?readFlag=1`, {
      token: staff,
    });
    expect(mine.body.result.records.map((notice) => [notice.id, notice.readFlag])).toContainEqual([created.id, '1']);
  });

  it('reaches chosen users by username and departments with their members', async () => {
    const toUser = (await add(demo, { msgType: 'USER', targetIds: 'demo_staff', titile: '单独通知' })).body.result;
    expect((await release(demo, toUser.id)).body.result).toEqual({ receivers: 1 });
    expect((await listByUser(staff)).anntMsgList.map((notice) => notice.id)).toContain(toUser.id);
    const departs = (
      await call<{ id: string; title: string }[]>(t.app, 'GET', '/sys/sysDepart/queryTreeList', { token: demo })
    ).body.result;
    const branch = departs.find((depart) => depart.title === '分店');
    const toBranch = (await add(demo, { msgType: 'DEPART', targetIds: [branch?.id], titile: '分店通知' })).body.result;
    expect((await release(demo, toBranch.id)).body.result).toEqual({ receivers: 1 });
    expect((await listByUser(demo)).anntMsgList.map((notice) => notice.id)).toContain(toBranch.id);
    expect((await listByUser(staff)).anntMsgList.map((notice) => notice.id)).not.toContain(toBranch.id);
  });

  it('splits notices from system messages and marks them all read at once', async () => {
    for (const msgCategory of ['1', '2']) {
      const created = (await add(demo, { msgCategory, titile: `类别${msgCategory}` })).body.result;
      await release(demo, created.id);
    }
    const lists = await listByUser(staff);
    expect(lists.anntMsgList.map((notice) => notice.titile)).toContain('类别1');
    expect(lists.sysMsgList.map((notice) => notice.titile)).toEqual(['类别2']);
    await call(t.app, 'PUT', `${SEND}/readAll`, { token: staff });
    expect(await listByUser(staff)).toEqual({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 });
  });

  it('refuses releasing twice and editing while released; a revoked one leaves the lists', async () => {
    const created = (await add(demo, { titile: '撤回测试' })).body.result;
    await release(demo, created.id);
    expect((await release(demo, created.id)).body).toMatchObject({ success: false, message: '该公告已发布' });
    const edit = await call(t.app, 'PUT', `${BASE}/edit`, { token: demo, body: { id: created.id, titile: '改' } });
    expect(edit.body.message).toBe('该公告已发布');
    expect((await listByUser(staff)).anntMsgList.map((notice) => notice.id)).toContain(created.id);
    await call(t.app, 'GET', `${BASE}/doReovkeData?id=${created.id}`, { token: demo });
    expect((await listByUser(staff)).anntMsgList.map((notice) => notice.id)).not.toContain(created.id);
    expect((await call(t.app, 'GET', `${BASE}/queryById?id=${created.id}`, { token: staff })).status).toBe(404);
    const again = await call(t.app, 'GET', `${BASE}/doReovkeData?id=${created.id}`, { token: demo });
    expect(again.body.message).toBe('该公告未发布');
  });

  it('keeps another tenant’s announcement unknown: read, mark, release, revoke, edit and delete are 404', async () => {
    const created = (await add(demo, { titile: '本租户' })).body.result;
    await release(demo, created.id);
    expect((await call(t.app, 'GET', `${BASE}/queryById?id=${created.id}`, { token: demo2 })).status).toBe(404);
    expect((await call(t.app, 'GET', `${BASE}/queryById?id=${created.id}&manage=1`, { token: demo2 })).status).toBe(
      404,
    );
    const mark = await call(t.app, 'PUT', `${SEND}/editByAnntIdAndUserId`, {
      token: demo2,
      body: { anntId: created.id },
    });
    expect(mark.status).toBe(404);
    expect((await release(demo2, created.id)).status).toBe(404);
    expect((await call(t.app, 'GET', `${BASE}/doReovkeData?id=${created.id}`, { token: demo2 })).status).toBe(404);
    const edit = await call(t.app, 'PUT', `${BASE}/edit`, { token: demo2, body: { id: created.id, titile: '改' } });
    expect(edit.status).toBe(404);
    expect((await call(t.app, 'DELETE', `${BASE}/delete?id=${created.id}`, { token: demo2 })).status).toBe(404);
    expect((await listByUser(demo2)).anntMsgList.map((notice) => notice.id)).not.toContain(created.id);
    const list = await call<Page<Announcement>>(t.app, 'GET', `${BASE}/list`, { token: demo2 });
    expect(list.body.result.records.map((row) => row.id)).not.toContain(created.id);
  });

  it('deletes an announcement with its read marks', async () => {
    const created = (await add(demo, { titile: '删除测试' })).body.result;
    await release(demo, created.id);
    expect((await call(t.app, 'DELETE', `${BASE}/delete?id=${created.id}`, { token: demo })).body.success).toBe(true);
    expect((await listByUser(staff)).anntMsgList.map((notice) => notice.id)).not.toContain(created.id);
    expect((await call(t.app, 'GET', `${BASE}/queryById?id=${created.id}&manage=1`, { token: demo })).status).toBe(404);
  });
});

describe('the OpenAPI document', () => {
  it('describes every announcement and to-do call', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    const calls = [
      ['/api/sys/annountCement/list', 'get'],
      ['/api/sys/annountCement/add', 'post'],
      ['/api/sys/annountCement/edit', 'put'],
      ['/api/sys/annountCement/doReleaseData', 'get'],
      ['/api/sys/annountCement/doReovkeData', 'get'],
      ['/api/sys/annountCement/listByUser', 'get'],
      ['/api/sys/annountCement/queryById', 'get'],
      ['/api/sys/sysAnnouncementSend/editByAnntIdAndUserId', 'put'],
      ['/api/sys/todo/list', 'get'],
    ];
    for (const [path, method] of calls) expect(doc.paths[path]?.[method]?.description, path).toBeTruthy();
  });
});
