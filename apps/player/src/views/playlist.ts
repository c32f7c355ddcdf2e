import type { PlaylistItem } from '@scenecast/contracts/screen';
import { runAt, screenNow } from '../clock.js';
import { el } from '../dom.js';
import { localMediaUrl } from '../media-cache.js';
import { announceItemEnded, announceItemStarted } from '../playback-events.js';
import { wallSlotAt } from '../wall-slots.js';

/** How long a file may take to become showable before it is skipped. */
const READY_TIMEOUT_MS = 8_000;
/** On a wall, how long before a slot ends the player gets the next item ready to swap. */
const WALL_LEAD_MS = 200;
/** How far (s) a wall video may be from the shared clock before it is sought back into step. */
const WALL_VIDEO_TOLERANCE_S = 0.03;

export interface PlayOptions {
  volume: number;
  /** The plan that put these items on screen; null for the screen's own playlist. */
  planId: string | null;
  /** A video wall: the item follows the shared clock, so every screen of the wall shows the same one. */
  isWall: boolean;
}

interface Showing {
  item: PlaylistItem;
  media: HTMLElement;
  /** The plan of the list it came from: a new list's plan may already be set when it ends. */
  planId: string | null;
}

interface Prepared {
  index: number;
  item: PlaylistItem;
  media: Promise<HTMLImageElement | HTMLVideoElement | null>;
}

/**
 * Plays items in order and loops: an image for its seconds, a video to its end. The next item is
 * loaded and decoded while the current one shows, and swapped in only when ready, so nothing black
 * shows between items, nor when another list starts (a plan's window or an interrupt begins or
 * ends): the item showing stays until the new list's first one is ready. A file that fails to load
 * is skipped. The same list given again keeps playing where it is. On a wall the shared clock picks
 * the item and its start tick instead.
 */
export class PlaylistPlayer {
  readonly view = el('section', { className: 'view playlist', id: 'playlist-screen' });
  private items: PlaylistItem[] = [];
  private options: PlayOptions = { volume: 60, planId: null, isWall: false };
  private key = '';
  private index = -1;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private cancelSwap: () => void = () => {};
  private showing: Showing | null = null;
  /** On a wall, when the slot showing ends (clock time). */
  private wallEndsAt: number | null = null;
  private prepared: Prepared | null = null;
  /** Bumped on every start and stop, so a late load from an old list never shows. */
  private generation = 0;
  private failuresInARow = 0;

  play(items: PlaylistItem[], options: PlayOptions): void {
    this.options = options;
    for (const video of this.view.querySelectorAll('video')) video.volume = this.volume;
    const key = `${options.planId}|${options.isWall}|${items.map((i) => i.id).join()}`;
    if (key === this.key) return;
    if (items.length === 0) {
      this.stop();
      return;
    }
    // What shows now stays on screen until the new list's first item can paint (show swaps it).
    this.restart();
    this.key = key;
    this.items = items;
    void this.advance(this.generation);
  }

  stop(): void {
    this.restart();
    this.endShowing();
    this.view.replaceChildren();
    this.items = [];
    this.key = '';
  }

  /** Forgets the list's place and anything on its way (timers, a prepared item, a pending swap). */
  private restart(): void {
    clearTimeout(this.timer);
    this.cancelSwap();
    this.generation++;
    this.index = -1;
    this.wallEndsAt = null;
    this.prepared = null;
    this.failuresInARow = 0;
  }

  private get volume(): number {
    return this.options.volume / 100;
  }

  private nextIndex(): { index: number; startsAt: number | null; endsAt: number | null } {
    if (!this.options.isWall) return { index: (this.index + 1) % this.items.length, startsAt: null, endsAt: null };
    // On a wall the slot after the one showing; the first time, the slot of this moment.
    const at = this.showing && this.wallEndsAt !== null ? this.wallEndsAt : screenNow();
    const slot = wallSlotAt(this.items, at);
    return slot ? slot : { index: 0, startsAt: null, endsAt: null };
  }

