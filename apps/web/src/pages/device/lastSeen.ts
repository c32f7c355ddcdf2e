/** How long ago a screen was last seen, in the largest whole unit (the list's "last seen"). */
export type LastSeen =
  | { unit: 'never' }
  | { unit: 'justNow' }
  | { unit: 'minutes' | 'hours' | 'days'; value: number }
  | { unit: 'date'; value: string };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Beyond a week the date says more than a count of days. */
const DATE_AFTER_DAYS = 7;

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

export function lastSeen(iso: string | null, now: number): LastSeen {
  if (!iso) return { unit: 'never' };
  const at = new Date(iso);
  const ago = Math.max(0, now - at.getTime());
  if (ago < MINUTE) return { unit: 'justNow' };
  if (ago < HOUR) return { unit: 'minutes', value: Math.floor(ago / MINUTE) };
  if (ago < DAY) return { unit: 'hours', value: Math.floor(ago / HOUR) };
  if (ago < DATE_AFTER_DAYS * DAY) return { unit: 'days', value: Math.floor(ago / DAY) };
  return { unit: 'date', value: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The words for it, from the device locale (device.lastSeen.*). */
export function formatLastSeen(iso: string | null, now: number, t: Translate): string {
  const seen = lastSeen(iso, now);
  switch (seen.unit) {
    case 'never':
      return t('device.lastSeen.never');
    case 'justNow':
      return t('device.lastSeen.justNow');
    case 'date':
      return seen.value;
    default:
      return t(`device.lastSeen.${seen.unit}`, { count: seen.value });
  }
}
