import { describe, expect, it } from 'vitest';
import { compressionQuality, isCompressible, needsRecompression } from './compressionRules';

const MB = 1024 * 1024;

describe('image compression thresholds (framework §7)', () => {
  it('use quality 0.7 over 10 MB', () => {
    expect(compressionQuality(10 * MB + 1)).toBe(0.7);
    expect(compressionQuality(30 * MB)).toBe(0.7);
  });

  it('use quality 0.8 over 5 MB up to 10 MB', () => {
    expect(compressionQuality(5 * MB + 1)).toBe(0.8);
    expect(compressionQuality(10 * MB)).toBe(0.8);
  });

  it('use quality 0.9 otherwise', () => {
    expect(compressionQuality(5 * MB)).toBe(0.9);
    expect(compressionQuality(1)).toBe(0.9);
  });

  it('recompress a result still over 2 MB', () => {
    expect(needsRecompression(2 * MB + 1)).toBe(true);
    expect(needsRecompression(2 * MB)).toBe(false);
  });

  it('leave videos untouched', () => {
    expect(isCompressible('video/mp4')).toBe(false);
    expect(isCompressible('image/jpeg')).toBe(true);
    expect(isCompressible('image/png')).toBe(true);
  });
});
