import { getTableColumns, type SQL, type Table } from 'drizzle-orm';
import type { Db } from './database.js';

/** The rows of a raw query: both drivers answer them as `rows`; the shared builder type does not say so. */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A table's row read as JSON by the database (`to_json(row)`: keys are column names, times are
 * ISO text) as drizzle reads it: property names and values of the table's columns.
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
