import {
  ANNOUNCEMENT_LINK_HOSTS_DICT,
  type Announcement,
  type ListByUserResult,
  msg,
  type Page,
  signatureParams,
  signParams,
} from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { DictRow } from '../sys-dict/admin.js';
import { sessionFor } from '../sys-permission/test-session.js';
import { announcements } from './schema.js';

const BASE = '/sys/annountCement';

let t: TestApp;
let demo: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  [demo, admin] = await Promise.all([
    sessionFor(t.db, 'demo').then((session) => session.token),
    sessionFor(t.db, 'admin').then((session) => session.token),
  ]);
});
afterAll(() => t.close());

const add = (openPage: string, openType = 'url') =>
  call<Announcement>(t.app, 'POST', `${BASE}/add`, {
    token: demo,
    body: { titile: '链接公告', msgContent: '<p>请处理</p>', openType, openPage },
  });

/** Dictionary writes carry the signature, as the console's dictionary page sends them. */
const signed = (method: 'GET' | 'POST', url: string, token: string, body?: unknown) =>
  call<Page<DictRow> & { id: string }>(t.app, method, url, {
    token,
    body,
    headers: { 'X-Sign': signParams(signatureParams(url), t.config.signSecret), 'X-TIMESTAMP': String(Date.now()) },
  });

async function allowHost(token: string, host: string) {
  const list = await signed('GET', `/sys/dict/list?dictCode=${ANNOUNCEMENT_LINK_HOSTS_DICT}`, admin);
  const dictId = list.body.result.records[0].id;
  return signed('POST', '/sys/dictItem/add', token, { dictId, itemText: host, itemValue: host, sortOrder: 1 });
}

describe('where an announcement may lead', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://docs.example.org/guide',
    '//evil.example',
    '/\\evil.example',
    'https:\\\\evil.example',
    '/device\tlist',
    ' /device/list',
  ])('refuses %j with 400 and the open-page message', async (openPage) => {
    const { status, body } = await add(openPage);
    expect(status).toBe(400);
    expect(body.message).toBe(msg('announcementOpenPageInvalid'));
  });

  it('refuses an https address whose host is not on the allow-list, naming the host', async () => {
    const { body } = await add('https://not-allowed.example/path');
    expect(body).toMatchObject({
      success: false,
      message: msg('announcementOpenPageHostNotAllowed', 'zh', 'not-allowed.example'),
    });
  });

  it('saves a console path, for either open type', async () => {
    expect((await add('/device/list')).body.result.openPage).toBe('/device/list');
    expect((await add('/message/isps/userAnnouncement?tab=1', 'component')).body.result.openPage).toBe(
      '/message/isps/userAnnouncement?tab=1',
    );
  });

  it('accepts a host once the platform administrator adds it to the allow-list', async () => {
    const address = 'https://docs.example.org/guide?step=2';
    expect((await add(address)).body.message).toBe(msg('announcementOpenPageHostNotAllowed', 'zh', 'docs.example.org'));
    expect((await allowHost(admin, 'docs.example.org')).body.success).toBe(true);
    const saved = await add(address);
    expect(saved.body.success).toBe(true);
    expect(saved.body.result.openPage).toBe(address);
    // The host alone is allowed: another port or a sub-domain is another host.
    expect((await add('https://docs.example.org:8443/')).body.message).toBe(
      msg('announcementOpenPageHostNotAllowed', 'zh', 'docs.example.org:8443'),
    );
    expect((await add('https://evil.docs.example.org/')).body.success).toBe(false);
  });

  it('lets no tenant owner edit the allow-list (403)', async () => {
    expect((await allowHost(demo, 'tenant.example.net')).status).toBe(403);
  });

  it('refuses the same addresses when a draft is edited', async () => {
    const draft = await add('/device/list');
    const { status, body } = await call(t.app, 'PUT', `${BASE}/edit`, {
      token: demo,
      body: { id: draft.body.result.id, titile: '链接公告', openType: 'url', openPage: 'javascript:alert(1)' },
    });
    expect(status).toBe(400);
    expect(body.message).toBe(msg('announcementOpenPageInvalid'));
  });

  it('hands readers no openPage from a row saved before the rule', async () => {
    const draft = await add('/device/list');
    const id = draft.body.result.id;
    await t.db.update(announcements).set({ openPage: 'javascript:alert(1)' }).where(eq(announcements.id, id));
    expect((await call(t.app, 'GET', `${BASE}/doReleaseData?id=${id}`, { token: demo })).body.success).toBe(true);
    const { body } = await call<ListByUserResult>(t.app, 'GET', `${BASE}/listByUser`, { token: demo });
    const notice = body.result.anntMsgList.find((item) => item.anntId === id);
    expect(notice).toMatchObject({ openType: 'url', openPage: null });
  });
});
