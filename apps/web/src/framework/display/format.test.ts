import { byteLength } from '@scenecast/contracts';
import { describe, expect, it } from 'vitest';
import { dateTime, ELLIPSIS_LENGTH, ellipsis, thousands } from './format';

describe('ellipsis', () => {
  it('cuts a text longer than 25 characters and adds ...', () => {
    const text = 'a'.repeat(30);
    expect(ellipsis(text)).toBe(`${'a'.repeat(ELLIPSIS_LENGTH)}...`);
  });

  it('keeps a text of exactly 25 characters', () => {
    expect(ellipsis('b'.repeat(25))).toBe('b'.repeat(25));
  });

  it('counts Chinese characters and emoji as one character each', () => {
    expect(ellipsis('门店样片😀测试', 5)).toBe('门店样片😀...');
  });

  it('answers an empty text for null', () => {
    expect(ellipsis(null)).toBe('');
  });
});

describe('thousands', () => {
  it('separates the integer part by thousands', () => {
    expect(thousands(1234567)).toBe('1,234,567');
  });

  it('keeps the decimals as written', () => {
    expect(thousands('1234567.50')).toBe('1,234,567.50');
  });

  it('keeps the sign and short numbers', () => {
    expect(thousands(-1000)).toBe('-1,000');
    expect(thousands(999)).toBe('999');
  });

  it('leaves a text that is not a number unchanged', () => {
    expect(thousands('abc')).toBe('abc');
    expect(thousands(null)).toBe('');
  });
});

describe('byte counting', () => {
  it('counts characters above code 128 as 2 units', () => {
    expect(byteLength('ab门店')).toBe(6);
  });
});

describe('dateTime', () => {
  it('shows a moment as date and time in the browser zone, from a Date, ISO text or epoch', () => {
    const moment = new Date(2026, 10, 25, 9, 5, 7);
    expect(dateTime(moment)).toBe('2026-11-25 09:05:07');
    expect(dateTime(moment.toISOString())).toBe('2026-11-25 09:05:07');
    expect(dateTime(moment.getTime())).toBe('2026-11-25 09:05:07');
  });
});
