import dayjs from 'dayjs';

/** Text and number display filters of the framework (framework §9 "Formats"). */

/** Ellipsis length 25 (framework §9). */
export const ELLIPSIS_LENGTH = 25;

/** The first `length` characters followed by "...", or the text itself when it is short enough. */
export function ellipsis(text: string | null | undefined, length = ELLIPSIS_LENGTH): string {
  if (!text) return '';
  const chars = Array.from(text);
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : text;
}

/**
 * The number filter: thousands separators in the integer part, the decimals left as written
 * (a salary of "1234567.50" reads 1,234,567.50). Text that is not a number is returned unchanged.
 */
export function thousands(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value).trim();
  const match = /^([-+]?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return text;
  const [, sign, whole, decimals = ''] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${decimals}`;
}

/** How the console shows a moment: the same in both languages. */
const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * A moment (ISO text, epoch milliseconds or Date) as 2026-11-25 09:30:00 in the browser's zone.
 * dayjs, not toLocaleString: the first toLocaleString of a page loads the locale's ICU data, a
 * long task on the first screen.
 */
export function dateTime(value: string | number | Date): string {
  return dayjs(value).format(DATE_TIME_FORMAT);
}
