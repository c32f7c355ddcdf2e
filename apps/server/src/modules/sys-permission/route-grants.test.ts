import { readFile } from 'node:fs/promises';
import { isSignedPath, signatureParams, signParams } from '@scenecast/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { MENU_TYPE_BUTTON } from './menu-tree.js';
import { permissions } from './schema.js';
import { sessionFor } from './test-session.js';

/** 个人中心 (the group), its pages 我的消息 and 公告管理, and the button 编辑与发布公告. */
const CLERK_MENUS = ['/account', '/message/isps/userAnnouncement', '/account/announcement'];
const CLERK_BUTTON = 'system:announcement:manage';
const PASSWORD = 'Clerk@2026!';

/**
 * Every operation such a clerk may call: the calls any signed-in user makes by design (their own
 * account, messages, shops and scenes; shared lookups: dictionaries, categories, regions, uploads,
 * form checks), and the calls of the two pages. Public operations are not listed: they answer
 * without a token.
 */
const CLERK_REACHES = [
  // any signed-in user
  'GET /api/user/info',
  'POST /api/hj/login/addPassword',
  'POST /api/hjuser/hjUser/updatePassword',
  'GET /api/sys/permission/getUserPermissionByToken',
  'GET /api/sys/user/getCurrentUserDeparts',
  'GET /api/sys/sysDepart/queryMyDeptTreeList',
  'PUT /api/sys/selectDepart',
  'GET /api/sys/annountCement/listByUser',
  'GET /api/sys/annountCement/queryById',
  'PUT /api/sys/sysAnnouncementSend/editByAnntIdAndUserId',
  'POST /api/sys/sysAnnouncementSend/editByAnntIdAndUserId',
  'PUT /api/sys/sysAnnouncementSend/readAll',
  'GET /api/sys/todo/list',
  'GET /api/sys/dict/getDictItems/{dictCode}',
  'GET /api/sys/dict/loadDict/{dict}',
  'GET /api/sys/dict/loadDictItem/{dict}',
  'GET /api/sys/dict/loadTreeData',
  'GET /api/sys/category/loadTreeRoot',
  'GET /api/sys/category/loadTreeChildren',
  'GET /api/sys/category/loadOne',
  'GET /api/sys/category/loadTreeData',
  'GET /api/sys/category/loadDictItem/',
  'GET /api/sys/duplicate/check',
  'GET /api/sys/checkRule/checkByCode',
  'GET /api/region/tree',
  'GET /api/region/search',
  'GET /api/region/geocode',
  'POST /api/sys/common/upload',
  'GET /api/sys/common/pdf/pdfPreviewIframe',
  'GET /api/changjing/cjMyChangjing/queryMyChangjingList',
  'GET /api/changjing/cjMyChangjing/count',
  'GET /api/ptadmin/scene/list/simple',
  'POST /api/ptadmin/scene/add',
  'GET /api/shop/cjShop/queryShopByUserId',
  // the pickers other pages show: only the fields a picker needs
  'GET /api/sys/user/picker',
  'GET /api/sys/user/realnames',
  'GET /api/sys/role/options',
  'GET /api/sys/sysDepart/pickerTree',
  'GET /api/sys/position/picker',
  // 我的消息
  'GET /api/sys/sysAnnouncementSend/getMyAnnouncementSend',
  // 公告管理 (its writes check the button as well)
  'GET /api/sys/annountCement/list',
  'POST /api/sys/annountCement/add',
  'PUT /api/sys/annountCement/edit',
  'DELETE /api/sys/annountCement/delete',
  'DELETE /api/sys/annountCement/deleteBatch',
  'GET /api/sys/annountCement/doReleaseData',
  'GET /api/sys/annountCement/doReovkeData',
].sort();

/** What reached the clerk before routes declared their grants (issue 41): 403 now. */
const LEAKS = [
  'GET /api/sys/user/list',
  'GET /api/sys/user/queryUserComponentData',
  'GET /api/sys/role/list',
  'GET /api/sys/role/queryall',
  'GET /api/sys/sysDepart/queryTreeList',
  'GET /api/sys/position/list',
  'GET /api/sys/dict/list',
  'GET /api/sys/dictItem/list',
  'GET /api/sys/category/rootList',
  'GET /api/sys/overview',
  'GET /api/sys/studioFigures',
  'GET /api/demo/record/list',
  'POST /api/demo/record/add',
  'POST /api/changjing/cjMyChangjing/v2/add',
  'POST /api/shop/cjShop/add',
];

interface Grant {
  public?: true;
  signedIn?: true;
  menus?: string[];
  button?: string;
}

interface Operation {
  method: string;
  path: string;
  grant?: Grant;
}

