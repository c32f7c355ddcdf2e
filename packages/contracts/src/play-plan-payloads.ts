import { z } from 'zod';
import { msg } from './messages.js';
import {
  isPlanDate,
  PLAN_INTERRUPT_EVERY_MAX,
  PLAN_INTERRUPT_EVERY_MIN,
  PLAN_INTERRUPT_SECONDS_MAX,
  PLAN_INTERRUPT_SECONDS_MIN,
  PLAN_NAME_MAX,
  PLAN_PRIORITY_MAX,
  PLAN_PRIORITY_MIN,
  PLAN_WINDOWS_MAX,
  PLAN_WORKS_MAX,
  type PlanContent,
  planWindowsProblem,
  type TimelineSegment,
} from './play-plan.js';

/** The play-plan payloads the server validates, built on the rules of play-plan.ts. */

const id = z.string().min(1).max(64);
const date = z
  .string()
  .refine(isPlanDate, { message: msg('planDateInvalid') })
  .nullable()
  .default(null);

const content = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hj'), hjId: id }),
  z.object({ kind: z.literal('works'), worksIds: z.array(id).min(1, msg('planContentMissing')).max(PLAN_WORKS_MAX) }),
  z.object({ kind: z.literal('album') }),
  z.object({ kind: z.literal('shopHome') }),
  z.object({
    kind: z.literal('webPage'),
    url: z
      .string()
      .max(1000)
      .regex(/^https?:\/\/[^\s]+$/, msg('planWebPageUrl')),
  }),
]);

const interruptRange = msg('planInterruptRange');
const interrupt = z
  .object({
    everyMinutes: z
      .number(interruptRange)
      .int(interruptRange)
      .min(PLAN_INTERRUPT_EVERY_MIN, interruptRange)
      .max(PLAN_INTERRUPT_EVERY_MAX, interruptRange),
    seconds: z
      .number(interruptRange)
      .int(interruptRange)
      .min(PLAN_INTERRUPT_SECONDS_MIN, interruptRange)
      .max(PLAN_INTERRUPT_SECONDS_MAX, interruptRange),
  })
  .refine((value) => value.seconds <= value.everyMinutes * 60, { message: msg('planInterruptRange') });

const window = z.object({ start: z.string(), end: z.string() });

export const playPlanBody = z
  .object({
    shopId: id,
    name: z.string().trim().min(1, msg('planNameRequired')).max(PLAN_NAME_MAX, msg('planNameLength')),
    priority: z
      .number(msg('planPriorityRange'))
      .int(msg('planPriorityRange'))
      .min(PLAN_PRIORITY_MIN, msg('planPriorityRange'))
      .max(PLAN_PRIORITY_MAX, msg('planPriorityRange')),
    startDate: date,
    endDate: date,
    days: z
      .array(z.number().int().min(1).max(7))
      .min(1, msg('planDaysRequired'))
      .transform((days) => [...new Set(days)].sort()),
    windows: z.array(window).max(PLAN_WINDOWS_MAX, msg('planWindowsMax')),
    interrupt: interrupt.nullable().default(null),
    content,
    deviceIds: z.array(id).max(5000).default([]),
    groupIds: z.array(id).max(500).default([]),
  })
  .superRefine((plan, ctx) => {
    const problem = planWindowsProblem(plan.windows);
    if (problem) ctx.addIssue({ code: 'custom', path: ['windows'], message: msg(problem) });
    if (plan.startDate && plan.endDate && plan.endDate < plan.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: msg('planDateOrder') });
    }
    if (plan.deviceIds.length + plan.groupIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['deviceIds'], message: msg('planTargetsRequired') });
    }
  });
export type PlayPlanInput = z.infer<typeof playPlanBody>;

export const playPlanEditBody = z.object({ id }).and(playPlanBody);
export const playPlanShopQuery = z.object({ shopId: id });
export const playPlanIdQuery = z.object({ id });
export const playPlanTimelineQuery = z.object({
  shopId: id,
  date: z.string().refine(isPlanDate, { message: msg('planDateInvalid') }),
  deviceId: id.optional(),
});

/** A plan as the console lists and edits it. */
export interface PlayPlanRecord {
  id: string;
  shopId: string;
  name: string;
  priority: number;
  startDate: string | null;
  endDate: string | null;
  days: number[];
  windows: { start: string; end: string }[];
  interrupt: { everyMinutes: number; seconds: number } | null;
  content: PlanContent;
  deviceIds: string[];
  groupIds: string[];
  updatedAt: number;
}

/** A day as plans lay it out: shared by every screen that follows the same plans. */
export interface TimelineDay {
  /** Everything shown, interrupts included, midnight to midnight. */
  segments: TimelineSegment[];
  /** What the regular plans say, with the interrupts left out (they are listed in `segments`). */
  periods: TimelineSegment[];
}

/** The timeline page's answer: each screen names its day in `days` (screens with the same plans share one). */
export interface ShopTimeline {
  /** The shop's zone (IANA): the day and the segments' times are read in it. */
  timeZone: string;
  days: Record<string, TimelineDay>;
  screens: { deviceId: string; deviceName: string; day: string }[];
}

export const wallGroupBody = z.object({ shopId: id, groupId: id, isWall: z.boolean() });

/** A screen group of a shop, and whether it plays as a video wall. */
export interface WallGroupRecord {
  groupId: string;
  name: string;
  isWall: boolean;
  screens: number;
}
