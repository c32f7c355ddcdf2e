import {
  CRON_BOUNDS,
  CRON_YEAR_SPAN,
  type CronField,
  type CronFieldState,
  type CronMode,
} from '@scenecast/contracts/cron';

/** The numbers of every mode of one field, kept while the user switches between modes. */
export interface FieldMemory {
  range: { start: number; end: number };
  loop: { start: number; step: number };
  work: number;
  lastBefore: number;
  nth: { weekday: number; nth: number };
  lastWeekday: number;
  values: number[];
}

export function initialMemory(field: CronField, now = new Date()): FieldMemory {
  const bounds = CRON_BOUNDS[field];
  const first = field === 'year' ? now.getFullYear() : bounds.value.min;
  const rangeStart = Math.max(bounds.rangeStart.min, first);
  const rangeEnd = field === 'year' ? Math.min(first + CRON_YEAR_SPAN, bounds.rangeEnd.max) : rangeStart + 1;
  return {
    range: { start: rangeStart, end: rangeEnd },
    loop: { start: first, step: 1 },
    work: 1,
    lastBefore: 1,
    nth: { weekday: 2, nth: 1 },
    lastWeekday: 2,
    values: [first],
  };
}

/** The memory with the numbers of the state the text holds now. */
export function remember(memory: FieldMemory, state: CronFieldState): FieldMemory {
  switch (state.mode) {
    case 'range':
      return { ...memory, range: { start: state.start, end: state.end } };
    case 'loop':
      return { ...memory, loop: { start: state.start, step: state.step } };
    case 'work':
      return { ...memory, work: state.day };
    case 'lastBefore':
      return { ...memory, lastBefore: state.days };
    case 'nth':
      return { ...memory, nth: { weekday: state.weekday, nth: state.nth } };
    case 'lastWeekday':
      return { ...memory, lastWeekday: state.weekday };
    case 'specify':
      return { ...memory, values: state.values };
    default:
      return memory;
  }
}

/** The state of a mode built from the remembered numbers. */
export function stateOf(mode: CronMode, memory: FieldMemory): CronFieldState {
  switch (mode) {
    case 'every':
    case 'notSet':
    case 'last':
      return { mode };
    case 'range':
      return { mode, ...memory.range };
    case 'loop':
      return { mode, ...memory.loop };
    case 'work':
      return { mode, day: memory.work };
    case 'lastBefore':
      return { mode, days: memory.lastBefore };
    case 'nth':
      return { mode, ...memory.nth };
    case 'lastWeekday':
      return { mode, weekday: memory.lastWeekday };
    case 'specify':
      return { mode, values: memory.values };
  }
}
