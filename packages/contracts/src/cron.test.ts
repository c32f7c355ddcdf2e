import { describe, expect, it } from 'vitest';
import {
  applyCronDefaults,
  CRON_DEFAULT_PARTS,
  CRON_DEFAULT_TEXT,
  cronFieldInBounds,
  formatCronField,
  nextCronRuns,
  parseCronField,
  splitCron,
  validateCron,
} from './cron.js';

const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s);

describe('cron text model', () => {
  it('defaults to * * * * * ? *', () => {
    expect(CRON_DEFAULT_TEXT).toBe('* * * * * ? *');
    expect(validateCron(CRON_DEFAULT_TEXT).ok).toBe(true);
  });

  it('needs seven parts', () => {
    expect(validateCron('0 0 12 * * ?')).toEqual({ ok: false, message: 'cronPartCount' });
    expect(splitCron('0 0 12 * * ? * 1')).toBeNull();
  });

  it('parses and formats every mode', () => {
    const cases: [Parameters<typeof parseCronField>[0], string][] = [
      ['second', '*'],
      ['second', '5-30'],
      ['second', '0/15'],
      ['minute', '1,5,30'],
      ['day', '?'],
      ['day', '15W'],
      ['day', 'L'],
      ['day', 'L-3'],
      ['week', '2#3'],
      ['week', '6L'],
      ['week', '2-6'],
      ['year', '2030/2'],
    ];
    for (const [field, part] of cases) {
      const state = parseCronField(field, part);
      expect(state, `${field} ${part}`).not.toBeNull();
      if (state) expect(formatCronField(state)).toBe(part);
    }
  });

  it('reads weekday names as Quartz numbers, SUN=1 … SAT=7', () => {
    expect(parseCronField('week', 'SUN')).toEqual({ mode: 'specify', values: [1] });
    expect(parseCronField('week', 'MON-FRI')).toEqual({ mode: 'range', start: 2, end: 6 });
    expect(parseCronField('week', 'sat#2')).toEqual({ mode: 'nth', weekday: 7, nth: 2 });
  });

  it('refuses forms a field does not offer', () => {
    expect(parseCronField('second', '?')).toBeNull();
    expect(parseCronField('hour', 'L')).toBeNull();
    expect(parseCronField('day', '2#1')).toBeNull();
    expect(parseCronField('minute', 'abc')).toBeNull();
  });
});

describe('cron bounds (framework §5)', () => {
  const ok = (field: Parameters<typeof parseCronField>[0], part: string) => {
    const state = parseCronField(field, part);
    return state !== null && cronFieldInBounds(field, state);
  };

  it('second: step 1-59, start 0-59, range start 1-59, end 0-59', () => {
    expect(ok('second', '0/59')).toBe(true);
    expect(ok('second', '0/60')).toBe(false);
    expect(ok('second', '0/0')).toBe(false);
    expect(ok('second', '60/5')).toBe(false);
    expect(ok('second', '1-59')).toBe(true);
    expect(ok('second', '0-5')).toBe(false);
    expect(ok('second', '0,59')).toBe(true);
    expect(ok('second', '60')).toBe(false);
  });

  it('minute: step 1-60, start 0-59, values 0-59', () => {
    expect(ok('minute', '0/60')).toBe(true);
    expect(ok('minute', '0/61')).toBe(false);
    expect(ok('minute', '0-59')).toBe(true);
    expect(ok('minute', '60')).toBe(false);
  });

  it('hour 0-23, day 1-31, days before month end 1-31, working day 1-31', () => {
    expect(ok('hour', '23')).toBe(true);
    expect(ok('hour', '24')).toBe(false);
    expect(ok('day', '31')).toBe(true);
    expect(ok('day', '0')).toBe(false);
    expect(ok('day', '32')).toBe(false);
    expect(ok('day', 'L-31')).toBe(true);
    expect(ok('day', 'L-32')).toBe(false);
    expect(ok('day', '31W')).toBe(true);
    expect(ok('day', '32W')).toBe(false);
  });

  it('week: values 1-7, step 1-7, nth weekday 1-5', () => {
    expect(ok('week', '1/7')).toBe(true);
    expect(ok('week', '1/8')).toBe(false);
    expect(ok('week', '8')).toBe(false);
    expect(ok('week', '0')).toBe(false);
    expect(ok('week', '2#5')).toBe(true);
    expect(ok('week', '2#6')).toBe(false);
  });

  it('month: 1-12 in ranges and lists; year: step 1-99, values 2019-2119', () => {
    expect(ok('month', '1-12')).toBe(true);
    expect(ok('month', '0-5')).toBe(false);
    expect(ok('month', '13')).toBe(false);
    expect(ok('year', '2019-2119')).toBe(true);
    expect(ok('year', '2018')).toBe(false);
    expect(ok('year', '2120')).toBe(false);
    expect(ok('year', '2020/99')).toBe(true);
    expect(ok('year', '2020/100')).toBe(false);
  });

  it('a range must not run backwards', () => {
    expect(ok('hour', '10-5')).toBe(false);
  });

  it('names the field out of bounds', () => {
    expect(validateCron('0 61 * * * ? *')).toEqual({ ok: false, message: 'cronFieldInvalid', field: 'minute' });
  });

  it('a month start of 0, which the spec allows, is refused by the schedule check', () => {
    expect(validateCron('0 0 0 1 0/2 ? *')).toMatchObject({ ok: false, message: 'cronFieldInvalid' });
  });
});

