import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { LocalStorage } from './local.js';
import { parseRange } from './range.js';
import { S3Storage, s3ClientConfig } from './s3.js';
import { sniffType } from './sniff.js';
import { isSafeKey } from './storage.js';

describe('parseRange', () => {
  it('reads the three forms of one byte range', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=95-200', 100)).toEqual({ start: 95, end: 99 });
  });

  it('answers unsatisfiable past the end and null for what it does not serve', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-1', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange(undefined, 100)).toBeNull();
  });
});

describe('sniffType', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

  it('knows images, videos and PDF by their first bytes', () => {
    expect(sniffType(bytes([0x89], 'PNG\r\n\x1a\n'))?.extension).toBe('png');
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0]))?.extension).toBe('jpg');
    expect(sniffType(bytes('GIF89a'))?.extension).toBe('gif');
    expect(sniffType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))?.extension).toBe('webp');
    expect(sniffType(bytes('BM', [1, 2, 3, 4, 0, 0, 0, 0]))?.extension).toBe('bmp');
    expect(sniffType(bytes([0, 0, 0, 0x18], 'ftypisom'))).toMatchObject({ extension: 'mp4', kind: 'video' });
    expect(sniffType(bytes([0, 0, 0, 0x14], 'ftypqt  '))?.extension).toBe('mov');
    expect(sniffType(bytes('%PDF-1.7'))).toMatchObject({ kind: 'document' });
  });

  it('knows nothing of text, HTML or SVG', () => {
    for (const sample of ['hello', '<html>', '<svg xmlns="http://www.w3.org/2000/svg">', '']) {
      expect(sniffType(Buffer.from(sample))).toBeNull();
    }
  });
});

describe('isSafeKey', () => {
  it('takes plain relative paths only', () => {
    expect(isSafeKey('shop/20260101/abc.png')).toBe(true);
    for (const key of ['', '../x', 'a/../b', '/etc/passwd', 'a//b', 'a/./b', 'a\\b', 'a/b c']) {
      expect({ key, safe: isSafeKey(key) }).toEqual({ key, safe: false });
    }
  });
});

describe('LocalStorage', () => {
  it('stores a stream, reads it whole or by range, and deletes it, leaving no partial files', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'scenecast-storage-'));
    const storage = new LocalStorage(root);
    await storage.put('temp/20260101/a.pdf', Readable.from(['hello ', 'world']), { contentType: 'application/pdf' });
    expect(await storage.stat('temp/20260101/a.pdf')).toEqual({ size: 11, contentType: 'application/pdf' });
    expect(await text((await storage.read('temp/20260101/a.pdf')) as Readable)).toBe('hello world');
    expect(await text((await storage.read('temp/20260101/a.pdf', { start: 6, end: 10 })) as Readable)).toBe('world');
    expect(await readdir(path.join(root, 'temp/20260101'))).toEqual(['a.pdf']);
    await storage.delete('temp/20260101/a.pdf');
    expect(await storage.stat('temp/20260101/a.pdf')).toBeNull();
    expect(await storage.read('../outside')).toBeNull();
  });
});

/** An in-memory S3 answering the client's requests, so the requests it gets can be checked. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const seen: { method: string; path: string; range?: string }[] = [];
  const answer = (statusCode: number, headers: Record<string, string> = {}, body: Buffer = Buffer.alloc(0)) => ({
    response: { statusCode, headers, body: Readable.from([body]) },
  });
  const requestHandler = {
    async handle(request: { method: string; path: string; headers: Record<string, string>; body?: unknown }) {
      seen.push({ method: request.method, path: request.path, range: request.headers.range });
      const stored = objects.get(request.path);
      if (request.method === 'PUT') {
        const body =
          request.body instanceof Readable
            ? Buffer.from(await text(request.body))
            : Buffer.from(request.body as Uint8Array);
        objects.set(request.path, { body, contentType: request.headers['content-type'] });
        return answer(200, { etag: '"1"' });
      }
      if (request.method === 'DELETE') {
        objects.delete(request.path);
        return answer(204);
      }
      if (!stored) return answer(404, {}, Buffer.from('<Error><Code>NoSuchKey</Code></Error>'));
      const headers = { 'content-type': stored.contentType, 'content-length': String(stored.body.length) };
      if (request.method === 'HEAD') return answer(200, headers);
      const range = /bytes=(\d+)-(\d+)/.exec(request.headers.range ?? '');
      const body = range ? stored.body.subarray(Number(range[1]), Number(range[2]) + 1) : stored.body;
      return answer(range ? 206 : 200, { ...headers, 'content-length': String(body.length) }, body);
    },
  };
  return { objects, seen, requestHandler };
}

describe('S3Storage', () => {
  it('puts, heads, reads by range and deletes objects in its bucket (path style)', async () => {
    const fake = fakeS3();
    const settings = {
      endpoint: 'http://store.test:9000',
      bucket: 'scenecast',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    };
    const client = new S3Client({ ...s3ClientConfig(settings), requestHandler: fake.requestHandler });
    const storage = new S3Storage(client, settings.bucket);
    await storage.put('shop/20260101/a.png', Readable.from([Buffer.from('0123456789')]), { contentType: 'image/png' });
    expect(fake.objects.get('/scenecast/shop/20260101/a.png')?.contentType).toBe('image/png');
    expect(await storage.stat('shop/20260101/a.png')).toEqual({ size: 10, contentType: 'image/png' });
    expect(await text((await storage.read('shop/20260101/a.png', { start: 2, end: 4 })) as Readable)).toBe('234');
    expect(fake.seen.at(-1)).toMatchObject({ method: 'GET', range: 'bytes=2-4' });
    expect(await storage.stat('shop/20260101/missing.png')).toBeNull();
    await storage.delete('shop/20260101/a.png');
    expect(fake.objects.size).toBe(0);
  });
});
