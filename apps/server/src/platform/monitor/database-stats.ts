import type { StatementTiming } from '@scenecast/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rows } from '../db/raw-rows.js';
import type { StatementTimings } from '../db/statement-timings.js';

const SLOWEST_LIMIT = 10;
const QUERY_TEXT_LIMIT = 500;

/**
 * The slowest statements: from pg_stat_statements when the extension is installed (every
 * client's, since its reset); otherwise this process's own timings since it started.
 */
async function slowestStatements(
  db: Db,
  timings: StatementTimings,
): Promise<{ source: 'pg_stat_statements' | 'process'; statements: StatementTiming[] }> {
  const [installed] = await rows<{ found: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_stat_statements') AS found`,
  );
  if (!installed?.found) return { source: 'process', statements: timings.slowest(SLOWEST_LIMIT) };
  const statements = await rows<StatementTiming>(
    db,
    sql`SELECT left(query, ${QUERY_TEXT_LIMIT}) AS query, calls::int AS calls,
               round(mean_exec_time::numeric, 2)::float AS "meanMs", round(total_exec_time::numeric, 2)::float AS "totalMs",
               round(max_exec_time::numeric, 2)::float AS "maxMs"
        FROM pg_stat_statements ORDER BY mean_exec_time DESC LIMIT ${SLOWEST_LIMIT}`,
  );
  return { source: 'pg_stat_statements', statements };
}

/** The database's size, its connections by state, and its slowest statements. */
export async function databaseStats(db: Db, kind: 'pglite' | 'postgres', timings: StatementTimings) {
  const [size] = await rows<{ bytes: number; version: string }>(
    db,
    sql`SELECT pg_database_size(current_database())::float AS bytes, current_setting('server_version') AS version`,
  );
  const connections = await rows<{ state: string; count: number }>(
    db,
    sql`SELECT coalesce(state, 'background') AS state, count(*)::int AS count
        FROM pg_stat_activity WHERE datname = current_database() GROUP BY 1 ORDER BY 1`,
  );
  const [limit] = await rows<{ max: number }>(db, sql`SELECT current_setting('max_connections')::int AS max`);
  return {
    kind,
    version: size?.version ?? '',
    sizeBytes: size?.bytes ?? 0,
    connections,
    maxConnections: limit?.max ?? 0,
    slowest: await slowestStatements(db, timings),
  };
}
