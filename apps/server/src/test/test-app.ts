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
import { createDatabase, dropDatabase, withDatabase } from './postgres-databases.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** On PostgreSQL, the address of the app's database: another app given it shares the database. */
  databaseUrl: string | null;
  onChange: Database['onChange'];
  close(): Promise<void>;
}

/**
 * A whole server on a fresh database, started from the run's migrated template
 * (database-template.ts): in-memory PGlite loading the template cluster, or, with DATABASE_URL
 * set, a copy of the template database, dropped when the app closes. Given another app's
 * `databaseUrl`, it takes a schema of its own in that database instead, so both hear each
 * other's change signals as two server processes do.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `scenecast-test-${process.pid}`),
    DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
    ...env,
  });
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const copy = templateCopy(config);
  if (copy) await createDatabase(copy.server, name, copy.template);
  const database = await openDatabase({
    url: copy ? withDatabase(copy.server, name) : config.databaseUrl,
    dataDir: config.dataDir,
    schema: copy ? undefined : name,
    memoryTemplate: inject('pgliteTemplate') ?? undefined,
  });
  await seed(database.db, config);
  const app = await buildApp(config, database);
  await app.ready();
  const close = async () => {
    if (database.kind === 'postgres' && !copy) await database.db.execute(sql.raw(`DROP SCHEMA ${name} CASCADE`));
    await app.close();
    if (copy) await dropDatabase(copy.server, name);
  };
  return { app, db: database.db, config, databaseUrl: database.url, onChange: database.onChange, close };
}

/** The suite's PostgreSQL server and its template, when the app is on that server. */
function templateCopy(config: Config): { server: string; template: string } | null {
  const server = process.env.DATABASE_URL;
  const template = inject('postgresTemplate');
  return server && template && config.databaseUrl === server ? { server, template } : null;
}
