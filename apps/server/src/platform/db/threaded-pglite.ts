import {
  type ExecProtocolOptions,
  Mutex,
  type messages,
  PGlite,
  protocol,
  type Transaction,
} from '@electric-sql/pglite';
import type { DatabaseThread } from './database-thread.js';

type Listener = (payload: string) => void;

/** What PGlite's query(), exec() and transaction() are built on: its base class, without the database. */
const BasePGlite = Object.getPrototypeOf(PGlite) as abstract new () => Pick<
  PGlite,
  'query' | 'exec' | 'transaction' | 'sql' | 'parsers' | 'serializers' | '_initArrayTypes'
>;

/**
 * PGlite whose database runs on its own thread (DatabaseThread), used as PGlite is. Statements
 * cross as wire-protocol bytes; parsing the answers, errors, type parsers and notifications stay
 * PGlite's own, on this side, and statements run beside the main thread's requests. One statement
 * at a time, as in-process: the base class takes the locks below around each.
 */
export class ThreadedPGlite extends BasePGlite {
  readonly debug = 0;
  /** Started and the array types read, as PGlite's own waitReady. */
  readonly waitReady: Promise<void>;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly queryMutex = new Mutex();
  private readonly transactionMutex = new Mutex();

  constructor(private readonly thread: DatabaseThread) {
    super();
    this.waitReady = thread.started.then(() => this._initArrayTypes());
  }

  async execProtocolStream(
    message: Uint8Array,
    { throwOnError = true, onNotice }: ExecProtocolOptions = {},
  ): Promise<messages.BackendMessage[]> {
    const data = (await this.thread.send('protocol', message)) as Uint8Array;
    const results: messages.BackendMessage[] = [];
    let databaseError: messages.DatabaseError | undefined;
    new protocol.Parser().parse(data, (message) => {
      // As PGlite: after a statement's first error, what follows is acknowledged and dropped.
      if (databaseError) return;
      if (message instanceof protocol.messages.DatabaseError) {
        if (throwOnError) databaseError = message;
      } else if (message instanceof protocol.messages.NoticeMessage) {
        onNotice?.(message);
      } else if (message instanceof protocol.messages.NotificationResponseMessage) {
        for (const listener of this.listeners.get(message.channel) ?? []) {
          queueMicrotask(() => listener(message.payload));
        }
      }
      results.push(message);
    });
    if (databaseError) throw databaseError;
    return results;
  }

  /** The thread's filesystem writes through (a folder, or memory): nothing is left to sync. */
  async syncToFs(): Promise<void> {}

  async _handleBlob(blob?: Blob): Promise<void> {
    if (blob) throw new Error('the embedded database takes no file with a statement');
  }

  async _getWrittenBlob(): Promise<undefined> {
    return undefined;
  }

  async _cleanupBlob(): Promise<void> {}

  async _checkReady(): Promise<void> {
    if (this.thread.failed) throw this.thread.failed;
    await this.thread.started;
  }

  _runExclusiveQuery<T>(run: () => Promise<T>): Promise<T> {
    return this.queryMutex.runExclusive(run);
  }

  _runExclusiveTransaction<T>(run: () => Promise<T>): Promise<T> {
    return this.transactionMutex.runExclusive(run);
  }

  /** Our channels are plain names; PGlite's listen() quotes and case-folds, which none need. */
  async listen(channel: string, listener: Listener, tx?: Transaction): Promise<() => Promise<void>> {
    const listeners = this.listeners.get(channel) ?? new Set();
    this.listeners.set(channel, listeners.add(listener));
    await (tx ?? this).exec(`LISTEN ${channel}`);
    return async () => void listeners.delete(listener);
  }

  /** The cluster as a gzipped tarball, taken between two statements. */
  async dumpDataDir(): Promise<Blob> {
    await this._checkReady();
    const tarball = (await this._runExclusiveQuery(() => this.thread.send('dump'))) as Uint8Array<ArrayBuffer>;
    return new Blob([tarball]);
  }

  /** After the statements under way; later ones fail. */
  async close(): Promise<void> {
    if (this.thread.failed) return;
    await this._runExclusiveTransaction(() => this._runExclusiveQuery(() => this.thread.close()));
  }

  /** Typed as PGlite for drizzle and our query helpers, which use only what this class has. */
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }
}
