import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type Db, openDatabase } from '../platform/db/database.js';
import { seed } from '../seed/index.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close(): Promise<void>;
}

/**
 * A whole server on a fresh database: in-memory PGlite, or, with DATABASE_URL set, the real
 * PostgreSQL emptied first (its test files run one at a time).
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `scenecast-test-${process.pid}`),
    DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
    ...env,
  });
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  if (database.kind === 'postgres') await emptyAllTables(database.db);
  await seed(database.db, config);
  const app = await buildApp(config, database);
  await app.ready();
  return { app, db: database.db, config, close: () => app.close() };
}

/** System data written by migrations, not by the seed: emptied, nothing would bring it back. */
const MIGRATION_DATA_TABLES = new Set([
  'sys_role',
  'sys_permission',
  'sys_role_permission',
  'sys_dict',
  'sys_dict_item',
  'cj_changjing',
]);

async function emptyAllTables(db: Db): Promise<void> {
  // Both drivers answer raw queries with `rows`; the shared builder type does not say so.
  const result = (await db.execute(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = current_schema()`,
  )) as unknown as {
    rows: { tablename: string }[];
  };
  const names = result.rows
    .filter((row) => !MIGRATION_DATA_TABLES.has(row.tablename))
    .map((row) => `"${row.tablename}"`);
  if (names.length > 0) await db.execute(sql.raw(`TRUNCATE ${names.join(', ')} RESTART IDENTITY CASCADE`));
}
