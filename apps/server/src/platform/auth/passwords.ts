import { availableParallelism } from 'node:os';
import { PasswordThreads } from './password-threads.js';
import { FairWorkQueue } from './work-queue.js';

export const DEFAULT_PASSWORD_MAX_WAIT_MS = 2000;

/** One argon2id thread per core. */
export const defaultPasswordThreads = (): number => availableParallelism();

export interface PasswordWorkOptions {
  /** Threads checking passwords. */
  threads: number;
  /** The longest a check may wait for its turn before it is refused (busy). */
  maxWaitMs: number;
}

/**
 * argon2id takes a core for tens of milliseconds: each thread holds the job it runs and the next,
 * the rest wait their turn in order, and a sign-in storm beyond what fits in the wait is refused
 * at once (busy).
 */
function passwordWorkFor({ threads, maxWaitMs }: PasswordWorkOptions) {
  return { threads: new PasswordThreads(threads), queue: new FairWorkQueue({ concurrency: threads * 2, maxWaitMs }) };
}

let passwordWork = passwordWorkFor({ threads: defaultPasswordThreads(), maxWaitMs: DEFAULT_PASSWORD_MAX_WAIT_MS });

/** Sets the threads and the longest wait (config, at start-up); the threads set before stop. */
export function configurePasswordWork(options: PasswordWorkOptions): void {
  void passwordWork.threads.close();
  passwordWork = passwordWorkFor(options);
}

/** Stops the password threads (the server closing); a later check starts them again. */
export function stopPasswordThreads(): Promise<void> {
  return passwordWork.threads.close();
}

/** argon2id with the library's defaults (m=19 MiB, t=2, p=1). */
export function hashPassword(password: string): Promise<string> {
  const { queue, threads } = passwordWork;
  return queue.run(() => threads.hash(password));
}

/**
 * Refuses at once (QueueFullError) when a password check arriving now would wait too long, so a
 * sign-in turned away in a storm costs no database work first.
 */
export function admitPasswordCheck(): void {
  passwordWork.queue.admit();
}

/** False for a missing or malformed hash; rejects with QueueFullError when the server is too busy. */
export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  const { queue, threads } = passwordWork;
  return queue.run(() => threads.verify(passwordHash, password));
}
