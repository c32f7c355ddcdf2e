import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { learnServerClock, screenNow } from './clock.js';
import { loadQueue } from './play-queue.js';
import { announceItemEnded, announceItemStarted } from './playback-events.js';
import { proofOfPlay } from './proof-of-play.js';
import { memoryStorage } from './test-support.js';

const credentials = { deviceId: 'device', secret: 'secret' };

const envelope = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

describe('proof of play in the player', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('addEventListener', vi.fn());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope({ success: true, result: { accepted: 0, duplicates: 0 } })),
    );
    proofOfPlay.start(credentials);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('records an item from its start until the next one starts', () => {
    proofOfPlay.itemStarted('work-1');
    vi.advanceTimersByTime(3_000);
    proofOfPlay.itemStarted('work-2');
    const [record] = loadQueue();
    expect(record).toMatchObject({ workId: 'work-1', durationMs: 3_000 });
    expect(record.id).toMatch(/^[0-9a-f]{32}$/);
    proofOfPlay.itemEnded();
    expect(loadQueue().map((entry) => entry.workId)).toEqual(['work-1', 'work-2']);
  });

  it('keeps the records while the network is down and sends the same ones once it is back', async () => {
    proofOfPlay.itemStarted('work-1');
    proofOfPlay.itemEnded();
    const waiting = loadQueue();
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await proofOfPlay.flush();
    expect(loadQueue()).toEqual(waiting);

    vi.mocked(fetch).mockResolvedValueOnce(envelope({ success: true, result: { accepted: 1, duplicates: 0 } }));
    await proofOfPlay.flush();
    expect(loadQueue()).toEqual([]);
    const sent = JSON.parse(String(vi.mocked(fetch).mock.calls.at(-1)?.[1]?.body)) as { records: unknown[] };
    expect(sent.records).toEqual(waiting);
  });

  it('keeps the records when the server fails or is busy (500, 503) and sends them once it answers', async () => {
    proofOfPlay.itemStarted('work-1');
    proofOfPlay.itemEnded();
    const waiting = loadQueue();
    vi.mocked(fetch).mockResolvedValueOnce(envelope({ success: false, message: 'unavailable' }, 503));
    await proofOfPlay.flush();
    expect(loadQueue()).toEqual(waiting);
    vi.mocked(fetch).mockResolvedValueOnce(envelope({ success: false, message: 'error' }, 500));
    await proofOfPlay.flush();
    expect(loadQueue()).toEqual(waiting);

    vi.mocked(fetch).mockClear();
    vi.mocked(fetch).mockResolvedValueOnce(envelope({ success: true, result: { accepted: 1, duplicates: 0 } }));
    await proofOfPlay.flush();
    await proofOfPlay.flush();
    expect(loadQueue()).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const sent = JSON.parse(String(vi.mocked(fetch).mock.calls[0]?.[1]?.body)) as { records: unknown[] };
    expect(sent.records).toEqual(waiting);
  });

  it('keeps the records when the server asks the screen to slow down (429)', async () => {
    proofOfPlay.itemStarted('work-1');
    proofOfPlay.itemEnded();
    const waiting = loadQueue();
    vi.mocked(fetch).mockResolvedValueOnce(envelope({ success: false, message: 'too many' }, 429));
    await proofOfPlay.flush();
    expect(loadQueue()).toEqual(waiting);
  });

  it('drops a batch the server refuses for good (a malformed record)', async () => {
    proofOfPlay.itemStarted('work-1');
    proofOfPlay.itemEnded();
    vi.mocked(fetch).mockResolvedValueOnce(envelope({ success: false, message: 'bad' }, 400));
    await proofOfPlay.flush();
    expect(loadQueue()).toEqual([]);
  });

  it('stamps plays with the screen clock (the server’s) in whole ms, not with the device’s own', () => {
    const serverAhead = 10 * 60_000;
    // The answer took 1 ms: the server's clock is learned to half of it, 0.5 ms.
    learnServerClock(Date.now() + serverAhead, Date.now() - 1, Date.now());
    const item = { id: 'work-1', kind: 'image' as const, url: '/work-1.jpg', seconds: 10 };
    const startedOnDevice = Date.now();
    announceItemStarted({ item, planId: null, at: screenNow() });
    vi.advanceTimersByTime(4_000);
    announceItemEnded({ item, planId: null, at: screenNow() });
    expect(loadQueue()).toEqual([
      expect.objectContaining({ workId: 'work-1', startedAt: startedOnDevice + serverAhead + 1, durationMs: 4_000 }),
    ]);
  });
});
