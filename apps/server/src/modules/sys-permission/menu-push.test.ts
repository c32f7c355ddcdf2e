import { MENU_CHANGED_CMD, type RoleRecord } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { ensureUser } from '../../seed/identity.js';
import { call } from '../../test/http.js';
import { listenForSockets, nextMessage, openSocketOrFail } from '../../test/sockets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { userRoles } from './schema.js';
import { sessionFor } from './test-session.js';

const DASHBOARD = '1f000000000000000000000000000001';
const ACCOUNT = '1f000000000000000000000000000002';
const ACCOUNT_CENTER = '1f000000000000000000000000000003';

let t: TestApp;
let base: string;
let owner: string;
let admin: string;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await listenForSockets(t.app);
  owner = (await sessionFor(t.db, 'demo')).token;
  admin = (await sessionFor(t.db, 'admin')).token;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

async function consoleOf(username: string): Promise<WebSocket> {
  const session = await sessionFor(t.db, username);
  const socket = await openSocketOrFail(`${base}/websocket/${session.userId}`, session.token);
  sockets.push(socket);
  return socket;
}

/** The messages the socket gets in the next `ms`. */
function heardWithin(socket: WebSocket, ms: number): Promise<string[]> {
  const heard: string[] = [];
  const onMessage = (data: unknown) => heard.push(String(data));
  socket.on('message', onMessage);
  return new Promise((resolve) =>
    setTimeout(() => {
      socket.off('message', onMessage);
      resolve(heard);
    }, ms),
  );
}

const menuChanged = (message: Record<string, unknown>) => message.cmd === MENU_CHANGED_CMD;

describe('a menu change reaches the signed-in consoles it concerns, live', () => {
  it('tells the holders of a role whose permissions changed, and no one else', async () => {
    const role = (
      await call<RoleRecord>(t.app, 'POST', '/sys/role/add', {
        token: owner,
        body: { roleCode: 'push_role', roleName: '推送角色' },
      })
    ).body.result;
    const userId = await ensureUser(t.db, {
      username: 'push_user',
      realname: '推送用户',
      password: null,
      phone: null,
      tenantName: '演示影楼',
    });
    await t.db.insert(userRoles).values({ userId, roleId: role.id });
    const holder = await consoleOf('push_user');
    const bystander = await consoleOf('demo2');

    const told = nextMessage(holder, menuChanged);
    const bystanderHeard = heardWithin(bystander, 500);
    const saved = await call(t.app, 'POST', '/sys/permission/saveRolePermission', {
      token: owner,
      body: { roleId: role.id, permissionIds: DASHBOARD },
    });
    expect(saved.body.success).toBe(true);
    expect(await told).toEqual({ cmd: MENU_CHANGED_CMD });
    expect((await bystanderHeard).filter((text) => text.includes(MENU_CHANGED_CMD))).toEqual([]);
  });

  it('tells every console when the menu rows themselves change', async () => {
    const consoles = [await consoleOf('demo'), await consoleOf('demo_staff')];
    const told = consoles.map((socket) => nextMessage(socket, menuChanged));
    const edited = await call(t.app, 'PUT', '/sys/permission/edit', {
      token: admin,
      body: {
        id: ACCOUNT_CENTER,
        parentId: ACCOUNT,
        name: '账户中心',
        menuType: 1,
        url: '/account/center',
        component: 'account/AccountCenterPage',
        componentName: 'AccountCenter',
        sortNo: 1,
      },
    });
    expect(edited.body.success).toBe(true);
    expect(await Promise.all(told)).toEqual([{ cmd: MENU_CHANGED_CMD }, { cmd: MENU_CHANGED_CMD }]);
  });
});
