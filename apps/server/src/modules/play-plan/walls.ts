import { msg, type WallGroupRecord } from '@scenecast/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { forbidden } from '../../platform/http/errors.js';
import { allDevices, deviceGroupOptions } from '../device/queries.js';
import { tellContentChanged } from '../device/service.js';
import { requireShopAccess } from '../shop/service.js';
import { wallGroups } from './schema.js';
import type { PlayPlanContext } from './service.js';

/** A shop's screen groups, each with whether it is a video wall and how many screens it has. */
export async function shopWalls(ctx: PlayPlanContext, shopId: string): Promise<WallGroupRecord[]> {
  const groups = await deviceGroupOptions(ctx.db, ctx.scope, shopId);
  const walls = new Set(
    (await ctx.db.select({ groupId: wallGroups.groupId }).from(wallGroups).where(eq(wallGroups.shopId, shopId))).map(
      (row) => row.groupId,
    ),
  );
  const screens = await allDevices(ctx.db, ctx.scope, { shopId });
  return groups.map((group) => ({
    groupId: group.value,
    name: group.text,
    isWall: walls.has(group.value),
    screens: screens.filter((screen) => screen.groupId === group.value).length,
  }));
}

/** Marks a group of the shop as a video wall or not; its screens switch live. */
export async function setWall(
  ctx: PlayPlanContext,
  input: { shopId: string; groupId: string; isWall: boolean },
): Promise<void> {
  const shop = await requireShopAccess(ctx.db, ctx.scope, input.shopId);
  const groups = await deviceGroupOptions(ctx.db, ctx.scope, input.shopId);
  if (!groups.some((group) => group.value === input.groupId)) throw forbidden(msg('planTargetForeign'));
  if (input.isWall) {
    await ctx.db
      .insert(wallGroups)
      .values({ groupId: input.groupId, shopId: shop.id, tenantId: shop.tenantId })
      .onConflictDoNothing();
  } else {
    await ctx.db.delete(wallGroups).where(and(eq(wallGroups.groupId, input.groupId), eq(wallGroups.shopId, shop.id)));
  }
  const screens = await allDevices(ctx.db, ctx.scope, { shopId: input.shopId });
  await tellContentChanged(
    ctx.live,
    screens.filter((screen) => screen.groupId === input.groupId).map((screen) => screen.id),
  );
}

/** Whether a screen's group is a video wall (the screen asks for itself: no caller scope). */
export async function isWallScreen(db: Db, groupId: string | null): Promise<boolean> {
  if (!groupId) return false;
  const [row] = await db.select().from(wallGroups).where(eq(wallGroups.groupId, groupId)).limit(1);
  return Boolean(row);
}
