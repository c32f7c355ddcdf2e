import { Readable } from 'node:stream';
import { crc32, deflateSync } from 'node:zlib';
import { SHOP_DEFAULT_BEIJING } from '@scenecast/contracts';
import type { FileStorage } from '../../platform/storage/index.js';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 16:9 PNG with a vertical gradient between two colours: the default shop background. */
export function gradientPng(width: number, height: number, from: number[], to: number[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const t = height === 1 ? 0 : y / (height - 1);
    const rgb = from.map((start, index) => Math.round(start + (to[index] - start) * t));
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) row.set(rgb, 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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
