import type { Envelope } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MultipartPart, multipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sessionFor } from '../sys-permission/test-session.js';
import { gradientPng } from './default-files.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: `/tmp/scenecast-files-test-${process.pid}` });
  token = (await sessionFor(t.db, 'demo')).token;
});
afterAll(() => t.close());

const PNG = gradientPng(8, 8, [255, 0, 0], [0, 0, 255]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');

/** POST /sys/common/upload with these parts, in this order. */
async function postParts(parts: MultipartPart[], auth = true) {
  const { payload, contentType } = multipart(parts);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sys/common/upload',
    headers: { 'content-type': contentType, ...(auth ? { 'x-access-token': token } : {}) },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Envelope<string> };
}

async function upload(file: Buffer, biz?: string, options: { fileFirst?: boolean; auth?: boolean } = {}) {
  const fields = biz === undefined ? [] : [{ name: 'biz', value: biz }];
  const filePart = { name: 'file', filename: 'picture.png', data: file };
  return postParts(options.fileFirst === false ? [...fields, filePart] : [filePart, ...fields], options.auth !== false);
}

describe('POST /sys/common/upload', () => {
  it('stores a shop image under a random name and answers the path in message and result', async () => {
    const { status, body } = await upload(PNG, 'shop');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.message).toMatch(/^shop\/\d{8}\/[0-9a-f]{32}\.png$/);
    expect(body.result).toBe(body.message);
    const again = await upload(PNG, 'shop', { fileFirst: false });
    expect(again.body.message).not.toBe(body.message);
  });

  it('uses the temp folder by default and takes a PDF there', async () => {
    expect((await upload(PNG)).body.message).toMatch(/^temp\//);
    expect((await upload(PDF, 'temp')).body.message).toMatch(/^temp\/\d{8}\/[0-9a-f]{32}\.pdf$/);
  });

  it('refuses bytes that are not an image behind a .png name for a shop: 请上传图片', async () => {
    const { status, body } = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'shop');
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: '请上传图片' });
    const pdf = await upload(PDF, 'shop');
    expect(pdf.body.message).toBe('请上传图片');
  });

  it('refuses an unknown type in the temp folder', async () => {
    const { status, body } = await upload(Buffer.from('plain text'), 'temp');
    expect(status).toBe(400);
    expect(body.message).toBe('不支持的文件类型');
  });

  it('refuses a shop image over 4 MB: 图片大小不能超过4MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024)]);
    const { status, body } = await upload(big, 'shop');
    expect(status).toBe(400);
    expect(body.message).toBe('图片大小不能超过4MB');
    expect((await upload(PNG.subarray(0, PNG.length), 'shop')).status).toBe(200);
  });

  it('takes the type, fileName and isup fields the spec’s clients send, in any order', async () => {
    const { status, body } = await postParts([
      { name: 'type', value: 'image/png' },
      { name: 'fileName', value: '../../价目表.png' },
      { name: 'isup', value: '1' },
      { name: 'file', filename: 'picture.png', data: PNG },
      { name: 'biz', value: 'shop' },
    ]);
    expect(status).toBe(200);
    expect(body.message).toMatch(/^shop\/\d{8}\/[0-9a-f]{32}\.png$/);
  });

  it('keeps editor pictures in the editor folder, which takes images only: 请上传图片', async () => {
    expect((await upload(PNG, 'editor')).body.message).toMatch(/^editor\/\d{8}\/[0-9a-f]{32}\.png$/);
    const { status, body } = await upload(PDF, 'editor');
    expect(status).toBe(400);
    expect(body.message).toBe('请上传图片');
  });

  it('refuses a biz of .. or any folder not in the list', async () => {
    for (const biz of ['..', '../etc', 'shop/..', 'secrets']) {
      const { status, body } = await upload(PNG, biz);
      expect({ biz, status, message: body.message }).toEqual({ biz, status: 400, message: '上传目录不合法' });
    }
  });

  it('refuses a request without a file, and one without a token', async () => {
    const { status, body } = await postParts([{ name: 'biz', value: 'shop' }]);
    expect(status).toBe(400);
    expect(body.message).toBe('请选择要上传的文件');
    expect((await upload(PNG, 'shop', { auth: false })).status).toBe(401);
  });
});

describe('GET /sys/common/static/*', () => {
  let path: string;
  beforeAll(async () => {
    path = (await upload(PNG, 'shop')).body.message;
  });

  it('answers the file with its type and a long cache, without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${path}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers a range with 206 and exactly those bytes', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/sys/common/static/${path}`,
      headers: { range: 'bytes=1-8' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 1-8/${PNG.length}`);
    expect(response.rawPayload.equals(PNG.subarray(1, 9))).toBe(true);
    const tail = await t.app.inject({
      method: 'GET',
      url: `/api/sys/common/static/${path}`,
      headers: { range: 'bytes=-4' },
    });
    expect(tail.rawPayload.equals(PNG.subarray(PNG.length - 4))).toBe(true);
    const beyond = await t.app.inject({
      method: 'GET',
      url: `/api/sys/common/static/${path}`,
      headers: { range: `bytes=${PNG.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${PNG.length}`);
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${path}` });
    const second = await t.app.inject({
      method: 'GET',
      url: `/api/sys/common/static/${path}`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(second.statusCode).toBe(304);
  });

  it('serves the default shop background', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sys/common/static/default/shop-beijing.png' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('answers 404 for a missing file or a path that climbs out', async () => {
    for (const url of ['shop/20260101/missing.png', '..%2F..%2Fetc%2Fpasswd', 'shop/../../package.json']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/sys/common/static/${url}` });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  });
});
