/** Thrown when a job would wait longer than the queue allows; `retryAfterSeconds` says when to come back. */
export class QueueFullError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('work queue full');
    this.name = 'QueueFullError';
  }
}

export interface WorkQueueOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** The longest a job may wait for its turn; a job that would wait longer is refused at once. */
  maxWaitMs: number;
  /** What a job is assumed to take until some have finished. */
  initialJobMs?: number;
  now?: () => number;
}

interface Waiting {
  enqueuedAt: number;
  start: () => void;
  refuse: (error: QueueFullError) => void;
}

/**
 * Runs expensive jobs (argon2id) at most `concurrency` at a time, first come first served.
 * Admission looks at the wait a newcomer would face (jobs ahead of it ÷ concurrency × the
 * average job time), so a storm is answered at once with "busy" instead of piling up until
 * clients time out; a job that still waited past `maxWaitMs` (jobs ran slower than the
 * average said) is refused when its turn comes rather than started late.
 */
export class FairWorkQueue {
  private running = 0;
  private readonly waiting: Waiting[] = [];
  private averageJobMs: number;
  private readonly now: () => number;

  constructor(private readonly options: WorkQueueOptions) {
    this.averageJobMs = options.initialJobMs ?? 50;
    this.now = options.now ?? (() => performance.now());
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** The wait a job arriving now would face, in milliseconds. */
  expectedWaitMs(): number {
    if (this.running < this.options.concurrency) return 0;
    return Math.ceil((this.waiting.length + 1) / this.options.concurrency) * this.averageJobMs;
  }

  /** Throws QueueFullError when a job arriving now would be refused. */
  admit(): void {
    const wait = this.expectedWaitMs();
    if (wait > this.options.maxWaitMs) throw this.fullError(wait);
  }

  run<T>(job: () => Promise<T>): Promise<T> {
    try {
      this.admit();
    } catch (error) {
      return Promise.reject(error);
    }
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running += 1;
        const startedAt = this.now();
        job()
          .then(resolve, reject)
          .finally(() => {
            this.running -= 1;
            this.recordDuration(this.now() - startedAt);
            this.startNext();
          });
      };
      if (this.running < this.options.concurrency) start();
      else this.waiting.push({ enqueuedAt: this.now(), start, refuse: reject });
    });
  }

  private startNext(): void {
    while (this.running < this.options.concurrency) {
      const next = this.waiting.shift();
      if (!next) return;
      const waited = this.now() - next.enqueuedAt;
      if (waited > this.options.maxWaitMs) next.refuse(this.fullError(this.expectedWaitMs()));
      else next.start();
    }
  }

  private recordDuration(ms: number): void {
    // A moving average that follows load changes within a few dozen jobs.
    this.averageJobMs += (ms - this.averageJobMs) / 16;
  }

  private fullError(waitMs: number): QueueFullError {
    return new QueueFullError(Math.max(1, Math.ceil(waitMs / 1000)));
  }
}
