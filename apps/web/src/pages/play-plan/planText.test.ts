import { describe, expect, it } from 'vitest';
import type { PlayPlanRecord } from './api';
import { planWhen, timelineTime } from './planText';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}${JSON.stringify(options)}` : key);

const plan: PlayPlanRecord = {
  id: 'p',
  shopId: 's',
  name: 'Morning',
  priority: 10,
  startDate: null,
  endDate: '2026-03-31',
  days: [1, 2],
  windows: [{ start: '08:00', end: '12:00' }],
  interrupt: { everyMinutes: 5, seconds: 10 },
  content: { kind: 'shopHome' },
  deviceIds: [],
  groupIds: [],
  updatedAt: 0,
};

describe('plan texts', () => {
  it('says when a plan runs in one line', () => {
    expect(planWhen(plan, t)).toBe(
      '… ~ 2026-03-31 · playPlan.days.1 playPlan.days.2 · 08:00–12:00 · playPlan.interruptShort{"every":5,"seconds":10}',
    );
    expect(planWhen({ ...plan, endDate: null, days: [1, 2, 3, 4, 5, 6, 7], windows: [], interrupt: null }, t)).toBe(
      'playPlan.everyDay · playPlan.allDay',
    );
  });

  it('shows timeline times in the shop time zone', () => {
    expect(timelineTime(Date.parse('2026-03-02T00:00:00Z'), 'Asia/Shanghai')).toBe('08:00');
    expect(timelineTime(Date.parse('2026-03-02T00:05:10Z'), 'Asia/Shanghai')).toBe('08:05:10');
    expect(timelineTime(Date.parse('2026-03-02T00:00:00Z'), 'America/New_York')).toBe('19:00');
  });
});
