import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { Envelope } from '@scenecast/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gradientPng } from '../../modules/files/default-files.js';
import { bundleServer, type ServerProcess, signInProcess, startServerProcess } from '../../test/server-process.js';

const run = promisify(execFile);
const PORT = 18_700 + (process.pid % 200);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'scenecast-backup-'));
const backupDir = path.join(dataDir, '..', `${path.basename(dataDir)}-copy`);
// The embedded database even when the suite runs on PostgreSQL (DATABASE_URL).
const env = { DATA_DIR: dataDir, SEED_DEMO: 'true', DATABASE_URL: '' };
let serverBundle: string;
let cliBundle: string;
let server: ServerProcess | null = null;

beforeAll(async () => {
  [serverBundle, cliBundle] = await Promise.all([bundleServer(), bundleServer('backup-cli')]);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await Promise.all(
    [serverBundle, cliBundle, dataDir, backupDir].map((file) => rm(file, { recursive: true, force: true })),
  );
});

const cli = (...args: string[]) =>
  run(process.execPath, [cliBundle, ...args], { env: { ...process.env, ...env, LOG_LEVEL: 'silent' } });

async function upload(base: string, token: string, shade: number): Promise<string> {
  const form = new FormData();
  const png = gradientPng(8, 8, [shade % 256, 0, 0], [0, 0, 255]);
  form.append('file', new Blob([new Uint8Array(png)]), 'picture.png');
  const response = await fetch(`${base}/api/sys/common/upload?biz=shop`, {
    method: 'POST',
    headers: { 'x-access-token': token },
    body: form,
  });
  const body = (await response.json()) as Envelope<string>;
  if (!body.success) throw new Error(body.message);
  return body.result;
}

/** The file keys the stopped server's database names. */
async function storedKeys(): Promise<string[]> {
  const db = new PGlite(path.join(dataDir, 'db'));
  try {
    const { rows } = await db.query<{ file_key: string }>('SELECT file_key FROM sys_file');
    return rows.map((row) => row.file_key);
  } finally {
    await db.close();
  }
}

describe('npm run backup / restore (embedded database and files)', () => {
  it('backs up while the server takes uploads, and restores exactly what was committed before it', async () => {
    server = await startServerProcess(serverBundle, PORT, env);
    const token = await signInProcess(server.base);
    const before = [await upload(server.base, token, 1), await upload(server.base, token, 2)];

    // Uploads keep arriving while the backup runs.
    let uploading = true;
    const during: string[] = [];
    const traffic = (async () => {
      for (let shade = 10; uploading; shade += 1) during.push(await upload(server.base, token, shade));
    })();
    const { stdout } = await cli('backup', backupDir);
    uploading = false;
    await traffic;
    expect(stdout).toContain(`backup written to ${backupDir}`);

    const after = await upload(server.base, token, 3);
    await server.stop();
    server = null;
    await expect(cli('restore', backupDir)).resolves.toMatchObject({ stdout: expect.stringContaining('restored') });

    const keys = await storedKeys();
    for (const key of before) expect(keys).toContain(key);
    expect(keys).not.toContain(after);
    // No row names a missing file, whatever the uploads during the backup managed to commit.
    for (const key of keys) expect(existsSync(path.join(dataDir, 'files', key)), key).toBe(true);

    server = await startServerProcess(serverBundle, PORT, env);
    const restored = await fetch(`${server.base}/api/sys/common/static/${before[0]}`);
    expect(restored.status).toBe(200);
    expect((await fetch(`${server.base}/api/sys/common/static/${after}`)).status).toBe(404);
  }, 120_000);

  it('refuses to restore under a running server', async () => {
    if (!server) server = await startServerProcess(serverBundle, PORT, env);
    await expect(cli('restore', backupDir)).rejects.toMatchObject({
      stderr: expect.stringContaining('stop it before restoring'),
    });
  }, 60_000);
});
