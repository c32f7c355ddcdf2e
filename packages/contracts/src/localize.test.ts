import { describe, expect, it } from 'vitest';
import { localizeMessage } from './localize.js';
import { msg } from './messages.js';

describe('localizeMessage', () => {
  it('translates a message and leaves Chinese as it is', () => {
    expect(localizeMessage('请输入分享码', 'en')).toBe('please enter share code');
    expect(localizeMessage('请输入分享码', 'zh')).toBe('请输入分享码');
  });

  it('fills a template’s value in, translating it when it is a message itself', () => {
    expect(localizeMessage(msg('imageTooLarge', 'zh', 4), 'en')).toBe('image size cannot exceed 4MB');
    const nested = msg('importFailed', 'zh', msg('importMissingColumn', 'zh', '关键词'));
    expect(localizeMessage(nested, 'en')).toBe(msg('importFailed', 'en', msg('importMissingColumn', 'en', '关键词')));
  });

  it('leaves a text that is no message unchanged', () => {
    expect(localizeMessage('演示影楼旗舰店', 'en')).toBe('演示影楼旗舰店');
  });
});
