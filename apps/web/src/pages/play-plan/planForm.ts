import type { PlanContent, PlanContentKind } from '@scenecast/contracts/play-plan';
import type { PlayPlanPayload, PlayPlanRecord } from './api';

/** The plan form's fields: flat, as antd's form holds them. */
export interface PlanFormValues {
  name: string;
  priority: number;
  startDate?: string;
  endDate?: string;
  days: number[];
  windows: { start: string; end: string }[];
  hasInterrupt: boolean;
  everyMinutes?: number;
  seconds?: number;
  kind: PlanContentKind;
  hjId?: string;
  worksIds?: string[];
  url?: string;
  deviceIds: string[];
  groupIds: string[];
}

export const NEW_PLAN: PlanFormValues = {
  name: '',
  priority: 10,
  days: [1, 2, 3, 4, 5, 6, 7],
  windows: [],
  hasInterrupt: false,
  everyMinutes: 5,
  seconds: 10,
  kind: 'hj',
  deviceIds: [],
  groupIds: [],
};

export function formValuesOf(plan: PlayPlanRecord): PlanFormValues {
  const { content } = plan;
  return {
    name: plan.name,
    priority: plan.priority,
    startDate: plan.startDate ?? undefined,
    endDate: plan.endDate ?? undefined,
    days: plan.days,
    windows: plan.windows,
    hasInterrupt: plan.interrupt !== null,
    everyMinutes: plan.interrupt?.everyMinutes ?? 5,
    seconds: plan.interrupt?.seconds ?? 10,
    kind: content.kind,
    hjId: content.kind === 'hj' ? content.hjId : undefined,
    worksIds: content.kind === 'works' ? content.worksIds : undefined,
    url: content.kind === 'webPage' ? content.url : undefined,
    deviceIds: plan.deviceIds,
    groupIds: plan.groupIds,
  };
}

function contentOf(values: PlanFormValues): PlanContent {
  switch (values.kind) {
    case 'hj':
      return { kind: 'hj', hjId: values.hjId ?? '' };
    case 'works':
      return { kind: 'works', worksIds: values.worksIds ?? [] };
    case 'webPage':
      return { kind: 'webPage', url: (values.url ?? '').trim() };
    default:
      return { kind: values.kind };
  }
}

/** What the server receives; it checks every rule again and answers its message. */
export function payloadOf(values: PlanFormValues, shopId: string): PlayPlanPayload {
  return {
    shopId,
    name: values.name,
    priority: values.priority,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    days: values.days,
    windows: values.windows ?? [],
    interrupt:
      values.hasInterrupt && values.everyMinutes && values.seconds
        ? { everyMinutes: values.everyMinutes, seconds: values.seconds }
        : null,
    content: contentOf(values),
    deviceIds: values.deviceIds ?? [],
    groupIds: values.groupIds ?? [],
  };
}
