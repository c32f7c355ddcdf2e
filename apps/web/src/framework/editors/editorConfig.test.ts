import { describe, expect, it } from 'vitest';
import { CODE_MODES, FONT_SIZES, isPictureAddress, markdownImage } from './editorConfig';

describe('editor settings', () => {
  it('offers font sizes from 12px to 60px', () => {
    expect(FONT_SIZES[0]).toBe('12px');
    expect(FONT_SIZES.at(-1)).toBe('60px');
  });

  it('offers the twelve code modes of the spec', () => {
    expect(CODE_MODES).toHaveLength(12);
    expect(CODE_MODES).toContain('objective-c');
  });
});

describe('markdown pictures', () => {
  it('writes the remark as the alt text', () => {
    expect(markdownImage('/api/sys/common/static/temp/a.png', '门店 logo')).toBe(
      '![门店 logo](/api/sys/common/static/temp/a.png)',
    );
  });

  it('escapes brackets of the remark and parentheses of the address', () => {
    expect(markdownImage('https://x.test/a (1).png', 'a]b')).toBe('![a\\]b](https://x.test/a%20%281%29.png)');
  });

  it('takes http and https addresses only', () => {
    expect(isPictureAddress('https://x.test/a.png')).toBe(true);
    expect(isPictureAddress('javascript:alert(1)')).toBe(false);
  });
});
