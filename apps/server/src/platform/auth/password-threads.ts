import { createRequire } from 'node:module';
import { WorkerCalls } from '../threads/worker-calls.js';

/**
 * Each thread's program: argon2id's synchronous calls, one message after the other. It requires the
 * library by its resolved path (evaluated, it has no folder of its own). Made on the first thread's
 * start, not at import.
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

/**
 * argon2id on threads of its own, each handed the next job while it works on one: a thread never
 * waits on the main thread to be given work, and two jobs never share a core's caches as they
 * did on libuv's pool (3 at once on 2 cores: ~15% more CPU per verify). Threads start on the first
 * job and keep the process alive only while they have work.
 */
export class PasswordThreads {
  private readonly threads: WorkerCalls[] = [];

  constructor(private readonly size: number) {}

  hash(password: string): Promise<string> {
    return this.leastBusy().call({ password });
  }

  /** False for a malformed hash too. */
  verify(hash: string, password: string): Promise<boolean> {
    return this.leastBusy().call({ hash, password });
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.splice(0).map((thread) => thread.terminate()));
  }

  private leastBusy(): WorkerCalls {
    if (this.threads.length < this.size) return this.start();
    return this.threads.reduce((best, thread) => (thread.size < best.size ? thread : best));
  }

  private start(): WorkerCalls {
    // A thread that died takes its jobs with it; the next job starts a new one.
    const thread: WorkerCalls = new WorkerCalls(threadProgram(), {
      name: 'password thread',
      onExit: () => {
        const index = this.threads.indexOf(thread);
        if (index >= 0) this.threads.splice(index, 1);
      },
    });
    this.threads.push(thread);
    return thread;
  }
}
