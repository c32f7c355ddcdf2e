import { describe, expect, it } from 'vitest';
import { type PlanRule, planTimeline, planWindowsProblem, resolvePlayPlan, todayIn } from './play-plan.js';

const ZONE = 'Asia/Shanghai';
/** An instant given as Shanghai wall-clock time (UTC+8, no daylight saving). */
const at = (local: string) => Date.parse(`${local}+08:00`);
const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];

function rule(id: string, fields: Partial<PlanRule> = {}): PlanRule {
  return {
    id,
    priority: 10,
    startDate: null,
    endDate: null,
    days: ALL_DAYS,
    windows: [],
    interrupt: null,
    updatedAt: 1,
    ...fields,
  };
}

describe('resolvePlayPlan', () => {
  it('answers nothing due when no plan holds the moment, until the next window edge', () => {
    const morning = rule('m', { windows: [{ start: '08:00', end: '12:00' }] });
    const answer = resolvePlayPlan([morning], ZONE, at('2026-03-02T07:30:00'));
    expect(answer).toEqual({ planId: null, isInterrupt: false, until: at('2026-03-02T08:00:00') });
  });

  it('plays a plan inside its window and ends it at the edge, even mid-item', () => {
    const morning = rule('m', { windows: [{ start: '08:00', end: '12:00' }] });
    expect(resolvePlayPlan([morning], ZONE, at('2026-03-02T11:59:50'))).toEqual({
      planId: 'm',
      isInterrupt: false,
      until: at('2026-03-02T12:00:00'),
    });
    expect(resolvePlayPlan([morning], ZONE, at('2026-03-02T12:00:00')).planId).toBeNull();
  });

  it('resolves overlapping plans by priority, a tie by the later change', () => {
    const low = rule('low', { priority: 5, updatedAt: 9 });
    const high = rule('high', { priority: 50, windows: [{ start: '09:00', end: '10:00' }] });
    expect(resolvePlayPlan([low, high], ZONE, at('2026-03-02T09:30:00')).planId).toBe('high');
    expect(resolvePlayPlan([low, high], ZONE, at('2026-03-02T10:00:00')).planId).toBe('low');
    const older = rule('a', { updatedAt: 1 });
    const newer = rule('b', { updatedAt: 2 });
    expect(resolvePlayPlan([older, newer], ZONE, at('2026-03-02T10:00:00')).planId).toBe('b');
    expect(resolvePlayPlan([newer, older], ZONE, at('2026-03-02T10:00:00')).planId).toBe('b');
  });

  it('runs a window past midnight on the day it starts, by day of week and date range', () => {
    // 2026-03-06 is a Friday; the window belongs to Friday night only.
    const night = rule('n', { days: [5], windows: [{ start: '22:00', end: '02:00' }], endDate: '2026-03-06' });
    expect(resolvePlayPlan([night], ZONE, at('2026-03-06T23:59:59')).planId).toBe('n');
    expect(resolvePlayPlan([night], ZONE, at('2026-03-07T00:00:00')).planId).toBe('n');
    expect(resolvePlayPlan([night], ZONE, at('2026-03-07T01:59:59')).planId).toBe('n');
    expect(resolvePlayPlan([night], ZONE, at('2026-03-07T02:00:00')).planId).toBeNull();
    expect(resolvePlayPlan([night], ZONE, at('2026-03-07T22:30:00')).planId).toBeNull();
    expect(resolvePlayPlan([night], ZONE, at('2026-03-05T01:00:00')).planId).toBeNull();
  });

  it('honours the date range inclusively in the shop time zone', () => {
    const sale = rule('s', { startDate: '2026-03-02', endDate: '2026-03-02' });
    // 2026-03-01T16:00Z is already 00:00 on 2 March in Shanghai.
    expect(resolvePlayPlan([sale], ZONE, Date.parse('2026-03-01T16:00:00Z')).planId).toBe('s');
    expect(resolvePlayPlan([sale], ZONE, Date.parse('2026-03-01T15:59:59Z')).planId).toBeNull();
    expect(resolvePlayPlan([sale], 'UTC', Date.parse('2026-03-01T16:00:00Z')).planId).toBeNull();
  });

  it('shows an interrupt for its seconds every N minutes from the window start, over any priority', () => {
    const base = rule('base', { priority: 90 });
    const promo = rule('promo', {
      priority: 1,
      windows: [{ start: '08:00', end: '12:00' }],
      interrupt: { everyMinutes: 5, seconds: 10 },
    });
    expect(resolvePlayPlan([base, promo], ZONE, at('2026-03-02T08:05:03'))).toEqual({
      planId: 'promo',
      isInterrupt: true,
      until: at('2026-03-02T08:05:10'),
    });
    expect(resolvePlayPlan([base, promo], ZONE, at('2026-03-02T08:05:10'))).toEqual({
      planId: 'base',
      isInterrupt: false,
      until: at('2026-03-02T08:10:00'),
    });
    expect(resolvePlayPlan([base, promo], ZONE, at('2026-03-02T07:55:00')).planId).toBe('base');
  });

  it('cuts an interrupt that would run past its window end', () => {
    const promo = rule('p', {
      windows: [{ start: '08:00', end: '08:07' }],
      interrupt: { everyMinutes: 6, seconds: 120 },
    });
    expect(resolvePlayPlan([promo], ZONE, at('2026-03-02T08:06:30')).until).toBe(at('2026-03-02T08:07:00'));
  });
});

