import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * Each thread's program: argon2id's synchronous calls, one message after the other. Evaluated as
 * CommonJS (a worker from source needs no file of its own, in the bundle or under the tests), so
 * it requires the library by its resolved path. Made on the first thread's start, not at import.
 */
let threadSource: string | undefined;
const threadProgram = () =>
  (threadSource ??= `
const { parentPort } = require('node:worker_threads');
const { hashSync, verifySync } = require(${JSON.stringify(createRequire(import.meta.url).resolve('@node-rs/argon2'))});
parentPort.on('message', ({ id, hash, password }) => {
  if (hash !== undefined) {
    let value = false;
    try {
      value = verifySync(hash, password);
    } catch {} // a malformed hash matches no password
    return parentPort.postMessage({ id, value });
  }
  try {
    parentPort.postMessage({ id, value: hashSync(password) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});`);

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** A thread's answer: the value, or the library's error for a hash it could not make. */
interface Answer {
  id: number;
  value?: unknown;
  error?: string;
}

/**
 * argon2id on threads of its own, each handed the next job while it works on one: a thread never
 * waits on the main thread to be given work, and two jobs never share a core's caches as they
 * did on libuv's pool (3 at once on 2 cores: ~15% more CPU per verify). Threads start on the first
 * job and keep the process alive only while they have work.
 */
export class PasswordThreads {
  private readonly threads: Thread[] = [];
  private nextId = 0;

  constructor(private readonly size: number) {}

  hash(password: string): Promise<string> {
    return this.post({ password });
  }

  /** False for a malformed hash too. */
  verify(hash: string, password: string): Promise<boolean> {
    return this.post({ hash, password });
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.splice(0).map((thread) => thread.worker.terminate()));
  }

  private post<T>(message: { hash?: string; password: string }): Promise<T> {
    const thread = this.leastBusy();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      if (thread.pending.size === 0) thread.worker.ref();
      thread.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      thread.worker.postMessage({ id, ...message });
    });
  }

  private leastBusy(): Thread {
    if (this.threads.length < this.size) return this.start();
    return this.threads.reduce((best, thread) => (thread.pending.size < best.pending.size ? thread : best));
  }

  private start(): Thread {
    const thread: Thread = { worker: new Worker(threadProgram(), { eval: true }), pending: new Map() };
    thread.worker.unref();
    thread.worker.on('message', ({ id, value, error }: Answer) => {
      const job = thread.pending.get(id);
      thread.pending.delete(id);
      if (thread.pending.size === 0) thread.worker.unref();
      if (error === undefined) job?.resolve(value);
      else job?.reject(new Error(error));
    });
    // A thread that died takes its jobs with it; the next job starts a new one.
    const fail = (error: Error) => {
      const index = this.threads.indexOf(thread);
      if (index >= 0) this.threads.splice(index, 1);
      for (const job of thread.pending.values()) job.reject(error);
      thread.pending.clear();
    };
    thread.worker.on('error', fail);
    thread.worker.on('exit', (code) => fail(new Error(`password thread exited (${code})`)));
    this.threads.push(thread);
    return thread;
  }
}
