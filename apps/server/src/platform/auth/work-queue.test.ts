import { describe, expect, it } from 'vitest';
import { FairWorkQueue, QueueFullError } from './work-queue.js';

/** A job that finishes when the test says so. */
function heldJob(log: string[], name: string) {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = () => {
      log.push(`end ${name}`);
      resolve();
    };
  });
  const job = () => {
    log.push(`start ${name}`);
    return done.then(() => name);
  };
  return { job, finish };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('FairWorkQueue', () => {
  it('runs at most `concurrency` jobs at once and the waiting ones in arrival order', async () => {
    const log: string[] = [];
    const queue = new FairWorkQueue({ concurrency: 2, maxWaitMs: 10_000, now: () => 0 });
    const jobs = ['a', 'b', 'c', 'd'].map((name) => heldJob(log, name));
    const results = jobs.map(({ job }) => queue.run(job));
    expect(log).toEqual(['start a', 'start b']);
    expect(queue.queued).toBe(2);
    jobs[1].finish();
    await settle();
    jobs[0].finish();
    await settle();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c', 'end a', 'start d']);
    jobs[2].finish();
    jobs[3].finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('refuses at once a job that would wait past the limit, with the seconds to come back', async () => {
    const log: string[] = [];
    // Each waiting job is assumed to cost 1 s until jobs have finished; 2 s of waiting allowed.
    const queue = new FairWorkQueue({ concurrency: 1, maxWaitMs: 2000, initialJobMs: 1000, now: () => 0 });
    const held = heldJob(log, 'running');
    const running = queue.run(held.job);
    const waiting = [queue.run(async () => 'second'), queue.run(async () => 'third')];
    expect(queue.expectedWaitMs()).toBe(3000);
    // Asked before any other work for the job (a sign-in's database read), the answer is the same.
    expect(() => queue.admit()).toThrow(QueueFullError);
    const refused = await queue.run(async () => 'fourth').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(QueueFullError);
    expect((refused as QueueFullError).retryAfterSeconds).toBe(3);
    held.finish();
    expect(await Promise.all([running, ...waiting])).toEqual(['running', 'second', 'third']);
  });

  it('refuses a job whose turn came after the longest wait instead of starting it late', async () => {
    const log: string[] = [];
    let clock = 0;
    const queue = new FairWorkQueue({ concurrency: 1, maxWaitMs: 500, initialJobMs: 100, now: () => clock });
    const held = heldJob(log, 'slow');
    const running = queue.run(held.job);
    const late = queue.run(async () => 'late');
    clock = 600;
    held.finish();
    await expect(late).rejects.toBeInstanceOf(QueueFullError);
    await expect(running).resolves.toBe('slow');
    expect(queue.queued).toBe(0);
  });

  it('passes a failing job’s error to its caller and keeps serving', async () => {
    const queue = new FairWorkQueue({ concurrency: 1, maxWaitMs: 1000, now: () => 0 });
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});
