import { type PlanResolution, resolvePlayPlan, type ScreenPlan } from '@scenecast/contracts/play-plan';

export type PlanRuleOf = ScreenPlan['rules'][number];

/** What the plan says now: the rule due (null: the screen's default) and when to look again. */
export interface PlanNow {
  rule: PlanRuleOf | null;
  resolution: PlanResolution;
}

/** Resolves the screen's plans at an instant with the one function the server's timeline uses. */
export function planNow(plan: ScreenPlan, at: number): PlanNow {
  const resolution = resolvePlayPlan(plan.rules, plan.timeZone, at);
  const rule = plan.rules.find((candidate) => candidate.id === resolution.planId) ?? null;
  return { rule, resolution };
}

/** A key that changes exactly when the screen must show something else. */
export const planKey = (now: PlanNow) => `${now.resolution.planId ?? ''}:${now.resolution.isInterrupt}`;

/** Every media address a plan may play: kept in the cache so the plan plays on with no network. */
export const planMediaUrls = (plan: ScreenPlan | null) =>
  plan ? plan.rules.flatMap((rule) => rule.items.map((item) => item.url)) : [];
