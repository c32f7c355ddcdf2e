import type { Page } from '@scenecast/contracts';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../seed/index.js';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import { positions } from './schema.js';
import type { PositionRow } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function list(username: string, query = '') {
  const { token } = await sessionFor(t.db, username);
  return call<Page<PositionRow>>(t.app, 'GET', `/sys/position/list?${query}`, { token });
}

describe('position list', () => {
  it('answers the positions of the caller’s tenant with their rank text', async () => {
    const { body } = await list('demo', 'column=postRank&order=desc');
    expect(body.result.total).toBe(4);
    expect(body.result.records.map((row) => [row.name, row.code, row.rank, row.rank_dictText])).toEqual([
      ['店长', 'store_manager', '4', '副高级'],
      ['摄影师', 'photographer', '3', '中级'],
      ['化妆师', 'makeup_artist', '2', '助级'],
      ['前台', 'reception', '1', '员级'],
    ]);
  });

  it('never shows another tenant’s positions', async () => {
    const { body } = await list('demo2', 'column=code&order=asc');
    expect(body.result.records.map((row) => row.code)).toEqual(['shop_guide', 'store_manager']);
  });

  it('finds names containing the text, % and _ literally', async () => {
    const { tenantId } = await sessionFor(t.db, 'demo');
    await t.db.insert(positions).values([
      { tenantId, name: '提成100%顾问', code: 'pct', postRank: '1' },
      { tenantId, name: '顾问_夜班', code: 'night', postRank: '1' },
    ]);
    try {
      const contains = await list('demo', `name=${encodeURIComponent('顾问')}&column=code&order=asc`);
      expect(contains.body.result.records.map((row) => row.code)).toEqual(['night', 'pct']);
      const percent = await list('demo', `name=${encodeURIComponent('%')}`);
      expect(percent.body.result.records.map((row) => row.code)).toEqual(['pct']);
      const underscore = await list('demo', 'name=_');
      expect(underscore.body.result.records.map((row) => row.code)).toEqual(['night']);
    } finally {
      await t.db.delete(positions).where(inArray(positions.code, ['pct', 'night']));
    }
  });

  it('sorts by the default for a column outside the list, such as a subquery', async () => {
    const column = encodeURIComponent('(select password_hash from sys_user limit 1)');
    const { body } = await list('demo', `column=${column}&order=asc`);
    expect(body.success).toBe(true);
    expect(body.result.total).toBe(4);
  });

  it('answers 400 for a bad page', async () => {
    const { status } = await list('demo', 'pageNo=0');
    expect(status).toBe(400);
  });

  it('seeds once: a second seed adds nothing', async () => {
    await seed(t.db, { seedDemo: true, adminPassword: null });
    expect((await list('demo')).body.result.total).toBe(4);
  });
});
