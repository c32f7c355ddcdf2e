import type { LsHomeModule, ScreenLsCatalogue, ScreenLsHome } from '@scenecast/contracts';
import type { ScreenCredentials } from '@scenecast/contracts/screen';
import { el } from '../dom.js';
import { fetchRetailCatalogue } from '../scene-api.js';
import { fetchCached, type SceneView, showCachedImage } from '../scene-content.js';
import { TEXTS } from '../texts.js';
import { caseDetail } from './retail-case.js';
import { priceText } from './retail-price.js';

/** Each banner image stays this long; an opened case closes by itself after IDLE_MS without a touch. */
const BANNER_MS = 6_000;
const IDLE_MS = 60_000;

const NO_HOME: ScreenLsHome = {
  modules: ['categories', 'products'],
  bannerUrls: [],
  store: { name: '', phone: '', address: '', logoUrl: null },
};

/**
 * The retail home on a screen: the modules the shop chose at /lsmain/shouye, in its order, one
 * under the other (scrolled by touch): turning banners, category tabs that filter the product grid,
 * the products on shelf, the cases (a touch opens one) and the store's card.
 */
export class RetailView implements SceneView {
  readonly view = el('section', { className: 'view scene-page retail', id: 'retail-screen' });
  private readonly stage = el('div', { className: 'scene-stage retail-stage' });
  private catalogue: ScreenLsCatalogue = { categories: [], products: [], home: NO_HOME, cases: [] };
  private categoryId: string | null = null;
  private openCaseId: string | null = null;
  private bannerIndex = 0;
  private bannerTimer: ReturnType<typeof setInterval> | null = null;
  private idleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly shopId: string,
    private readonly credentials: () => ScreenCredentials,
  ) {
    this.view.append(this.stage);
  }

  async load(): Promise<void> {
    const catalogue = await fetchCached('ls', this.shopId, () => fetchRetailCatalogue(this.credentials()));
    if (catalogue === null) return;
    // An answer cached by an older player has no home or cases: it showed the categories and products.
    this.catalogue = { ...catalogue, home: catalogue.home ?? NO_HOME, cases: catalogue.cases ?? [] };
    if (!catalogue.categories.some((category) => category.id === this.categoryId)) this.categoryId = null;
    if (!this.catalogue.cases.some((entry) => entry.id === this.openCaseId)) this.openCaseId = null;
    this.bannerIndex = 0;
    this.render();
  }

  hasContent(): boolean {
    return this.catalogue.home.modules.some((module) => this.hasModule(module));
  }

  mediaUrls(): string[] {
    const { products, home, cases } = this.catalogue;
    return [
      ...home.bannerUrls,
      ...(home.store.logoUrl ? [home.store.logoUrl] : []),
      ...products.flatMap((product) => product.imageUrls.slice(0, 1)),
      ...cases.flatMap((entry) => [...(entry.coverUrl ? [entry.coverUrl] : []), ...entry.photoUrls]),
    ];
  }

  enter(): void {
    if (this.bannerTimer || this.catalogue.home.bannerUrls.length < 2) return;
    this.bannerTimer = setInterval(() => {
      this.bannerIndex = (this.bannerIndex + 1) % this.catalogue.home.bannerUrls.length;
      this.showBanner();
    }, BANNER_MS);
  }

  leave(): void {
    if (this.bannerTimer) clearInterval(this.bannerTimer);
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.bannerTimer = null;
    this.idleTimer = null;
  }

  private hasModule(module: LsHomeModule): boolean {
    const { products, categories, home, cases } = this.catalogue;
    switch (module) {
      case 'banner':
        return home.bannerUrls.length > 0;
      case 'products':
        return products.length > 0;
      case 'categories':
        return categories.length > 0;
      case 'cases':
        return cases.length > 0;
      case 'store':
        return home.store.name !== '';
    }
  }

  private render(): void {
    const sections = this.catalogue.home.modules
      .filter((module) => this.hasModule(module))
      .map((module) => this.section(module));
    this.stage.replaceChildren(...sections);
    const opened = this.catalogue.cases.find((entry) => entry.id === this.openCaseId);
    if (opened) this.stage.append(caseDetail(opened, this.catalogue.products, () => this.openCase(null)));
    this.showBanner();
  }

  private section(module: LsHomeModule): HTMLElement {
    const section = el('div', { className: `retail-section retail-${module}` });
    section.dataset.module = module;
    if (module !== 'banner')
      section.append(el('h2', { className: 'retail-section-title' }, [TEXTS.retailModules[module]]));
    if (module === 'banner') section.append(el('img', { className: 'retail-banner-image', alt: '' }));
    if (module === 'categories') section.append(this.categoryTabs());
    if (module === 'products') section.append(this.productGrid());
    if (module === 'cases') section.append(this.caseGrid());
    if (module === 'store') section.append(this.storeCard());
    return section;
  }

  private showBanner(): void {
    const image = this.stage.querySelector<HTMLImageElement>('.retail-banner-image');
    const url = this.catalogue.home.bannerUrls[this.bannerIndex];
    if (image && url) showCachedImage(image, url);
  }

  private categoryTabs(): HTMLElement {
    const all = { id: null, name: TEXTS.allProducts };
    return el(
      'nav',
      { className: 'scene-tabs retail-tabs' },
      [all, ...this.catalogue.categories].map((category) => {
        const tab = el(
          'button',
          { className: category.id === this.categoryId ? 'scene-tab active' : 'scene-tab', type: 'button' },
          [category.name],
        );
        tab.addEventListener('click', () => {
          this.categoryId = category.id;
          this.render();
        });
        return tab;
      }),
    );
  }

  private productGrid(): HTMLElement {
    const grid = el('div', { className: 'scene-items' });
    for (const product of this.catalogue.products) {
      if (this.categoryId !== null && product.categoryId !== this.categoryId) continue;
      const card = el('div', { className: 'scene-item' });
      const cover = product.imageUrls[0];
      if (cover) {
        const image = el('img', { className: 'scene-item-image', alt: '' });
        showCachedImage(image, cover);
        card.append(image);
      }
      card.append(
        el('div', { className: 'scene-item-title' }, [product.name]),
        el('div', { className: 'scene-item-price' }, [priceText(product)]),
        el('div', { className: 'scene-item-text' }, [product.skus.map((sku) => sku.spec).join(' / ')]),
      );
      grid.append(card);
    }
    return grid;
  }

  private caseGrid(): HTMLElement {
    const grid = el('div', { className: 'scene-items' });
    for (const entry of this.catalogue.cases) {
      const card = el('button', { className: 'scene-item retail-case-card', type: 'button' });
      if (entry.coverUrl) {
        const image = el('img', { className: 'scene-item-image', alt: '' });
        showCachedImage(image, entry.coverUrl);
        card.append(image);
      }
      card.append(el('div', { className: 'scene-item-title' }, [entry.title]));
      card.addEventListener('click', () => this.openCase(entry.id));
      grid.append(card);
    }
    return grid;
  }

  private storeCard(): HTMLElement {
    const { store } = this.catalogue.home;
    const card = el('div', { className: 'scene-item retail-store-card' });
    if (store.logoUrl) {
      const logo = el('img', { className: 'retail-store-logo', alt: '' });
      showCachedImage(logo, store.logoUrl);
      card.append(logo);
    }
    card.append(el('div', { className: 'scene-item-title' }, [store.name]));
    if (store.phone) card.append(el('div', { className: 'scene-item-text' }, [`${TEXTS.phone}：${store.phone}`]));
    if (store.address) card.append(el('div', { className: 'scene-item-text' }, [`${TEXTS.address}：${store.address}`]));
    return card;
  }

  /** Opens a case over the home (null closes it); an open case closes by itself after IDLE_MS. */
  private openCase(id: string | null): void {
    this.openCaseId = id;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = id ? setTimeout(() => this.openCase(null), IDLE_MS) : null;
    this.render();
  }
}
