import {
  msg,
  type PlanRule,
  type PlayPlanInput,
  type PlayPlanRecord,
  planTimeline,
  type ShopTimeline,
  type TimelineDay,
} from '@scenecast/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import type { LiveHub } from '../../platform/live/hub.js';
import { deviceGroupOptions, shopScreenTargets } from '../device/queries.js';
import { deviceNumber } from '../device/schema.js';
import { requireDevicesAccess, tellContentChanged } from '../device/service.js';
import { requireShopAccess } from '../shop/service.js';
import { requireHj, requireWorks } from '../works/access.js';
import { type PlayPlanRow, playPlans } from './schema.js';

export interface PlayPlanContext {
  db: Db;
  live: LiveHub;
  scope: Scope;
}

export const toPlanRecord = (row: PlayPlanRow): PlayPlanRecord => ({
  id: row.id,
  shopId: row.shopId,
  name: row.name,
  priority: row.priority,
  startDate: row.startDate,
  endDate: row.endDate,
  days: row.days,
  windows: row.windows,
  interrupt: row.interrupt ?? null,
  content: row.content,
  deviceIds: row.deviceIds,
  groupIds: row.groupIds,
  updatedAt: row.updateTime.getTime(),
});

export const toPlanRule = (row: PlayPlanRow): PlanRule => ({
  id: row.id,
  priority: row.priority,
  startDate: row.startDate,
  endDate: row.endDate,
  days: row.days,
  windows: row.windows,
  interrupt: row.interrupt ?? null,
  updatedAt: row.updateTime.getTime(),
});

/** Every plan of one shop, for the shop's screens (no caller: the screen asks for itself). */
export const shopPlans = (db: Db, shopId: string) =>
  db.select().from(playPlans).where(eq(playPlans.shopId, shopId)).orderBy(asc(playPlans.createTime));

/** Whether a plan is for a screen: chosen itself, or through its group. */
export const isPlanFor = (row: PlayPlanRow, device: { id: string; groupId: string | null }) =>
  row.deviceIds.includes(device.id) || (device.groupId !== null && row.groupIds.includes(device.groupId));

export async function listPlans(ctx: PlayPlanContext, shopId: string): Promise<PlayPlanRecord[]> {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  return (await shopPlans(ctx.db, shopId)).map(toPlanRecord);
}

/**
 * A plan refers only to its own shop: screens and content the caller cannot reach are refused
 * with 403 (ids reveal nothing); reachable ones of another of the caller's shops with a message.
 */
async function checkReferences(ctx: PlayPlanContext, input: PlayPlanInput): Promise<void> {
  const screens = await requireDevicesAccess(ctx.db, ctx.scope, input.deviceIds);
  if (screens.some((screen) => screen.shopId !== input.shopId)) throw new BusinessError(msg('planTargetForeign'));
  if (input.groupIds.length > 0) {
    const groups = new Set((await deviceGroupOptions(ctx.db, ctx.scope, input.shopId)).map((group) => group.value));
    if (input.groupIds.some((id) => !groups.has(id))) throw forbidden(msg('planTargetForeign'));
  }
  const { content } = input;
  if (content.kind === 'hj') {
    const hj = await requireHj(ctx.db, ctx.scope, content.hjId);
    if (hj.shopId !== input.shopId) throw new BusinessError(msg('planContentForeign'));
  }
  if (content.kind === 'works') {
    const chosen = await requireWorks(ctx.db, ctx.scope, content.worksIds);
    if (chosen.some((work) => work.shopId !== input.shopId)) throw new BusinessError(msg('planContentForeign'));
  }
}

/** The screens plans of one shop reach now (their own and their groups' members), to tell them they changed. */
async function screensOf(ctx: PlayPlanContext, rows: Pick<PlayPlanRow, 'shopId' | 'deviceIds' | 'groupIds'>[]) {
  const ids = new Set<string>();
  const groups = new Set<string>();
  for (const row of rows) {
    for (const id of row.deviceIds) ids.add(id);
    for (const id of row.groupIds) groups.add(id);
  }
  if (groups.size === 0) return ids;
  for (const device of await shopScreenTargets(ctx.db, rows[0].shopId)) {
    if (device.groupId && groups.has(device.groupId)) ids.add(device.id);
  }
  return ids;
}

const columnsOf = (input: PlayPlanInput) => ({
  name: input.name,
  priority: input.priority,
  startDate: input.startDate,
  endDate: input.endDate,
  days: input.days,
  windows: input.windows,
  interrupt: input.interrupt,
  content: input.content,
  deviceIds: [...new Set(input.deviceIds)],
  groupIds: [...new Set(input.groupIds)],
});

