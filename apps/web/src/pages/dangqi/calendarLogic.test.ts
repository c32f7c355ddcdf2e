import type { DangqiSlotRecord } from '@scenecast/contracts';
import { describe, expect, it } from 'vitest';
import { minutesOf, occupancyByDay, openSlotsDefaults, shiftAnchor, viewDays } from './calendarLogic';

describe('calendar views', () => {
  it('shows six Monday-first weeks around a month', () => {
    const days = viewDays('month', '2026-11-25');
    expect(days).toHaveLength(42);
    expect(days[0]).toBe('2026-10-26');
    expect(days).toContain('2026-11-01');
    expect(days).toContain('2026-11-30');
  });

  it('shows the Monday-to-Sunday week of a day', () => {
    expect(viewDays('week', '2026-11-29')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('pages by month across the year and by week', () => {
    expect(shiftAnchor('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftAnchor('month', '2026-01-15', -1)).toBe('2025-12-01');
    expect(shiftAnchor('week', '2026-11-25', -1)).toBe('2026-11-18');
  });
});

it('sums each day’s places and bookings', () => {
  const slot = (day: string, capacity: number, booked: number) =>
    ({
      id: `${day}${capacity}`,
      shopId: 's',
      day,
      startMinute: 0,
      endMinute: 60,
      capacity,
      booked,
      resources: [],
    }) as DangqiSlotRecord;
  const days = occupancyByDay([slot('2026-11-25', 2, 1), slot('2026-11-25', 3, 3), slot('2026-11-26', 1, 0)]);
  expect(days.get('2026-11-25')).toEqual({ slots: 2, capacity: 5, booked: 4 });
  expect(days.get('2026-11-26')).toEqual({ slots: 1, capacity: 1, booked: 0 });
});

it('reads HH:mm times', () => {
  expect(minutesOf('09:30')).toBe(570);
  expect(minutesOf('24:00')).toBeNull();
  expect(minutesOf('9')).toBeNull();
});

describe('open-slots dialog defaults', () => {
  it('keeps every weekday and two two-hour slots while the shop sets no opening hours', () => {
    expect(openSlotsDefaults(undefined).times).toEqual([
      { start: '09:00', end: '11:00' },
      { start: '13:30', end: '15:30' },
    ]);
    expect(openSlotsDefaults({ openingHours: [], slotMinutes: 90 }).weekdays).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('fills the hours every open weekday shares with slots of the base info length', () => {
    const defaults = openSlotsDefaults({
      openingHours: [
        { weekday: 2, open: '09:00', close: '13:00' },
        { weekday: 7, open: '09:30', close: '14:00' },
      ],
      slotMinutes: 90,
    });
    expect(defaults.weekdays).toEqual([2, 0]);
    expect(defaults.times).toEqual([
      { start: '09:30', end: '11:00' },
      { start: '11:00', end: '12:30' },
    ]);
  });
});
