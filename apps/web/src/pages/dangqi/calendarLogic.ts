import type { DangqiSlotRecord } from '@scenecast/contracts';

export type CalendarView = 'month' | 'week';

const DAY_MS = 86_400_000;
const toDay = (at: number) => new Date(at).toISOString().slice(0, 10);
const atOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (day: string) => new Date(atOf(day)).getUTCDay();

export const addDays = (day: string, days: number) => toDay(atOf(day) + days * DAY_MS);

/** The Monday-first week holding `day`. */
function weekStart(day: string): string {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

/**
 * The days a view shows around `anchor`: a week (Monday to Sunday), or the six Monday-first
 * weeks that hold the anchor's month.
 */
export function viewDays(view: CalendarView, anchor: string): string[] {
  const first = view === 'week' ? weekStart(anchor) : weekStart(`${anchor.slice(0, 8)}01`);
  return Array.from({ length: view === 'week' ? 7 : 42 }, (_, i) => addDays(first, i));
}

/** The anchor one page before or after: a month, or a week. */
export function shiftAnchor(view: CalendarView, anchor: string, step: 1 | -1): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  const [year, month] = anchor.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1 + step, 1));
  return toDay(next.getTime());
}

export interface DayOccupancy {
  slots: number;
  capacity: number;
  booked: number;
}

/** Each day's slots, places and booked places. */
export function occupancyByDay(slots: readonly DangqiSlotRecord[]): Map<string, DayOccupancy> {
  const days = new Map<string, DayOccupancy>();
  for (const slot of slots) {
    const day = days.get(slot.day) ?? { slots: 0, capacity: 0, booked: 0 };
    days.set(slot.day, {
      slots: day.slots + 1,
      capacity: day.capacity + slot.capacity,
      booked: day.booked + slot.booked,
    });
  }
  return days;
}

/** "HH:mm" → minutes after midnight, or null for anything else. */
export function minutesOf(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[1]) < 24 && Number(match[2]) < 60 ? minutes : null;
}
