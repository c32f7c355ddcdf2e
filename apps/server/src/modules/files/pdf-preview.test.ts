import { type Envelope, msg } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoTenants, openDemoTenants } from '../../test/demo-tenants.js';
import { multipart } from '../../test/multipart.js';
import { gradientPng } from './default-files.js';

let d: DemoTenants;
beforeAll(async () => {
  d = await openDemoTenants();
});
afterAll(() => d.t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');

async function upload(token: string, data: Buffer): Promise<string> {
  const { payload, contentType } = multipart([{ name: 'file', filename: 'doc.pdf', data }]);
  const response = await d.t.app.inject({
    method: 'POST',
    url: '/api/sys/common/upload',
    headers: { 'content-type': contentType, 'x-access-token': token },
    payload,
  });
  return (response.json() as Envelope<string>).result;
}

const preview = (url: string, token?: string) =>
  d.t.app.inject({
    method: 'GET',
    url: `/api/sys/common/pdf/pdfPreviewIframe?url=${encodeURIComponent(url)}`,
    headers: token ? { 'x-access-token': token } : {},
  });

describe('GET /sys/common/pdf/pdfPreviewIframe', () => {
  it('answers a page framing the caller’s PDF, by its stored path or its static URL', async () => {
    const key = await upload(d.demo, PDF);
    const page = await preview(key, d.demo);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain(`<iframe src="/api/sys/common/static/${key}"`);
    expect(page.body).not.toContain('<script');
    const byUrl = await preview(`http://localhost/api/sys/common/static/${key}?_t=1`, d.demo);
    expect(byUrl.statusCode).toBe(200);
    const file = await d.t.app.inject({ method: 'GET', url: `/api/sys/common/static/${key}` });
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('refuses another tenant’s PDF with 403', async () => {
    const key = await upload(d.demo2, PDF);
    const page = await preview(key, d.demo);
    expect(page.statusCode).toBe(403);
    expect(page.json()).toMatchObject({ success: false, message: msg('http403') });
    expect((await preview(key, d.demo2)).statusCode).toBe(200);
  });

  it('refuses a path that climbs out of the store, an unknown file and a file that is not a PDF', async () => {
    for (const url of [
      '../../../etc/passwd',
      'temp/../../etc/passwd',
      '/api/sys/common/static/..%2F..%2Fetc%2Fpasswd',
      'temp/20260101/00000000000000000000000000000000.pdf',
    ]) {
      expect((await preview(url, d.demo)).statusCode).toBe(403);
    }
    const image = await upload(d.demo, gradientPng(4, 4, [0, 0, 0], [255, 255, 255]));
    expect((await preview(image, d.demo)).statusCode).toBe(403);
  });

  it('needs a signed-in caller', async () => {
    const key = await upload(d.demo, PDF);
    expect((await preview(key)).statusCode).toBe(401);
  });
});
