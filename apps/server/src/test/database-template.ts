import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated embedded cluster (a gzipped tarball) every in-memory test database loads. */
    pgliteTemplate: string | null;
  }
}

/**
 * Vitest global setup of the server's tests: creating an embedded cluster and replaying every
 * migration costs seconds, so it is done once per run and each in-memory test database loads the
 * result. On a PostgreSQL server (DATABASE_URL) each test migrates a schema of its own instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', null);
    return;
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'scenecast-template-'));
  const database = await openDatabase({ url: 'memory://', dataDir: folder });
  const file = path.join(folder, 'cluster.tar.gz');
  if (!database.dumpEmbedded) throw new Error('an in-memory database is embedded, so it can be dumped');
  await writeFile(file, Buffer.from(await (await database.dumpEmbedded()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rm(folder, { recursive: true, force: true });
}
