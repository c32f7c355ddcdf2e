import {
  KEPIAN_PASSWORD_MAX,
  type ScreenAlbumCard,
  type ScreenAlbumCategory,
  type ScreenAlbumDetail,
} from '@scenecast/contracts';
import {
  clampPage,
  gridShape,
  IdleTimer,
  Keypad,
  type KeypadKey,
  pageCount,
  pageOf,
  wrapIndex,
} from '../albums-logic.js';
import { ApiError } from '../api.js';
import { el } from '../dom.js';
import { localMediaUrl } from '../media-cache.js';
import { loadCachedAlbumDetails, loadCachedAlbums, saveCachedAlbumDetails, saveCachedAlbums } from '../storage.js';
import { TEXTS } from '../texts.js';
import { onSwipe } from './swipe.js';

/** Where the browser gets its albums: the screen's /screen/albums calls. */
export interface AlbumSource {
  list(): Promise<ScreenAlbumCategory[]>;
  open(id: string, password?: string): Promise<ScreenAlbumDetail>;
}

/** Without a touch for this long the browser closes what is open and shows the grid again. */
const ALBUM_IDLE_MS = 60_000;

const button = (className: string, text: string, onClick: () => void, label = text) => {
  const node = el('button', { className, type: 'button', title: label }, [text]);
  node.setAttribute('aria-label', label);
  node.addEventListener('click', onClick);
  return node;
};

/** Shows `url` in `image` from the media cache when it can (so it works offline). */
function showImage(image: HTMLImageElement, url: string): void {
  image.dataset.src = url;
  void localMediaUrl(url).then((local) => {
    if (image.dataset.src === url) image.src = local;
  });
}

/**
 * Album mode: the shop's public albums by category in a paged touch grid; an album opens full
 * screen, a protected one after its password (checked by the server). Idle for a minute, it goes
 * back to the grid. The last lists and open albums are kept to browse offline.
 */
export class AlbumBrowser {
  readonly view = el('section', { className: 'view albums', id: 'albums-screen' });
  private readonly tabs = el('nav', { className: 'album-tabs' });
  private readonly grid = el('div', { className: 'album-grid' });
  private readonly pageLabel = el('span', { className: 'album-page' });
  private readonly prevPage = button('album-arrow prev', '‹', () => this.turnPage(-1), TEXTS.previousPage);
  private readonly nextPage = button('album-arrow next', '›', () => this.turnPage(1), TEXTS.nextPage);
  private readonly overlay = el('div', { className: 'album-overlay', hidden: true });
  private readonly idle = new IdleTimer(ALBUM_IDLE_MS, () => this.home());
  private readonly keypad = new Keypad(KEPIAN_PASSWORD_MAX);
  private readonly wasSwipe: () => boolean;
  private categories: ScreenAlbumCategory[] = loadCachedAlbums() ?? [];
  private details: Record<string, ScreenAlbumDetail> = loadCachedAlbumDetails();
  private categoryKey: string | null = null;
  private page = 0;
  private fetched = false;
  private loading: Promise<void> | null = null;
  /** The album on screen: a protected one is never kept in `details`, so its photos are held here. */
  private shown: ScreenAlbumDetail | null = null;

  constructor(private readonly source: AlbumSource) {
    const body = el('div', { className: 'album-body' }, [this.prevPage, this.grid, this.nextPage]);
    const footer = el('div', { className: 'album-footer' }, [this.pageLabel]);
    this.view.append(this.tabs, body, footer, this.overlay);
    this.view.addEventListener('pointerdown', () => this.idle.poke(), true);
    this.view.addEventListener('keydown', () => this.idle.poke(), true);
    this.wasSwipe = onSwipe(this.grid, (delta) => this.turnPage(delta));
    window.addEventListener('resize', () => this.renderGrid());
    this.render();
  }

  /** Media the browser wants kept in the cache: covers, the photos of albums kept offline and of the open one. */
  mediaUrls(): string[] {
    const covers = this.categories.flatMap((category) => category.albums.map((album) => album.coverUrl ?? ''));
    const albums = [...Object.values(this.details), ...(this.shown ? [this.shown] : [])];
    const photos = albums.flatMap((detail) => detail.photos.map((photo) => photo.url));
    return [...covers, ...photos].filter(Boolean);
  }

