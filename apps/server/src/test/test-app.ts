import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type Database, type Db, openDatabase } from '../platform/db/database.js';
import { seed } from '../seed/index.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  onChange: Database['onChange'];
  close(): Promise<void>;
}

/**
 * A whole server on a fresh database: in-memory PGlite started from the run's migrated cluster
 * (database-template.ts), or, with DATABASE_URL set, a schema of its own on that PostgreSQL,
 * dropped when the app closes.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `scenecast-test-${process.pid}`),
    DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
    ...env,
  });
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    schema,
    memoryTemplate: inject('pgliteTemplate') ?? undefined,
  });
  await seed(database.db, config);
  const app = await buildApp(config, database);
  await app.ready();
  const close = async () => {
    if (database.kind === 'postgres') await database.db.execute(sql.raw(`DROP SCHEMA ${schema} CASCADE`));
    await app.close();
  };
  return { app, db: database.db, config, onChange: database.onChange, close };
}
