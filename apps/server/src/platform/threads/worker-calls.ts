import { type ResourceLimits, Worker } from 'node:worker_threads';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** A thread's answer to one call: the value, or the message of the error it met. */
interface Answer {
  id: number;
  value?: unknown;
  error?: string;
}

/**
 * A worker thread running `program` (CommonJS source, evaluated: it needs no file of its own in the
 * bundle or under the tests), called by messages: each `{ id, ...message }` posted is answered
 * `{ id, value }` or `{ id, error }`. The thread keeps the process alive only while calls are under
 * way. Once it exits, its calls and every later one fail with why.
 */
export class WorkerCalls {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  private failure: Error | null = null;

  /** `name` says whose thread exited in the error; `onExit` hears it once. */
  constructor(
    program: string,
    options: { name: string; workerData?: unknown; resourceLimits?: ResourceLimits; onExit?: () => void },
  ) {
    const { workerData, resourceLimits } = options;
    this.worker = new Worker(program, { eval: true, workerData, resourceLimits });
    this.worker.unref();
    this.worker.on('message', ({ id, value, error }: Answer) => {
      const call = this.pending.get(id);
      this.pending.delete(id);
      if (this.pending.size === 0) this.worker.unref();
      if (error === undefined) call?.resolve(value);
      else call?.reject(new Error(error));
    });
    const exit = (error: Error) => {
      if (!this.failure) options.onExit?.();
      this.fail(error);
    };
    this.worker.on('error', exit);
    this.worker.on('exit', (code) => exit(new Error(`${options.name} exited (${code})`)));
  }

  /** Calls under way. */
  get size(): number {
    return this.pending.size;
  }

  /** Null while the thread runs; once it exited, why. */
  get failed(): Error | null {
    return this.failure;
  }

  call<T>(message: object): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, ...message });
    });
  }

  /** Stops the thread; its calls fail with `reason`, or with its exit. */
  async terminate(reason?: string): Promise<void> {
    if (reason) this.fail(new Error(reason));
    await this.worker.terminate();
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const call of this.pending.values()) call.reject(error);
    this.pending.clear();
  }
}
