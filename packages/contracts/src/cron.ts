/**
 * The 7-part Quartz cron text (framework §3, §5 "Cron bounds"): second minute hour day month week
 * year, weekdays SUN=1 … SAT=7. The console's editor and the server's job scheduler read the same
 * text through these functions and the same library (croner), so a schedule the editor accepts
 * is one the server runs, at the times the editor previewed.
 */
import { Cron, type CronOptions } from 'croner';
import type { MessageKey } from './messages.js';

export const CRON_FIELDS = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;
export type CronField = (typeof CRON_FIELDS)[number];
export type CronParts = Record<CronField, string>;

/** Defaults *, *, *, *, *, ?, * (framework §5, §9). */
export const CRON_DEFAULT_PARTS: CronParts = {
  second: '*',
  minute: '*',
  hour: '*',
  day: '*',
  month: '*',
  week: '?',
  year: '*',
};
export const CRON_DEFAULT_TEXT = CRON_FIELDS.map((field) => CRON_DEFAULT_PARTS[field]).join(' ');
/** The preview lists the next 10 runs, recomputed 500 ms after the last change (framework §4). */
export const CRON_PREVIEW_COUNT = 10;
export const CRON_PREVIEW_DEBOUNCE_MS = 500;
/** Weekday names in Quartz numbering, SUN=1 … SAT=7. */
export const CRON_WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

export interface CronBound {
  min: number;
  max: number;
}
const b = (min: number, max: number): CronBound => ({ min, max });

/**
 * Every bound of framework §5 "Cron bounds", as the spec states them. Where the spec allows a value
 * no schedule can use (a month step or start of 0), the croner check of `validateCron` refuses the
 * text, as Quartz would.
 */
export const CRON_BOUNDS = {
  second: { value: b(0, 59), loopStart: b(0, 59), loopStep: b(1, 59), rangeStart: b(1, 59), rangeEnd: b(0, 59) },
  minute: { value: b(0, 59), loopStart: b(0, 59), loopStep: b(1, 60), rangeStart: b(0, 59), rangeEnd: b(0, 59) },
  hour: { value: b(0, 23), loopStart: b(0, 23), loopStep: b(1, 23), rangeStart: b(0, 23), rangeEnd: b(0, 23) },
  day: {
    value: b(1, 31),
    loopStart: b(1, 31),
    loopStep: b(1, 31),
    rangeStart: b(1, 31),
    rangeEnd: b(1, 31),
    work: b(1, 31),
    lastBefore: b(1, 31),
  },
  month: { value: b(1, 12), loopStart: b(0, 12), loopStep: b(0, 12), rangeStart: b(1, 12), rangeEnd: b(1, 12) },
  week: {
    value: b(1, 7),
    loopStart: b(1, 7),
    loopStep: b(1, 7),
    rangeStart: b(1, 7),
    rangeEnd: b(1, 7),
    nth: b(1, 5),
  },
  year: {
    value: b(2019, 2119),
    loopStart: b(2019, 2119),
    loopStep: b(1, 99),
    rangeStart: b(2019, 2119),
    rangeEnd: b(2019, 2119),
  },
} as const;

/** Year range defaults: from the current year to 100 years later. */
export const CRON_YEAR_SPAN = 100;

/** One field of the text as the editor shows it: which mode, with that mode's numbers. */
export type CronFieldState =
  | { mode: 'every' }
  | { mode: 'notSet' }
  | { mode: 'range'; start: number; end: number }
  | { mode: 'loop'; start: number; step: number }
  /** Day: the working day nearest the given day (nW). */
  | { mode: 'work'; day: number }
  /** Day: the last day of the month (L). */
  | { mode: 'last' }
  /** Day: N days before the month's last day (L-N). */
  | { mode: 'lastBefore'; days: number }
  /** Week: the last given weekday of the month (xL). */
  | { mode: 'lastWeekday'; weekday: number }
  /** Week: the nth given weekday of the month (x#n). */
  | { mode: 'nth'; weekday: number; nth: number }
  | { mode: 'specify'; values: number[] };

export type CronMode = CronFieldState['mode'];

