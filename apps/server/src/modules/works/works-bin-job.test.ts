import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../platform/storage/index.js';
import { openDemoTenants } from '../../test/demo-tenants.js';
import { call } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import { works } from './schema.js';
import { newHj, uploadInto } from './works-test-kit.js';

const BIN_JOB = '1f000000000000000000000000c12102';
const DAY_MS = 86_400_000;
let t: TestApp;
let demo: string;
let demo2: string;
let shopId: string;
let otherShopId: string;

beforeAll(async () => {
  ({ t, demo, demo2, shopId, otherShopId } = await openDemoTenants());
});
afterAll(() => t.close());

const stored = async (key: string) => (await createStorage(t.config).stat(key)) !== null;

async function binnedWork(token: string, shop: string, daysAgo: number) {
  const hj = await newHj(t, token, shop, `bin ${daysAgo} ${Math.random()}`);
  const work = await uploadInto(t, token, hj.id);
  await call(t.app, 'GET', `/works/clWorks/deleteBatchByStatus?ids=${work.id}`, { token });
  await t.db
    .update(works)
    .set({ deletedAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(works.id, work.id));
  const [row] = await t.db.select().from(works).where(eq(works.id, work.id));
  return row;
}

describe('the recycle-bin job (days 30)', () => {
  it('deletes works binned over 30 days ago in every tenant with their files, and keeps younger ones', async () => {
    const old = await binnedWork(demo, shopId, 31);
    const otherTenantOld = await binnedWork(demo2, otherShopId, 45);
    const young = await binnedWork(demo, shopId, 29);
    const admin = (await sessionFor(t.db, 'admin')).token;
    await call(t.app, 'GET', `/sys/quartzJob/execute?id=${BIN_JOB}`, { token: admin });
    await t.app.scheduler.settle();

    const left = await t.db
      .select({ id: works.id })
      .from(works)
      .where(inArray(works.id, [old.id, otherTenantOld.id, young.id]));
    expect(left.map((row) => row.id)).toEqual([young.id]);
    expect(await stored(old.fileKey)).toBe(false);
    expect(await stored(otherTenantOld.fileKey)).toBe(false);
    expect(await stored(young.fileKey)).toBe(true);
  });
});
