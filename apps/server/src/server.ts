import path from 'node:path';
import { buildApp } from './app.js';
import type { Config } from './config.js';
import { serveBackups } from './platform/backup/control.js';
import { writeBackup } from './platform/backup/snapshot.js';
import type { Database } from './platform/db/database.js';
import { createStorage } from './platform/storage/index.js';
import { prepareSweep } from './platform/storage/sweep.js';
import { seedOnStart } from './seed/index.js';

const HOUR_MS = 3_600_000;

/** Builds, seeds and starts the server on a database that may still be starting; it drains and stops on SIGTERM/SIGINT. */
export async function serve(config: Config, database: Database): Promise<void> {
  // Built while an embedded database starts on its thread; seeded once both are done.
  const app = await buildApp(config, database);
  await database.ready;
  await seedOnStart(database.db, config);
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
}
