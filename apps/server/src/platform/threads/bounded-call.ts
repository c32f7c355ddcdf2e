import { WorkerCalls } from './worker-calls.js';

export interface CallBounds {
  /** The thread is terminated this long after the call, answered or not. */
  deadlineMs: number;
  /** Its heap (V8's old generation); past it the thread is stopped by V8. */
  memoryMb: number;
}

/** The thread's answer, or which bound stopped it. */
export type BoundedAnswer<T> = { ok: true; value: T } | { ok: false; stopped: 'deadline' | 'memory' };

const DEADLINE = 'the call passed its deadline';

/**
 * One call on a thread of its own, started for it and ended after it: for work on untrusted input
 * by code that may loop or swell on it (a spreadsheet library). Whatever the thread does, the caller
 * hears back by the deadline, and the thread's memory goes with it.
 */
export async function callWithinBounds<T>(
  program: string,
  message: object,
  bounds: CallBounds,
): Promise<BoundedAnswer<T>> {
  const thread = new WorkerCalls(program, {
    name: 'a bounded call',
    resourceLimits: { maxOldGenerationSizeMb: bounds.memoryMb },
  });
  const timer = setTimeout(() => void thread.terminate(DEADLINE), bounds.deadlineMs);
  try {
    return { ok: true, value: await thread.call<T>(message) };
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') return { ok: false, stopped: 'memory' };
    if ((error as Error).message === DEADLINE) return { ok: false, stopped: 'deadline' };
    throw error;
  } finally {
    clearTimeout(timer);
    await thread.terminate();
  }
}
