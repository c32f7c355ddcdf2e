import type { FenleiNode, KepianRecord, Page, WorksRecord } from '@scenecast/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoTenants } from '../../test/demo-tenants.js';
import { call } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';
import { newAlbum, newFenlei, pendingPhotos, tinyImage } from '../kepian/kepian-test-kit.js';
import { kepianFenlei, kepianFenleiLink, kepianPhoto } from '../kepian/schema.js';
import { sessionFor } from '../sys-permission/test-session.js';
import { works, worksRelat } from '../works/schema.js';
import { newHj, uploadInto } from '../works/works-test-kit.js';
import { shopTag } from './access.js';
import { shopMembers } from './schema.js';

let t: TestApp;
let demo: string;
let shopId: string;

beforeAll(async () => {
  ({ t, demo, shopId } = await openDemoTenants());
});
afterAll(() => t.close());

const groupPage = async (hjId: string, token = demo) =>
  call<Page<WorksRecord>>(t.app, 'GET', `/works/clWorks/getWorksListByWorksHj?hjId=${hjId}&pageSize=10`, { token });

const names = (page: Page<WorksRecord>) => page.records.map((work) => work.name);

// The works and album pages and the access checks are served from memory; these changes are written
// straight to the database (as another process or any future code would), never through the
// works calls, so only the database's change signal can tell the cache.
describe('cached shop pages', () => {
  it('follow a change of order, name or group written by anyone, at once', async () => {
    const hj = await newHj(t, demo, shopId, '缓存');
    const upload = (name: string) => uploadInto(t, demo, hj.id, undefined, `${name}.png`);
    const [a, b] = [await upload('A'), await upload('B'), await upload('C')];
    expect(names((await groupPage(hj.id)).body.result)).toEqual(['A', 'B', 'C']);
    expect(names((await groupPage(hj.id)).body.result)).toEqual(['A', 'B', 'C']);

    await t.db.execute(sql`UPDATE cl_works_relat SET sort = 4 - sort WHERE hj_id = ${hj.id}`);
    expect(names((await groupPage(hj.id)).body.result)).toEqual(['C', 'B', 'A']);

    await t.db.update(works).set({ name: 'B2' }).where(eq(works.id, b.id));
    expect(names((await groupPage(hj.id)).body.result)).toEqual(['C', 'B2', 'A']);

    await t.db.delete(worksRelat).where(and(eq(worksRelat.hjId, hj.id), eq(worksRelat.worksId, a.id)));
    const page = (await groupPage(hj.id)).body.result;
    expect([names(page), page.total]).toEqual([['C', 'B2'], 2]);

    const library = await call<Page<WorksRecord>>(
      t.app,
      'GET',
      `/works/clWorks/getWorksListByWorksHj?shopId=${shopId}&name=B2`,
      { token: demo },
    );
    expect(names(library.body.result)).toEqual(['B2']);
    await t.db.update(works).set({ name: 'B3' }).where(eq(works.id, b.id));
    const renamed = await call<Page<WorksRecord>>(
      t.app,
      'GET',
      `/works/clWorks/getWorksListByWorksHj?shopId=${shopId}&name=B2`,
      { token: demo },
    );
    expect(renamed.body.result.records).toEqual([]);
  });

  it('follow a change of an album’s photos, its categories or the category tree written by anyone, at once', async () => {
    const fenlei = await newFenlei(t, demo, shopId, '缓存分类');
    const photos = await pendingPhotos(t, demo, [await tinyImage(), await tinyImage()]);
    const album = await newAlbum(t, demo, shopId, { title: '缓存样片', photos, fenleiIds: [fenlei.id] });
    const listed = async () => {
      const { body } = await call<Page<KepianRecord>>(
        t.app,
        'GET',
        `/cjKepian/cjKepian/list?shopId=${shopId}&fenleiId=${fenlei.id}`,
        { token: demo },
      );
      return body.result.records.map((record) => [record.title, record.photoCount]);
    };
    expect(await listed()).toEqual([['缓存样片', 2]]);
    expect(await listed()).toEqual([['缓存样片', 2]]);
    const [first] = await t.db.select().from(kepianPhoto).where(eq(kepianPhoto.kepianId, album.id)).limit(1);
    await t.db.delete(kepianPhoto).where(eq(kepianPhoto.id, first.id));
    expect(await listed()).toEqual([['缓存样片', 1]]);
    await t.db.delete(kepianFenleiLink).where(eq(kepianFenleiLink.kepianId, album.id));
    expect(await listed()).toEqual([]);

    const tree = async () => {
      const { body } = await call<FenleiNode[]>(
        t.app,
        'GET',
        `/cjKepianFenlei/cjKepianFenlei/queryFenLeiByshopId?shopId=${shopId}`,
        {
          token: demo,
        },
      );
      return body.result.map((node) => node.name);
    };
    expect(await tree()).toContain('缓存分类');
    await t.db.update(kepianFenlei).set({ name: '缓存分类二' }).where(eq(kepianFenlei.id, fenlei.id));
    expect(await tree()).toContain('缓存分类二');
  });

  it('refuse a member at once when the membership is switched off, whoever switched it', async () => {
    const staff = (await sessionFor(t.db, 'demo_staff')).token;
    const hj = await newHj(t, demo, shopId, '店员可见');
    expect((await groupPage(hj.id, staff)).body.success).toBe(true);
    await t.db.update(shopMembers).set({ status: 0 }).where(eq(shopMembers.shopId, shopId));
    try {
      const refused = await groupPage(hj.id, staff);
      expect([refused.status, refused.body.message]).toEqual([403, '无权访问该门店']);
    } finally {
      await t.db.update(shopMembers).set({ status: 1 }).where(eq(shopMembers.shopId, shopId));
    }
    expect((await groupPage(hj.id, staff)).body.success).toBe(true);
  });
});

describe('change signals', () => {
  it('tell each committed transaction once per shop, however many connections listen', async () => {
    const heard: string[] = [];
    t.onChange((tag) => heard.push(tag));
    // On PostgreSQL several pooled connections open, and every one of them hears each signal.
    await Promise.all(Array.from({ length: 5 }, () => t.db.execute(sql`SELECT pg_sleep(0.05)`)));
    const touchShop = sql`UPDATE cj_shop SET id = id WHERE id = ${shopId}`;
    await t.db.transaction(async (tx) => {
      await tx.execute(touchShop);
      await tx.execute(touchShop);
    });
    await t.db.execute(touchShop);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard.filter((tag) => tag === shopTag(shopId))).toEqual([shopTag(shopId), shopTag(shopId)]);
  });
});
