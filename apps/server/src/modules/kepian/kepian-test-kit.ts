import type { FenleiNode, KepianDetail } from '@scenecast/contracts';
import { call } from '../../test/http.js';
import type { TestApp } from '../../test/test-app.js';
import { postFile, tinyImage } from '../works/works-test-kit.js';

/** An image large enough not to count as too small (short side ≥ 600 px), in a colour of its own. */
export async function bigImage(seed = 0, width = 640, height = 640): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const colour = `#${(0x102030 + seed * 0x050301).toString(16).slice(-6)}`;
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Uploads images as the caller's pending uploads; answers their paths. */
export async function pendingPhotos(t: TestApp, token: string, images: Buffer[]): Promise<string[]> {
  const paths: string[] = [];
  for (const image of images) {
    const { body } = await postFile<string>(t, token, '/user/v1/upload?type=image', image);
    if (!body.success) throw new Error(body.message);
    paths.push(body.result);
  }
  return paths;
}

export async function newAlbum(
  t: TestApp,
  token: string,
  shopId: string,
  fields: Record<string, unknown> = {},
): Promise<KepianDetail> {
  const { body } = await call<KepianDetail>(t.app, 'POST', '/cjKepian/cjKepian/addKePian', {
    token,
    body: { shopId, mainNumber: `N${Math.random().toString(36).slice(2, 10)}`, title: '样片', ...fields },
  });
  if (!body.success) throw new Error(body.message);
  return body.result;
}

export async function newFenlei(t: TestApp, token: string, shopId: string, name: string, parentId?: string) {
  const { body } = await call<FenleiNode>(t.app, 'POST', '/cjKepianFenlei/cjKepianFenlei/addType', {
    token,
    body: { shopId, name, parentId },
  });
  if (!body.success) throw new Error(body.message);
  return body.result;
}

export { tinyImage };
