import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import { rollUpStatistics } from './rollup.js';
import type { OverviewCount } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_ENABLED: 'false' });
});
afterAll(() => t.close());

type Overview = { counts: OverviewCount[]; rolledUpDay: string | null };
const overviewOf = async (token: string) =>
  (await call<Overview>(t.app, 'GET', '/sys/overview', { token })).body.result;
const figure = (overview: Overview, key: string) => overview.counts.find((count) => count.key === key);

describe('the nightly statistics roll-up', () => {
  it('gives no previous figures before the first roll-up', async () => {
    const demo = (await sessionFor(t.db, 'demo')).token;
    const overview = await overviewOf(demo);
    expect(overview.rolledUpDay).toBeNull();
    expect(figure(overview, 'shops')?.previous).toBeNull();
  });

  it('records each tenant’s figures for the day that ended, which the overview shows as previous', async () => {
    const done = await rollUpStatistics(t.db, new Date(2030, 0, 2, 0, 5));
    expect(done.day).toBe('2030-01-01');
    const demo = (await sessionFor(t.db, 'demo')).token;
    const demo2 = (await sessionFor(t.db, 'demo2')).token;
    const own = await overviewOf(demo);
    expect(own.rolledUpDay).toBe('2030-01-01');
    expect(figure(own, 'shops')).toMatchObject({ value: 5, previous: 5 });
    expect(figure(await overviewOf(demo2), 'shops')).toMatchObject({ value: 1, previous: 1 });
  });

  it('sums every tenant for the platform administrator, and a rerun of the day overwrites it', async () => {
    await rollUpStatistics(t.db, new Date(2030, 0, 2, 0, 5));
    const admin = (await sessionFor(t.db, 'admin')).token;
    const overview = await overviewOf(admin);
    expect(figure(overview, 'shops')?.previous).toBe(figure(overview, 'shops')?.value);
  });
});
