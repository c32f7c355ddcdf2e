import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import path from 'node:path';
import type { BackupSummary } from './snapshot.js';

/**
 * A running server takes backups of its embedded database itself (one process owns a PGlite
 * cluster): `npm run backup` asks it over a Unix socket in the data folder, which only users
 * who may read the data folder can reach.
 */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

type Answer = { ok: true; summary: BackupSummary } | { ok: false; error: string };

/** Listens for backup requests; answers the function that stops listening. */
export async function serveBackups(
  dataDir: string,
  backup: (target: string) => Promise<BackupSummary>,
): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  // A socket file left by a killed server would refuse the new listen.
  await rm(socketPath, { force: true });
  const server = createServer((connection) => {
    let request = '';
    connection.setEncoding('utf8');
    connection.on('data', (chunk) => {
      request += chunk;
      if (!request.includes('\n')) return;
      const { target } = JSON.parse(request) as { target: string };
      backup(target).then(
        (summary) => connection.end(`${JSON.stringify({ ok: true, summary } satisfies Answer)}\n`),
        (error: unknown) => connection.end(`${JSON.stringify({ ok: false, error: String(error) } satisfies Answer)}\n`),
      );
    });
    connection.on('error', () => connection.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, resolve);
  });
  await chmod(socketPath, 0o600);
  return () => new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Asks the server running on `dataDir` for a backup into `target`. Null when no server listens
 * there (the caller may then open the database itself).
 */
export function requestBackup(dataDir: string, target: string): Promise<BackupSummary | null> {
  return new Promise((resolve, reject) => {
    const connection = createConnection(backupSocketPath(dataDir));
    let answer = '';
    connection.setEncoding('utf8');
    connection.on('connect', () => connection.write(`${JSON.stringify({ target })}\n`));
    connection.on('data', (chunk) => {
      answer += chunk;
    });
    connection.on('end', () => {
      const parsed = JSON.parse(answer) as Answer;
      if (parsed.ok) resolve(parsed.summary);
      else reject(new Error(parsed.error));
    });
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}

/** Whether a server listens for backups on `dataDir` (restore must not run under it). */
export function isServerRunning(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const connection = createConnection(backupSocketPath(dataDir));
    connection.on('connect', () => {
      connection.destroy();
      resolve(true);
    });
    connection.on('error', () => resolve(false));
  });
}
