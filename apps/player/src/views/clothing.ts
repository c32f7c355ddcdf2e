import type { ScreenFzCollection, ScreenFzLookbook, ScreenFzStyle } from '@scenecast/contracts';
import type { ScreenCredentials } from '@scenecast/contracts/screen';
import { IdleTimer, wrapIndex } from '../albums-logic.js';
import { el } from '../dom.js';
import { fetchLookbook } from '../scene-api.js';
import { fetchCached, type SceneView, showCachedImage } from '../scene-content.js';
import { TEXTS } from '../texts.js';
import { onSwipe } from './swipe.js';

/** Without a touch for this long the lookbook goes back to its collections. */
const LOOKBOOK_IDLE_MS = 60_000;

const button = (className: string, text: string, label: string, onClick: () => void) => {
  const node = el('button', { className, type: 'button', title: label }, [text]);
  node.setAttribute('aria-label', label);
  node.addEventListener('click', onClick);
  return node;
};

function card(imageUrl: string, title: string, lines: string[]): HTMLElement {
  const node = el('button', { className: 'scene-item lookbook-card', type: 'button' });
  if (imageUrl) {
    const image = el('img', { className: 'scene-item-image lookbook-card-image', alt: '' });
    showCachedImage(image, imageUrl);
    node.append(image);
  }
  node.append(el('div', { className: 'scene-item-title' }, [title]));
  for (const line of lines.filter(Boolean)) node.append(el('div', { className: 'scene-item-text' }, [line]));
  return node;
}

/**
 * The clothing lookbook on a screen: the collections as covers; a touch opens a collection's
 * styles, a touch on a style shows its photos large (swipe or arrows for the next). Idle for a
 * minute, it goes back to the covers so the next shopper starts from the beginning.
 */
export class ClothingView implements SceneView {
  readonly view = el('section', { className: 'view scene-page lookbook', id: 'lookbook-screen' });
  private readonly stage = el('div', { className: 'scene-stage' });
  private readonly idle = new IdleTimer(LOOKBOOK_IDLE_MS, () => this.home());
  // Not draggable: a mouse drag would start the browser's image drag and swallow the swipe.
  private readonly photo = el('img', { className: 'lookbook-photo', alt: '', draggable: false });
  private readonly wasSwipe: () => boolean;
  private lookbook: ScreenFzLookbook = { collections: [] };
  private collectionId: string | null = null;
  private styleId: string | null = null;
  private photoIndex = 0;

  constructor(
    private readonly shopId: string,
    private readonly credentials: () => ScreenCredentials,
  ) {
    this.view.append(this.stage);
    this.view.addEventListener('pointerdown', () => this.idle.poke(), true);
    this.wasSwipe = onSwipe(this.photo, (delta) => this.turnPhoto(delta));
  }

  async load(): Promise<void> {
    const lookbook = await fetchCached('fz', this.shopId, () => fetchLookbook(this.credentials()));
    if (lookbook === null) return;
    this.lookbook = lookbook;
    // What was open may be gone or hidden since: fall back to the covers rather than a stale page.
    if (!this.collection()) this.collectionId = null;
    if (!this.style()) this.styleId = null;
    if (this.photoIndex >= (this.style()?.photoUrls.length ?? 0)) this.photoIndex = 0;
    this.render();
  }

  hasContent(): boolean {
    return this.lookbook.collections.length > 0;
  }

  /** Covers and every photo, so a shopper can browse it all offline. */
  mediaUrls(): string[] {
    return this.lookbook.collections
      .flatMap((collection) => [collection.coverUrl, ...collection.styles.flatMap((style) => style.photoUrls)])
      .filter(Boolean);
  }

  enter(): void {}

  leave(): void {
    this.idle.stop();
    this.home();
  }

  private collection(): ScreenFzCollection | undefined {
    return this.lookbook.collections.find((entry) => entry.id === this.collectionId);
  }

  private style(): ScreenFzStyle | undefined {
    return this.collection()?.styles.find((entry) => entry.id === this.styleId);
  }

  private home(): void {
    this.collectionId = null;
    this.styleId = null;
    this.render();
  }

