import { describe, expect, it } from 'vitest';
import { isWithinOnHours } from './schedule.js';

const at = (time: string) => new Date(`2026-11-21T${time}:00`);

describe('on/off times', () => {
  it('is always on without times', () => {
    expect(isWithinOnHours({ onTime: null, offTime: null }, at('03:00'))).toBe(true);
  });

  it('is on inside a daytime window only', () => {
    const window = { onTime: '09:00', offTime: '21:30' };
    expect(isWithinOnHours(window, at('08:59'))).toBe(false);
    expect(isWithinOnHours(window, at('09:00'))).toBe(true);
    expect(isWithinOnHours(window, at('21:29'))).toBe(true);
    expect(isWithinOnHours(window, at('21:30'))).toBe(false);
  });

  it('handles a window past midnight', () => {
    const window = { onTime: '22:00', offTime: '06:00' };
    expect(isWithinOnHours(window, at('23:00'))).toBe(true);
    expect(isWithinOnHours(window, at('05:59'))).toBe(true);
    expect(isWithinOnHours(window, at('12:00'))).toBe(false);
  });
});
