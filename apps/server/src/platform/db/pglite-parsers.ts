import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

type Queryable = Pick<PGlite | Transaction, 'query'>;

/**
 * drizzle sends the same few type parsers (dates, intervals and numerics kept as text) with every
 * query, and PGlite merges them into a copy of its whole table of ~300 parsers each time, about
 * 0.1 ms a statement. They go into the table once instead and are left off the call.
 */
export function installCallParsers(client: PGlite, target: Queryable = client): void {
  const query = target.query.bind(target) as Queryable['query'];
  target.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    if (!options?.parsers) return query(text, params, options);
    const { parsers, ...rest } = options;
    Object.assign(client.parsers, parsers);
    return query(text, params, rest);
  }) as Queryable['query'];
}
