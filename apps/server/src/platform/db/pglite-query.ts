import {
  type messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

type Queryable = Pick<PGlite | Transaction, 'query'>;
type TextParam = string | number | bigint | boolean | null | undefined;

const TEXT_PARAM_TYPES = new Set(['string', 'number', 'bigint', 'boolean']);
const isTextParam = (value: unknown): value is TextParam => value == null || TEXT_PARAM_TYPES.has(typeof value);

/** The messages as one, to cross to the database in one trip. */
function joined(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

/** Bind, describe, execute and sync: a statement's run, the parameters as text. */
function runMessages(statement: string, params: TextParam[]): Uint8Array[] {
  const { serialize } = protocol;
  return [
    serialize.bind({ statement, values: params.map((value) => (value == null ? null : String(value))) }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ];
}

/** How many statements a client keeps prepared: the most recently run. */
const KEPT_PREPARED = 256;

/**
 * The statements a client keeps prepared on its connection, by text. Sent unnamed, a statement is
 * planned at every run: ~0.7 ms of the embedded database's ~0.9 ms for a five-table join, against
 * ~0.2 ms prepared, when PostgreSQL keeps a generic plan after the first runs because it costs no
 * more than theirs (plan_cache_mode auto). A statement counts as prepared once the message that
 * parsed it succeeded. After any failure it is closed and parsed afresh on its next run: a failed
 * message may or may not have parsed it, and closing a statement works even in a failed
 * transaction, or when there is none. Past the limit, the least recently run is closed.
 */
export class PreparedStatements {
  /** Text to name, the least recently run first. */
  private readonly names = new Map<string, string>();
  private readonly toClose: string[] = [];
  private parsedCount = 0;

  constructor(private readonly limit = KEPT_PREPARED) {}

  /**
   * The message that runs `text`, and `settle`, to call with whether the database answered it
   * without an error. Between the two, no other statement may use the connection.
   */
  run(text: string, params: TextParam[]): { message: Uint8Array; settle: (succeeded: boolean) => void } {
    const { serialize } = protocol;
    const parts = this.toClose.splice(0).map((name) => serialize.close({ type: 'S', name }));
    const known = this.names.get(text);
    const parsing = known === undefined;
    const name = known ?? `scenecast_${++this.parsedCount}`;
    if (parsing) parts.push(serialize.parse({ name, text }));
    else this.names.delete(text);
    parts.push(...runMessages(name, params));
    return {
      message: joined(parts),
      settle: (succeeded) => {
        if (!succeeded) {
          this.toClose.push(name);
          return;
        }
        this.names.set(text, name);
        if (this.names.size > this.limit) {
          const [oldestText, oldest] = this.names.entries().next().value as [string, string];
          this.names.delete(oldestText);
          this.toClose.push(oldest);
        }
      },
    };
  }
}

const preparedByClient = new WeakMap<PGlite, PreparedStatements>();

/**
 * From now on the client's statements of text parameters run prepared (PreparedStatements). Once
 * the migrations ran: a statement prepared before a change of its tables' columns would fail.
 */
export function keepStatementsPrepared(client: PGlite, statements = new PreparedStatements()): void {
  preparedByClient.set(client, statements);
}

/** Parse, bind, describe, execute and sync in one message: a statement run unnamed. */
function unnamedRun(text: string, params: TextParam[]): { message: Uint8Array; settle: () => void } {
  return { message: joined([protocol.serialize.parse({ text }), ...runMessages('', params)]), settle: () => {} };
}

/**
 * Three savings on every statement drizzle sends to PGlite:
 * - drizzle names the same few type parsers (dates, intervals and numerics kept as text) on every
 *   call, and PGlite merges them into a copy of its whole table of ~300 parsers each time, about
 *   0.1 ms a statement. They go into the table once instead and are left off the call.
 * - PGlite's query() takes six trips into the database: it asks for the parameters' types first,
 *   to choose how to write each value. drizzle's values are text already (or numbers, booleans):
 *   written as text, the database reads them by the types it infers, so one trip does (~0.1–0.2 ms
 *   less a statement, most of a small statement's cost). Other values (bytes, dates, objects) take
 *   PGlite's own way.
 * - once the client keeps its statements prepared (keepStatementsPrepared), each text is parsed
 *   and planned on its first runs only.
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
      const { message, settle } = preparedByClient.get(client)?.run(text, params) ?? unnamedRun(text, params);
      let answer: messages.BackendMessage[];
      try {
        answer = await client.execProtocolStream(message, { syncToFs: false });
      } catch (error) {
        settle(false);
        throw error;
      }
      settle(true);
      if (!inTransaction) await client.syncToFs();
      return parse.parseResults(answer, client.parsers, rest)[0] as Results<T>;
    });
  }) as Queryable['query'];
}
