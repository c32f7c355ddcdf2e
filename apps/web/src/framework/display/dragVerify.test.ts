import { describe, expect, it } from 'vitest';
import { dragOffset, isDraggedToEnd } from './dragVerify';

describe('drag slider verification', () => {
  it('follows the pointer within the track', () => {
    expect(dragOffset(100, 150, 260)).toBe(50);
    expect(dragOffset(100, 40, 260)).toBe(0);
    expect(dragOffset(100, 900, 260)).toBe(260);
  });

  it('passes only when the handle reached the end', () => {
    expect(isDraggedToEnd(260, 260)).toBe(true);
    expect(isDraggedToEnd(259, 260)).toBe(false);
  });
});
