import { describe, expect, it } from 'vitest';
import { MISFIRE_THRESHOLD_MS, planFire } from './misfire.js';

const EVERY_SECOND = '* * * * * ? *';
const at = (iso: string) => new Date(iso);

describe('planFire', () => {
  it('runs a planned time that is just due and plans the next one after it', () => {
    const plan = planFire(EVERY_SECOND, at('2030-01-01T00:00:10Z'), at('2030-01-01T00:00:10.200Z'));
    expect(plan).toEqual({
      scheduledTime: at('2030-01-01T00:00:10Z'),
      nextFireTime: at('2030-01-01T00:00:11Z'),
      misfired: false,
    });
  });

  it('catches up a run missed by less than the threshold, one planned time after the other', () => {
    const now = at('2030-01-01T00:00:40Z');
    const first = planFire(EVERY_SECOND, at('2030-01-01T00:00:10Z'), now);
    expect(first.scheduledTime).toEqual(at('2030-01-01T00:00:10Z'));
    const second = planFire(EVERY_SECOND, first.nextFireTime as Date, now);
    expect(second.scheduledTime).toEqual(at('2030-01-01T00:00:11Z'));
  });

  it('collapses runs missed by more than the threshold into one run now', () => {
    const planned = at('2030-01-01T03:00:00Z');
    const now = new Date(planned.getTime() + MISFIRE_THRESHOLD_MS + 5_000);
    const plan = planFire('0 0 3 * * ? *', planned, now);
    expect(plan.misfired).toBe(true);
    expect(plan.scheduledTime).toEqual(now);
    expect((plan.nextFireTime as Date).getTime()).toBeGreaterThan(now.getTime());
  });
});
