import type { PlaylistItem } from '@scenecast/contracts/screen';
import { el } from '../dom.js';
import { localMediaUrl } from '../media-cache.js';

/**
 * Plays the works in order and loops: an image for its seconds, a video to its end. A file that
 * fails to load is skipped. The same playlist given again keeps playing where it is.
 */
export class PlaylistPlayer {
  readonly view = el('section', { className: 'view playlist', id: 'playlist-screen' });
  private items: PlaylistItem[] = [];
  private index = -1;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private volume = 0.6;

  play(items: PlaylistItem[], volume: number): void {
    this.volume = volume / 100;
    const same = items.map((i) => i.id).join() === this.items.map((i) => i.id).join();
    this.items = items;
    for (const video of this.view.querySelectorAll('video')) video.volume = this.volume;
    if (same && this.index >= 0) return;
    this.index = -1;
    void this.next();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.view.replaceChildren();
    this.items = [];
    this.index = -1;
  }

  private async next(): Promise<void> {
    clearTimeout(this.timer);
    if (this.items.length === 0) return;
    this.index = (this.index + 1) % this.items.length;
    const item = this.items[this.index];
    const source = await localMediaUrl(item.url);
    if (this.items[this.index]?.id !== item.id) return;
    const media = item.kind === 'video' ? this.video(source) : this.image(source, item.seconds);
    media.dataset.workId = item.id;
    this.view.replaceChildren(media);
  }

  private image(source: string, seconds: number): HTMLImageElement {
    const image = el('img', { className: 'media', src: source, alt: '' });
    image.onerror = () => void this.next();
    this.timer = setTimeout(() => void this.next(), Math.max(1, seconds) * 1000);
    return image;
  }

  private video(source: string): HTMLVideoElement {
    const video = el('video', { className: 'media', src: source, autoplay: true, muted: false, playsInline: true });
    video.volume = this.volume;
    video.onended = () => void this.next();
    video.onerror = () => void this.next();
    // Autoplay with sound may be refused by the browser: play muted rather than not at all.
    video.play().catch(() => {
      video.muted = true;
      void video.play().catch(() => this.next());
    });
    return video;
  }
}
