import { createRequire } from 'node:module';
import { WorkerCalls } from '../threads/worker-calls.js';

/**
 * The thread's program: the embedded PostgreSQL (PGlite, WebAssembly), one job after the other.
 * A thread whose database cannot start ends, so every later call fails at once. Made on the first
 * start, not at import.
 */
let threadSource: string | undefined;
const threadProgram = () =>
  (threadSource ??= `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(${JSON.stringify(createRequire(import.meta.url).resolve('@electric-sql/pglite'))});
const startParams = [...PGlite.defaultStartParams, ...workerData.startParams];
const loadDataDir = workerData.template && new Blob([require('node:fs').readFileSync(workerData.template)]);
const database = new PGlite({ dataDir: workerData.dataDir, loadDataDir, startParams });
const run = {
  start: () =>
    database.waitReady.then(
      () => undefined,
      (error) => {
        setImmediate(() => process.exit(1));
        throw error;
      },
    ),
  protocol: (message) => database.execProtocolRaw(message, { syncToFs: false }),
  dump: async () => new Uint8Array(await (await database.dumpDataDir('gzip')).arrayBuffer()),
  close: () => database.close(),
};
let queue = Promise.resolve();
parentPort.on('message', ({ id, kind, message }) => {
  queue = queue.then(async () => {
    try {
      const value = await run[kind](message);
      parentPort.postMessage({ id, value }, value instanceof Uint8Array ? [value.buffer] : []);
    } catch (error) {
      parentPort.postMessage({ id, error: String((error && error.stack) || error) });
    }
  });
});`);

/** What the thread does: run wire-protocol bytes, dump the cluster as a gzipped tarball, close. */
export type ThreadJob = 'protocol' | 'dump' | 'close';

/**
 * The embedded database's own thread. It starts at once and loads nothing on this thread: a start
 * spawns it before the rest of the server is read, and PostgreSQL's start (~0.8 s of CPU on 2
 * cores) runs beside it.
 */
export class DatabaseThread {
  /** Resolves when PostgreSQL has started on the thread. */
  readonly started: Promise<void>;
  private readonly calls: WorkerCalls;

  /**
   * `dataDir` undefined: in memory, empty or (`template`) a copy of a cluster dumped to that file.
   * `startParams` go after PGlite's own.
   */
  constructor(dataDir: string | undefined, startParams: string[], template?: string) {
    const workerData = { dataDir, startParams, template };
    this.calls = new WorkerCalls(threadProgram(), { name: "the embedded database's thread", workerData });
    this.started = this.calls.call({ kind: 'start' });
  }

  /** Null while the thread runs; once it ended, why. */
  get failed(): Error | null {
    return this.calls.failed;
  }

  send(job: ThreadJob, message?: Uint8Array): Promise<unknown> {
    return this.calls.call({ kind: job, message });
  }

  async close(): Promise<void> {
    await this.send('close');
    await this.calls.terminate('the embedded database is closed');
  }
}