/** The modes each field offers (framework §4, §5). */
export const CRON_FIELD_MODES: Record<CronField, readonly CronMode[]> = {
  second: ['every', 'range', 'loop', 'specify'],
  minute: ['every', 'range', 'loop', 'specify'],
  hour: ['every', 'range', 'loop', 'specify'],
  day: ['notSet', 'every', 'range', 'loop', 'work', 'last', 'lastBefore', 'specify'],
  month: ['every', 'range', 'loop', 'specify'],
  week: ['notSet', 'every', 'range', 'loop', 'nth', 'lastWeekday', 'specify'],
  year: ['every', 'range', 'loop', 'specify'],
};

const INT = '(\\d{1,4})';
const patterns: [RegExp, (m: RegExpMatchArray) => CronFieldState][] = [
  [/^\*$/, () => ({ mode: 'every' })],
  [/^\?$/, () => ({ mode: 'notSet' })],
  [/^L$/, () => ({ mode: 'last' })],
  [new RegExp(`^L-${INT}$`), (m) => ({ mode: 'lastBefore', days: Number(m[1]) })],
  [new RegExp(`^${INT}W$`), (m) => ({ mode: 'work', day: Number(m[1]) })],
  [new RegExp(`^${INT}L$`), (m) => ({ mode: 'lastWeekday', weekday: Number(m[1]) })],
  [new RegExp(`^${INT}#${INT}$`), (m) => ({ mode: 'nth', weekday: Number(m[1]), nth: Number(m[2]) })],
  [new RegExp(`^${INT}-${INT}$`), (m) => ({ mode: 'range', start: Number(m[1]), end: Number(m[2]) })],
  [new RegExp(`^${INT}/${INT}$`), (m) => ({ mode: 'loop', start: Number(m[1]), step: Number(m[2]) })],
  [new RegExp(`^${INT}(,${INT})*$`), (m) => ({ mode: 'specify', values: m[0].split(',').map(Number) })],
];

/** Weekday names (SUN…SAT) as their Quartz numbers, so both spellings parse alike. */
function weekdayNumbers(part: string): string {
  return part
    .toUpperCase()
    .replace(/SUN|MON|TUE|WED|THU|FRI|SAT/g, (name) =>
      String(CRON_WEEKDAYS.indexOf(name as (typeof CRON_WEEKDAYS)[number]) + 1),
    );
}

/** The state of one part of the text, or null when the part is no form this field offers. */
export function parseCronField(field: CronField, part: string): CronFieldState | null {
  const text = field === 'week' ? weekdayNumbers(part.trim()) : part.trim().toUpperCase();
  for (const [pattern, build] of patterns) {
    const match = text.match(pattern);
    if (!match) continue;
    const state = build(match);
    return CRON_FIELD_MODES[field].includes(state.mode) ? state : null;
  }
  return null;
}

export function formatCronField(state: CronFieldState): string {
  switch (state.mode) {
    case 'every':
      return '*';
    case 'notSet':
      return '?';
    case 'range':
      return `${state.start}-${state.end}`;
    case 'loop':
      return `${state.start}/${state.step}`;
    case 'work':
      return `${state.day}W`;
    case 'last':
      return 'L';
    case 'lastBefore':
      return `L-${state.days}`;
    case 'lastWeekday':
      return `${state.weekday}L`;
    case 'nth':
      return `${state.weekday}#${state.nth}`;
    case 'specify':
      return [...new Set(state.values)].sort((x, y) => x - y).join(',');
  }
}

const within = (value: number, bound: CronBound) => Number.isInteger(value) && value >= bound.min && value <= bound.max;

/** Whether every number of the state lies within its bound of framework §5. */
export function cronFieldInBounds(field: CronField, state: CronFieldState): boolean {
  const bounds: Record<string, CronBound> = CRON_BOUNDS[field];
  const need = (value: number, name: string) => bounds[name] !== undefined && within(value, bounds[name]);
  switch (state.mode) {
    case 'every':
    case 'notSet':
    case 'last':
      return true;
    case 'range':
      return need(state.start, 'rangeStart') && need(state.end, 'rangeEnd') && state.start <= state.end;
    case 'loop':
      return need(state.start, 'loopStart') && need(state.step, 'loopStep');
    case 'work':
      return need(state.day, 'work');
    case 'lastBefore':
      return need(state.days, 'lastBefore');
    case 'lastWeekday':
      return need(state.weekday, 'value');
    case 'nth':
      return need(state.weekday, 'value') && need(state.nth, 'nth');
    case 'specify':
      return state.values.length > 0 && state.values.every((value) => need(value, 'value'));
  }
}

