import type {
  DataRuleRecord,
  DemoRecord,
  Page,
  PermissionTreeList,
  RoleDataRules,
  RoleRecord,
} from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, userTenants } from '../../platform/identity/schema.js';
import { ensureUser } from '../../seed/identity.js';
import { grantMenus } from '../../test/grant-menus.js';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { demoRecords } from '../demo/schema.js';
import type { UserListRow } from '../sys-user/service.js';
import { permissionDataRules, roleDataRules, userRoles } from './schema.js';
import { sessionFor } from './test-session.js';

let t: TestApp;
let admin: string;
let owner: string;
let otherOwner: string;
let tenantId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await sessionFor(t.db, 'admin')).token;
  owner = (await sessionFor(t.db, 'demo')).token;
  otherOwner = (await sessionFor(t.db, 'demo2')).token;
  tenantId = (await sessionFor(t.db, 'demo')).tenantId;
});
afterAll(() => t.close());

const USER_MENU = '1f000000000000000000000000user01';
const DEMO_MENU = '1f000000000000000000000000000906';
const DASHBOARD = '1f000000000000000000000000000001';

const rule = (fields: Partial<DataRuleRecord> = {}) => ({
  permissionId: USER_MENU,
  ruleName: '本部门',
  ruleColumn: 'org_code',
  ruleConditions: '=',
  ruleValue: '#{sys_org_code}',
  ...fields,
});

async function addRule(fields: Partial<DataRuleRecord> = {}): Promise<DataRuleRecord> {
  const answer = await call<DataRuleRecord>(t.app, 'POST', '/sys/permission/addPermissionRule', {
    token: admin,
    body: rule(fields),
  });
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.result;
}

let roleCount = 0;
async function ownerRole(): Promise<RoleRecord> {
  roleCount += 1;
  const answer = await call<RoleRecord>(t.app, 'POST', '/sys/role/add', {
    token: owner,
    body: { roleCode: `dr_role_${roleCount}`, roleName: `数据规则角色${roleCount}` },
  });
  return answer.body.result;
}

async function chooseRules(roleId: string, permissionId: string, dataRuleIds: string[], token = owner) {
  return call(t.app, 'POST', '/sys/role/datarule', { token, body: { permissionId, roleId, dataRuleIds } });
}

/** A user of 演示影楼 in department `orgCode`, holding the given roles. */
async function member(username: string, orgCode: string | null, roleIds: string[] = []) {
  const userId = await ensureUser(t.db, {
    username,
    realname: username,
    password: null,
    phone: null,
    tenantName: '演示影楼',
  });
  await t.db.update(users).set({ orgCode }).where(eq(users.id, userId));
  for (const roleId of roleIds) await t.db.insert(userRoles).values({ userId, roleId });
  // The pages whose lists the rules narrow: a rule narrows a page the user's roles already open.
  await grantMenus(t, username, ['/system/user', '/demo/records']);
  return (await sessionFor(t.db, username)).token;
}

const usernames = async (token: string, filter = 'username=dr_*', tenant?: number) => {
  const answer = await call<Page<UserListRow>>(t.app, 'GET', `/sys/user/list?pageSize=100&${filter}`, {
    token,
    tenant,
  });
  expect(answer.body.success, answer.body.message).toBe(true);
  return answer.body.result.records.map((row) => row.username).sort();
};

