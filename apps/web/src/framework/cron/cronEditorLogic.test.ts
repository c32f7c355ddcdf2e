import { CRON_DEFAULT_PARTS, formatCronField } from '@scenecast/contracts/cron';
import { describe, expect, it } from 'vitest';
import { partsOfText, setCronPart } from './cronEditorLogic';
import { initialMemory, remember, stateOf } from './fieldMemory';

describe('cron editor', () => {
  it('setting a week makes the day ?', () => {
    const parts = setCronPart({ ...CRON_DEFAULT_PARTS, day: '?' }, 'week', '2');
    expect(parts).toMatchObject({ day: '?', week: '2' });
    expect(setCronPart(CRON_DEFAULT_PARTS, 'week', '2#1').day).toBe('?');
  });

  it('clearing the week while the day is not set gives every day back', () => {
    const parts = setCronPart({ ...CRON_DEFAULT_PARTS, day: '?', week: '2' }, 'week', '?');
    expect(parts).toMatchObject({ day: '*', week: '?' });
  });

  it('applies the coarser-field defaults', () => {
    expect(setCronPart(CRON_DEFAULT_PARTS, 'hour', '9')).toMatchObject({ second: '0', minute: '0', hour: '9' });
  });

  it('reads a typed text only when every part has a tab form', () => {
    expect(partsOfText('0 0 12 ? * MON-FRI *')).toMatchObject({ week: 'MON-FRI' });
    expect(partsOfText('0 0 12 ? * 2')).toBeNull();
    expect(partsOfText('0 0 12 L * 2#1 x')).toBeNull();
  });
});

describe('mode memory', () => {
  it('a year range starts at the current year and ends 100 later, within the bound', () => {
    expect(initialMemory('year', new Date(2026, 0, 1)).range).toEqual({ start: 2026, end: 2119 });
    expect(initialMemory('year', new Date(2019, 0, 1)).range).toEqual({ start: 2019, end: 2119 });
  });

  it('switching modes keeps each mode’s numbers', () => {
    let memory = initialMemory('second');
    memory = remember(memory, { mode: 'loop', start: 5, step: 15 });
    memory = remember(memory, { mode: 'specify', values: [1, 2] });
    expect(formatCronField(stateOf('loop', memory))).toBe('5/15');
    expect(formatCronField(stateOf('specify', memory))).toBe('1,2');
    expect(formatCronField(stateOf('range', memory))).toBe('1-2');
  });
});