  private open(collectionId: string | null, styleId: string | null): void {
    this.collectionId = collectionId;
    this.styleId = styleId;
    this.photoIndex = 0;
    this.render();
  }

  private turnPhoto(delta: number): void {
    const style = this.style();
    if (!style) return;
    this.photoIndex = wrapIndex(this.photoIndex, delta, style.photoUrls.length);
    this.render();
  }

  private render(): void {
    const collection = this.collection();
    const style = this.style();
    if (collection && style) this.stage.replaceChildren(this.styleView(collection, style));
    else if (collection) this.stage.replaceChildren(this.collectionView(collection));
    else this.stage.replaceChildren(this.coversView());
  }

  private coversView(): HTMLElement {
    const grid = el('div', { className: 'scene-items lookbook-covers' });
    for (const collection of this.lookbook.collections) {
      const node = card(collection.coverUrl, collection.name, [
        `${collection.year} ${TEXTS.seasons[collection.season]}`,
        TEXTS.styleCount(collection.styles.length),
      ]);
      node.dataset.collectionId = collection.id;
      node.addEventListener('click', () => this.open(collection.id, null));
      grid.append(node);
    }
    return grid;
  }

  private collectionView(collection: ScreenFzCollection): HTMLElement {
    const header = el('header', { className: 'lookbook-header' }, [
      button('scene-tab lookbook-back', '‹', TEXTS.back, () => this.home()),
      el('h2', { className: 'scene-block-title' }, [collection.name]),
    ]);
    const grid = el('div', { className: 'scene-items lookbook-styles' });
    for (const style of collection.styles) {
      const node = card(style.photoUrls[0] ?? '', style.name, [style.styleNo, TEXTS.price(style.price)]);
      node.dataset.styleId = style.id;
      node.addEventListener('click', () => this.open(collection.id, style.id));
      grid.append(node);
    }
    const text = collection.description ? [el('p', { className: 'scene-block-text' }, [collection.description])] : [];
    return el('article', { className: 'lookbook-collection' }, [header, ...text, grid]);
  }

  private styleView(collection: ScreenFzCollection, style: ScreenFzStyle): HTMLElement {
    const photos = style.photoUrls;
    const url = photos[this.photoIndex] ?? '';
    if (url) showCachedImage(this.photo, url);
    else this.photo.removeAttribute('src');
    this.photo.onclick = () => {
      if (!this.wasSwipe()) this.turnPhoto(1);
    };
    const stage = el('div', { className: 'lookbook-photo-stage' }, [
      button('album-arrow prev', '‹', TEXTS.previousPhoto, () => this.turnPhoto(-1)),
      url ? this.photo : el('div', { className: 'lookbook-no-photo' }, [TEXTS.noPhotos]),
      button('album-arrow next', '›', TEXTS.nextPhoto, () => this.turnPhoto(1)),
    ]);
    const facts: [string, string][] = [
      [TEXTS.styleFacts.styleNo, style.styleNo],
      [TEXTS.styleFacts.sizes, style.sizes.join(' / ')],
      [TEXTS.styleFacts.colours, style.colours.join(' / ')],
      [TEXTS.styleFacts.fabric, style.fabric],
    ];
    const details = el('aside', { className: 'lookbook-details' }, [
      button('scene-tab lookbook-back', '‹', TEXTS.back, () => this.open(collection.id, null)),
      el('h2', { className: 'scene-block-title' }, [style.name]),
      el('div', { className: 'scene-item-price' }, [TEXTS.price(style.price)]),
      ...facts
        .filter(([, value]) => value)
        .map(([label, value]) => el('div', { className: 'scene-item-text' }, [TEXTS.fact(label, value)])),
      el(
        'div',
        { className: 'lookbook-tags' },
        style.tags.map((tag) => el('span', { className: 'lookbook-tag' }, [tag])),
      ),
      el('p', { className: 'scene-item-text' }, [style.description]),
      el('div', { className: 'lookbook-photo-count' }, [
        photos.length > 1 ? `${this.photoIndex + 1} / ${photos.length}` : '',
      ]),
    ]);
    return el('article', { className: 'lookbook-style' }, [stage, details]);
  }
}
