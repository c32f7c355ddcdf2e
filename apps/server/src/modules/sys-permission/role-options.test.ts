import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { roleLessUserToken } from '../../test/role-less-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { RoleOption } from './role-options.js';
import { roles } from './schema.js';
import { sessionFor } from './test-session.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const options = (token: string | undefined) => call<RoleOption[]>(t.app, 'GET', '/sys/role/options', { token });
const codesOf = (list: RoleOption[]) => list.map((role) => role.roleCode);

describe('GET /sys/role/options', () => {
  it('answers only what a role select shows: id, roleCode, roleName', async () => {
    const { body } = await options((await sessionFor(t.db, 'demo')).token);
    for (const role of body.result) expect(Object.keys(role).sort()).toEqual(['id', 'roleCode', 'roleName']);
  });

  it('answers the built-in tenant roles and the caller’s tenant’s own roles, never another tenant’s', async () => {
    const demo = await sessionFor(t.db, 'demo');
    const demo2 = await sessionFor(t.db, 'demo2');
    await t.db.insert(roles).values([
      { roleCode: 'picker_demo_role', roleName: '演示租户角色', tenantId: demo.tenantId },
      { roleCode: 'picker_demo2_role', roleName: '第二租户角色', tenantId: demo2.tenantId },
    ]);
    expect(codesOf((await options(demo.token)).body.result)).toEqual(['owner', 'picker_demo_role', 'staff']);
    expect(codesOf((await options(demo2.token)).body.result)).toEqual(['owner', 'picker_demo2_role', 'staff']);
  });

  it('answers a signed-in user whose roles hold no menu', async () => {
    const { status, body } = await options(await roleLessUserToken(t));
    expect(status).toBe(200);
    expect(codesOf(body.result)).toContain('staff');
  });

  it('refuses a caller without a token', async () => {
    expect((await options(undefined)).status).toBe(401);
  });
});
