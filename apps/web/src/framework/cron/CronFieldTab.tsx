import {
  CRON_BOUNDS,
  CRON_FIELD_MODES,
  type CronBound,
  type CronField,
  type CronMode,
  formatCronField,
  parseCronField,
} from '@scenecast/contracts/cron';
import { Checkbox, InputNumber, Radio, Select, Space } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldMemory, initialMemory, remember, stateOf } from './fieldMemory';
import './locale';

interface CronFieldTabProps {
  field: CronField;
  part: string;
  disabled?: boolean;
  onChange(part: string): void;
}

/** One value checkbox of the specify grid; ten to a row where the window allows. */
const VALUE_CELL_PX = 56;

const numbers = ({ min, max }: CronBound) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** One field of the cron text: a mode and its numbers (framework §4, §5 "Cron bounds"). */
export function CronFieldTab({ field, part, disabled, onChange }: CronFieldTabProps) {
  const { t } = useTranslation();
  const [memory, setMemory] = useState<FieldMemory>(() => initialMemory(field));
  const current = parseCronField(field, part);
  useEffect(() => {
    const parsed = parseCronField(field, part);
    if (parsed) setMemory((previous) => remember(previous, parsed));
  }, [field, part]);

  const bounds: Record<string, CronBound> = CRON_BOUNDS[field];
  const emit = (mode: CronMode, next: FieldMemory) => {
    setMemory(next);
    onChange(formatCronField(stateOf(mode, next)));
  };
  /** Changing a mode's number selects that mode too. */
  const update = (mode: CronMode, change: Partial<FieldMemory>) => emit(mode, { ...memory, ...change });

  const num = (value: number, bound: CronBound | undefined, set: (n: number) => void, label: string) => (
    <InputNumber
      size="small"
      aria-label={label}
      min={bound?.min}
      max={bound?.max}
      precision={0}
      value={value}
      disabled={disabled}
      style={{ width: 80 }}
      onChange={(n) => typeof n === 'number' && set(n)}
    />
  );
  const weekdaySelect = (value: number, set: (n: number) => void, label: string) => (
    <Select
      size="small"
      aria-label={label}
      value={value}
      disabled={disabled}
      style={{ width: 90 }}
      options={numbers(CRON_BOUNDS.week.value).map((n) => ({ value: n, label: t(`cron.weekday.${n}`) }))}
      onChange={set}
    />
  );
  const valueLabel = (n: number) => (field === 'week' ? t(`cron.weekday.${n}`) : String(n).padStart(2, '0'));

  const rows: Record<CronMode, () => ReactNode> = {
    every: () => t('cron.every', { unit: t(`cron.unit.${field}`) }),
    notSet: () => t('cron.notSet'),
    range: () => (
      <Space size={4} wrap>
        {t('cron.range')}
        {num(
          memory.range.start,
          bounds.rangeStart,
          (start) => update('range', { range: { ...memory.range, start } }),
          'range-start',
        )}
        {t('cron.to')}
        {num(
          memory.range.end,
          bounds.rangeEnd,
          (end) => update('range', { range: { ...memory.range, end } }),
          'range-end',
        )}
        {t(`cron.field.${field}`)}
      </Space>
    ),
    loop: () => (
      <Space size={4} wrap>
        {t('cron.loopFrom')}
        {num(
          memory.loop.start,
          bounds.loopStart,
          (start) => update('loop', { loop: { ...memory.loop, start } }),
          'loop-start',
        )}
        {t('cron.loopStart')}
        {num(
          memory.loop.step,
          bounds.loopStep,
          (step) => update('loop', { loop: { ...memory.loop, step } }),
          'loop-step',
        )}
        {t(`cron.unit.${field}`)}
        {t('cron.loopEnd')}
      </Space>
    ),
    work: () => (
      <Space size={4}>
        {t('cron.work')}
        {num(memory.work, bounds.work, (work) => update('work', { work }), 'work-day')}
        {t('cron.workEnd')}
      </Space>
    ),
    last: () => t('cron.last'),
    lastBefore: () => (
      <Space size={4}>
        {t('cron.lastBefore')}
        {num(memory.lastBefore, bounds.lastBefore, (lastBefore) => update('lastBefore', { lastBefore }), 'last-before')}
        {t('cron.lastBeforeEnd')}
      </Space>
    ),
    nth: () => (
      <Space size={4}>
        {t('cron.nth')}
        {num(memory.nth.nth, bounds.nth, (nth) => update('nth', { nth: { ...memory.nth, nth } }), 'nth')}
        {t('cron.nthWeek')}
        {weekdaySelect(
          memory.nth.weekday,
          (weekday) => update('nth', { nth: { ...memory.nth, weekday } }),
          'nth-weekday',
        )}
      </Space>
    ),
    lastWeekday: () => (
      <Space size={4}>
        {t('cron.lastWeekday')}
        {weekdaySelect(memory.lastWeekday, (lastWeekday) => update('lastWeekday', { lastWeekday }), 'last-weekday')}
      </Space>
    ),
    specify: () => (
      <Space size={4} align="start" wrap>
        {t('cron.specify')}
        {field === 'year' ? (
          <Select
            mode="multiple"
            size="small"
            aria-label="specify-values"
            style={{ minWidth: 240 }}
            value={memory.values}
            disabled={disabled}
            options={numbers(bounds.value).map((n) => ({ value: n, label: String(n) }))}
            onChange={(values: number[]) => values.length > 0 && update('specify', { values })}
          />
        ) : (
          <Checkbox.Group
            value={memory.values}
            disabled={disabled}
            onChange={(values) => values.length > 0 && update('specify', { values: values.map(Number) })}
            style={{ display: 'flex', flexWrap: 'wrap', maxWidth: 10 * VALUE_CELL_PX }}
            options={numbers(bounds.value).map((n) => ({
              value: n,
              label: valueLabel(n),
              style: { width: VALUE_CELL_PX, marginInlineEnd: 0 },
            }))}
          />
        )}
      </Space>
    ),
  };

  return (
    <Radio.Group
      value={current?.mode}
      disabled={disabled}
      onChange={(event) => emit(event.target.value as CronMode, memory)}
      style={{ display: 'flex', flexDirection: 'column', gap: 12 }}
    >
      {CRON_FIELD_MODES[field].map((mode) => (
        <Radio key={mode} value={mode} data-mode={mode}>
          {rows[mode]()}
        </Radio>
      ))}
    </Radio.Group>
  );
}
