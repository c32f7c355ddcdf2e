import { type Dirent, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { CHANGE_CHANNEL, changeSignals } from './change-signals.js';
import { DatabaseThread } from './database-thread.js';
import { serverRoot } from './server-root.js';
import { StatementTimings, timeQueries } from './statement-timings.js';

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
  /** Resolves once the database is migrated and hears change signals (see startDatabase). */
  ready: Promise<void>;
  /** How long this process's statements took: the monitoring's slowest statements. */
  timings: StatementTimings;
  /**
   * The embedded cluster as a gzipped tarball, taken between two queries (PGlite runs one at a
   * time), so it holds exactly the transactions committed before it; null on a PostgreSQL server.
   */
  dumpEmbedded: (() => Promise<Blob>) | null;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.join(serverRoot(), 'src/db/migrations');
/** Taken while migrating, so several processes starting together apply migrations once. */
const MIGRATION_LOCK_KEY = 715_2026;

/**
 * After PGlite's own start parameters. PostgreSQL's default pool of shared buffers (128 MB) is
 * zeroed in WebAssembly memory at every start: ~0.4 s of an embedded start on 2 cores, and 128 MB of
 * memory. The embedded cluster's files stay in the system's file cache, so a page missing from a
 * smaller pool is one cheap read.
 */
const EMBEDDED_START = ['-c', 'shared_buffers=32MB'];

export interface DatabaseOptions {
  url: string | null;
  dataDir: string;
  /**
   * On PostgreSQL, a schema of its own (made if missing) for the tables and the migrations
   * journal: test runs share one database without seeing each other. Default: the server's.
   */
  schema?: string;
  /**
   * The seed is the default one (SEED_DEMO on, no ADMIN_PASSWORD): a brand-new embedded folder
   * starts from the build's cluster that has it already.
   */
  defaultSeed?: boolean;
  /**
   * In memory only: start from the cluster dumped to this file (a gzipped tarball) instead of an
   * empty one. Tests start from a migrated cluster dumped once per run: creating one costs seconds.
   */
  memoryTemplate?: string;
}

/** Opens the database and waits until it is migrated and listening. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = await startDatabase(options);
  await database.ready;
  return database;
}

/**
 * Opens the database without waiting for an embedded one to start: it starts on its own thread
 * while the caller goes on (the server builds itself meanwhile). Statements sent before it is
 * migrated wait for that; `ready` resolves then.
 */
export async function startDatabase(options: DatabaseOptions): Promise<Database> {
  const { url, dataDir } = options;
  if (url && !url.startsWith('memory://')) return openPostgres(url, options.schema);
  let dir: string | undefined;
  if (!url?.startsWith('memory://')) {
    dir = path.join(dataDir, 'db');
    await prepareClusterFolder(dir, options.defaultSeed ? DEMO_CLUSTER : MIGRATED_CLUSTER);
  }
  // The thread first: the drivers below load while PostgreSQL starts on it.
  const thread = new DatabaseThread(dir, EMBEDDED_START, dir ? undefined : options.memoryTemplate);
  const { drizzlePglite, migratePglite, ThreadedPGlite, installLeanQueries, keepStatementsPrepared } =
    await loadEmbeddedDriver();
  const threaded = new ThreadedPGlite(thread);
  const client = threaded.asPGlite();
  const timings = new StatementTimings();
  const changes = changeSignals();
  const ready = (async () => {
    await threaded.waitReady;
    installLeanQueries(client);
    timeQueries(client, timings);
    const transaction = client.transaction.bind(client);
    client.transaction = (callback) =>
      transaction((tx) => {
        installLeanQueries(client, tx);
        timeQueries(tx, timings);
        return callback(tx);
      });
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_DIR });
    keepStatementsPrepared(client);
    await client.listen(CHANGE_CHANNEL, changes.receive);
  })();
  const db = drizzlePglite({ client: afterReady(client, ready) }) as unknown as Db;
  const dumpEmbedded = async () => {
    // A checkpoint first, so a restored copy starts without replaying the log.
    await client.exec('CHECKPOINT');
    return client.dumpDataDir('gzip');
  };
  return {
    db,
    kind: 'pglite',
    url: null,
    ready,
    onChange: changes.add,
    timings,
    dumpEmbedded,
    close: () => client.close(),
  };
}