export type CronCheck = { ok: true; parts: CronParts } | { ok: false; message: MessageKey; field?: CronField };

/** The seven parts of a text, or why it is not one. */
export function splitCron(text: string): CronParts | null {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== CRON_FIELDS.length) return null;
  return Object.fromEntries(CRON_FIELDS.map((field, index) => [field, parts[index]])) as CronParts;
}

export const joinCron = (parts: CronParts): string => CRON_FIELDS.map((field) => parts[field]).join(' ');

/** The croner pattern and options of a text; `L-N` runs as `L` shifted back N days. */
export function cronerSchedule(parts: CronParts): { pattern: string; options: CronOptions } {
  const day = parseCronField('day', parts.day);
  const lastBefore = day?.mode === 'lastBefore' ? day.days : 0;
  const pattern = joinCron({ ...parts, day: lastBefore ? 'L' : parts.day });
  return {
    pattern,
    options: {
      mode: '6-or-7-parts',
      alternativeWeekdays: true,
      sloppyRanges: true,
      ...(lastBefore ? { dayOffset: -lastBefore } : {}),
    },
  };
}

/**
 * Validates a 7-part text: each part one of its field's forms within the bounds, exactly one of day
 * and week '?', and a pattern croner accepts with a run still to come.
 */
export function validateCron(text: string): CronCheck {
  const parts = splitCron(text);
  if (!parts) return { ok: false, message: 'cronPartCount' };
  for (const field of CRON_FIELDS) {
    const state = parseCronField(field, parts[field]);
    if (!state || !cronFieldInBounds(field, state)) return { ok: false, message: 'cronFieldInvalid', field };
  }
  if ((parts.day === '?') === (parts.week === '?')) return { ok: false, message: 'cronDayWeekExclusive' };
  const { pattern, options } = cronerSchedule(parts);
  let next: Date | null;
  try {
    next = new Cron(pattern, options).nextRun();
  } catch {
    return { ok: false, message: 'cronFieldInvalid', field: firstRefusedField(parts) };
  }
  if (!next) return { ok: false, message: 'cronNoNextRun' };
  return { ok: true, parts };
}

/** Which part croner refuses: the first that fails alone in an otherwise default pattern. */
function firstRefusedField(parts: CronParts): CronField | undefined {
  return CRON_FIELDS.find((field) => {
    const probe = { ...CRON_DEFAULT_PARTS, [field]: parts[field] };
    if (field === 'week') probe.day = '?';
    if (field === 'week' && parts.week === '?') probe.day = '*';
    try {
      const { pattern, options } = cronerSchedule(probe);
      new Cron(pattern, options);
      return false;
    } catch {
      return true;
    }
  });
}

/** The next runs of a valid text after `from`; an invalid text gives none. */
export function nextCronRuns(text: string, count = CRON_PREVIEW_COUNT, from: Date = new Date()): Date[] {
  const check = validateCron(text);
  if (!check.ok) return [];
  const { pattern, options } = cronerSchedule(check.parts);
  return new Cron(pattern, options).nextRuns(count, from);
}

/**
 * Setting a coarser field away from "every" gives the finer ones a fixed start (framework §4):
 * minute set makes second 0, hour set makes minute 0, month set makes day (or week) 1.
 */
export function applyCronDefaults(previous: CronParts, next: CronParts): CronParts {
  const result = { ...next };
  const leftEvery = (field: CronField) => previous[field] === '*' && next[field] !== '*';
  if (leftEvery('hour') && result.minute === '*') result.minute = '0';
  if ((leftEvery('minute') || leftEvery('hour')) && result.second === '*') result.second = '0';
  if (leftEvery('month')) {
    if (result.day === '*') result.day = '1';
    else if (result.week === '*') result.week = '1';
  }
  return result;
}
