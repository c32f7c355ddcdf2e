import { describe, expect, it } from 'vitest';
import { checkImageFile, hasImageBytes } from './imageChecks';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];

describe('hasImageBytes', () => {
  it('accepts a file that starts like a PNG', async () => {
    expect(await hasImageBytes(new Blob([new Uint8Array(PNG_HEAD)], { type: 'image/png' }))).toBe(true);
  });

  it('refuses text renamed fake.png, whatever type the browser gave it', async () => {
    expect(await hasImageBytes(new Blob(['not an image at all'], { type: 'image/png' }))).toBe(false);
  });

  it('refuses a PDF, which the server would store but is no image', async () => {
    expect(await hasImageBytes(new Blob(['%PDF-1.7 ...'], { type: 'image/png' }))).toBe(false);
  });
});

describe('checkImageFile', () => {
  it('refuses a shop image over 4 MB with the 4 MB message', () => {
    expect(checkImageFile({ type: 'image/png', size: 11 * 1024 * 1024 })).toEqual({ message: 'imageTooLarge', n: 4 });
  });
});
