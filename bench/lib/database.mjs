import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

// The benches seed rows straight into the database, embedded or PostgreSQL: both handles answer
// `query(text, params)` with `{ rows }` and are closed with `close()`.

/** The embedded database of a server's data folder (the server must be stopped). */
export function openDataDir(dataDir) {
  return new PGlite(path.join(dataDir, 'db'));
}

export async function openPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return { query: (text, params) => client.query(text, params), close: () => client.end() };
}

/**
 * A database made for one bench run on the PostgreSQL server of `BENCH_POSTGRES_URL` (default:
 * the CI server's `test` database), or null when that server does not answer.
 */
export async function createPostgresDatabase() {
  const adminUrl = process.env.BENCH_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432/test';
  let admin;
  try {
    admin = await openPostgres(adminUrl);
  } catch {
    return null;
  }
  const name = `scenecast_bench_${Date.now()}_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}
