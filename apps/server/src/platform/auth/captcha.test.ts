import { describe, expect, it } from 'vitest';
import { pngSize } from '../images/png.js';
import { CAPTCHA_ALPHABET, Canvas, drawCaptcha, glyphSegments, newCaptchaCode } from './captcha.js';

const upright = { x: 10, y: 14, scale: 3, stretch: 1, angle: 0, slant: 0 };

/** The pixels a character alone inks, black on white, as a string of 0 and 1. */
function inkOf(character: string): string {
  const canvas = new Canvas(20, 28, () => [255, 255, 255]);
  canvas.stroke(glyphSegments(character, upright), 1, [0, 0, 0]);
  return Array.from({ length: 20 * 28 }, (_, i) => (canvas.rgb[i * 3] < 128 ? '1' : '0')).join('');
}

describe('captcha', () => {
  it('draws every character of the alphabet, each unlike the others', () => {
    const inks = [...CAPTCHA_ALPHABET].map(inkOf);
    for (const ink of inks) expect(ink.split('1').length - 1).toBeGreaterThan(40);
    expect(new Set(inks).size).toBe(CAPTCHA_ALPHABET.length);
  });

  it('draws codes of the alphabet only', () => {
    expect(newCaptchaCode()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
  });

  it('is a PNG of 105 × 35, never the same twice for one code, without the code as text', () => {
    const [first, second] = [drawCaptcha('AB23'), drawCaptcha('AB23')];
    expect(pngSize(first)).toEqual({ width: 105, height: 35 });
    expect(first.equals(second)).toBe(false);
    expect(first.toString('latin1')).not.toContain('AB23');
  });
});
