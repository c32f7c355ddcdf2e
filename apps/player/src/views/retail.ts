import { formatCents, type ScreenLsCatalogue, type ScreenLsProduct } from '@scenecast/contracts';
import type { ScreenCredentials } from '@scenecast/contracts/screen';
import { el } from '../dom.js';
import { fetchRetailCatalogue } from '../scene-api.js';
import { fetchCached, type SceneView, showCachedImage } from '../scene-content.js';

/** A product's price on screen: one price, or the lowest to the highest of its variants. */
export function priceText(product: ScreenLsProduct): string {
  const prices = product.skus.map((sku) => sku.price);
  if (prices.length === 0) return '';
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? `¥${formatCents(low)}` : `¥${formatCents(low)} - ¥${formatCents(high)}`;
}

/**
 * The retail catalogue on a screen: the products on shelf in a grid, the categories along the
 * bottom to filter by touch (all products first).
 */
export class RetailView implements SceneView {
  readonly view = el('section', { className: 'view scene-page retail', id: 'retail-screen' });
  private readonly stage = el('div', { className: 'scene-stage' });
  private readonly tabs = el('nav', { className: 'scene-tabs' });
  private catalogue: ScreenLsCatalogue = { categories: [], products: [] };
  private categoryId: string | null = null;

  constructor(
    private readonly shopId: string,
    private readonly credentials: () => ScreenCredentials,
  ) {
    this.view.append(this.stage, this.tabs);
  }

  async load(): Promise<void> {
    const catalogue = await fetchCached('ls', this.shopId, () => fetchRetailCatalogue(this.credentials()));
    if (catalogue === null) return;
    this.catalogue = catalogue;
    if (!catalogue.categories.some((category) => category.id === this.categoryId)) this.categoryId = null;
    this.render();
  }

  hasContent(): boolean {
    return this.catalogue.products.length > 0;
  }

  mediaUrls(): string[] {
    return this.catalogue.products.flatMap((product) => product.imageUrls.slice(0, 1));
  }

  enter(): void {}

  leave(): void {}

  private render(): void {
    const all = { id: null, name: '' };
    this.tabs.replaceChildren(
      ...[all, ...this.catalogue.categories].map((category) => {
        const tab = el(
          'button',
          { className: category.id === this.categoryId ? 'scene-tab active' : 'scene-tab', type: 'button' },
          [category.id === null ? '☰' : category.name],
        );
        tab.addEventListener('click', () => {
          this.categoryId = category.id;
          this.render();
        });
        return tab;
      }),
    );
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
    this.stage.replaceChildren(grid);
  }
}