/**
 * The client as drizzle sees it for the server (it calls only these two): what the server sends
 * while the database starts waits until it is ready.
 */
function afterReady(client: PGlite, ready: Promise<void>): PGlite {
  const view: Pick<PGlite, 'query' | 'transaction'> = {
    query: async (...args) => {
      await ready;
      return client.query(...args);
    },
    transaction: async (callback) => {
      await ready;
      return client.transaction(callback);
    },
  };
  return view as PGlite;
}

/** Built with the server (build.mjs): an empty cluster with the migrations of the build applied. */
const MIGRATED_CLUSTER = path.join(serverRoot(), 'dist/pglite-cluster');
/** The same after the build's own first start on the default settings: the demo seed is in it. */
const DEMO_CLUSTER = path.join(serverRoot(), 'dist/pglite-cluster-demo');

/**
 * A brand-new data folder starts as a copy of a prepared cluster (a plain file copy; creating a
 * cluster takes seconds, seeding the demo most of another). Copied beside and renamed, so a start
 * killed half-way leaves no half cluster. Without a build (tests bundle the server themselves)
 * PGlite creates one.
 */
async function prepareClusterFolder(dir: string, prepared: string): Promise<void> {
  if (existsSync(dir) && readdirSync(dir).length > 0) return;
  if (!existsSync(path.join(prepared, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true });
    return;
  }
  mkdirSync(path.dirname(dir), { recursive: true });
  const copying = `${dir}.copying`;
  await rm(copying, { recursive: true, force: true });
  await copyTree(prepared, copying);
  await rm(dir, { recursive: true, force: true });
  await rename(copying, dir);
}

/** Node's own recursive copy checks each file several times over: ~4× slower on a cluster's 1,500 files. */
async function copyTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const target = (entry: Dirent) => path.join(to, path.relative(from, path.join(entry.parentPath, entry.name)));
  await mkdir(to, { recursive: true });
  for (const entry of entries) if (entry.isDirectory()) await mkdir(target(entry), { recursive: true });
  await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => copyFile(path.join(entry.parentPath, entry.name), target(entry))),
  );
}

/** Loaded once the embedded database's thread is starting, so a start reads them meanwhile. */
const loadEmbeddedDriver = async () => ({
  drizzlePglite: (await import('drizzle-orm/pglite')).drizzle,
  migratePglite: (await import('drizzle-orm/pglite/migrator')).migrate,
  ThreadedPGlite: (await import('./threaded-pglite.js')).ThreadedPGlite,
  ...(await import('./pglite-query.js')),
});

/** The PostgreSQL driver loads only when DATABASE_URL names a server: an embedded start skips it. */
const loadPostgresDriver = async () => ({
  pg: (await import('pg')).default,
  drizzlePg: (await import('drizzle-orm/node-postgres')).drizzle,
  migratePg: (await import('drizzle-orm/node-postgres/migrator')).migrate,
});

async function openPostgres(url: string, schema: string | undefined): Promise<Database> {
  const { pg, drizzlePg, migratePg } = await loadPostgresDriver();
  const changes = changeSignals();
  const timings = new StatementTimings();
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Kept open: an idle connection is what hears other processes' change signals.
    idleTimeoutMillis: 0,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    onConnect: async (client) => {
      timeQueries(client, timings);
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
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    url,
    ready: Promise.resolve(),
    onChange: changes.add,
    timings,
    dumpEmbedded: null,
    close: () => pool.end(),
  };
}
