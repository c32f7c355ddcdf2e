import { describe, expect, it, vi } from 'vitest';
import { clampPage, gridShape, IdleTimer, Keypad, pageCount, pageOf, swipeStep, wrapIndex } from './albums-logic.js';

describe('album paging', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 8)).toBe(1);
    expect(pageCount(8, 8)).toBe(1);
    expect(pageCount(9, 8)).toBe(2);
  });

  it('clamps a page into range and slices it', () => {
    expect(clampPage(-1, 20, 8)).toBe(0);
    expect(clampPage(5, 20, 8)).toBe(2);
    expect(pageOf([1, 2, 3, 4, 5], 1, 2)).toEqual([3, 4]);
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual([5]);
  });

  it('wraps photo indexes both ways', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('reads a horizontal swipe, ignoring short or vertical drags', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(120, -10)).toBe(-1);
    expect(swipeStep(30, 0)).toBe(0);
    expect(swipeStep(-80, 200)).toBe(0);
  });

  it('shapes the grid by orientation', () => {
    expect(gridShape(1920, 1080)).toEqual({ columns: 4, rows: 2 });
    expect(gridShape(1080, 1920)).toEqual({ columns: 2, rows: 3 });
  });
});

describe('idle timer', () => {
  it('fires after the quiet time, restarts on a poke and stops', () => {
    vi.useFakeTimers();
    const onIdle = vi.fn();
    const idle = new IdleTimer(60_000, onIdle);
    idle.poke();
    vi.advanceTimersByTime(59_000);
    idle.poke();
    vi.advanceTimersByTime(59_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    idle.poke();
    idle.stop();
    vi.advanceTimersByTime(120_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

describe('keypad', () => {
  it('types digits, deletes and clears', () => {
    const keypad = new Keypad(4);
    for (const key of ['1', '2', '3', '4', '5']) keypad.press(key);
    expect(keypad.value).toBe('1234');
    expect(keypad.press('back')).toBe('123');
    expect(keypad.press('clear')).toBe('');
  });

  it('switches to letters with shift for capitals', () => {
    const keypad = new Keypad();
    keypad.press('layout');
    expect(keypad.keys[0]).toBe('a');
    keypad.press('shift');
    expect(keypad.keys[0]).toBe('A');
    keypad.press('A');
    keypad.press('layout');
    keypad.press('7');
    expect(keypad.value).toBe('A7');
    keypad.reset();
    expect([keypad.value, keypad.layout, keypad.upper]).toEqual(['', 'digits', false]);
  });
});
