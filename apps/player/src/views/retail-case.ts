import type { ScreenLsCase, ScreenLsProduct } from '@scenecast/contracts';
import { el } from '../dom.js';
import { showCachedImage } from '../scene-content.js';
import { TEXTS } from '../texts.js';
import { priceText } from './retail-price.js';

/**
 * A case opened by touch, over the retail home: its photos, its description (rich text the server
 * sanitised) and the linked products on shelf. Closes by its button.
 */
export function caseDetail(entry: ScreenLsCase, products: ScreenLsProduct[], close: () => void): HTMLElement {
  const closeButton = el('button', { className: 'retail-case-close', type: 'button', ariaLabel: TEXTS.close }, ['×']);
  closeButton.addEventListener('click', close);
  const body = el('div', { className: 'retail-case-body' }, [
    el('h2', { className: 'scene-block-title' }, [entry.title]),
  ]);
  const photos = entry.photoUrls.length > 0 ? entry.photoUrls : entry.coverUrl ? [entry.coverUrl] : [];
  if (photos.length > 0) {
    const strip = el('div', { className: 'retail-case-photos' });
    for (const url of photos) {
      const image = el('img', { className: 'retail-case-photo', alt: '' });
      showCachedImage(image, url);
      strip.append(image);
    }
    body.append(strip);
  }
  if (entry.content) body.append(el('div', { className: 'retail-case-text', innerHTML: entry.content }));
  const linked = entry.productIds.flatMap((id) => products.filter((product) => product.id === id));
  if (linked.length > 0) {
    body.append(
      el('h3', { className: 'retail-section-title' }, [TEXTS.caseProducts]),
      el(
        'div',
        { className: 'retail-case-products' },
        linked.map((product) => el('div', { className: 'scene-tab' }, [`${product.name} ${priceText(product)}`])),
      ),
    );
  }
  return el('div', { className: 'retail-case', id: 'retail-case' }, [closeButton, body]);
}
