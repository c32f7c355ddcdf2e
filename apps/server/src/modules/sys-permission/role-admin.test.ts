import type {
  MenuNode,
  Page,
  PermissionResult,
  PermissionTreeList,
  RoleRecord,
  UserDetail,
} from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureUser } from '../../seed/identity.js';
import { call, outcomes } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { userRoles } from './schema.js';
import { sessionFor } from './test-session.js';

let t: TestApp;
let owner: string;
let otherOwner: string;
let staff: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await sessionFor(t.db, 'demo')).token;
  otherOwner = (await sessionFor(t.db, 'demo2')).token;
  staff = (await sessionFor(t.db, 'demo_staff')).token;
  admin = (await sessionFor(t.db, 'admin')).token;
});
afterAll(() => t.close());

const DASHBOARD = '1f000000000000000000000000000001';
const ACCOUNT = '1f000000000000000000000000000002';
const ACCOUNT_CENTER = '1f000000000000000000000000000003';
const MONITOR = '1f000000000000000000000000c12001';
const SYSTEM = '1f0000000000000000000000sysadm01';
const ROLE_PAGE = '1f0000000000000000000000sysadm02';
const ROLE_ADD_BUTTON = '1f0000000000000000000000sysadm11';

let roleCount = 0;
async function addRole(token: string, fields: Partial<{ roleCode: string; roleName: string }> = {}) {
  roleCount += 1;
  const body = { roleCode: `role_${roleCount}`, roleName: `角色${roleCount}`, ...fields };
  const answer = await call<RoleRecord>(t.app, 'POST', '/sys/role/add', { token, body });
  expect(answer.body.success).toBe(true);
  return answer.body.result;
}

/** A user of 演示影楼 holding only the given role. */
async function userWithRole(username: string, roleId: string) {
  const userId = await ensureUser(t.db, {
    username,
    realname: username,
    password: null,
    phone: null,
    tenantName: '演示影楼',
  });
  await t.db.insert(userRoles).values({ userId, roleId });
  return (await sessionFor(t.db, username)).token;
}

const paths = (nodes: MenuNode[]): string[] => nodes.flatMap((node) => [node.path, ...paths(node.children ?? [])]);