describe('planTimeline', () => {
  it('lays out a day as consecutive segments from midnight to midnight', () => {
    const morning = rule('m', { windows: [{ start: '08:00', end: '12:00' }] });
    const promo = rule('p', {
      windows: [{ start: '09:00', end: '09:12' }],
      interrupt: { everyMinutes: 5, seconds: 10 },
    });
    const day = planTimeline([morning, promo], ZONE, '2026-03-02');
    expect(day[0]).toEqual({
      from: at('2026-03-02T00:00:00'),
      to: at('2026-03-02T08:00:00'),
      planId: null,
      isInterrupt: false,
    });
    expect(day[day.length - 1].to).toBe(at('2026-03-03T00:00:00'));
    for (let i = 1; i < day.length; i++) expect(day[i].from).toBe(day[i - 1].to);
    const interrupts = day.filter((segment) => segment.isInterrupt);
    expect(interrupts.map((segment) => segment.from)).toEqual([
      at('2026-03-02T09:00:00'),
      at('2026-03-02T09:05:00'),
      at('2026-03-02T09:10:00'),
    ]);
    expect(interrupts[0].to - interrupts[0].from).toBe(10_000);
  });

  it('is one all-day default segment with no plans', () => {
    expect(planTimeline([], ZONE, '2026-03-02')).toEqual([
      { from: at('2026-03-02T00:00:00'), to: at('2026-03-03T00:00:00'), planId: null, isInterrupt: false },
    ]);
  });
});

