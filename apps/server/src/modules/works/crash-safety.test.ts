import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bundleServer,
  callProcess,
  type ServerProcess,
  signInProcess,
  startServerProcess,
} from '../../test/server-process.js';
import { tinyMp4 } from './works-test-kit.js';

// SIGKILL in the middle of writes, then a restart: nothing may be half-written. Every file under
// works/ is named by a row and every row's file is there with its size, so the quota (the sum of
// the rows' sizes) is what the kept files weigh; no `.part` file is left.
const PORT = 18_900 + (process.pid % 90);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scenecast-crash-'));
const filesDir = path.join(dataDir, 'files');
// The embedded database even when the suite runs on PostgreSQL (DATABASE_URL).
const env = { DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: '' };
let bundle: string;
let server: ServerProcess | null = null;
let demo: { userId: string; tenantId: number; shopId: string };

const start = async () => {
  server = await startServerProcess(bundle, PORT, env);
  return server;
};
const stop = async () => {
  await server?.stop();
  server = null;
};

/** Runs `work` on the database of the stopped server. */
async function withDatabase<T>(work: (db: PGlite) => Promise<T>): Promise<T> {
  const db = new PGlite(path.join(dataDir, 'db'));
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const found: string[] = [];
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await listFiles(path.join(dir, entry.name), key)));
    else found.push(key);
  }
  return found;
}

/** Writes `count` small files under works/ and answers their keys and sizes. */
async function storeFiles(count: number): Promise<{ key: string; size: number }[]> {
  const folder = `works/crash${randomBytes(4).toString('hex')}`;
  await mkdir(path.join(filesDir, folder), { recursive: true });
  const stored: { key: string; size: number }[] = [];
  for (let i = 0; i < count; i += 1) {
    const key = `${folder}/${randomBytes(16).toString('hex')}.png`;
    const bytes = randomBytes(64 + (i % 64));
    await writeFile(path.join(filesDir, key), bytes);
    stored.push({ key, size: bytes.length });
  }
  return stored;
}

/** Inserts rows in chunks: `values(row, n)` gives the SQL tuple of one row with placeholders from $n. */
async function insertRows<T>(db: PGlite, table: string, columns: string, rows: T[], params: (row: T) => unknown[]) {
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const width = params(chunk[0]).length;
    const tuples = chunk.map(
      (_, j) => `(${Array.from({ length: width }, (_, k) => `$${j * width + k + 1}`).join(',')})`,
    );
    await db.query(`INSERT INTO ${table} (${columns}) VALUES ${tuples.join(',')}`, chunk.flatMap(params));
  }
}

/**
 * Sends a call, kills the server once `ready()` holds (or the call ended first), and abandons the
 * call.
 */
async function killDuring(send: (signal: AbortSignal) => Promise<unknown>, ready: () => Promise<boolean>) {
  const abort = new AbortController();
  let ended = false;
  send(abort.signal).then(
    () => {
      ended = true;
    },
    () => {
      ended = true;
    },
  );
  while (!ended && !(await ready())) await new Promise((resolve) => setTimeout(resolve, 10));
  await server?.kill();
  server = null;
  abort.abort();
}

async function expectNothingHalfWritten(): Promise<void> {
  await start(); // the restart sweeps what the crash left
  await stop();
  const files = await listFiles(filesDir);
  expect(files.filter((key) => key.endsWith('.part'))).toEqual([]);
  const kept = new Set(files.filter((key) => key.startsWith('works/')));
  const { named, quota } = await withDatabase(async (db) => {
    const keys = await db.query<{ key: string }>(`
      SELECT file_key AS key FROM cl_works UNION SELECT thumb_key FROM cl_works WHERE thumb_key IS NOT NULL
      UNION SELECT file_key FROM cl_works_upload UNION SELECT thumb_key FROM cl_works_upload WHERE thumb_key IS NOT NULL
      UNION SELECT file_key FROM cj_kepian_photo`);
    const sized = await db.query<{ key: string; size: string }>(
      `
      SELECT file_key AS key, size FROM cl_works WHERE tenant_id = $1
      UNION ALL SELECT file_key, size FROM cl_works_upload WHERE tenant_id = $1
      UNION ALL SELECT file_key, size FROM cj_kepian_photo WHERE tenant_id = $1`,
      [demo.tenantId],
    );
    return { named: new Set(keys.rows.map((row) => row.key)), quota: sized.rows };
  });
  expect(
    [...kept].filter((key) => !named.has(key)),
    'files no row names',
  ).toEqual([]);
  expect(
    [...named].filter((key) => !kept.has(key)),
    'rows naming a missing file',
  ).toEqual([]);
  let rowBytes = 0;
  let fileBytes = 0;
  for (const row of quota) {
    rowBytes += Number(row.size);
    fileBytes += (await stat(path.join(filesDir, row.key))).size;
  }
  expect(rowBytes).toBe(fileBytes);
}

