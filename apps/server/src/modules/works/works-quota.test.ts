import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { WorksSize } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.js';
import { loginAs } from '../../test/login.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { bigImage, newAlbum, pendingPhotos } from '../kepian/kepian-test-kit.js';
import { shopRow } from '../shop/test-fixtures.js';
import { newHj, postFile, tinyImage, tinyMp4 } from './works-test-kit.js';

const QUOTA = 200 * 1024;
let t: TestApp;
let demo: string;

beforeAll(async () => {
  t = await createTestApp({ WORKS_QUOTA_BYTES: String(QUOTA) });
  demo = await loginAs(t.app, 'demo');
});
afterAll(() => t.close());

async function filesOnDisk(): Promise<string[]> {
  const root = path.join(t.config.dataDir, 'files', 'works');
  try {
    return (await readdir(root, { recursive: true })).map(String).filter((name) => name.includes('.'));
  } catch {
    return [];
  }
}

describe('the storage quota', () => {
  it('refuses an upload that does not fit, before storing or mid-stream, leaving no partial file', async () => {
    const shopId = (await shopRow(t, '演示影楼旗舰店')).id;
    const hj = await newHj(t, demo, shopId, '配额');
    const small = await postFile<string>(t, demo, `/works/clWorksHj/addWorks?hjId=${hj.id}`, await tinyImage());
    expect(small.body.success).toBe(true);
    const before = await filesOnDisk();

    const big = Buffer.concat([tinyMp4(), Buffer.alloc(QUOTA, 1)]);
    const refused = await postFile(t, demo, '/user/v1/upload?type=video', big, 'big.mp4');
    expect(refused.body).toMatchObject({ success: false, message: '存储空间不足（上限200KB）' });
    expect(await filesOnDisk()).toEqual(before);

    const { body } = await call<WorksSize>(t.app, 'GET', '/works/clWorks/getWorksSize', { token: demo });
    expect(body.result.quota).toBe(QUOTA);
    expect(body.result.used).toBeLessThan(QUOTA);
  });

  it('counts album photos: claiming an upload into an album does not free its bytes', async () => {
    const shopId = (await shopRow(t, '演示影楼旗舰店')).id;
    const used = async () =>
      (await call<WorksSize>(t.app, 'GET', '/works/clWorks/getWorksSize', { token: demo })).body.result.used;
    const before = await used();
    const photos = await pendingPhotos(t, demo, [await bigImage()]);
    const pending = await used();
    expect(pending).toBeGreaterThan(before);
    await newAlbum(t, demo, shopId, { mainNumber: 'Q-1', photos });
    expect(await used()).toBe(pending);
  });
});
