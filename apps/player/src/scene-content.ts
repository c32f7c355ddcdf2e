import type { ScreenCredentials, ScreenShop } from '@scenecast/contracts/screen';
import { ApiError, UnknownScreenError } from './api.js';
import { localMediaUrl } from './media-cache.js';

/**
 * What a scene's shop shows on a screen when no works are assigned: the enterprise page, the
 * retail catalogue or the clothing lookbook. Each view fetches its own /screen/<scene> call and
 * keeps the last answer (and its images, through the media cache) to show offline.
 */
export interface SceneView {
  readonly view: HTMLElement;
  /** Fetches the content afresh; on a network failure keeps what it had. */
  load(): Promise<void>;
  hasContent(): boolean;
  /** The images it shows, kept in the media cache. */
  mediaUrls(): string[];
  /** The screen shows the view: start its timers. */
  enter(): void;
  /** The screen left the view: stop timers. */
  leave(): void;
}

export type SceneViewFactory = (shopId: string, credentials: () => ScreenCredentials) => SceneView;

const CACHE_PREFIX = 'scenecast.screen.scene.';

/** The last content a scene view fetched, per scene and shop: shown while the network is down. */
export function loadCachedContent<T>(scene: string, shopId: string): T | null {
  try {
    const text = localStorage.getItem(`${CACHE_PREFIX}${scene}`);
    const cached = text ? (JSON.parse(text) as { shopId: string; content: T }) : null;
    return cached?.shopId === shopId ? cached.content : null;
  } catch {
    return null;
  }
}

export function saveCachedContent(scene: string, shopId: string, content: unknown): void {
  try {
    localStorage.setItem(`${CACHE_PREFIX}${scene}`, JSON.stringify({ shopId, content }));
  } catch {
    // Storage full: the screen still works, only not offline.
  }
}

/**
 * Fetches through `fetcher`, caching the answer; a network failure or a server that failed or was
 * busy falls back to the cache (an unknown screen is the screen's business, so it is passed on).
 */
export async function fetchCached<T>(scene: string, shopId: string, fetcher: () => Promise<T>): Promise<T | null> {
  try {
    const content = await fetcher();
    saveCachedContent(scene, shopId, content);
    return content;
  } catch (error) {
    if (error instanceof UnknownScreenError) throw error;
    if (error instanceof ApiError && !error.isTransient) return null;
    return loadCachedContent<T>(scene, shopId);
  }
}

/** Shows `url` in `image` from the media cache when it can (so it works offline). */
export function showCachedImage(image: HTMLImageElement, url: string): void {
  image.dataset.src = url;
  void localMediaUrl(url).then((local) => {
    if (image.dataset.src === url) image.src = local;
  });
}

/**
 * Picks the view of the paired shop's scene and keeps it loaded: once when the shop (or its
 * scene) changes, and again whenever the console says the content changed.
 */
export class SceneContent {
  private current: { key: string; view: SceneView } | null = null;

  constructor(
    private readonly factories: Record<string, SceneViewFactory>,
    private readonly credentials: () => ScreenCredentials,
    private readonly changed: () => void,
  ) {}

  follow(shop: ScreenShop | null): void {
    const factory = shop ? this.factories[shop.scene] : undefined;
    const key = shop && factory ? `${shop.scene}|${shop.id}` : null;
    if (key === (this.current?.key ?? null)) return;
    this.current?.view.leave();
    this.current = shop && key && factory ? { key, view: factory(shop.id, this.credentials) } : null;
    void this.reload();
  }

  async reload(): Promise<void> {
    const view = this.current?.view;
    if (!view) return;
    await view.load();
    this.changed();
  }

  /** Shows the view and answers it, or null when the shop's scene has none or nothing to show yet. */
  enter(): HTMLElement | null {
    const view = this.current?.view;
    if (!view?.hasContent()) return null;
    view.enter();
    return view.view;
  }

  /** Stops the view's timers unless `shown` is the view. */
  leaveUnless(shown: HTMLElement): void {
    if (this.current && this.current.view.view !== shown) this.current.view.leave();
  }

  mediaUrls(): string[] {
    return this.current?.view.mediaUrls() ?? [];
  }
}