describe('a day with a daylight-saving change', () => {
  const NEW_YORK = 'America/New_York';
  /** An instant given as New York wall-clock time with its offset (-05:00 EST, -04:00 EDT). */
  const ny = (local: string, offset: '-05:00' | '-04:00') => Date.parse(`${local}${offset}`);
  const early = rule('early', { windows: [{ start: '01:00', end: '04:00' }] });
  const morning = rule('morning', { windows: [{ start: '08:00', end: '12:00' }] });
  const segment = (from: number, to: number, planId: string | null) => ({ from, to, planId, isInterrupt: false });

  /** Every minute of the day, what the timeline shows is what resolvePlayPlan answers, until no later than it ends. */
  function expectAgreement(rules: PlanRule[], zone: string, date: string) {
    const day = planTimeline(rules, zone, date);
    const disagreements = [];
    for (let moment = day[0].from; moment < day[day.length - 1].to; moment += 60_000) {
      const shown = day.find((candidate) => candidate.from <= moment && moment < candidate.to);
      const answer = resolvePlayPlan(rules, zone, moment);
      const agrees =
        shown?.planId === answer.planId && shown.isInterrupt === answer.isInterrupt && answer.until <= shown.to;
      if (!agrees) disagreements.push({ at: new Date(moment).toISOString(), shown, answer });
    }
    expect(disagreements).toEqual([]);
  }

  it('starts and ends windows at their local times on the day clocks go forward (2026-03-08)', () => {
    // 02:00 EST becomes 03:00 EDT: the day has 23 hours, and 01:00–04:00 lasts two of them.
    expect(planTimeline([early, morning], NEW_YORK, '2026-03-08')).toEqual([
      segment(ny('2026-03-08T00:00', '-05:00'), ny('2026-03-08T01:00', '-05:00'), null),
      segment(ny('2026-03-08T01:00', '-05:00'), ny('2026-03-08T04:00', '-04:00'), 'early'),
      segment(ny('2026-03-08T04:00', '-04:00'), ny('2026-03-08T08:00', '-04:00'), null),
      segment(ny('2026-03-08T08:00', '-04:00'), ny('2026-03-08T12:00', '-04:00'), 'morning'),
      segment(ny('2026-03-08T12:00', '-04:00'), ny('2026-03-09T00:00', '-04:00'), null),
    ]);
    const planAt = (local: string, offset: '-05:00' | '-04:00') =>
      resolvePlayPlan([early, morning], NEW_YORK, ny(local, offset)).planId;
    expect(planAt('2026-03-08T00:59:59', '-05:00')).toBeNull();
    expect(planAt('2026-03-08T01:59:59', '-05:00')).toBe('early');
    expect(planAt('2026-03-08T03:00:00', '-04:00')).toBe('early');
    expect(planAt('2026-03-08T04:00:00', '-04:00')).toBeNull();
    expect(planAt('2026-03-08T07:59:59', '-04:00')).toBeNull();
    expect(planAt('2026-03-08T08:00:30', '-04:00')).toBe('morning');
    expect(planAt('2026-03-08T12:00:00', '-04:00')).toBeNull();
    expect(resolvePlayPlan([early, morning], NEW_YORK, ny('2026-03-08T05:00', '-04:00')).until).toBe(
      ny('2026-03-08T08:00', '-04:00'),
    );
    // 02:30 never shows on the clock: a window from then starts when the clock jumps past it.
    const skipped = rule('skipped', { windows: [{ start: '02:30', end: '03:30' }] });
    expect(planTimeline([skipped], NEW_YORK, '2026-03-08')[1]).toEqual(
      segment(ny('2026-03-08T03:00', '-04:00'), ny('2026-03-08T03:30', '-04:00'), 'skipped'),
    );
  });

  it('plays a window in the repeated hour twice on the day clocks go back (2026-11-01)', () => {
    // 02:00 EDT becomes 01:00 EST: the day has 25 hours, and 01:00–04:00 lasts four of them.
    const twice = rule('twice', { priority: 50, windows: [{ start: '01:15', end: '01:45' }] });
    expect(planTimeline([early, twice, morning], NEW_YORK, '2026-11-01')).toEqual([
      segment(ny('2026-11-01T00:00', '-04:00'), ny('2026-11-01T01:00', '-04:00'), null),
      segment(ny('2026-11-01T01:00', '-04:00'), ny('2026-11-01T01:15', '-04:00'), 'early'),
      segment(ny('2026-11-01T01:15', '-04:00'), ny('2026-11-01T01:45', '-04:00'), 'twice'),
      segment(ny('2026-11-01T01:45', '-04:00'), ny('2026-11-01T01:15', '-05:00'), 'early'),
      segment(ny('2026-11-01T01:15', '-05:00'), ny('2026-11-01T01:45', '-05:00'), 'twice'),
      segment(ny('2026-11-01T01:45', '-05:00'), ny('2026-11-01T04:00', '-05:00'), 'early'),
      segment(ny('2026-11-01T04:00', '-05:00'), ny('2026-11-01T08:00', '-05:00'), null),
      segment(ny('2026-11-01T08:00', '-05:00'), ny('2026-11-01T12:00', '-05:00'), 'morning'),
      segment(ny('2026-11-01T12:00', '-05:00'), ny('2026-11-02T00:00', '-05:00'), null),
    ]);
    const planAt = (local: string, offset: '-05:00' | '-04:00') =>
      resolvePlayPlan([early, twice, morning], NEW_YORK, ny(local, offset)).planId;
    expect(planAt('2026-11-01T00:59:59', '-04:00')).toBeNull();
    expect(planAt('2026-11-01T01:50:00', '-04:00')).toBe('early');
    expect(planAt('2026-11-01T01:30:00', '-05:00')).toBe('twice');
    expect(planAt('2026-11-01T03:59:59', '-05:00')).toBe('early');
    expect(planAt('2026-11-01T04:00:00', '-05:00')).toBeNull();
    expect(planAt('2026-11-01T08:00:30', '-05:00')).toBe('morning');
    expect(planAt('2026-11-01T12:00:00', '-05:00')).toBeNull();
  });

  it('agrees with resolvePlayPlan at every minute of both days, across the change and with interrupts', () => {
    const promo = rule('promo', {
      windows: [{ start: '00:30', end: '05:00' }],
      interrupt: { everyMinutes: 20, seconds: 60 },
    });
    for (const date of ['2026-03-08', '2026-11-01']) {
      expectAgreement([morning], NEW_YORK, date);
      expectAgreement([early, morning, promo], NEW_YORK, date);
    }
  });

  it('leaves a zone without daylight saving as it was (Asia/Shanghai)', () => {
    expect(planTimeline([early, morning], ZONE, '2026-03-08')).toEqual([
      segment(at('2026-03-08T00:00:00'), at('2026-03-08T01:00:00'), null),
      segment(at('2026-03-08T01:00:00'), at('2026-03-08T04:00:00'), 'early'),
      segment(at('2026-03-08T04:00:00'), at('2026-03-08T08:00:00'), null),
      segment(at('2026-03-08T08:00:00'), at('2026-03-08T12:00:00'), 'morning'),
      segment(at('2026-03-08T12:00:00'), at('2026-03-09T00:00:00'), null),
    ]);
    expectAgreement([early, morning], ZONE, '2026-03-08');
  });
});

