/**
 * Play plans (issue #15): what a screen plays by date, day of week and time of day, with a
 * priority. `resolvePlayPlan` and `planTimeline` are the one resolution the server (timeline page)
 * and the player (offline) both run, so they agree by construction. No zod here: the player imports
 * this file. Decisions are written down in docs/play-plans.md.
 */
import type { PlaylistItem } from './screen.js';

export const PLAN_NAME_MAX = 50;
export const PLAN_PRIORITY_MIN = 1;
export const PLAN_PRIORITY_MAX = 100;
export const PLAN_WINDOWS_MAX = 6;
export const PLAN_INTERRUPT_EVERY_MIN = 1;
export const PLAN_INTERRUPT_EVERY_MAX = 720;
export const PLAN_INTERRUPT_SECONDS_MIN = 1;
export const PLAN_INTERRUPT_SECONDS_MAX = 600;
export const PLAN_WORKS_MAX = 200;

export const PLAN_CONTENT_KINDS = ['hj', 'works', 'album', 'shopHome', 'webPage'] as const;
export type PlanContentKind = (typeof PLAN_CONTENT_KINDS)[number];

/** What a plan puts on screens: a works group, chosen works, the album view, the shop home, a web page. */
export type PlanContent =
  | { kind: 'hj'; hjId: string }
  | { kind: 'works'; worksIds: string[] }
  | { kind: 'album' }
  | { kind: 'shopHome' }
  | { kind: 'webPage'; url: string };

/** 'HH:MM' to 'HH:MM' local time; an end before the start runs past midnight into the next day. */
export interface PlanWindow {
  start: string;
  end: string;
}

/** Plays for `seconds` every `everyMinutes`, counted from the start of each window (or midnight). */
export interface PlanInterrupt {
  everyMinutes: number;
  seconds: number;
}

/** A plan as resolution needs it; the same object travels to the player. */
export interface PlanRule {
  id: string;
  priority: number;
  /** 'YYYY-MM-DD', both inclusive; null = open-ended. */
  startDate: string | null;
  endDate: string | null;
  /** ISO days of week, 1 = Monday … 7 = Sunday. */
  days: number[];
  /** Empty = the whole day. */
  windows: PlanWindow[];
  interrupt: PlanInterrupt | null;
  /** Last change (epoch ms): of two plans with the same priority the later-changed one wins. */
  updatedAt: number;
}

/** What resolution answers for an instant. `planId` null = nothing is due: the screen's default. */
export interface PlanResolution {
  planId: string | null;
  /** True while an interrupt plan is showing. */
  isInterrupt: boolean;
  /** Epoch ms when this answer may next change (the player re-resolves then). */
  until: number;
}

export interface TimelineSegment {
  /** Epoch ms. */
  from: number;
  to: number;
  planId: string | null;
  isInterrupt: boolean;
}

/** The plans a screen follows, as the server sends them (content already expanded to media). */
export interface ScreenPlan {
  timeZone: string;
  /** The screen is in a group marked as a video wall: it plays in lockstep with the group's others. */
  isWall: boolean;
  rules: (PlanRule & { name: string; content: PlanContent; items: PlaylistItem[] })[];
}

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const isPlanTime = (value: string) => TIME_PATTERN.test(value);
export const isPlanDate = (value: string) => DATE_PATTERN.test(value);
export const planMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The first problem with a plan's windows as a message key, or null when they are fine. */
export function planWindowsProblem(
  windows: PlanWindow[],
): 'planWindowTime' | 'planWindowEmpty' | 'planWindowOverlap' | null {
  if (windows.some((w) => !isPlanTime(w.start) || !isPlanTime(w.end))) return 'planWindowTime';
  if (windows.some((w) => w.start === w.end)) return 'planWindowEmpty';
  // Minute ranges on a two-day line; a window past midnight also covers the first day's morning.
  const ranges = windows.flatMap((w) => {
    const start = planMinutes(w.start);
    const end = planMinutes(w.end);
    return end > start
      ? [[start, end]]
      : [
          [start, DAY_MINUTES],
          [0, end],
        ];
  });
  ranges.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < ranges.length; i++) if (ranges[i][0] < ranges[i - 1][1]) return 'planWindowOverlap';
  return null;
}

