/** Pure logic of the album browser: paging, swipes, the idle timer and the password keypad. */

export const pageCount = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage));

export const clampPage = (page: number, total: number, perPage: number): number =>
  Math.min(Math.max(0, page), pageCount(total, perPage) - 1);

export const pageOf = <T>(items: T[], page: number, perPage: number): T[] =>
  items.slice(page * perPage, page * perPage + perPage);

/** The next index going `delta` steps through `length` items, wrapping round. */
export const wrapIndex = (index: number, delta: number, length: number): number =>
  length <= 0 ? 0 : (((index + delta) % length) + length) % length;

/** A mostly horizontal drag longer than `threshold` px: 1 = to the next (leftwards), -1 = back. */
export function swipeStep(dx: number, dy: number, threshold = 50): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Grid shape for a screen: wide screens get 4 × 2 cards, tall ones 2 × 3. */
export const gridShape = (width: number, height: number): { columns: number; rows: number } =>
  width >= height ? { columns: 4, rows: 2 } : { columns: 2, rows: 3 };

/** Calls `onIdle` once `ms` pass without a `poke`; `stop` disarms it until the next poke. */
export class IdleTimer {
  private handle: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly ms: number,
    private readonly onIdle: () => void,
  ) {}

  poke(): void {
    this.stop();
    this.handle = setTimeout(() => {
      this.handle = null;
      this.onIdle();
    }, this.ms);
  }

  stop(): void {
    if (this.handle !== null) clearTimeout(this.handle);
    this.handle = null;
  }
}

const KEYPAD_DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];
const KEYPAD_LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');
export type KeypadKey = string | 'back' | 'clear' | 'shift' | 'layout';

/** The on-screen password keypad: digits, or letters (shift for capitals), up to `max` characters. */
export class Keypad {
  value = '';
  layout: 'digits' | 'letters' = 'digits';
  upper = false;

  constructor(private readonly max = 32) {}

  get keys(): string[] {
    if (this.layout === 'digits') return KEYPAD_DIGITS;
    return this.upper ? KEYPAD_LETTERS.map((key) => key.toUpperCase()) : KEYPAD_LETTERS;
  }

  press(key: KeypadKey): string {
    if (key === 'back') this.value = this.value.slice(0, -1);
    else if (key === 'clear') this.value = '';
    else if (key === 'shift') this.upper = !this.upper;
    else if (key === 'layout') this.layout = this.layout === 'digits' ? 'letters' : 'digits';
    else if (key.length === 1 && this.value.length < this.max) this.value += key;
    return this.value;
  }

  set(value: string): void {
    this.value = value.slice(0, this.max);
  }

  reset(): void {
    this.value = '';
    this.layout = 'digits';
    this.upper = false;
  }
}