beforeAll(async () => {
  bundle = await bundleServer();
  await start();
  await stop();
  demo = await withDatabase(async (db) => {
    const user = await db.query<{ id: string; tenant_id: number }>(
      `SELECT id, tenant_id FROM sys_user WHERE username = 'demo'`,
    );
    const shop = await db.query<{ id: string }>(`SELECT id FROM cj_shop WHERE name = '演示影楼旗舰店'`);
    return { userId: user.rows[0].id, tenantId: user.rows[0].tenant_id, shopId: shop.rows[0].id };
  });
}, 90_000);
afterAll(async () => {
  await server?.kill();
  await rm(dataDir, { recursive: true, force: true });
  await rm(bundle, { force: true });
});

describe('SIGKILL during writes, then a restart', () => {
  it('during a large upload', async () => {
    const { base } = await start();
    const token = await signInProcess(base);
    const hj = await callProcess<{ id: string }>(base, 'POST', '/works/clWorksHj/addChild', {
      token,
      body: { shopId: demo.shopId, name: '崩溃测试' },
    });
    const boundary = `----crash${randomBytes(8).toString('hex')}`;
    const chunk = new Uint8Array(256 * 1024);
    let sent = 0;
    const endlessVideo = (signal: AbortSignal) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(
            new TextEncoder().encode(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
            ),
          );
          controller.enqueue(new Uint8Array(tinyMp4()));
        },
        // A video that never ends: the server is killed while it is being written. Each chunk
        // waits for a turn of the event loop, so the test itself stays responsive.
        async pull(controller) {
          await new Promise((resolve) => setTimeout(resolve, 1));
          if (signal.aborted) return controller.close();
          sent += chunk.length;
          controller.enqueue(chunk);
        },
      });
    const upload = (signal: AbortSignal) =>
      fetch(`${base}/api/works/clWorksHj/addWorks?hjId=${hj.result.id}`, {
        signal,
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-access-token': token },
        body: endlessVideo(signal),
        duplex: 'half',
      } as RequestInit);
    const partialWritten = async () => {
      const partials = (await listFiles(filesDir)).filter((key) => key.endsWith('.part'));
      return partials.length > 0 && sent > 8 * 1024 * 1024;
    };
    await killDuring(upload, partialWritten);
    expect((await listFiles(filesDir)).some((key) => key.endsWith('.part'))).toBe(true);
    await expectNothingHalfWritten();
  }, 120_000);

  it('during a batch delete of 10,000 works', async () => {
    const stored = await storeFiles(10_000);
    await withDatabase((db) =>
      insertRows(
        db,
        'cl_works',
        'id, tenant_id, shop_id, kind, name, file_key, size, status, code, create_by',
        stored,
        (file) => [
          randomBytes(16).toString('hex'),
          demo.tenantId,
          demo.shopId,
          'image',
          'crash',
          file.key,
          file.size,
          0,
          randomBytes(6).toString('base64url'),
          demo.userId,
        ],
      ),
    );
    const { base } = await start();
    const token = await signInProcess(base);
    const emptyBin = (signal: AbortSignal) =>
      callProcess(base, 'DELETE', `/recycle/clWorksRecycle/delAllWorks?shopId=${demo.shopId}`, { token, signal });
    const folder = path.join(filesDir, path.dirname(stored[0].key));
    // Killed once files are being removed: some rows are gone, more are still there.
    await killDuring(emptyBin, async () => (await readdir(folder)).length < 10_000 - 600);
    await expectNothingHalfWritten();
  }, 180_000);

  it('during an album save with 300 photos', async () => {
    const stored = await storeFiles(300);
    await withDatabase((db) =>
      insertRows(
        db,
        'cl_works_upload',
        'file_key, tenant_id, user_id, kind, name, size, width, height',
        stored,
        (file) => [file.key, demo.tenantId, demo.userId, 'image', 'photo', file.size, 1200, 1800],
      ),
    );
    const { base } = await start();
    const token = await signInProcess(base);
    const album = { shopId: demo.shopId, mainNumber: 'CRASH-300', title: '三百张', photos: stored.map((f) => f.key) };
    const save = (signal: AbortSignal) =>
      callProcess(base, 'POST', '/cjKepian/cjKepian/addKePian', { token, body: album, signal });
    const sentAt = Date.now();
    // Nothing shows from outside while the album is written: kill a moment into the save.
    await killDuring(save, async () => Date.now() - sentAt > 150);
    await expectNothingHalfWritten();
  }, 120_000);
});
