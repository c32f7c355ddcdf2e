import { describe, expect, it } from 'vitest';
import { formatLastSeen, lastSeen } from './lastSeen';

const NOW = new Date(2026, 4, 20, 12, 0, 0).getTime();
const ago = (ms: number) => new Date(NOW - ms).toISOString();

const zh: Record<string, string> = {
  'device.lastSeen.never': '从未上线',
  'device.lastSeen.justNow': '刚刚',
  'device.lastSeen.minutes': '{{count}} 分钟前',
  'device.lastSeen.hours': '{{count}} 小时前',
  'device.lastSeen.days': '{{count}} 天前',
};
const t = (key: string, options?: Record<string, unknown>) =>
  (zh[key] ?? key).replace('{{count}}', String(options?.count ?? ''));

describe('relative last seen', () => {
  it('says never for a screen without a heartbeat', () => {
    expect(lastSeen(null, NOW)).toEqual({ unit: 'never' });
    expect(formatLastSeen(null, NOW, t)).toBe('从未上线');
  });

  it('says just now under a minute, also for a clock slightly ahead', () => {
    expect(formatLastSeen(ago(59_000), NOW, t)).toBe('刚刚');
    expect(formatLastSeen(ago(-5_000), NOW, t)).toBe('刚刚');
  });

  it('counts whole minutes, hours and days', () => {
    expect(formatLastSeen(ago(60_000), NOW, t)).toBe('1 分钟前');
    expect(formatLastSeen(ago(59 * 60_000 + 59_000), NOW, t)).toBe('59 分钟前');
    expect(formatLastSeen(ago(2 * 3_600_000 + 5), NOW, t)).toBe('2 小时前');
    expect(formatLastSeen(ago(3 * 86_400_000), NOW, t)).toBe('3 天前');
  });

  it('gives the date after a week', () => {
    expect(lastSeen(ago(8 * 86_400_000), NOW)).toEqual({ unit: 'date', value: '2026-05-12' });
  });
});