interface LocalTime {
  /** Days since 1970-01-01 of the local date. */
  day: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
function formattedOffsetMs(timeZone: string, at: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(at))) parts[part.type] = Number(part.value);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * Zones change their offset on a whole minute, so one answer per zone and minute is exact.
 * Formatting was most of a shop's timeline (a call per segment of each screen's day), hence the
 * memo; it is emptied now and then, as a screen runs for months.
 */
const OFFSET_MEMO_MAX = 10_000;
const offsetMemo = new Map<string, Map<number, number>>();

export function zoneOffsetMs(timeZone: string, at: number): number {
  let byMinute = offsetMemo.get(timeZone);
  if (!byMinute) {
    byMinute = new Map();
    offsetMemo.set(timeZone, byMinute);
  }
  const minute = Math.floor(at / MINUTE);
  let offset = byMinute.get(minute);
  if (offset === undefined) {
    if (byMinute.size >= OFFSET_MEMO_MAX) byMinute.clear();
    offset = formattedOffsetMs(timeZone, at);
    byMinute.set(minute, offset);
  }
  return offset;
}

function localTime(timeZone: string, at: number): LocalTime {
  const local = at + zoneOffsetMs(timeZone, at);
  const day = Math.floor(local / (DAY_MINUTES * MINUTE));
  const msOfDay = local - day * DAY_MINUTES * MINUTE;
  return { day, minute: Math.floor(msOfDay / MINUTE), second: Math.floor((msOfDay % MINUTE) / 1000) };
}

/**
 * `to`, or the first instant after `from` at which the zone's offset is no longer the one at
 * `from` when that comes sooner (a daylight-saving change). Local minutes only map to instants by
 * plain addition while the offset holds; zones change it on a whole minute and at most once a day,
 * so the change is found by halving the minutes between the two.
 */
function whileOffsetHolds(timeZone: string, from: number, to: number): number {
  const offset = zoneOffsetMs(timeZone, from);
  if (zoneOffsetMs(timeZone, to) === offset) return to;
  let holds = Math.floor(from / MINUTE);
  let changed = Math.floor(to / MINUTE);
  while (changed - holds > 1) {
    const middle = Math.floor((holds + changed) / 2);
    if (zoneOffsetMs(timeZone, middle * MINUTE) === offset) holds = middle;
    else changed = middle;
  }
  return changed * MINUTE;
}

/** The instant a local day + minute happens in a zone (the offset of that moment, found in two passes). */
export function localToInstant(timeZone: string, day: number, minute: number): number {
  const wall = (day * DAY_MINUTES + minute) * MINUTE;
  const first = wall - zoneOffsetMs(timeZone, wall);
  return wall - zoneOffsetMs(timeZone, first);
}

/** Today's date (yyyy-MM-dd) in a time zone: the shop's day, whatever the browser's zone. */
export const todayIn = (timeZone: string, now = Date.now()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(now));
export const dayOfDate = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / (DAY_MINUTES * MINUTE));
export const dateOfDay = (day: number) => new Date(day * DAY_MINUTES * MINUTE).toISOString().slice(0, 10);
/** ISO day of week of a day number: 1970-01-01 was a Thursday (4). */
const isoWeekday = (day: number) => ((((day + 3) % 7) + 7) % 7) + 1;

/** A rule with its dates and windows read once, for resolving it at many instants. */
interface ReadRule {
  rule: PlanRule;
  firstDay: number | null;
  lastDay: number | null;
  /** Minutes of the day; an end not after the start runs past midnight. */
  windows: { start: number; end: number }[];
}

const readRules = (rules: PlanRule[]): ReadRule[] =>
  rules.map((rule) => ({
    rule,
    firstDay: rule.startDate ? dayOfDate(rule.startDate) : null,
    lastDay: rule.endDate ? dayOfDate(rule.endDate) : null,
    windows: rule.windows.map((w) => ({ start: planMinutes(w.start), end: planMinutes(w.end) })),
  }));

/** Whether a plan runs on a local day at all (date range and day of week of the day a window starts). */
function runsOn(read: ReadRule, day: number): boolean {
  if (read.firstDay !== null && day < read.firstDay) return false;
  if (read.lastDay !== null && day > read.lastDay) return false;
  return read.rule.days.includes(isoWeekday(day));
}

