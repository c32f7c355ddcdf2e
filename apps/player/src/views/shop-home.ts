import type { ScreenShopHome, ShouyeModule } from '@scenecast/contracts';
import type { ScreenShop } from '@scenecast/contracts/screen';
import { el } from '../dom.js';
import { localMediaUrl } from '../media-cache.js';
import { loadCachedShopHome, saveCachedShopHome } from '../storage.js';
import { TEXTS } from '../texts.js';
import { shopView } from './shop-card.js';
import './shop-home.css';

/** Where the home comes from: the screen's /screen/shop-home call. */
export type ShopHomeSource = () => Promise<ScreenShopHome | null>;

/** Packages and stories change without a command to the screen: the home is fetched again this often while shown. */
const HOME_REFRESH_MS = 60_000;

/** Shows `url` in `media` from the media cache when it can (so the home works offline). */
function cachedSource(media: HTMLImageElement | HTMLVideoElement, url: string): void {
  media.dataset.src = url;
  void localMediaUrl(url).then((local) => {
    if (media.dataset.src === url) media.src = local;
  });
}

const image = (url: string | null, className: string) => {
  const node = el('img', { className, alt: '' });
  if (url) cachedSource(node, url);
  return node;
};

const card = (coverUrl: string | null, title: string, lines: string[] = []) =>
  el('figure', { className: 'home-card' }, [
    image(coverUrl, 'home-cover'),
    el('figcaption', {}, [el('strong', {}, [title]), ...lines.map((line) => el('span', {}, [line]))]),
  ]);

/** One module's section, or null when it has nothing to show (the home leaves it out). */
function section(home: ScreenShopHome, module: ShouyeModule): HTMLElement | null {
  const titled = (children: HTMLElement[], className = 'home-row') =>
    el('section', { className: `home-module home-${module}` }, [
      el('h2', {}, [TEXTS.homeModules[module]]),
      el('div', { className }, children),
    ]);
  switch (module) {
    case 'packages':
      return home.packages.length === 0
        ? null
        : titled(
            home.packages.map((item) =>
              card(item.coverUrl, item.name, [
                TEXTS.price(item.priceFen),
                ...(item.photoCount > 0 ? [TEXTS.photoCount(item.photoCount)] : []),
              ]),
            ),
          );
    case 'albums':
      return home.albums.length === 0 ? null : titled(home.albums.map((item) => card(item.coverUrl, item.title)));
    case 'works': {
      const images = home.works.filter((work) => work.kind === 'image');
      return images.length === 0 ? null : titled(images.map((work) => image(work.url, 'home-work')));
    }
    case 'reviews':
      return home.reviews.length === 0
        ? null
        : titled(
            home.reviews.map((review) =>
              el('blockquote', { className: 'home-review' }, [`${'★'.repeat(review.rating)} ${review.text}`]),
            ),
          );
    case 'story': {
      const story = home.story;
      if (!story) return null;
      // The server sanitised this rich text when the owner saved it.
      const text = el('div', { className: 'home-story-text', innerHTML: story.content });
      const media: HTMLElement[] = story.imageUrls.slice(0, 3).map((url) => image(url, 'home-story-image'));
      if (story.videoUrl) {
        const video = el('video', {
          className: 'home-story-video',
          muted: true,
          loop: true,
          autoplay: true,
          playsInline: true,
        });
        cachedSource(video, story.videoUrl);
        media.unshift(video);
      }
      const title = story.title ? [el('h3', {}, [story.title])] : [];
      return titled([el('div', {}, [...title, text]), ...media], 'home-story-body');
    }
  }
}

/**
 * The shop home a screen shows while no works are assigned to it: the modules the owner chose at
 * /cjmain/shouye, in that order, each with its data; modules with nothing to show are left out,
 * and with none left the screen shows its shop card. The last home is kept to show offline.
 */
export class ShopHomeView {
  readonly view = el('section', { className: 'view shop-home', id: 'shop-home-screen' });
  private home: ScreenShopHome | null = loadCachedShopHome();
  private shop: ScreenShop | null = null;
  private fetchedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(private readonly source: ShopHomeSource) {}

  /** Media the home wants kept in the cache. */
  mediaUrls(): string[] {
    const home = this.home;
    if (!home) return [];
    return [
      ...home.packages.map((item) => item.coverUrl),
      ...home.albums.map((item) => item.coverUrl),
      ...home.works.map((work) => work.url),
      ...(home.story?.imageUrls ?? []),
      home.story?.videoUrl ?? null,
    ].filter((url): url is string => Boolean(url));
  }

  /** The screen shows the home: render what is known at once, and fetch it again when it is old. */
  enter(shop: ScreenShop | null): void {
    const shopChanged = shop?.id !== this.shop?.id || shop?.name !== this.shop?.name;
    this.shop = shop;
    if (Date.now() - this.fetchedAt > HOME_REFRESH_MS) void this.reload();
    if (shopChanged || this.view.childElementCount === 0) this.render();
  }

  reload(): Promise<void> {
    this.loading ??= this.source()
      .then((home) => {
        this.fetchedAt = Date.now();
        this.home = home;
        saveCachedShopHome(home);
        this.render();
      })
      .catch(() => {
        // Offline: keep showing the last home.
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  private render(): void {
    const home = this.home;
    const sections = home ? home.modules.map((module) => section(home, module)).filter((node) => node !== null) : [];
    if (sections.length === 0) {
      this.view.replaceChildren(shopView(this.shop));
      return;
    }
    const header = el('header', { className: 'home-header' }, [
      ...(this.shop?.logo ? [image(this.shop.logo, 'home-logo')] : []),
      el('h1', {}, [home?.shopName || this.shop?.name || '']),
    ]);
    this.view.replaceChildren(header, ...sections);
  }
}