export async function addPlan(ctx: PlayPlanContext, input: PlayPlanInput): Promise<PlayPlanRecord> {
  const shop = await requireShopAccess(ctx.db, ctx.scope, input.shopId);
  await checkReferences(ctx, input);
  const [row] = await ctx.db
    .insert(playPlans)
    .values({ ...columnsOf(input), shopId: shop.id, tenantId: shop.tenantId, createBy: ctx.scope.userId })
    .returning();
  await tellContentChanged(ctx.live, await screensOf(ctx, [row]));
  return toPlanRecord(row);
}

/** A plan the caller may change; an unknown id is refused like another tenant's (403). */
async function requirePlan(ctx: PlayPlanContext, id: string): Promise<PlayPlanRow> {
  const [row] = await ctx.db.select().from(playPlans).where(eq(playPlans.id, id)).limit(1);
  if (!row) throw forbidden(msg('shopNoAccess'));
  await requireShopAccess(ctx.db, ctx.scope, row.shopId);
  return row;
}

export async function editPlan(ctx: PlayPlanContext, id: string, input: PlayPlanInput): Promise<PlayPlanRecord> {
  const before = await requirePlan(ctx, id);
  if (before.shopId !== input.shopId) throw forbidden(msg('shopNoAccess'));
  await checkReferences(ctx, input);
  const [row] = await ctx.db
    .update(playPlans)
    .set({ ...columnsOf(input), updateTime: new Date() })
    .where(and(eq(playPlans.id, id), eq(playPlans.shopId, before.shopId)))
    .returning();
  await tellContentChanged(ctx.live, await screensOf(ctx, [before, row]));
  return toPlanRecord(row);
}

export async function deletePlan(ctx: PlayPlanContext, id: string): Promise<void> {
  const before = await requirePlan(ctx, id);
  await ctx.db.delete(playPlans).where(eq(playPlans.id, id));
  await tellContentChanged(ctx.live, await screensOf(ctx, [before]));
}

/**
 * The plans (their positions in `plans`, in order) each screen follows, looked up by its id and
 * group rather than by scanning every plan's targets for each of thousands of screens.
 */
function plansByTarget(plans: PlayPlanRow[]) {
  const byDevice = new Map<string, number[]>();
  const byGroup = new Map<string, number[]>();
  const note = (map: Map<string, number[]>, id: string, index: number) => {
    const list = map.get(id);
    if (list) list.push(index);
    else map.set(id, [index]);
  };
  plans.forEach((row, index) => {
    for (const id of new Set(row.deviceIds)) note(byDevice, id, index);
    for (const id of new Set(row.groupIds)) note(byGroup, id, index);
  });
  return (screen: { id: string; groupId: string | null }): number[] => {
    const own = byDevice.get(screen.id) ?? [];
    const grouped = (screen.groupId && byGroup.get(screen.groupId)) || [];
    return [...new Set([...own, ...grouped])].sort((a, b) => a - b);
  };
}

/**
 * One local day of every screen of a shop (or one screen). Screens following the same plans share
 * one computation: a shop's screens mostly follow a few groups' plans.
 */
export async function shopTimeline(
  ctx: PlayPlanContext,
  input: { shopId: string; date: string; deviceId?: string },
): Promise<ShopTimeline> {
  const { timeZone } = await requireShopAccess(ctx.db, ctx.scope, input.shopId);
  const plans = await shopPlans(ctx.db, input.shopId);
  const screens = (await shopScreenTargets(ctx.db, input.shopId)).filter(
    (screen) => !input.deviceId || screen.id === input.deviceId,
  );
  if (input.deviceId && screens.length === 0) throw forbidden(msg('shopNoAccess'));
  const plansOf = plansByTarget(plans);
  const days: Record<string, TimelineDay> = {};
  const dayOf = new Map<string, string>();
  const answer = screens.map((screen) => {
    const own = plansOf(screen);
    const key = own.join();
    let day = dayOf.get(key);
    if (day === undefined) {
      day = String(dayOf.size);
      dayOf.set(key, day);
      const rules = own.map((index) => toPlanRule(plans[index]));
      days[day] = {
        segments: planTimeline(rules, timeZone, input.date),
        periods: planTimeline(
          rules.filter((rule) => !rule.interrupt),
          timeZone,
          input.date,
        ),
      };
    }
    return { deviceId: screen.id, deviceName: screen.name || deviceNumber(screen), day };
  });
  return { timeZone, days, screens: answer };
}
