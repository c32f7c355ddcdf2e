import type { Page } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { departs, userDeparts } from '../sys-depart/schema.js';
import { sessionFor } from '../sys-permission/test-session.js';
import type { UserPickerRow } from './picker.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function pick(username: string, query = '') {
  const { token } = await sessionFor(t.db, username);
  return call<Page<UserPickerRow>>(t.app, 'GET', `/sys/user/queryUserComponentData?${query}`, { token });
}

const departId = async (orgCode: string) =>
  (await t.db.select({ id: departs.id }).from(departs).where(eq(departs.orgCode, orgCode)))[0].id;
const names = (page: Page<UserPickerRow>) => page.records.map((row) => row.username);

describe('user picker', () => {
  it('answers the users of the caller’s tenant with the picker’s columns', async () => {
    const { body } = await pick('demo', 'column=username&order=asc');
    expect(names(body.result)).toEqual(['demo', 'demo_staff']);
    expect(Object.keys(body.result.records[0]).sort()).toEqual([
      'id',
      'orgCodeTxt',
      'phone',
      'realname',
      'sex',
      'username',
    ]);
    expect((await pick('demo2')).body.result.records.map((row) => row.username)).toEqual(['demo2']);
  });

  it('keeps the users of a department and its sub-departments', async () => {
    const { userId, tenantId } = await sessionFor(t.db, 'demo_staff');
    const top = await departId('A02');
    const [sub] = await t.db
      .insert(departs)
      .values({ tenantId, parentId: top, departName: '分店摄影部', orgCode: 'A02A01', orgType: '2' })
      .returning({ id: departs.id });
    await t.db.insert(userDeparts).values({ userId, departId: sub.id });
    try {
      expect(names((await pick('demo', `departId=${top}&column=username&order=asc`)).body.result)).toEqual([
        'demo',
        'demo_staff',
      ]);
      expect(names((await pick('demo', `departId=${sub.id}`)).body.result)).toEqual(['demo_staff']);
    } finally {
      await t.db.delete(userDeparts).where(eq(userDeparts.departId, sub.id));
      await t.db.delete(departs).where(eq(departs.id, sub.id));
    }
  });

  it('finds nobody through another tenant’s department', async () => {
    const { body } = await pick('demo', `departId=${await departId('B01')}`);
    expect(body.result).toMatchObject({ total: 0, records: [] });
  });

  it('searches username and realname as contained text, % literally', async () => {
    expect(names((await pick('demo', `realname=${encodeURIComponent('店员')}`)).body.result)).toEqual(['demo_staff']);
    expect(names((await pick('demo', 'username=_staff')).body.result)).toEqual(['demo_staff']);
    expect((await pick('demo', 'username=%25')).body.result.total).toBe(0);
  });

  it('sorts by the default for a column outside the list, such as a subquery', async () => {
    const column = encodeURIComponent('(select case when 1=1 then username else realname end)');
    const { body } = await pick('demo', `column=${column}&order=asc`);
    expect(body.success).toBe(true);
    expect(body.result.total).toBe(2);
    const hidden = await pick('demo', 'column=password_hash&order=asc');
    expect(hidden.body.result.total).toBe(2);
  });
});