  private async advance(generation: number): Promise<void> {
    clearTimeout(this.timer);
    if (generation !== this.generation || this.items.length === 0) return;
    const next = this.nextIndex();
    const prepared = this.prepared?.index === next.index ? this.prepared : this.prepare(next.index);
    this.prepared = null;
    const media = await prepared.media;
    if (generation !== this.generation) return;
    if (!media) {
      this.index = next.index;
      this.failuresInARow++;
      // Every file failing (no network, nothing cached): try again slowly rather than spin.
      const delay = this.failuresInARow >= this.items.length ? 5_000 : 0;
      this.wallEndsAt = next.endsAt;
      this.timer = setTimeout(() => void this.advance(generation), delay);
      return;
    }
    this.failuresInARow = 0;
    const startsAt = next.startsAt;
    if (startsAt !== null && this.showing && startsAt > screenNow()) {
      this.cancelSwap = runAt(startsAt, () => this.show(generation, next, prepared.item, media));
      return;
    }
    this.show(generation, next, prepared.item, media);
  }

  private show(
    generation: number,
    next: { index: number; startsAt: number | null; endsAt: number | null },
    item: PlaylistItem,
    media: HTMLImageElement | HTMLVideoElement,
  ): void {
    if (generation !== this.generation) return;
    const before = this.showing;
    this.index = next.index;
    this.wallEndsAt = next.endsAt;
    const startedAt = screenNow();
    media.dataset.workId = item.id;
    media.dataset.startedAt = String(Math.round(startedAt));
    // The swap comes first: what listens to the announcements (proof of play rewrites its stored
    // queue) must not delay a wall's tick.
    this.view.replaceChildren(media);
    this.view.dataset.planId = this.options.planId ?? '';
    this.showing = { item, media, planId: this.options.planId };
    if (before) this.ended(before);
    announceItemStarted({ item, planId: this.options.planId, at: startedAt });
    if (media instanceof HTMLVideoElement) this.startVideo(generation, media, next.startsAt);
    if (next.endsAt !== null) {
      // Wake before the slot ends: the next item is swapped in on the tick itself (runAt).
      this.timer = setTimeout(() => void this.advance(generation), next.endsAt - screenNow() - WALL_LEAD_MS);
    } else if (media instanceof HTMLImageElement) {
      this.timer = setTimeout(() => void this.advance(generation), Math.max(1, item.seconds) * 1000);
    }
    if (this.items.length > 1) this.prepared = this.prepare(this.nextIndex().index);
  }

  private endShowing(): void {
    if (!this.showing) return;
    const showing = this.showing;
    this.showing = null;
    this.ended(showing);
  }

  private ended({ item, media, planId }: Showing): void {
    if (media instanceof HTMLVideoElement) media.pause();
    announceItemEnded({ item, planId, at: screenNow() });
  }

  private startVideo(generation: number, video: HTMLVideoElement, slotStart: number | null): void {
    video.volume = this.volume;
    // A wall screen joining mid-slot starts the video where the others are; once it really plays
    // (a busy device starts it late) it is put where the shared clock says it should be.
    if (slotStart !== null) {
      const seekToClock = () => {
        const due = Math.max(0, (screenNow() - slotStart) / 1000);
        if (Math.abs(video.currentTime - due) > WALL_VIDEO_TOLERANCE_S) video.currentTime = due;
      };
      seekToClock();
      video.addEventListener('playing', seekToClock, { once: true });
    }
    if (slotStart === null) video.onended = () => void this.advance(generation);
    video.onerror = () => void this.advance(generation);
    // Autoplay with sound may be refused by the browser: play muted rather than not at all.
    video.play().catch(() => {
      video.muted = true;
      void video.play().catch(() => this.advance(generation));
    });
  }

  /** Loads an item off screen; answers null when it cannot be shown. */
  private prepare(index: number): Prepared {
    const item = this.items[index];
    const media = localMediaUrl(item.url).then(
      (source): Promise<HTMLImageElement | HTMLVideoElement | null> =>
        item.kind === 'video' ? readyVideo(source) : readyImage(source),
    );
    return { index, item, media };
  }
}

function withTimeout<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return Promise.race([promise, new Promise<T>((resolve) => setTimeout(() => resolve(fallback), READY_TIMEOUT_MS))]);
}

async function readyImage(source: string): Promise<HTMLImageElement | null> {
  const image = el('img', { className: 'media', alt: '' });
  image.src = source;
  const decoded = image.decode().then(
    () => image,
    () => null,
  );
  return withTimeout(decoded, null);
}

async function readyVideo(source: string): Promise<HTMLVideoElement | null> {
  const video = el('video', { className: 'media', preload: 'auto', playsInline: true, muted: false });
  const loaded = new Promise<HTMLVideoElement | null>((resolve) => {
    video.onloadeddata = () => resolve(video);
    video.onerror = () => resolve(null);
  });
  video.src = source;
  return withTimeout(loaded, null);
}
