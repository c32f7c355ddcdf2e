import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column = ANY($n)`: the values travel as one array parameter. For lists that may run to
 * thousands (a command to every screen of a tenant): `IN ($1, …, $n)` takes a parameter each, which
 * drizzle and the database take longer to build and plan than to run (15,000 ids: ~100 ms a
 * select against ~16 ms on PostgreSQL here), and PostgreSQL takes at most 65,535 of them.
 */
export function inTextList(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} = ANY(${sql.param(values)}::text[])`;
}
