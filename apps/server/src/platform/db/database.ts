import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { CHANGE_CHANNEL, changeSignals } from './change-signals.js';
import { serverRoot } from './server-root.js';

/** The query builder every service receives; the same on PGlite and on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A PostgreSQL connection string when on a server (the live channel listens on its own client). */
  url: string | null;
  /**
   * Hears the change signals (migrations 0010–0012: `shop:<id>` tags NOTIFYed by triggers at
   * commit), each committed transaction's tag once.
   * A process hears its own changes before the writing query resolves, since every connection
   * listens; another process's, as soon as one of its connections is idle.
   */
  onChange(handler: (tag: string) => void): void;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(serverRoot(), 'src/db/migrations');
/** Taken while migrating, so several processes starting together apply migrations once. */
const MIGRATION_LOCK_KEY = 715_2026;

export interface DatabaseOptions {
  url: string | null;
  dataDir: string;
  /**
   * On PostgreSQL, a schema of its own (made if missing) for the tables and the migrations
   * journal: test runs share one database without seeing each other. Default: the server's.
   */
  schema?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { url, dataDir } = options;
  if (url && !url.startsWith('memory://')) return openPostgres(url, options.schema);
  let client: PGlite;
  if (url?.startsWith('memory://')) {
    client = new PGlite();
  } else {
    const dir = path.join(dataDir, 'db');
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzlePglite({ client }) as unknown as Db;
  await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR });
  const changes = changeSignals();
  await client.listen(CHANGE_CHANNEL, changes.receive);
  return { db, kind: 'pglite', url: null, onChange: changes.add, close: () => client.close() };
}

async function openPostgres(url: string, schema: string | undefined): Promise<Database> {
  const changes = changeSignals();
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Kept open: an idle connection is what hears other processes' change signals.
    idleTimeoutMillis: 0,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    onConnect: async (client) => {
      client.on('notification', (notification) => {
        if (notification.channel === CHANGE_CHANNEL && notification.payload) changes.receive(notification.payload);
      });
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    },
  });
  const db = drizzlePg({ client: pool });
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    if (schema) await lock.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await migratePg(drizzlePg({ client: lock }), {
      migrationsFolder: MIGRATIONS_DIR,
      ...(schema ? { migrationsSchema: schema } : {}),
    });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    lock.release();
  }
  return { db: db as unknown as Db, kind: 'postgres', url, onChange: changes.add, close: () => pool.end() };
}

export async function isDatabaseReachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}
