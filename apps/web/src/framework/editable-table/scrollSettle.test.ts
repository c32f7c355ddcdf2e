import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScrollSettle } from './scrollSettle';

let frames: FrameRequestCallback[] = [];
const nextFrame = () => frames.shift()?.(0);

beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});
afterEach(() => vi.unstubAllGlobals());

describe('scroll settle', () => {
  it('keeps rows waiting while scrolling, then turns them live one per frame', () => {
    const settle = createScrollSettle();
    settle.setScrolling(true);
    const live: string[] = [];
    settle.whenSettled(() => live.push('a'));
    settle.whenSettled(() => live.push('b'));
    nextFrame();
    expect(live).toEqual([]);
    settle.setScrolling(false);
    nextFrame();
    expect(live).toEqual(['a']);
    nextFrame();
    expect(live).toEqual(['a', 'b']);
  });

  it('stops turning rows live when scrolling starts again, and goes on when it stops', () => {
    const settle = createScrollSettle();
    settle.setScrolling(true);
    const live: number[] = [];
    for (const row of [1, 2, 3]) settle.whenSettled(() => live.push(row));
    settle.setScrolling(false);
    nextFrame();
    settle.setScrolling(true);
    nextFrame();
    expect(live).toEqual([1]);
    settle.setScrolling(false);
    nextFrame();
    nextFrame();
    expect(live).toEqual([1, 2, 3]);
  });

  it('forgets a row that unmounted before its turn', () => {
    const settle = createScrollSettle();
    settle.setScrolling(true);
    const live: string[] = [];
    const cancel = settle.whenSettled(() => live.push('gone'));
    settle.whenSettled(() => live.push('kept'));
    cancel();
    settle.setScrolling(false);
    nextFrame();
    expect(live).toEqual(['kept']);
  });
});
