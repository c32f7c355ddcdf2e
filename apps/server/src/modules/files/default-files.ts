import { Readable } from 'node:stream';
import { SHOP_DEFAULT_BEIJING } from '@scenecast/contracts';
import { encodeRgbPng } from '../../platform/images/png.js';
import type { FileStorage } from '../../platform/storage/index.js';

/** A 16:9 PNG with a vertical gradient between two colours: the default shop background. */
export function gradientPng(width: number, height: number, from: number[], to: number[]): Buffer {
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const t = height === 1 ? 0 : y / (height - 1);
    const colour = from.map((start, index) => Math.round(start + (to[index] - start) * t));
    for (let x = 0; x < width; x += 1) rgb.set(colour, (y * width + x) * 3);
  }
  return encodeRgbPng(width, height, rgb);
}

/** The demo shops' logo (3:4, as the cropper makes them) and customer-service QR image. */
export const DEMO_SHOP_IMAGES = { photo: 'default/demo-shop-logo.png', wxcoe: 'default/demo-shop-qr.png' };

const DEFAULT_FILES: Record<string, () => Buffer> = {
  [SHOP_DEFAULT_BEIJING]: () => gradientPng(320, 180, [16, 42, 92], [3, 12, 32]),
  [DEMO_SHOP_IMAGES.photo]: () => gradientPng(300, 400, [250, 173, 20], [212, 56, 13]),
  [DEMO_SHOP_IMAGES.wxcoe]: () => gradientPng(240, 240, [82, 196, 26], [0, 80, 40]),
};

/** Stores the files the defaults and the demo data name (shop background, demo logo and QR) when missing. */
export async function ensureDefaultFiles(storage: FileStorage): Promise<void> {
  for (const [path, make] of Object.entries(DEFAULT_FILES)) {
    if (await storage.stat(path)) continue;
    const png = make();
    await storage.put(path, Readable.from([png]), { contentType: 'image/png', size: png.length });
  }
}
