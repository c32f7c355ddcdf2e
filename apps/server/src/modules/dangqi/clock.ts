import { STUDIO_TIME_ZONE } from '@scenecast/contracts';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: STUDIO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The studio's day (yyyy-mm-dd) and minute of the day at `at`: slots are in the shop's local time. */
export function studioClock(at = new Date()): { day: string; minute: number } {
  const values = Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    day: `${values.year}-${values.month}-${values.day}`,
    minute: Number(values.hour) * 60 + Number(values.minute),
  };
}

/** Days from `from` to `to` inclusive, as yyyy-mm-dd. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** 0 Sunday … 6 Saturday of a yyyy-mm-dd day. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The instant of a studio day's minute; the studio's zone keeps one offset (UTC+8) all year. */
export function studioInstant(day: string, minute: number): Date {
  const hh = String(Math.floor(minute / 60)).padStart(2, '0');
  const mm = String(minute % 60).padStart(2, '0');
  return new Date(`${day}T${hh}:${mm}:00+08:00`);
}
