import type { DepartRecord, DepartRoleRecord, Page, PermissionResult, PermissionTreeList } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, outcomes } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { departs } from '../sys-depart/schema.js';
import { setUserDeparts } from '../sys-depart/service.js';
import { departPermissions, departRoles, departRoleUsers } from './schema.js';
import { sessionFor } from './test-session.js';

let t: TestApp;
let owner: string;
let otherOwner: string;
let staff: string;
let staffUserId: string;
let staffTenant: number;
let admin: string;
let headOffice: string;
let branch: string;
let otherTenantDepart: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await sessionFor(t.db, 'demo')).token;
  otherOwner = (await sessionFor(t.db, 'demo2')).token;
  const staffSession = await sessionFor(t.db, 'demo_staff');
  staff = staffSession.token;
  staffUserId = staffSession.userId;
  staffTenant = staffSession.tenantId;
  admin = (await sessionFor(t.db, 'admin')).token;
  headOffice = await departIdOf('A01');
  branch = await departIdOf('A02');
  otherTenantDepart = await departIdOf('B01');
});
afterAll(() => t.close());

const SYSTEM = '1f0000000000000000000000sysadm01';
const ROLE_PAGE = '1f0000000000000000000000sysadm02';
const ROLE_ADD_BUTTON = '1f0000000000000000000000sysadm11';
const MONITOR = '1f000000000000000000000000c12001';

async function departIdOf(orgCode: string): Promise<string> {
  const [row] = await t.db.select({ id: departs.id }).from(departs).where(eq(departs.orgCode, orgCode));
  return row.id;
}

const saveDepart = (token: string, departId: string, permissionIds: string[], lastpermissionIds?: string[]) =>
  call(t.app, 'POST', '/sys/permission/saveDepartPermission', {
    token,
    body: { departId, permissionIds: permissionIds.join(','), lastpermissionIds: lastpermissionIds?.join(',') },
  });
const departIds = async (token: string, departId: string) =>
  (await call<string[]>(t.app, 'GET', `/sys/permission/queryDepartPermission?departId=${departId}`, { token })).body
    .result;
const saveRole = (token: string, roleId: string, permissionIds: string[]) =>
  call(t.app, 'POST', '/sys/sysDepartPermission/saveDeptRolePermission', { token, body: { roleId, permissionIds } });