interface OpenApi {
  paths: Record<string, Record<string, { 'x-grant'?: Grant }>>;
}

let t: TestApp;
let clerkToken: string;
let operations: Operation[];

async function addClerk(): Promise<void> {
  const admin = (await sessionFor(t.db, 'admin')).token;
  const role = await call<{ id: string }>(t.app, 'POST', '/sys/role/add', {
    token: admin,
    body: { roleCode: 'notice_clerk', roleName: '公告员' },
  });
  expect(role.body.success).toBe(true);
  const granted = await t.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(
      and(
        eq(permissions.delFlag, 0),
        inArray(permissions.url, CLERK_MENUS),
        ne(permissions.menuType, MENU_TYPE_BUTTON),
      ),
    );
  const [button] = await t.db
    .select({ id: permissions.id })
    .from(permissions)
    .where(eq(permissions.perms, CLERK_BUTTON));
  expect(granted).toHaveLength(CLERK_MENUS.length);
  const saved = await call(t.app, 'POST', '/sys/permission/saveRolePermission', {
    token: admin,
    body: { roleId: role.body.result.id, permissionIds: [...granted.map((row) => row.id), button.id] },
  });
  expect(saved.body.success).toBe(true);
  const user = await call(t.app, 'POST', '/sys/user/add', {
    token: admin,
    body: {
      username: 'notice_clerk',
      realname: '公告员',
      password: PASSWORD,
      confirmpassword: PASSWORD,
      selectedroles: role.body.result.id,
    },
  });
  expect(user.body.success).toBe(true);
}

/** Calls an operation as a client would, path parameters filled with placeholders, no body. */
async function inject(operation: Operation, token: string): Promise<number> {
  const url = operation.path.replace(/\{\*\}/g, 'placeholder').replace(/\{[^}]+\}/g, 'placeholder');
  const headers: Record<string, string> = { 'x-access-token': token };
  if (isSignedPath(url)) {
    headers['x-timestamp'] = String(Date.now());
    headers['x-sign'] = signParams(signatureParams(url), t.config.signSecret);
  }
  const response = await t.app.inject({ method: operation.method as InjectOptions['method'], url, headers });
  return response.statusCode;
}

const named = (operation: Operation) => `${operation.method} ${operation.path}`;

beforeAll(async () => {
  t = await createTestApp();
  await addClerk();
  clerkToken = await loginAs(t.app, 'notice_clerk', PASSWORD);
  const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApi;
  operations = Object.entries(docs.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      grant: operation['x-grant'],
    })),
  );
});

afterAll(async () => {
  await t.close();
});

describe('a role reads and writes exactly what its menus and button grant (issue 41)', () => {
  it('answers 403 to every operation of the API the clerk’s role does not grant, and never to one it does', async () => {
    // Public operations answer without a token (and one of them, logout, would end the session).
    const signedInOnly = operations.filter((operation) => !operation.grant?.public);
    const statuses = await Promise.all(signedInOnly.map((operation) => inject(operation, clerkToken)));
    const reached = signedInOnly.filter((_operation, index) => statuses[index] !== 403).map(named);
    expect(reached.sort()).toEqual(CLERK_REACHES);
  });

  it('refuses the clerk the user, role, department, position, dictionary, category, overview and demo data it used to read, and the writes it was never given', async () => {
    const refused = await Promise.all(
      LEAKS.map(async (name) => {
        const [method, path] = name.split(' ');
        return `${name} ${await inject({ method, path }, clerkToken)}`;
      }),
    );
    expect(refused).toEqual(LEAKS.map((name) => `${name} 403`));
  });

  it('declares a grant on every operation of the OpenAPI document', () => {
    expect(operations.filter((operation) => !operation.grant || Object.keys(operation.grant).length === 0)).toEqual([]);
  });

  it('lists in docs/roles-and-permissions.md every operation any signed-in user may call, and no other', async () => {
    const doc = await readFile(new URL('../../../../../docs/roles-and-permissions.md', import.meta.url), 'utf8');
    const section = doc.split('## Routes any signed-in user may call')[1]?.split('\n## ')[0] ?? '';
    const listed = [...section.matchAll(/^- `(GET|POST|PUT|DELETE) ([^`]+)`/gm)].map(
      ([, method, path]) => `${method} /api${path}`,
    );
    const declared = operations.filter((operation) => operation.grant?.signedIn).map(named);
    expect(listed.sort()).toEqual(declared.sort());
  });

  it('lets a role that holds a page’s menu call that page, and an owner still reads the users of their tenant', async () => {
    const owner = (await sessionFor(t.db, 'demo')).token;
    const answer = await call(t.app, 'GET', '/sys/user/list', { token: owner });
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
  });
});
