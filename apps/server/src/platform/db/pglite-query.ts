import { type PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

type Queryable = Pick<PGlite | Transaction, 'query'>;
type TextParam = string | number | bigint | boolean | null | undefined;

const TEXT_PARAM_TYPES = new Set(['string', 'number', 'bigint', 'boolean']);
const isTextParam = (value: unknown): value is TextParam => value == null || TEXT_PARAM_TYPES.has(typeof value);

/** Parse, bind, describe, execute and sync in one message, the parameters as text. */
function extendedQuery(text: string, params: TextParam[]): Uint8Array {
  const { serialize } = protocol;
  const parts = [
    serialize.parse({ text }),
    serialize.bind({ values: params.map((value) => (value == null ? null : String(value))) }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ];
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/**
 * Two savings on every statement drizzle sends to PGlite:
 * - drizzle names the same few type parsers (dates, intervals and numerics kept as text) on every
 *   call, and PGlite merges them into a copy of its whole table of ~300 parsers each time, about
 *   0.1 ms a statement. They go into the table once instead and are left off the call.
 * - PGlite's query() takes six trips into the database: it asks for the parameters' types first,
 *   to choose how to write each value. drizzle's values are text already (or numbers, booleans):
 *   written as text, the database reads them by the types it infers, so one trip does (~0.1–0.2 ms
 *   less a statement, most of a small statement's cost). Other values (bytes, dates, objects) take
 *   PGlite's own way.
 * For a ready client: PGlite's start-up runs statements through query() itself.
 */
export function installLeanQueries(client: PGlite, target: Queryable = client): void {
  const query = target.query.bind(target) as Queryable['query'];
  const inTransaction = target !== client;
  // Outside a transaction a statement waits for an open one to end, as PGlite's query() does.
  const exclusive = <T>(run: () => Promise<T>) =>
    inTransaction
      ? client._runExclusiveQuery(run)
      : client._runExclusiveTransaction(() => client._runExclusiveQuery(run));
  target.query = (async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const { parsers, ...rest } = options ?? {};
    if (parsers) Object.assign(client.parsers, parsers);
    if (rest.blob || !params.every(isTextParam)) return query<T>(text, params, rest);
    return exclusive(async () => {
      const messages = await client.execProtocolStream(extendedQuery(text, params), { syncToFs: false });
      if (!inTransaction) await client.syncToFs();
      return parse.parseResults(messages, client.parsers, rest)[0] as Results<T>;
    });
  }) as Queryable['query'];
}