describe('defining the data rules of a menu', () => {
  it('stores a rule and lists it by menu, filtered by name or column', async () => {
    const added = await addRule({ ruleName: '列表规则甲' });
    expect(added).toMatchObject({ permissionId: USER_MENU, ruleColumn: 'org_code', ruleConditions: '=', status: '1' });
    const all = await call<DataRuleRecord[]>(
      t.app,
      'GET',
      `/sys/permission/getPermRuleListByPermId?permissionId=${USER_MENU}`,
      { token: admin },
    );
    expect(all.body.result.map((row) => row.id)).toContain(added.id);
    const byName = await call<DataRuleRecord[]>(
      t.app,
      'GET',
      `/sys/permission/queryPermissionRule?permissionId=${USER_MENU}&ruleName=${encodeURIComponent('则甲')}`,
      { token: admin },
    );
    expect(byName.body.result.map((row) => row.id)).toEqual([added.id]);
    const byColumn = await call<DataRuleRecord[]>(
      t.app,
      'GET',
      `/sys/permission/queryPermissionRule?permissionId=${USER_MENU}&ruleColumn=nothing_like_it`,
      { token: admin },
    );
    expect(byColumn.body.result).toEqual([]);
  });

  it('edits and deletes a rule, with every role’s choice of it', async () => {
    const added = await addRule({ ruleName: '待改' });
    const edited = await call<DataRuleRecord>(t.app, 'PUT', '/sys/permission/editPermissionRule', {
      token: admin,
      body: {
        ...rule({ ruleName: '已改', ruleColumn: 'status', ruleConditions: 'in', ruleValue: '1,2' }),
        id: added.id,
      },
    });
    expect(edited.body.result).toMatchObject({ ruleName: '已改', ruleColumn: 'status', ruleConditions: 'in' });
    const role = await ownerRole();
    expect((await chooseRules(role.id, USER_MENU, [added.id])).body.success).toBe(true);
    const removed = await call(t.app, 'DELETE', `/sys/permission/deletePermissionRule?id=${added.id}`, {
      token: admin,
    });
    expect(removed.body.success).toBe(true);
    expect(await t.db.select().from(roleDataRules).where(eq(roleDataRules.ruleId, added.id))).toEqual([]);
    const again = await call(t.app, 'PUT', '/sys/permission/editPermissionRule', {
      token: admin,
      body: { ...rule(), id: added.id },
    });
    expect(again.body).toMatchObject({ success: false, message: '数据规则不存在' });
  });

  it('refuses a column outside the list’s allow-list, injection-shaped or not', async () => {
    for (const ruleColumn of [
      'password_hash',
      'passwordHash',
      "org_code' or '1'='1",
      'org_code; drop table sys_user',
      'constructor',
    ]) {
      const answer = await call(t.app, 'POST', '/sys/permission/addPermissionRule', {
        token: admin,
        body: rule({ ruleColumn }),
      });
      expect(answer.body).toMatchObject({ success: false, message: `该列表不支持按此字段设置规则：${ruleColumn}` });
    }
  });

  it('refuses values that do not fit the field, unknown variables, like on a number, an unknown operator', async () => {
    const refused = async (fields: Partial<DataRuleRecord>) =>
      (await call(t.app, 'POST', '/sys/permission/addPermissionRule', { token: admin, body: rule(fields) })).body;
    expect(await refused({ ruleValue: '#{sys_password}' })).toMatchObject({
      message: '规则值格式不正确：#{sys_password}',
    });
    expect(await refused({ ruleValue: 'A#{sys_org_code}' })).toMatchObject({
      message: '规则值格式不正确：A#{sys_org_code}',
    });
    expect(await refused({ ruleColumn: 'status', ruleValue: '1 or 1=1' })).toMatchObject({
      message: '规则值格式不正确：1 or 1=1',
    });
    expect(await refused({ ruleColumn: 'status', ruleValue: '#{sys_user_code}' })).toMatchObject({ success: false });
    expect(await refused({ ruleColumn: 'status', ruleConditions: 'like', ruleValue: '1' })).toMatchObject({
      message: '不支持的条件规则',
    });
    const badOperator = await call(t.app, 'POST', '/sys/permission/addPermissionRule', {
      token: admin,
      body: rule({ ruleConditions: 'regexp' as '=' }),
    });
    expect(badOperator.status).toBe(400);
    expect(badOperator.body.message).toBe('不支持的条件规则');
    expect(await refused({ permissionId: DASHBOARD })).toMatchObject({ message: '该菜单没有可设置数据规则的列表' });
    expect(await refused({ permissionId: 'no-such-menu' })).toMatchObject({ message: '菜单不存在' });
  });

  it('is the platform administrator’s only: a tenant owner gets 403', async () => {
    const added = await addRule();
    const calls = [
      call(t.app, 'POST', '/sys/permission/addPermissionRule', { token: owner, body: rule() }),
      call(t.app, 'PUT', '/sys/permission/editPermissionRule', { token: owner, body: { ...rule(), id: added.id } }),
      call(t.app, 'DELETE', `/sys/permission/deletePermissionRule?id=${added.id}`, { token: owner }),
      call(t.app, 'GET', `/sys/permission/getPermRuleListByPermId?permissionId=${USER_MENU}`, { token: owner }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(403);
  });
});

describe('choosing the rules of a menu for a role', () => {
  it('answers the menu’s enabled rules and those the role holds; flags the menu in the role tree', async () => {
    const on = await addRule({ ruleName: '开' });
    const off = await addRule({ ruleName: '关', status: '0' });
    const role = await ownerRole();
    const before = await call<RoleDataRules>(t.app, 'GET', `/sys/role/datarule/${USER_MENU}/${role.id}`, {
      token: owner,
    });
    const ids = before.body.result.datarule.map((row) => row.id);
    expect(ids).toContain(on.id);
    expect(ids).not.toContain(off.id);
    expect(before.body.result.drChecked).toBe('');
    expect((await chooseRules(role.id, USER_MENU, [on.id])).body.success).toBe(true);
    const after = await call<RoleDataRules>(t.app, 'GET', `/sys/role/datarule/${USER_MENU}/${role.id}`, {
      token: owner,
    });
    expect(after.body.result.drChecked).toBe(on.id);
    const tree = await call<PermissionTreeList>(t.app, 'GET', '/sys/role/queryTreeList', { token: owner });
    const flagged = JSON.stringify(tree.body.result.treeList);
    expect(flagged).toContain(`"key":"${USER_MENU}","title":"用户管理"`);
    expect(flagged).toMatch(new RegExp(`"key":"${USER_MENU}"[^}]*"ruleFlag":true`));
  });

  it('refuses another tenant’s role (403) and a rule of another menu', async () => {
    const userRule = await addRule();
    const demoRule = await addRule({ permissionId: DEMO_MENU, ruleColumn: 'create_by', ruleValue: '#{sys_user_code}' });
    const role = await ownerRole();
    expect((await chooseRules(role.id, USER_MENU, [userRule.id], otherOwner)).status).toBe(403);
    const peek = await call(t.app, 'GET', `/sys/role/datarule/${USER_MENU}/${role.id}`, { token: otherOwner });
    expect(peek.status).toBe(403);
    expect((await chooseRules(role.id, USER_MENU, [demoRule.id])).body).toMatchObject({
      success: false,
      message: '所选规则不属于该菜单',
    });
    expect((await chooseRules(role.id, USER_MENU, ['no-such-rule'])).body.message).toBe('所选规则不属于该菜单');
  });

  it('needs the role permission button: a staff account gets 403', async () => {
    const staff = (await sessionFor(t.db, 'demo_staff')).token;
    const role = await ownerRole();
    expect((await call(t.app, 'GET', `/sys/role/datarule/${USER_MENU}/${role.id}`, { token: staff })).status).toBe(403);
    expect((await chooseRules(role.id, USER_MENU, [], staff)).status).toBe(403);
  });
});

describe('lists narrowed by the caller’s rules', () => {
  it('shows a holder of a department rule only the users of their department; others see all', async () => {
    const sameDepartment = await addRule({ ruleName: '本部门用户' });
    const role = await ownerRole();
    await chooseRules(role.id, USER_MENU, [sameDepartment.id]);
    const viewer = await member('dr_viewer', 'A01', [role.id]);
    await member('dr_colleague', 'A01');
    const outsider = await member('dr_outsider', 'B02');
    expect(await usernames(viewer)).toEqual(['dr_colleague', 'dr_viewer']);
    expect(await usernames(outsider)).toEqual(expect.arrayContaining(['dr_colleague', 'dr_outsider', 'dr_viewer']));
    const homeless = await member('dr_homeless', null, [role.id]);
    expect(await usernames(homeless)).toEqual([]);
  });

  it('ANDs several rules, ignores disabled ones, and widens again when the rule is taken away', async () => {
    const department = await addRule({ ruleName: '部门' });
    const named = await addRule({
      ruleName: '名字',
      ruleColumn: 'username',
      ruleConditions: 'like',
      ruleValue: 'and_',
    });
    const disabled = await addRule({ ruleName: '停用', ruleColumn: 'username', ruleValue: 'nobody', status: '0' });
    const role = await ownerRole();
    await chooseRules(role.id, USER_MENU, [department.id, named.id, disabled.id]);
    const viewer = await member('dr_and_viewer', 'C03', [role.id]);
    await member('dr_and_peer', 'C03');
    await member('dr_other_peer', 'C03');
    await member('dr_and_far', 'D04');
    expect(await usernames(viewer)).toEqual(['dr_and_peer', 'dr_and_viewer']);
    await chooseRules(role.id, USER_MENU, []);
    expect(await usernames(viewer)).toEqual(expect.arrayContaining(['dr_and_far', 'dr_other_peer']));
  });

  it('keeps an injection-shaped value a bound literal, and ignores a stored rule on an unknown column', async () => {
    const literal = await addRule({ ruleName: '注入', ruleColumn: 'username', ruleValue: "x' or '1'='1" });
    const role = await ownerRole();
    await chooseRules(role.id, USER_MENU, [literal.id]);
    const viewer = await member('dr_inject_viewer', 'E05', [role.id]);
    expect(await usernames(viewer, '')).toEqual([]);
    const [smuggled] = await t.db
      .insert(permissionDataRules)
      .values({
        permissionId: USER_MENU,
        ruleName: '坏列',
        ruleColumn: '1=1) or (1',
        ruleConditions: '=',
        ruleValue: 'x',
      })
      .returning();
    const other = await ownerRole();
    await chooseRules(other.id, USER_MENU, [smuggled.id]);
    const reader = await member('dr_smuggled_reader', 'E05', [other.id]);
    expect(await usernames(reader)).toEqual(expect.arrayContaining(['dr_inject_viewer', 'dr_smuggled_reader']));
  });

  it('applies the roles of the tenant the caller acts in, not another tenant’s', async () => {
    const department = await addRule({ ruleName: '他租户' });
    const theirs = await call<RoleRecord>(t.app, 'POST', '/sys/role/add', {
      token: otherOwner,
      body: { roleCode: 'dr_their_role', roleName: '他租户角色' },
    });
    expect((await chooseRules(theirs.body.result.id, USER_MENU, [department.id], otherOwner)).body.success).toBe(true);
    await member('dr_mixed', 'F06', [theirs.body.result.id]);
    const { userId } = await sessionFor(t.db, 'dr_mixed');
    const theirTenant = (await sessionFor(t.db, 'demo2')).tenantId;
    await t.db.insert(userTenants).values({ userId, tenantId: theirTenant });
    const mixed = (await sessionFor(t.db, 'dr_mixed')).token;
    expect(await usernames(mixed)).toEqual(expect.arrayContaining(['dr_colleague', 'dr_mixed']));
    expect(await usernames(mixed, 'username=dr_*', theirTenant)).toEqual(['dr_mixed']);
  });

  it('shows a holder of a create_by rule only their own demo records', async () => {
    const own = await addRule({
      permissionId: DEMO_MENU,
      ruleName: '本人创建',
      ruleColumn: 'create_by',
      ruleValue: '#{sys_user_code}',
    });
    const role = await ownerRole();
    await chooseRules(role.id, DEMO_MENU, [own.id]);
    const writer = await member('dr_writer', null, [role.id]);
    await t.db.insert(demoRecords).values([
      { tenantId, name: 'dr-mine', createBy: 'dr_writer' },
      { tenantId, name: 'dr-theirs', createBy: 'demo' },
    ]);
    const list = async (token: string) => {
      const answer = await call<Page<DemoRecord>>(t.app, 'GET', '/demo/record/list?pageSize=100&name=dr-*', { token });
      return answer.body.result.records.map((row) => row.name).sort();
    };
    expect(await list(writer)).toEqual(['dr-mine']);
    expect(await list(owner)).toEqual(['dr-mine', 'dr-theirs']);
  });
});
