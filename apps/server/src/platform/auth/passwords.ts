import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { FairWorkQueue, type WorkQueueOptions } from './work-queue.js';

export const DEFAULT_PASSWORD_MAX_WAIT_MS = 2000;

/**
 * The threads libuv gives to asynchronous native work, read as libuv reads UV_THREADPOOL_SIZE
 * (fixed before any of our code runs). argon2id's jobs run there beside file reads, compression
 * and DNS lookups.
 */
export function libuvPoolSize(env: Record<string, string | undefined> = process.env): number {
  const value = env.UV_THREADPOOL_SIZE;
  if (!value) return 4;
  return Math.min(Math.max(Number.parseInt(value, 10) || 0, 1), 1024);
}

/**
 * One argon2id job per core, and one more: a finished job's core would otherwise idle until the
 * main thread has answered its sign-in and started the next (in a storm, 8 points of throughput
 * on two cores). Never all of libuv's threads: in a storm, static files and uploads would wait
 * behind the queue of password checks.
 */
export function defaultPasswordWorkers(poolSize = libuvPoolSize()): number {
  return Math.max(1, Math.min(availableParallelism() + 1, poolSize - 1));
}

/**
 * argon2id takes a core for tens of milliseconds: a few jobs at a time, the rest wait their turn
 * in order, and a sign-in storm beyond what fits in the wait is refused at once (busy).
 */
let passwordWork = new FairWorkQueue({
  concurrency: defaultPasswordWorkers(),
  maxWaitMs: DEFAULT_PASSWORD_MAX_WAIT_MS,
});

/** Sets how many argon2id jobs run at once and how long one may wait (config, at start-up). */
export function configurePasswordWork(options: WorkQueueOptions): void {
  passwordWork = new FairWorkQueue(options);
}

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1). */
export function hashPassword(password: string): Promise<string> {
  return passwordWork.run(() => hash(password));
}

/**
 * Refuses at once (QueueFullError) when a password check arriving now would wait too long, so a
 * sign-in turned away in a storm costs no database work first.
 */
export function admitPasswordCheck(): void {
  passwordWork.admit();
}

/** False for a missing or malformed hash; rejects with QueueFullError when the server is too busy. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  return passwordWork.run(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });
}
