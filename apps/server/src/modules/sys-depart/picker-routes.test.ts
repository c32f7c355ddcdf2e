import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { roleLessUserToken } from '../../test/role-less-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import type { DepartPickerNode } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tree = (token: string | undefined) =>
  call<DepartPickerNode[]>(t.app, 'GET', '/sys/sysDepart/pickerTree', { token });
const tokenOf = async (username: string) => (await sessionFor(t.db, username)).token;

describe('GET /sys/sysDepart/pickerTree', () => {
  it('answers only what the pickers show: id, key, title, isLeaf, children', async () => {
    const { body } = await tree(await tokenOf('demo'));
    for (const node of body.result) expect(Object.keys(node).sort()).toEqual(['id', 'isLeaf', 'key', 'title']);
  });

  it('answers the departments of the caller’s tenant only', async () => {
    expect((await tree(await tokenOf('demo'))).body.result.map((node) => node.title)).toEqual(['总店', '分店']);
    expect((await tree(await tokenOf('demo2'))).body.result.map((node) => node.title)).toEqual(['第二租户总店']);
  });

  it('answers a signed-in user whose roles hold no menu', async () => {
    const { status, body } = await tree(await roleLessUserToken(t));
    expect(status).toBe(200);
    expect(body.result.map((node) => node.title)).toEqual(['总店', '分店']);
  });

  it('refuses a caller without a token', async () => {
    expect((await tree(undefined)).status).toBe(401);
  });
});
