import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** A built front end in a temporary folder: its page and one hashed asset. */
function builtFrontEnd(page: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'scenecast-front-end-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), page);
  writeFileSync(path.join(root, 'assets', 'app-3f9a.js'), 'console.log(1)');
  return root;
}

let t: TestApp;
const web = builtFrontEnd('<title>console</title>');
const player = builtFrontEnd('<title>player</title>');
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: web, PLAYER_DIST: player });
});
afterAll(async () => {
  await t.close();
  for (const root of [web, player]) rmSync(root, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

describe('the built front ends', () => {
  it('serve the console page at / and the player page at /player/, never cached', async () => {
    for (const [url, title] of [
      ['/', 'console'],
      ['/?from=bookmark', 'console'],
      ['/player/', 'player'],
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(`<title>${title}</title>`);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serve hashed assets cached for good, and answer HEAD for them', async () => {
    for (const url of ['/assets/app-3f9a.js', '/player/assets/app-3f9a.js']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe('console.log(1)');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await get(url, 'HEAD')).statusCode, url).toBe(200);
    }
  });

  it('answer a missing file, or a path out of their folder, with the 404 envelope', async () => {
    for (const url of [
      '/assets/gone-0000.js',
      '/player/missing.html',
      '/../package.json',
      '/assets/%2e%2e/%2e%2e/etc/hosts',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ success: false, code: 404 });
    }
  });

  it('leave the API its own answers: JSON, and no HEAD twin for its GET routes', async () => {
    const unknown = await get('/api/no/such/path');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 404, message: '很抱歉，资源未找到!' });
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/api/health', 'HEAD')).statusCode).toBe(404);
  });
});
