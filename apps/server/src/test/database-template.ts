import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/database.js';
import { createDatabase, dropDatabase, withDatabase } from './postgres-databases.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** On PGlite: the migrated cluster (a gzipped tarball) every in-memory test database loads. */
    pgliteTemplate: string | null;
    /** On PostgreSQL (DATABASE_URL): the migrated database every test database is a copy of. */
    postgresTemplate: string | null;
  }
}

/**
 * Vitest global setup of the server's tests. Replaying every migration into a new database costs
 * seconds (on PGlite, creating the cluster as much again), so it is done once per run: each test
 * database then starts from the result, a loaded tarball on PGlite, `CREATE DATABASE … TEMPLATE`
 * on PostgreSQL.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'scenecast-template-'));
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `scenecast_template_${process.pid}`;
    await dropDatabase(url, template);
    await createDatabase(url, template);
    const database = await openDatabase({ url: withDatabase(url, template), dataDir: folder });
    await database.close();
    project.provide('pgliteTemplate', null);
    project.provide('postgresTemplate', template);
    return async () => {
      await dropDatabase(url, template);
      await rm(folder, { recursive: true, force: true });
    };
  }
  const database = await openDatabase({ url: 'memory://', dataDir: folder });
  const file = path.join(folder, 'cluster.tar.gz');
  const dump = database.dumpEmbedded as () => Promise<Blob>;
  await writeFile(file, Buffer.from(await (await dump()).arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', null);
  return () => rm(folder, { recursive: true, force: true });
}
