import { type PlanContentKind, zoneOffsetMs } from '@scenecast/contracts/play-plan';
import type { PlayPlanRecord } from './api';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A time on the timeline, in the shop's time zone: seconds only when they are not :00. */
export function timelineTime(at: number, timeZone: string): string {
  const text = new Date(at + zoneOffsetMs(timeZone, at)).toISOString().slice(11, 19);
  return text.endsWith(':00') ? text.slice(0, 5) : text;
}

/** When a plan runs, in one line: dates, days, windows and its interrupt. */
export function planWhen(plan: PlayPlanRecord, t: Translate): string {
  const parts: string[] = [];
  if (plan.startDate || plan.endDate) parts.push(`${plan.startDate ?? '…'} ~ ${plan.endDate ?? '…'}`);
  parts.push(
    plan.days.length === 7 ? t('playPlan.everyDay') : plan.days.map((day) => t(`playPlan.days.${day}`)).join(' '),
  );
  parts.push(
    plan.windows.length === 0
      ? t('playPlan.allDay')
      : plan.windows.map((window) => `${window.start}–${window.end}`).join(', '),
  );
  if (plan.interrupt) {
    parts.push(t('playPlan.interruptShort', { every: plan.interrupt.everyMinutes, seconds: plan.interrupt.seconds }));
  }
  return parts.join(' · ');
}

export const kindLabel = (kind: PlanContentKind, t: Translate) => t(`playPlan.kinds.${kind}`);