  /** The screen shows the browser: load the albums once (reload() refreshes them). */
  enter(): void {
    if (!this.fetched && !this.loading) void this.reload();
  }

  /** The screen shows something else: close what is open. */
  leave(): void {
    this.home();
    this.idle.stop();
  }

  reload(): Promise<void> {
    this.loading ??= this.source
      .list()
      .then((categories) => {
        this.fetched = true;
        this.categories = categories;
        saveCachedAlbums(categories);
        const ids = new Set(categories.flatMap((category) => category.albums.map((album) => album.id)));
        this.details = Object.fromEntries(Object.entries(this.details).filter(([id]) => ids.has(id)));
        saveCachedAlbumDetails(this.details);
        this.render();
      })
      .catch(() => {
        // Offline: keep browsing what was loaded before.
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  private get category(): ScreenAlbumCategory | undefined {
    return this.categories.find((category) => category.id === this.categoryKey) ?? this.categories[0];
  }

  private render(): void {
    const current = this.category;
    this.categoryKey = current?.id ?? null;
    this.tabs.replaceChildren(
      ...this.categories.map((category) => {
        const tab = button('album-tab', category.name, () => this.choose(category.id));
        if (category === current) tab.classList.add('active');
        return tab;
      }),
    );
    this.renderGrid();
  }

  private choose(id: string | null): void {
    this.categoryKey = id;
    this.page = 0;
    this.render();
  }

  private turnPage(delta: number): void {
    this.page += delta;
    this.renderGrid();
  }

  private renderGrid(): void {
    const albums = this.category?.albums ?? [];
    const { columns, rows } = gridShape(window.innerWidth, window.innerHeight);
    const perPage = columns * rows;
    this.page = clampPage(this.page, albums.length, perPage);
    const pages = pageCount(albums.length, perPage);
    this.grid.style.gridTemplateColumns = `repeat(${columns}, minmax(0, 1fr))`;
    this.grid.style.gridTemplateRows = `repeat(${rows}, minmax(0, 1fr))`;
    this.grid.replaceChildren(
      ...(albums.length === 0
        ? [el('p', { className: 'album-empty' }, [TEXTS.noAlbums])]
        : pageOf(albums, this.page, perPage).map((album) => this.card(album))),
    );
    this.prevPage.disabled = this.page === 0;
    this.nextPage.disabled = this.page >= pages - 1;
    this.pageLabel.textContent = pages > 1 ? `${this.page + 1} / ${pages}` : '';
  }

  private card(album: ScreenAlbumCard): HTMLElement {
    const cover = el('div', { className: 'album-cover' });
    if (album.coverUrl) {
      const image = el('img', { alt: '', draggable: false });
      showImage(image, album.coverUrl);
      cover.append(image);
    }
    if (album.isProtected)
      cover.append(el('span', { className: 'album-lock', title: TEXTS.needsPassword }, [TEXTS.protectedBadge]));
    const node = button(
      'album-card',
      '',
      () => {
        if (!this.wasSwipe()) void this.open(album);
      },
      album.title,
    );
    node.dataset.albumId = album.id;
    if (album.isProtected) node.classList.add('protected');
    node.replaceChildren(
      cover,
      el('div', { className: 'album-title' }, [album.title]),
      el('div', { className: 'album-meta' }, [album.mainNumber, el('span', {}, [TEXTS.photoCount(album.photoCount)])]),
    );
    return node;
  }

  private async open(album: ScreenAlbumCard): Promise<void> {
    this.idle.poke();
    if (album.isProtected) return this.askPassword(album);
    try {
      const detail = await this.source.open(album.id);
      this.details[album.id] = detail;
      saveCachedAlbumDetails(this.details);
      this.showAlbum(detail);
    } catch (error) {
      const refused = error instanceof ApiError && !error.isTransient;
      const cached = this.details[album.id];
      if (cached && !refused) this.showAlbum(cached);
      else this.notice(refused ? error.message : TEXTS.offline);
    }
  }

  private notice(text: string): void {
    const toast = el('div', { className: 'album-toast', role: 'alert' }, [text]);
    this.view.append(toast);
    setTimeout(() => toast.remove(), 3000);
  }

  private showOverlay(kind: string, children: Node[]): void {
    this.overlay.className = `album-overlay ${kind}`;
    this.overlay.replaceChildren(...children);
    this.overlay.hidden = false;
  }

  /** Back to the grid: closes an open album or password prompt. */
  home(): void {
    this.overlay.hidden = true;
    this.overlay.replaceChildren();
    this.shown = null;
    this.keypad.reset();
  }

  private askPassword(album: ScreenAlbumCard): void {
    this.keypad.reset();
    const input = el('input', {
      className: 'album-password-input',
      type: 'password',
      autocomplete: 'off',
      placeholder: TEXTS.enterPassword,
    });
    input.setAttribute('aria-label', TEXTS.password);
    const error = el('p', { className: 'album-error', role: 'alert' });
    const keys = el('div', { className: 'album-keys' });
    const submit = button('album-key ok', TEXTS.ok, () => void send());
    const send = async () => {
      if (!this.keypad.value) return;
      submit.disabled = true;
      error.textContent = '';
      try {
        const detail = await this.source.open(album.id, this.keypad.value);
        this.showAlbum(detail);
      } catch (failure) {
        error.textContent = failure instanceof ApiError ? failure.message : TEXTS.offline;
        this.keypad.press('clear');
        input.value = '';
      } finally {
        submit.disabled = false;
      }
    };
    const press = (key: KeypadKey) => {
      input.value = this.keypad.press(key);
      drawKeys();
    };
    const drawKeys = () => {
      const letters = this.keypad.layout === 'letters';
      keys.classList.toggle('letters', letters);
      keys.replaceChildren(
        ...this.keypad.keys.map((key) => button('album-key', key, () => press(key))),
        button('album-key fn', letters ? '123' : 'ABC', () => press('layout'), letters ? TEXTS.digits : TEXTS.letters),
        ...(letters ? [button('album-key fn', '⇧', () => press('shift'), TEXTS.upperCase)] : []),
        button('album-key fn', '⌫', () => press('back'), TEXTS.delete),
        button('album-key fn', TEXTS.clear, () => press('clear')),
      );
    };
    input.addEventListener('input', () => this.keypad.set(input.value));
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') void send();
    });
    drawKeys();
    this.showOverlay('password', [
      el('div', { className: 'album-password-box' }, [
        el('h2', {}, [album.title]),
        el('p', { className: 'album-password-hint' }, [TEXTS.passwordHint]),
        input,
        error,
        keys,
        el('div', { className: 'album-actions' }, [
          button('album-key cancel', TEXTS.cancel, () => this.home()),
          submit,
        ]),
      ]),
    ]);
  }

  private showAlbum(detail: ScreenAlbumDetail): void {
    this.shown = detail;
    let index = 0;
    const photo = el('img', { className: 'album-photo', alt: '', draggable: false });
    const counter = el('span', { className: 'album-counter' });
    const show = (delta: number) => {
      index = wrapIndex(index, delta, detail.photos.length);
      const current = detail.photos[index];
      if (current) {
        photo.dataset.photoId = current.id;
        showImage(photo, current.url);
      }
      counter.textContent = detail.photos.length > 0 ? `${index + 1} / ${detail.photos.length}` : TEXTS.noPhotos;
    };
    const stage = el('div', { className: 'album-stage' }, [photo]);
    const wasSwipe = onSwipe(stage, (delta) => show(delta));
    stage.addEventListener('click', (event) => {
      if (wasSwipe()) return;
      const box = stage.getBoundingClientRect();
      show(event.clientX < box.left + box.width / 2 ? -1 : 1);
    });
    this.showOverlay('viewer', [
      stage,
      button('album-arrow prev', '‹', () => show(-1), TEXTS.previousPhoto),
      button('album-arrow next', '›', () => show(1), TEXTS.nextPhoto),
      el('div', { className: 'album-viewer-bar' }, [
        el('span', { className: 'album-viewer-title' }, [detail.title]),
        counter,
      ]),
      button('album-close', '✕', () => this.home(), TEXTS.close),
    ]);
    show(0);
    this.idle.poke();
  }
}