describe('planWindowsProblem', () => {
  it('refuses bad times, empty and overlapping windows, including across midnight', () => {
    expect(planWindowsProblem([{ start: '8:00', end: '09:00' }])).toBe('planWindowTime');
    expect(planWindowsProblem([{ start: '24:00', end: '09:00' }])).toBe('planWindowTime');
    expect(planWindowsProblem([{ start: '09:00', end: '09:00' }])).toBe('planWindowEmpty');
    expect(
      planWindowsProblem([
        { start: '08:00', end: '10:00' },
        { start: '09:30', end: '11:00' },
      ]),
    ).toBe('planWindowOverlap');
    expect(
      planWindowsProblem([
        { start: '22:00', end: '02:00' },
        { start: '01:00', end: '03:00' },
      ]),
    ).toBe('planWindowOverlap');
    expect(
      planWindowsProblem([
        { start: '08:00', end: '10:00' },
        { start: '10:00', end: '11:00' },
      ]),
    ).toBeNull();
  });
});

describe('todayIn', () => {
  it("is the zone's date, not UTC's", () => {
    expect(todayIn('Asia/Shanghai', Date.parse('2026-03-01T16:30:00Z'))).toBe('2026-03-02');
    expect(todayIn('America/New_York', Date.parse('2026-03-02T03:30:00Z'))).toBe('2026-03-01');
  });
});
