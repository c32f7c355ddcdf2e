import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The thread's program: the embedded PostgreSQL (PGlite, WebAssembly) answering wire-protocol
 * messages one after the other. Evaluated as CommonJS, so it needs no file of its own in the bundle
 * or under the tests; made on the first start, not at import.
 */
let threadSource: string | undefined;
const threadProgram = () =>
  (threadSource ??= `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require(${JSON.stringify(createRequire(import.meta.url).resolve('@electric-sql/pglite'))});
const startParams = [...PGlite.defaultStartParams, ...workerData.startParams];
const database = new PGlite({ dataDir: workerData.dataDir, startParams });
database.waitReady.then(
  () => parentPort.postMessage({ started: true }),
  (error) => parentPort.postMessage({ failed: String((error && error.stack) || error) }),
);
const run = {
  protocol: (message) => database.execProtocolRaw(message, { syncToFs: false }),
  dump: async () => new Uint8Array(await (await database.dumpDataDir('gzip')).arrayBuffer()),
  close: () => database.close(),
};
let queue = database.waitReady;
parentPort.on('message', ({ id, kind, message }) => {
  queue = queue.then(async () => {
    try {
      const value = await run[kind](message);
      parentPort.postMessage({ id, value }, value instanceof Uint8Array ? [value.buffer] : []);
    } catch (error) {
      parentPort.postMessage({ id, error: String((error && error.message) || error) });
    }
  });
});`);

/** What the thread does: run wire-protocol bytes, dump the cluster as a gzipped tarball, close. */
export type ThreadJob = 'protocol' | 'dump' | 'close';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Answer {
  id?: number;
  value?: unknown;
  error?: string;
  failed?: string;
}

/**
 * The embedded database's own thread. It starts at once and loads nothing on this thread: a start
 * spawns it before the rest of the server is read, and PostgreSQL's start (~0.8 s of CPU on 2
 * cores) runs beside it.
 */
export class DatabaseThread {
  /** Resolves when PostgreSQL has started on the thread. */
  readonly started: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | null = null;

  /** `dataDir` undefined: in memory. `startParams` go after PGlite's own. */
  constructor(dataDir: string | undefined, startParams: string[]) {
    this.worker = new Worker(threadProgram(), { eval: true, workerData: { dataDir, startParams } });
    this.started = new Promise((resolve, reject) => {
      this.worker.on('message', (answer: Answer) => {
        if (answer.id === undefined) {
          if (answer.failed === undefined) resolve();
          else reject(this.fail(new Error(answer.failed)));
        } else {
          const job = this.pending.get(answer.id);
          this.pending.delete(answer.id);
          if (answer.error === undefined) job?.resolve(answer.value);
          else job?.reject(new Error(answer.error));
        }
        if (this.pending.size === 0) this.worker.unref();
      });
      this.worker.on('error', (error) => reject(this.fail(error)));
      this.worker.on('exit', (code) => reject(this.fail(new Error(`the embedded database's thread exited (${code})`))));
    });
  }

  /** Null while the thread runs; once it failed or closed, why. */
  get failed(): Error | null {
    return this.failure;
  }

  send(job: ThreadJob, message?: Uint8Array): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // The thread keeps the process alive while it starts or has work, as a socket would.
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, kind: job, message });
    });
  }

  async close(): Promise<void> {
    await this.send('close');
    this.fail(new Error('the embedded database is closed'));
    await this.worker.terminate();
  }

  /** A thread that died or closed takes its work with it; later work fails at once. */
  private fail(error: Error): Error {
    this.failure ??= error;
    for (const job of this.pending.values()) job.reject(error);
    this.pending.clear();
    return error;
  }
}