describe('day and week', () => {
  it('exactly one of them is ?', () => {
    expect(validateCron('0 0 12 * * 2 *')).toEqual({ ok: false, message: 'cronDayWeekExclusive' });
    expect(validateCron('0 0 12 ? * ? *')).toEqual({ ok: false, message: 'cronDayWeekExclusive' });
    expect(validateCron('0 0 12 ? * 2 *').ok).toBe(true);
  });

  it('a schedule in past years only has no next run', () => {
    expect(validateCron('0 0 0 1 1 ? 2019')).toEqual({ ok: false, message: 'cronNoNextRun' });
  });
});

describe('next runs', () => {
  const from = local(2026, 11, 23, 10, 0, 0); // a Monday

  it('every day at 12:30:00', () => {
    const runs = nextCronRuns('0 30 12 * * ? *', 3, from);
    expect(runs).toEqual([local(2026, 11, 23, 12, 30), local(2026, 11, 24, 12, 30), local(2026, 11, 25, 12, 30)]);
  });

  it('week 2 is Monday in Quartz numbering', () => {
    const runs = nextCronRuns('0 0 9 ? * 2 *', 2, from);
    expect(runs).toEqual([local(2026, 11, 30, 9), local(2026, 12, 7, 9)]);
  });

  it('the second Friday of the month (6#2)', () => {
    expect(nextCronRuns('0 0 8 ? * 6#2 *', 2, from)).toEqual([local(2026, 12, 11, 8), local(2027, 1, 8, 8)]);
  });

  it('the last Sunday of the month (1L)', () => {
    expect(nextCronRuns('0 0 8 ? * 1L *', 1, from)).toEqual([local(2026, 11, 29, 8)]);
  });

  it('the last day of the month, and 3 days before it', () => {
    expect(nextCronRuns('0 0 0 L * ? *', 2, from)).toEqual([local(2026, 11, 30), local(2026, 12, 31)]);
    expect(nextCronRuns('0 0 0 L-3 * ? *', 2, from)).toEqual([local(2026, 11, 27), local(2026, 12, 28)]);
  });

  it('the working day nearest the 15th', () => {
    // 2027-08-15 is a Sunday: the nearest working day is Monday the 16th.
    expect(nextCronRuns('0 0 6 15W 8 ? 2027', 1, local(2027, 8, 1))).toEqual([local(2027, 8, 16, 6)]);
  });

  it('a Quartz loop with a numeric start: every 15 seconds from 5', () => {
    expect(nextCronRuns('5/15 * * * * ? *', 4, from)).toEqual([
      local(2026, 11, 23, 10, 0, 5),
      local(2026, 11, 23, 10, 0, 20),
      local(2026, 11, 23, 10, 0, 35),
      local(2026, 11, 23, 10, 0, 50),
    ]);
  });

  it('ten by default, none for an invalid text', () => {
    expect(nextCronRuns(CRON_DEFAULT_TEXT, undefined, from)).toHaveLength(10);
    expect(nextCronRuns('0 0 25 * * ? *', 10, from)).toEqual([]);
  });
});

describe('coarser field set from every (framework §4)', () => {
  it('minute set makes second 0', () => {
    expect(applyCronDefaults(CRON_DEFAULT_PARTS, { ...CRON_DEFAULT_PARTS, minute: '5' })).toMatchObject({
      second: '0',
      minute: '5',
    });
  });

  it('hour set makes minute 0 (and so second 0)', () => {
    expect(applyCronDefaults(CRON_DEFAULT_PARTS, { ...CRON_DEFAULT_PARTS, hour: '9' })).toMatchObject({
      second: '0',
      minute: '0',
      hour: '9',
    });
  });

  it('month set makes day 1, or week 1 when the week is in use', () => {
    expect(applyCronDefaults(CRON_DEFAULT_PARTS, { ...CRON_DEFAULT_PARTS, month: '3' }).day).toBe('1');
    const byWeek = { ...CRON_DEFAULT_PARTS, day: '?', week: '*' };
    expect(applyCronDefaults(byWeek, { ...byWeek, month: '3' })).toMatchObject({ day: '?', week: '1' });
  });

  it('leaves a finer field the user already set', () => {
    const previous = { ...CRON_DEFAULT_PARTS, second: '30' };
    expect(applyCronDefaults(previous, { ...previous, minute: '5' }).second).toBe('30');
  });
});