describe('roles', () => {
  it('adds a role to the tenant administrator’s own tenant, seen there only', async () => {
    const role = await addRole(owner, { roleCode: 'front_desk', roleName: '前台' });
    const { tenantId } = await sessionFor(t.db, 'demo');
    expect(role).toMatchObject({ roleCode: 'front_desk', roleName: '前台', tenantId, description: null });
    const mine = await call<Page<RoleRecord>>(t.app, 'GET', '/sys/role/list?roleCode=front_desk', { token: owner });
    expect(mine.body.result.records.map((row) => row.id)).toEqual([role.id]);
    const theirs = await call<RoleRecord[]>(t.app, 'GET', '/sys/role/queryall', { token: otherOwner });
    expect(theirs.body.result.map((row) => row.roleCode)).toEqual(['owner', 'staff']);
    const platform = await call<RoleRecord[]>(t.app, 'GET', '/sys/role/queryall', { token: admin });
    expect(platform.body.result.map((row) => row.roleCode)).toContain('front_desk');
  });

  it('keeps a role code once when it is added at once', async () => {
    // They truly overlap on PostgreSQL (DATABASE_URL, as CI runs this suite); PGlite runs one statement at a time.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(t.app, 'POST', '/sys/role/add', { token: owner, body: { roleCode: 'at_once', roleName: '同时' } }),
      ),
    );
    expect(outcomes(answers)).toEqual(['200 ok', '200 角色编码已存在', '200 角色编码已存在', '200 角色编码已存在']);
  });

  it('refuses a missing or malformed role code and a missing name', async () => {
    const empty = await call(t.app, 'POST', '/sys/role/add', { token: owner, body: { roleCode: '', roleName: 'x' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('请输入角色编码');
    const spaced = await call(t.app, 'POST', '/sys/role/add', {
      token: owner,
      body: { roleCode: 'a b', roleName: 'x' },
    });
    expect(spaced.status).toBe(400);
    expect(spaced.body.message).toBe('只允许字母、数字、下划线');
    const nameless = await call(t.app, 'POST', '/sys/role/add', { token: owner, body: { roleCode: 'nameless' } });
    expect(nameless.status).toBe(400);
    expect(nameless.body.message).toBe('请输入角色名称');
  });

  it('refuses a role code already used, in any tenant, and the duplicate check says so', async () => {
    await addRole(owner, { roleCode: 'taken_code' });
    const again = await call(t.app, 'POST', '/sys/role/add', {
      token: otherOwner,
      body: { roleCode: 'taken_code', roleName: '重复' },
    });
    expect(again.body).toMatchObject({ success: false, code: 500, message: '角色编码已存在' });
    const check = await call(
      t.app,
      'GET',
      '/sys/duplicate/check?tableName=sys_role&fieldName=roleCode&fieldVal=taken_code',
      {
        token: otherOwner,
      },
    );
    expect(check.body).toMatchObject({ success: false, message: '该值不可用，系统中已存在！' });
  });

  it('edits its own role; another tenant’s role id is 403; a built-in role is refused', async () => {
    const role = await addRole(owner);
    const edited = await call<RoleRecord>(t.app, 'PUT', '/sys/role/edit', {
      token: owner,
      body: { id: role.id, roleCode: role.roleCode, roleName: '改过的', description: '说明' },
    });
    expect(edited.body.result).toMatchObject({ roleName: '改过的', description: '说明' });
    const foreign = await call(t.app, 'PUT', '/sys/role/edit', {
      token: otherOwner,
      body: { id: role.id, roleCode: role.roleCode, roleName: '偷改' },
    });
    expect(foreign.status).toBe(403);
    const ownerRole = (await call<RoleRecord[]>(t.app, 'GET', '/sys/role/queryall', { token: admin })).body.result.find(
      (row) => row.roleCode === 'owner',
    );
    const builtIn = await call(t.app, 'PUT', '/sys/role/edit', {
      token: owner,
      body: { id: ownerRole?.id, roleCode: 'owner', roleName: '老板' },
    });
    expect(builtIn.status).toBe(403);
    const byAdmin = await call(t.app, 'PUT', '/sys/role/edit', {
      token: admin,
      body: { id: ownerRole?.id, roleCode: 'owner', roleName: '老板' },
    });
    expect(byAdmin.body).toMatchObject({ success: false, message: '系统内置角色不能修改或删除' });
  });

  it('refuses to delete a role some user holds, then deletes it once nobody does', async () => {
    const role = await addRole(owner);
    await userWithRole('holder_user', role.id);
    const refused = await call(t.app, 'DELETE', `/sys/role/delete?id=${role.id}`, { token: owner });
    expect(refused.body).toMatchObject({ success: false, message: '该角色已分配给1个用户，请先取消分配再删除' });
    const foreign = await call(t.app, 'DELETE', `/sys/role/delete?id=${role.id}`, { token: otherOwner });
    expect(foreign.status).toBe(403);
    const spare = await addRole(owner);
    const deleted = await call(t.app, 'DELETE', `/sys/role/deleteBatch?ids=${spare.id}`, { token: owner });
    expect(deleted.body.success).toBe(true);
    const list = await call<RoleRecord[]>(t.app, 'GET', '/sys/role/queryall', { token: owner });
    expect(list.body.result.map((row) => row.id)).not.toContain(spare.id);
  });

  it('never leaves a user holding a role deleted while it was being given to them', async () => {
    // They truly overlap on PostgreSQL (DATABASE_URL, as CI runs this suite); PGlite runs one statement at a time.
    const user = await call<UserDetail>(t.app, 'POST', '/sys/user/add', {
      token: owner,
      body: { username: 'race_holder', realname: '竞态', password: 'abc12345', confirmpassword: 'abc12345' },
    });
    expect(user.body.success).toBe(true);
    for (let round = 0; round < 8; round += 1) {
      const role = await addRole(owner);
      const [deleted, given] = await Promise.all([
        call(t.app, 'DELETE', `/sys/role/delete?id=${role.id}`, { token: owner }),
        call(t.app, 'PUT', '/sys/user/edit', {
          token: owner,
          body: { id: user.body.result.id, username: 'race_holder', realname: '竞态', selectedroles: role.id },
        }),
      ]);
      const held = await t.db.select().from(userRoles).where(eq(userRoles.roleId, role.id));
      if (deleted.body.success) {
        expect(given.body).toMatchObject({ success: false, message: '角色不存在' });
        expect(held).toEqual([]);
      } else {
        expect(deleted.body.message).toBe('该角色已分配给1个用户，请先取消分配再删除');
        expect(given.body.success).toBe(true);
        expect(held).toHaveLength(1);
      }
    }
  });

  it('refuses a caller without the button permission with 403, even calling the API directly', async () => {
    const role = await addRole(owner);
    const calls: [string, string, unknown][] = [
      ['POST', '/sys/role/add', { roleCode: 'by_staff', roleName: '店员加的' }],
      ['PUT', '/sys/role/edit', { id: role.id, roleCode: role.roleCode, roleName: 'x' }],
      ['DELETE', `/sys/role/delete?id=${role.id}`, undefined],
      ['GET', '/sys/role/queryTreeList', undefined],
      ['GET', `/sys/permission/queryRolePermission?roleId=${role.id}`, undefined],
      ['POST', '/sys/permission/saveRolePermission', { roleId: role.id, permissionIds: DASHBOARD }],
    ];
    for (const [method, url, body] of calls) {
      const answer = await call(t.app, method as 'GET', url, { token: staff, body });
      expect([url, answer.status, answer.body.message]).toEqual([url, 403, '拒绝访问']);
    }
  });
});

describe('role permissions', () => {
  it('changes a signed-in user’s menu and buttons when the role’s permissions are saved', async () => {
    const role = await addRole(owner);
    const token = await userWithRole('menu_user', role.id);
    const before = await call<PermissionResult>(t.app, 'GET', '/sys/permission/getUserPermissionByToken', { token });
    expect(before.body).toMatchObject({ success: false, message: '菜单权限必须是非空数组' });

    const saved = await call(t.app, 'POST', '/sys/permission/saveRolePermission', {
      token: owner,
      body: { roleId: role.id, permissionIds: [DASHBOARD, SYSTEM, ROLE_PAGE, ROLE_ADD_BUTTON].join(',') },
    });
    expect(saved.body.success).toBe(true);
    const held = await call<string[]>(t.app, 'GET', `/sys/permission/queryRolePermission?roleId=${role.id}`, {
      token: owner,
    });
    expect(held.body.result).toEqual([DASHBOARD, SYSTEM, ROLE_PAGE, ROLE_ADD_BUTTON].sort());
    const after = await call<PermissionResult>(t.app, 'GET', '/sys/permission/getUserPermissionByToken', { token });
    expect(paths(after.body.result.menu)).toEqual(['/dashboard/analysis', '/system', '/system/role']);
    expect(after.body.result.auth.map((button) => button.action)).toEqual(['system:role:add']);
    const added = await call(t.app, 'POST', '/sys/role/add', {
      token,
      body: { roleCode: 'by_menu_user', roleName: 'x' },
    });
    expect(added.body.success).toBe(true);

    await call(t.app, 'POST', '/sys/permission/saveRolePermission', {
      token: owner,
      body: { roleId: role.id, permissionIds: [DASHBOARD] },
    });
    const reduced = await call<PermissionResult>(t.app, 'GET', '/sys/permission/getUserPermissionByToken', { token });
    expect(paths(reduced.body.result.menu)).toEqual(['/dashboard/analysis']);
    const refused = await call(t.app, 'POST', '/sys/role/add', {
      token,
      body: { roleCode: 'by_menu_user2', roleName: 'x' },
    });
    expect(refused.status).toBe(403);
  });

  it('lets a tenant administrator give only what its own roles hold', async () => {
    const role = await addRole(owner);
    const tree = await call<PermissionTreeList>(t.app, 'GET', '/sys/role/queryTreeList', { token: owner });
    expect(tree.body.result.ids).toContain(ROLE_PAGE);
    expect(tree.body.result.ids).not.toContain(MONITOR);
    expect(tree.body.result.treeList.map((node) => node.key)).toContain(ACCOUNT);
    const account = tree.body.result.treeList.find((node) => node.key === ACCOUNT);
    expect(account?.children?.map((node) => node.key)).toContain(ACCOUNT_CENTER);
    const refused = await call(t.app, 'POST', '/sys/permission/saveRolePermission', {
      token: owner,
      body: { roleId: role.id, permissionIds: [DASHBOARD, MONITOR] },
    });
    expect(refused.body).toMatchObject({ success: false, message: '只能分配您自己拥有的菜单和按钮' });
    const adminTree = await call<PermissionTreeList>(t.app, 'GET', '/sys/permission/queryTreeList', { token: admin });
    expect(adminTree.body.result.ids).toContain(MONITOR);
  });

  it('refuses another tenant’s role ids and a built-in role to a tenant administrator (403)', async () => {
    const role = await addRole(owner);
    const read = await call(t.app, 'GET', `/sys/permission/queryRolePermission?roleId=${role.id}`, {
      token: otherOwner,
    });
    expect(read.status).toBe(403);
    const save = await call(t.app, 'POST', '/sys/permission/saveRolePermission', {
      token: otherOwner,
      body: { roleId: role.id, permissionIds: [DASHBOARD] },
    });
    expect(save.status).toBe(403);
    const staffRole = (await call<RoleRecord[]>(t.app, 'GET', '/sys/role/queryall', { token: owner })).body.result.find(
      (row) => row.roleCode === 'staff',
    );
    const builtIn = await call(t.app, 'POST', '/sys/permission/saveRolePermission', {
      token: owner,
      body: { roleId: staffRole?.id, permissionIds: [DASHBOARD] },
    });
    expect(builtIn.status).toBe(403);
  });
});
