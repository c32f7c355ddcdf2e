import type { Page } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { roleLessUserToken } from '../../test/role-less-user.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import type { PositionPickerRow } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pick = (token: string | undefined, query = '') =>
  call<Page<PositionPickerRow>>(t.app, 'GET', `/sys/position/picker?${query}`, { token });
const tokenOf = async (username: string) => (await sessionFor(t.db, username)).token;

describe('GET /sys/position/picker', () => {
  it('answers only what the picker shows: name, code, rank', async () => {
    const { body } = await pick(await tokenOf('demo'));
    expect(body.result.total).toBeGreaterThan(0);
    for (const row of body.result.records) {
      expect(Object.keys(row).sort()).toEqual(['code', 'id', 'name', 'rank', 'rank_dictText']);
    }
  });

  it('answers the positions of the caller’s tenant only, for the platform admin too', async () => {
    const names = async (username: string) =>
      (await pick(await tokenOf(username), 'column=name&order=asc')).body.result.records.map((row) => row.name).sort();
    expect(await names('demo')).toEqual(['前台', '化妆师', '店长', '摄影师'].sort());
    expect(await names('demo2')).toEqual(['导购', '店长'].sort());
    expect(await names('admin')).toEqual([]);
  });

  it('searches the name and pages as the picker does', async () => {
    const token = await tokenOf('demo');
    const [first] = (await pick(token)).body.result.records;
    const found = await pick(token, `name=${encodeURIComponent(first.name)}`);
    expect(found.body.result.records.map((row) => row.name)).toContain(first.name);
    const paged = await pick(token, 'pageNo=2&pageSize=1');
    expect(paged.body.result).toMatchObject({ current: 2, size: 1 });
    expect(paged.body.result.records).toHaveLength(1);
  });

  it('answers a signed-in user whose roles hold no menu', async () => {
    expect((await pick(await roleLessUserToken(t))).status).toBe(200);
  });

  it('refuses a caller without a token', async () => {
    expect((await pick(undefined)).status).toBe(401);
  });
});
