import { formatCents, type ScreenLsProduct } from '@scenecast/contracts';

/** A product's price on screen: one price, or the lowest to the highest of its variants. */
export function priceText(product: ScreenLsProduct): string {
  const prices = product.skus.map((sku) => sku.price);
  if (prices.length === 0) return '';
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high ? `¥${formatCents(low)}` : `¥${formatCents(low)} - ¥${formatCents(high)}`;
}
