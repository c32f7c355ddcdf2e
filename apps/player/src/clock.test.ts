import { afterEach, describe, expect, it, vi } from 'vitest';
import { learnServerClock, runAt, screenNow } from './clock.js';

/** Sets the screen clock `aheadMs` ahead of the local one, as an answer with no round trip would. */
const setServerAhead = (aheadMs: number) => {
  const now = Date.now();
  learnServerClock(now + aheadMs, now, now);
};

describe('runAt', () => {
  afterEach(() => vi.useRealTimers());

  it('waits again when its timer wakes long before the time, as after a clock correction', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setServerAhead(0);
    const task = vi.fn();
    runAt(screenNow() + 5_000, task);
    vi.advanceTimersByTime(5_000);
    expect(task).not.toHaveBeenCalled();
  });

  it('runs on the screen clock: a clock moved forward brings the task forward', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setServerAhead(0);
    const task = vi.fn();
    runAt(screenNow() + 5_000, task);
    setServerAhead(5_000);
    vi.advanceTimersByTime(5_000);
    expect(task).toHaveBeenCalledOnce();
  });

  it('is cancelled by the function it answers', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setServerAhead(0);
    const task = vi.fn();
    const cancel = runAt(screenNow() + 10, task);
    cancel();
    vi.advanceTimersByTime(1_000);
    expect(task).not.toHaveBeenCalled();
  });
});
