import type { ScreenShop } from '@scenecast/contracts/screen';
import { el } from '../dom.js';

/** Until works are assigned the screen shows its shop: name, logo, background. */
export function shopView(shop: ScreenShop | null): HTMLElement {
  const view = el('section', { className: 'view shop', id: 'shop-screen' });
  if (shop?.background) view.style.backgroundImage = `url("${shop.background}")`;
  if (shop?.logo) view.append(el('img', { className: 'logo', src: shop.logo, alt: '' }));
  view.append(el('h1', { className: 'shop-name' }, [shop?.name ?? '']));
  return view;
}
