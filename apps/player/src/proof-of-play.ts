import type { ScreenCredentials } from '@scenecast/contracts/screen';
import { PLAY_BATCH_MAX, PLAY_FLUSH_MS } from '@scenecast/contracts/screen-operations';
import { ApiError, sendPlays, UnknownScreenError } from './api.js';
import { screenNow } from './clock.js';
import { dequeue, enqueue, loadQueue } from './play-queue.js';
import { onItemEnded, onItemStarted } from './playback-events.js';

/** 128 random bits as hex: the record's own id. crypto.randomUUID needs a secure context; this does not. */
function recordId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A batch refused for what it is (malformed, or the screen is unknown now) never will pass, so it
 * is dropped; after a network failure or a transient refusal it is kept and sent again later.
 */
const isRefusedForGood = (error: unknown) =>
  error instanceof UnknownScreenError || (error instanceof ApiError && !error.isTransient);

/**
 * Proof of play: each item shown is a record (work, start, how long it stayed), queued locally
 * and sent in batches — every 30 s, when the network comes back, and when the live channel
 * reopens. A batch whose answer was lost is sent again; the server counts each record once.
 */
class ProofOfPlay {
  private current: { workId: string; startedAt: number } | null = null;
  private credentials: ScreenCredentials | null = null;
  private sending = false;

  constructor() {
    onItemStarted((event) => this.itemStarted(event.item.id, event.at));
    onItemEnded((event) => this.itemEnded(event.at));
  }

  start(credentials: ScreenCredentials): void {
    const first = this.credentials === null;
    this.credentials = credentials;
    if (!first) return;
    setInterval(() => void this.flush(), PLAY_FLUSH_MS);
    addEventListener('online', () => void this.flush());
    addEventListener('pagehide', () => this.itemEnded());
    void this.flush();
  }

  /**
   * An item began to show: the one before it ended now. Times are the screen clock's (the
   * server's): the server drops plays more than 5 minutes ahead of its own clock.
   */
  itemStarted(workId: string, at = screenNow()): void {
    this.itemEnded(at);
    this.current = { workId, startedAt: at };
  }

  itemEnded(at = screenNow()): void {
    const current = this.current;
    if (!current) return;
    this.current = null;
    enqueue({
      id: recordId(),
      workId: current.workId,
      // Whole ms (the server's offset is learned to half a round trip), never negative (a clock
      // corrected back meanwhile): the server refuses a batch with a record that is not.
      startedAt: Math.round(current.startedAt),
      durationMs: Math.max(0, Math.round(at - current.startedAt)),
    });
  }

  /** Sends the queue in batches until it is empty, or until a send fails for now (then later). */
  async flush(): Promise<void> {
    const credentials = this.credentials;
    if (!credentials || this.sending) return;
    this.sending = true;
    try {
      for (
        let batch = loadQueue().slice(0, PLAY_BATCH_MAX);
        batch.length > 0;
        batch = loadQueue().slice(0, PLAY_BATCH_MAX)
      ) {
        try {
          await sendPlays(credentials, batch);
        } catch (error) {
          if (!isRefusedForGood(error)) return;
        }
        dequeue(batch.map((record) => record.id));
      }
    } finally {
      this.sending = false;
    }
  }
}

export const proofOfPlay = new ProofOfPlay();
