import { describe, expect, it } from 'vitest';
import { shopEnUS } from '../../locales/shop.en-US';
import { shopZhCN } from '../../locales/shop.zh-CN';
import { moveImage } from './imageOrder';

describe('image order moves (framework §5)', () => {
  const images = ['a.png', 'b.png', 'c.png'];

  it('move an image up and down one place', () => {
    expect(moveImage(images, 1, 'up')).toEqual({ ok: true, list: ['b.png', 'a.png', 'c.png'] });
    expect(moveImage(images, 1, 'down')).toEqual({ ok: true, list: ['a.png', 'c.png', 'b.png'] });
  });

  it('refuse moving before the first: 未知的操作', () => {
    const result = moveImage(images, 0, 'up');
    expect(result).toEqual({ ok: false, error: 'unknownOperation' });
    expect(shopZhCN.upload.unknownOperation).toBe('未知的操作');
    expect(shopEnUS.upload.unknownOperation).toBeTruthy();
  });

  it('refuse moving after the last: 已到最后~', () => {
    const result = moveImage(images, 2, 'down');
    expect(result).toEqual({ ok: false, error: 'alreadyLast' });
    expect(shopZhCN.upload.alreadyLast).toBe('已到最后~');
  });

  it('leave the original list unchanged', () => {
    moveImage(images, 0, 'down');
    expect(images).toEqual(['a.png', 'b.png', 'c.png']);
  });
});