/**
 * The window occurrence of a plan holding a local moment, as [start, end) in minutes counted from
 * the moment's own midnight (a window begun yesterday starts below 0), or null.
 */
function openWindow(read: ReadRule, day: number, minute: number): [number, number] | null {
  if (read.windows.length === 0) return runsOn(read, day) ? [0, DAY_MINUTES] : null;
  for (const { start, end } of read.windows) {
    if (end > start) {
      if (minute >= start && minute < end && runsOn(read, day)) return [start, end];
    } else {
      if (minute >= start && runsOn(read, day)) return [start, DAY_MINUTES + end];
      if (minute < end && runsOn(read, day - 1)) return [start - DAY_MINUTES, end];
    }
  }
  return null;
}

/** Higher priority first; on a tie the later-changed plan, then the smaller id (stable everywhere). */
function outranks(a: PlanRule, b: PlanRule): boolean {
  if (a.priority !== b.priority) return a.priority > b.priority;
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt;
  return a.id < b.id;
}

/**
 * What plays at an instant. Interrupts due now win over regular plans (among themselves by rank);
 * otherwise the highest-ranked regular plan whose window holds the instant; otherwise nothing
 * (planId null: the screen's default). `until` is when the answer may change next.
 */
export function resolvePlayPlan(rules: PlanRule[], timeZone: string, at: number): PlanResolution {
  return resolveRead(readRules(rules), timeZone, at);
}

function resolveRead(rules: ReadRule[], timeZone: string, at: number): PlanResolution {
  const { day, minute, second } = localTime(timeZone, at);
  const minuteStart = at - (((at % 1000) + 1000) % 1000) - second * 1000;
  let regular: PlanRule | null = null;
  let interrupt: { rule: PlanRule; until: number } | null = null;
  // The answer can only change at midnight, at a window's edge, or at an interrupt's start or end.
  let nextBoundary = DAY_MINUTES;
  const consider = (boundary: number) => {
    if (boundary > minute && boundary < nextBoundary) nextBoundary = boundary;
  };
  for (const read of rules) {
    for (const w of read.windows) {
      consider(w.start);
      consider(w.end);
    }
    const { rule } = read;
    const window = openWindow(read, day, minute);
    if (!window) continue;
    if (!rule.interrupt) {
      if (!regular || outranks(rule, regular)) regular = rule;
      continue;
    }
    const every = rule.interrupt.everyMinutes;
    const sinceStart = minute - window[0];
    consider(window[0] + (Math.floor(sinceStart / every) + 1) * every);
    const cycleStart = minuteStart - (sinceStart % every) * MINUTE;
    const windowEnd = minuteStart + (window[1] - minute) * MINUTE;
    const cycleEnd = Math.min(cycleStart + rule.interrupt.seconds * 1000, windowEnd);
    if (at < cycleEnd && (!interrupt || outranks(rule, interrupt.rule))) interrupt = { rule, until: cycleEnd };
  }
  // A daylight-saving change is an edge too: past it the same local minute is another instant.
  const until = whileOffsetHolds(timeZone, at, minuteStart + (nextBoundary - minute) * MINUTE);
  if (interrupt) return { planId: interrupt.rule.id, isInterrupt: true, until: Math.min(until, interrupt.until) };
  return { planId: regular?.id ?? null, isInterrupt: false, until };
}

/**
 * What a screen plays over one local day, as consecutive segments (interrupts as their own short
 * segments). Built from the resolution `resolvePlayPlan` runs, so the timeline is what the player will do.
 */
export function planTimeline(rules: PlanRule[], timeZone: string, date: string): TimelineSegment[] {
  const day = dayOfDate(date);
  const end = localToInstant(timeZone, day + 1, 0);
  const read = readRules(rules);
  const segments: TimelineSegment[] = [];
  let at = localToInstant(timeZone, day, 0);
  while (at < end) {
    const answer = resolveRead(read, timeZone, at);
    const to = Math.min(answer.until, end);
    const last = segments[segments.length - 1];
    if (last && last.planId === answer.planId && last.isInterrupt === answer.isInterrupt) last.to = to;
    else segments.push({ from: at, to, planId: answer.planId, isInterrupt: answer.isInterrupt });
    at = to;
  }
  return segments;
}