const roleIds = async (token: string, roleId: string) =>
  (await call<string[]>(t.app, 'GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${roleId}`, { token }))
    .body.result;
const staffPermissions = async () =>
  (await call<PermissionResult>(t.app, 'GET', '/sys/permission/getUserPermissionByToken', { token: staff })).body
    .result;
const staffActions = async () => (await staffPermissions()).auth.map((button) => button.action);

let roleCount = 0;
async function addDepartRole(departId: string, token = owner): Promise<DepartRoleRecord> {
  roleCount += 1;
  const answer = await call<DepartRoleRecord>(t.app, 'POST', '/sys/sysDepartRole/add', {
    token,
    body: { departId, roleCode: `dept_role_${roleCount}`, roleName: `部门角色${roleCount}` },
  });
  expect(answer.body.success).toBe(true);
  return answer.body.result;
}

describe('department permissions', () => {
  it('sets what a department may grant, read back as ids', async () => {
    const saved = await saveDepart(owner, branch, [SYSTEM, ROLE_PAGE]);
    expect(saved.body.success).toBe(true);
    expect(await departIds(owner, branch)).toEqual([SYSTEM, ROLE_PAGE].sort());
    await saveDepart(owner, branch, [SYSTEM]);
    expect(await departIds(owner, branch)).toEqual([SYSTEM]);
  });

  it('refuses giving a department what the tenant administrator does not hold', async () => {
    const refused = await saveDepart(owner, branch, [SYSTEM, MONITOR]);
    expect(refused.body).toMatchObject({ success: false, message: '只能分配您自己拥有的菜单和按钮' });
    expect(await departIds(owner, branch)).toEqual([SYSTEM]);
    const tree = await call<PermissionTreeList>(t.app, 'GET', '/sys/sysDepartPermission/queryTreeList', {
      token: owner,
    });
    expect(tree.body.result.ids).toContain(SYSTEM);
    expect(tree.body.result.ids).not.toContain(MONITOR);
  });

  it('keeps what the caller could not grant, whatever lastpermissionIds claims', async () => {
    expect((await saveDepart(admin, branch, [SYSTEM, MONITOR])).body.success).toBe(true);
    await saveDepart(owner, branch, [], [SYSTEM, MONITOR]);
    expect(await departIds(owner, branch)).toEqual([MONITOR]);
  });

  it('refuses another tenant’s department, a caller without the button and a missing id', async () => {
    for (const answer of [
      await call(t.app, 'GET', `/sys/permission/queryDepartPermission?departId=${otherTenantDepart}`, { token: owner }),
      await saveDepart(owner, otherTenantDepart, [SYSTEM]),
      await call(t.app, 'GET', `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${headOffice}`, {
        token: otherOwner,
      }),
      await call(t.app, 'GET', '/sys/permission/queryDepartPermission?departId=no-such-depart', { token: owner }),
      await saveDepart(staff, headOffice, [SYSTEM]),
      await call(t.app, 'GET', `/sys/sysDepartRole/list?deptId=${headOffice}`, { token: staff }),
      await call(t.app, 'GET', '/sys/sysDepartPermission/queryTreeList', { token: staff }),
    ]) {
      expect(answer.status).toBe(403);
    }
    const missing = await call(t.app, 'POST', '/sys/permission/saveDepartPermission', {
      token: owner,
      body: { permissionIds: SYSTEM },
    });
    expect(missing.status).toBe(400);
    expect(await departIds(otherOwner, otherTenantDepart)).toEqual([]);
  });
});

describe('department roles', () => {
  it('gives a member the menu and buttons of their department role, within the department’s set', async () => {
    expect((await saveDepart(owner, headOffice, [SYSTEM, ROLE_PAGE, ROLE_ADD_BUTTON])).body.success).toBe(true);
    const tree = await call<PermissionTreeList>(
      t.app,
      'GET',
      `/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${headOffice}`,
      { token: owner },
    );
    expect(tree.body.result.ids.sort()).toEqual([SYSTEM, ROLE_PAGE, ROLE_ADD_BUTTON].sort());
    expect(tree.body.result.treeList.map((node) => node.key)).toEqual([SYSTEM]);

    const role = await addDepartRole(headOffice);
    expect(await staffActions()).not.toContain('system:role:add');
    expect(
      (await call(t.app, 'POST', '/sys/role/add', { token: staff, body: { roleCode: 'x1', roleName: 'x' } })).status,
    ).toBe(403);

    expect((await saveRole(owner, role.id, [SYSTEM, ROLE_PAGE, ROLE_ADD_BUTTON])).body.success).toBe(true);
    const users = await call(t.app, 'POST', '/sys/sysDepartRole/saveRoleUsers', {
      token: owner,
      body: { roleId: role.id, userIds: [staffUserId] },
    });
    expect(users.body.success).toBe(true);
    const holders = await call<string[]>(t.app, 'GET', `/sys/sysDepartRole/queryRoleUsers?roleId=${role.id}`, {
      token: owner,
    });
    expect(holders.body.result).toEqual([staffUserId]);

    const menu = await staffPermissions();
    expect(JSON.stringify(menu.menu)).toContain('/system/role');
    expect(menu.auth.map((button) => button.action)).toContain('system:role:add');
    const added = await call(t.app, 'POST', '/sys/role/add', {
      token: staff,
      body: { roleCode: 'by_depart_role', roleName: '部门角色加的' },
    });
    expect(added.body.success).toBe(true);
  });

  it('refuses a department role anything outside its department’s set', async () => {
    const role = await addDepartRole(branch);
    const refused = await saveRole(owner, role.id, [ROLE_PAGE]);
    expect(refused.body).toMatchObject({ success: false, message: '部门角色只能分配本部门拥有的菜单和按钮' });
    expect(await roleIds(owner, role.id)).toEqual([]);
  });

  it('takes an entry from the department’s roles and their holders’ menus when the department loses it', async () => {
    const role = await addDepartRole(headOffice);
    await saveRole(owner, role.id, [SYSTEM, ROLE_PAGE, ROLE_ADD_BUTTON]);
    expect(await staffActions()).toContain('system:role:add');
    expect((await saveDepart(owner, headOffice, [SYSTEM, ROLE_PAGE])).body.success).toBe(true);
    expect(await roleIds(owner, role.id)).toEqual([SYSTEM, ROLE_PAGE].sort());
    expect(await staffActions()).not.toContain('system:role:add');
  });

  it('grants only while the user is a member of the department', async () => {
    const [first] = (
      await call<Page<DepartRoleRecord>>(t.app, 'GET', `/sys/sysDepartRole/list?deptId=${headOffice}&pageSize=50`, {
        token: owner,
      })
    ).body.result.records.filter((role) => role.roleCode === 'dept_role_1');
    expect(first).toBeDefined();
    expect(JSON.stringify((await staffPermissions()).menu)).toContain('/system/role');
    await setUserDeparts(t.db, { userId: staffUserId, tenantId: staffTenant, departIds: [branch], outOfTenant: 'x' });
    expect(JSON.stringify((await staffPermissions()).menu)).not.toContain('/system/role');
    await setUserDeparts(t.db, {
      userId: staffUserId,
      tenantId: staffTenant,
      departIds: [headOffice],
      outOfTenant: 'x',
    });
    expect(JSON.stringify((await staffPermissions()).menu)).toContain('/system/role');
  });

  it('gives a department role only to members of its department', async () => {
    const role = await addDepartRole(branch);
    const refused = await call(t.app, 'POST', '/sys/sysDepartRole/saveRoleUsers', {
      token: owner,
      body: { roleId: role.id, userIds: [staffUserId] },
    });
    expect(refused.body).toMatchObject({ success: false, message: '只能把部门角色分配给本部门的用户' });
  });

  it('keeps a department role code once when it is added at once', async () => {
    // They truly overlap on PostgreSQL (DATABASE_URL, as CI runs this suite); PGlite runs one statement at a time.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(t.app, 'POST', '/sys/sysDepartRole/add', {
          token: owner,
          body: { departId: headOffice, roleCode: 'at_once', roleName: '同时' },
        }),
      ),
    );
    expect(outcomes(answers)).toEqual([
      '200 ok',
      '200 该部门下角色编码已存在',
      '200 该部门下角色编码已存在',
      '200 该部门下角色编码已存在',
    ]);
  });

  it('refuses a duplicate code in a department, a bad code, and another tenant’s roles', async () => {
    const role = await addDepartRole(headOffice);
    const duplicate = await call(t.app, 'POST', '/sys/sysDepartRole/add', {
      token: owner,
      body: { departId: headOffice, roleCode: role.roleCode, roleName: 'again' },
    });
    expect(duplicate.body).toMatchObject({ success: false, message: '该部门下角色编码已存在' });
    const elsewhere = await call(t.app, 'POST', '/sys/sysDepartRole/add', {
      token: owner,
      body: { departId: branch, roleCode: role.roleCode, roleName: 'elsewhere' },
    });
    expect(elsewhere.body.success).toBe(true);
    const bad = await call(t.app, 'POST', '/sys/sysDepartRole/add', {
      token: owner,
      body: { departId: headOffice, roleCode: 'a b', roleName: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('只允许字母、数字、下划线');
    for (const answer of [
      await call(t.app, 'POST', '/sys/sysDepartRole/add', {
        token: otherOwner,
        body: { departId: headOffice, roleCode: 'intruder', roleName: 'x' },
      }),
      await call(t.app, 'PUT', '/sys/sysDepartRole/edit', {
        token: otherOwner,
        body: { id: role.id, roleCode: 'intruder', roleName: 'x' },
      }),
      await saveRole(otherOwner, role.id, []),
      await call(t.app, 'GET', `/sys/sysDepartPermission/queryDeptRolePermission?roleId=${role.id}`, {
        token: otherOwner,
      }),
      await call(t.app, 'DELETE', `/sys/sysDepartRole/deleteBatch?ids=${role.id}`, { token: otherOwner }),
      await call(t.app, 'POST', '/sys/sysDepartRole/saveRoleUsers', {
        token: otherOwner,
        body: { roleId: role.id, userIds: [] },
      }),
    ]) {
      expect(answer.status).toBe(403);
    }
  });

  it('never leaves holders of a department role deleted while they were being saved', async () => {
    // They truly overlap on PostgreSQL (DATABASE_URL, as CI runs this suite); PGlite runs one statement at a time.
    await setUserDeparts(t.db, {
      userId: staffUserId,
      tenantId: staffTenant,
      departIds: [headOffice],
      outOfTenant: 'x',
    });
    for (let round = 0; round < 8; round += 1) {
      const role = await addDepartRole(headOffice);
      const [deleted, saved] = await Promise.all([
        call(t.app, 'DELETE', `/sys/sysDepartRole/deleteBatch?ids=${role.id}`, { token: owner }),
        call(t.app, 'POST', '/sys/sysDepartRole/saveRoleUsers', {
          token: owner,
          body: { roleId: role.id, userIds: [staffUserId] },
        }),
      ]);
      expect(deleted.body.success).toBe(true);
      expect([200, 403]).toContain(saved.status);
      expect(await t.db.select().from(departRoleUsers).where(eq(departRoleUsers.roleId, role.id))).toEqual([]);
    }
  });

  it('deletes a department role with its grants, and the holders lose its menu', async () => {
    const list = await call<Page<DepartRoleRecord>>(
      t.app,
      'GET',
      `/sys/sysDepartRole/list?deptId=${headOffice}&pageSize=50`,
      { token: owner },
    );
    const ids = list.body.result.records.map((role) => role.id);
    const deleted = await call(t.app, 'DELETE', `/sys/sysDepartRole/deleteBatch?ids=${ids.join(',')}`, {
      token: owner,
    });
    expect(deleted.body.success).toBe(true);
    expect(JSON.stringify((await staffPermissions()).menu)).not.toContain('/system/role');
  });

  it('drops a deleted department’s permissions and roles', async () => {
    const added = await call<DepartRecord>(t.app, 'POST', '/sys/sysDepart/add', {
      token: owner,
      body: { departName: '临时部门' },
    });
    const departId = added.body.result.id;
    await saveDepart(owner, departId, [SYSTEM]);
    await addDepartRole(departId);
    expect((await call(t.app, 'DELETE', `/sys/sysDepart/delete?id=${departId}`, { token: owner })).body.success).toBe(
      true,
    );
    expect(await t.db.select().from(departPermissions).where(eq(departPermissions.departId, departId))).toEqual([]);
    expect(await t.db.select().from(departRoles).where(eq(departRoles.departId, departId))).toEqual([]);
  });
});
