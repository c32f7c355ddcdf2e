import type { KepianDetail, KepianProblemPhoto } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoTenants } from '../../test/demo-tenants.js';
import { call } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';
import { bigImage, newAlbum, pendingPhotos, tinyImage } from './kepian-test-kit.js';
import { refreshProblems } from './photos.js';
import { kepianPhoto } from './schema.js';

let t: TestApp;
let demo: string;
let shop: string;
const K = '/cjKepian/cjKepian';

beforeAll(async () => {
  ({ t, demo, shopId: shop } = await openDemoTenants());
});
afterAll(() => t.close());

const problems = async (query = '') =>
  (await call<KepianProblemPhoto[]>(t.app, 'GET', `${K}/queryProblemImgList?shopId=${shop}${query}`, { token: demo }))
    .body.result;

describe('problem photos', () => {
  it('lists too small, duplicated and unreadable photos with their reason, and clears them when fixed', async () => {
    const good = await bigImage(31);
    const [fine, small, copy] = await pendingPhotos(t, demo, [good, await tinyImage('png', 800, 500), good]);
    const album = await newAlbum(t, demo, shop, { mainNumber: 'P-1', photos: [fine, small, copy] });
    expect(album.photos.map((photo) => photo.problem)).toEqual([null, 'tooSmall', 'duplicate']);
    // A photo whose bytes could not be read has no dimensions: made so straight in the table.
    await t.db.update(kepianPhoto).set({ width: null, height: null }).where(eq(kepianPhoto.id, album.photos[0].id));
    await refreshProblems(t.db, album.id);
    const listed = await problems(`&kepianId=${album.id}`);
    expect(listed.map((photo) => [photo.photoId, photo.reason])).toEqual([
      [album.photos[0].id, 'unreadable'],
      [album.photos[1].id, 'tooSmall'],
      [album.photos[2].id, 'duplicate'],
    ]);
    expect(listed[0]).toMatchObject({ mainNumber: 'P-1', kepianId: album.id });

    const [replacement] = await pendingPhotos(t, demo, [await bigImage(32)]);
    const fixed = await call<KepianDetail>(t.app, 'POST', `${K}/editKePian`, {
      token: demo,
      body: { id: album.id, mainNumber: 'P-1', title: '样片', photos: [copy, replacement] },
    });
    expect(fixed.body.result.photos.map((photo) => photo.problem)).toEqual([null, null]);
    expect(await problems(`&kepianId=${album.id}`)).toEqual([]);
  });

  it('do not count a 600 px short side as too small', async () => {
    const [edge] = await pendingPhotos(t, demo, [await bigImage(33, 600, 900)]);
    const album = await newAlbum(t, demo, shop, { photos: [edge] });
    expect(album.photos[0].problem).toBeNull();
  });
});
