import {
  clockMinutes,
  DANGQI_SLOTS_PER_DAY_MAX,
  type DangqiSlotRecord,
  minuteText,
  type StudioBaseInfo,
} from '@scenecast/contracts';

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

/** The weekdays the open-slots dialog offers, Monday first (0 Sunday … 6 Saturday). */
export const DIALOG_WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];
/** The dialog's times while the shop sets no opening hours. */
const UNSET_HOURS_TIMES = [
  { start: '09:00', end: '11:00' },
  { start: '13:30', end: '15:30' },
];

/**
 * What the open-slots dialog starts from: the shop's open weekdays, and its slots (slotMinutes
 * long) one after another through the hours every open weekday shares, so the whole batch lies
 * within the opening hours the server checks. Without opening hours (or base info), every weekday
 * and two two-hour slots.
 */
export function openSlotsDefaults(info: Pick<StudioBaseInfo, 'openingHours' | 'slotMinutes'> | undefined): {
  weekdays: number[];
  times: { start: string; end: string }[];
} {
  if (!info || info.openingHours.length === 0) return { weekdays: DIALOG_WEEKDAYS, times: UNSET_HOURS_TIMES };
  const open = Math.max(...info.openingHours.map((day) => clockMinutes(day.open)));
  const close = Math.min(...info.openingHours.map((day) => clockMinutes(day.close)));
  const times: { start: string; end: string }[] = [];
  for (let start = open; start + info.slotMinutes <= close && times.length < DANGQI_SLOTS_PER_DAY_MAX; ) {
    times.push({ start: minuteText(start), end: minuteText(start + info.slotMinutes) });
    start += info.slotMinutes;
  }
  if (times.length === 0) times.push({ start: minuteText(open), end: minuteText(open + info.slotMinutes) });
  const openWeekdays = new Set(info.openingHours.map((day) => day.weekday % 7));
  return { weekdays: DIALOG_WEEKDAYS.filter((day) => openWeekdays.has(day)), times };
}
