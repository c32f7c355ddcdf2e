import path from 'node:path';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { serveBackups } from './platform/backup/control.js';
import { writeBackup } from './platform/backup/snapshot.js';
import { openDatabase } from './platform/db/database.js';
import { createStorage } from './platform/storage/index.js';
import { prepareSweep } from './platform/storage/sweep.js';
import { seedOnStart } from './seed/index.js';

const HOUR_MS = 3_600_000;
const config = configOrExit();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  defaultSeed: config.seedDemo && !config.adminPassword,
});
await seedOnStart(database.db, config);
const app = await buildApp(config, database);
const { dumpEmbedded } = database;
if (dumpEmbedded) {
  const filesDir = config.s3 ? null : path.join(config.dataDir, 'files');
  const stopBackups = await serveBackups(config.dataDir, (target) => writeBackup(dumpEmbedded, filesDir, target));
  app.addHook('onClose', stopBackups);
}
// One process owns an embedded database's folder: all it finds at start is left from before.
// Servers sharing PostgreSQL may share the folder: spare what another may be writing. Done before
// taking requests, so a restarted server never shows what a crash left half-written.
if (!config.s3) {
  const sweep = await prepareSweep(path.join(config.dataDir, 'files'), dumpEmbedded ? 0 : HOUR_MS);
  app.log.info(await sweep(database.db, createStorage(config)), 'storage sweep: crash leftovers removed');
}
await app.listen({ port: config.port, host: config.host });

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining in-flight requests');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

/** A setting that cannot work stops the start with its message alone: it is the operator's to fix. */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`SceneCast cannot start: ${error.message}`);
    process.exit(1);
  }
}
