import path from 'node:path';
import { loadConfig } from './config.js';
import { isServerRunning, requestBackup } from './platform/backup/control.js';
import { type BackupSummary, restoreBackup, writeBackup } from './platform/backup/snapshot.js';
import { openDatabase } from './platform/db/database.js';

/**
 * `npm run backup [folder]` and `npm run restore <folder>` for the embedded database and the
 * local files of DATA_DIR. A running server writes the backup itself; a stopped one is opened
 * here. Restore needs the server stopped. On PostgreSQL or S3 see the README (pg_dump, bucket
 * versioning).
 */
const config = loadConfig();
const [command, folder] = process.argv.slice(2);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (config.databaseUrl) {
  fail('DATABASE_URL is set: back up PostgreSQL with pg_dump / pg_restore (see the README).');
}
const filesDir = config.s3 ? null : path.join(config.dataDir, 'files');

async function backup(target: string): Promise<BackupSummary> {
  const fromServer = await requestBackup(config.dataDir, target);
  if (fromServer) return fromServer;
  const database = await openDatabase({ url: null, dataDir: config.dataDir });
  try {
    return await writeBackup(database.dumpEmbedded ?? fail('not an embedded database'), filesDir, target);
  } finally {
    await database.close();
  }
}

if (command === 'backup') {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const target = path.resolve(folder ?? path.join('backups', `scenecast-${stamp}`));
  const summary = await backup(target);
  console.log(
    `backup written to ${summary.target}: database ${summary.databaseBytes} bytes, ${summary.files} files (${summary.fileBytes} bytes)${config.s3 ? '; files stay in the S3 bucket' : ''}`,
  );
} else if (command === 'restore') {
  if (!folder) fail('usage: npm run restore -- <backup folder>');
  const source = path.resolve(folder);
  if (await isServerRunning(config.dataDir)) {
    fail(`a server is running on ${config.dataDir}: stop it before restoring`);
  }
  await restoreBackup(source, config.dataDir);
  console.log(`restored ${source} into ${config.dataDir}`);
} else {
  fail('usage: backup [folder] | restore <folder>');
}
