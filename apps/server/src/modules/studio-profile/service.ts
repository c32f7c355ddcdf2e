import type { baseInfoBody, shouyeBody, storyBody } from '@scenecast/contracts';
import {
  BOOKING_DEFAULTS,
  DEFAULT_SHOUYE_MODULES,
  type StudioBaseInfo,
  type StudioShouye,
  type StudioStory,
} from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { sanitizeUserHtml } from '../../platform/html/sanitize.js';
import { requireShopAccess, type ShopAccess } from '../shop/access.js';
import { type StudioProfileRow, studioProfile } from './schema.js';

export interface ProfileContext {
  db: Db;
  scope: Scope;
}

/** The shop's row, or null while it keeps the defaults (the table's column defaults). */
export async function profileOf(db: Db, shopId: string): Promise<StudioProfileRow | null> {
  const [row] = await db.select().from(studioProfile).where(eq(studioProfile.shopId, shopId)).limit(1);
  return row ?? null;
}

/** Writes some of a shop's profile columns, creating its row on the first save. */
async function saveProfile(db: Db, shop: ShopAccess, values: Partial<typeof studioProfile.$inferInsert>) {
  const set = { ...values, updateTime: new Date() };
  await db
    .insert(studioProfile)
    .values({ shopId: shop.id, tenantId: shop.tenantId, ...set })
    .onConflictDoUpdate({ target: studioProfile.shopId, set });
}

const toStory = (shopId: string, row: StudioProfileRow | null): StudioStory => ({
  shopId,
  title: row?.storyTitle ?? '',
  content: row?.storyContent ?? '',
  images: row?.storyImages ?? [],
  video: row?.storyVideo ?? null,
});

export const homeModulesOf = (row: StudioProfileRow | null) => row?.homeModules ?? [...DEFAULT_SHOUYE_MODULES];

/** Members read a shop's story, base info and home; only its owner changes them (403 otherwise). */
const reader = (ctx: ProfileContext, shopId: string) => requireShopAccess(ctx.db, ctx.scope, shopId);
const owner = (ctx: ProfileContext, shopId: string) => requireShopAccess(ctx.db, ctx.scope, shopId, { owner: true });

export async function readStory(ctx: ProfileContext, shopId: string): Promise<StudioStory> {
  await reader(ctx, shopId);
  return toStory(shopId, await profileOf(ctx.db, shopId));
}

export async function writeStory(ctx: ProfileContext, input: z.infer<typeof storyBody>): Promise<StudioStory> {
  const shop = await owner(ctx, input.shopId);
  await saveProfile(ctx.db, shop, {
    storyTitle: input.title,
    storyContent: sanitizeUserHtml(input.content),
    storyImages: [...new Set(input.images)],
    storyVideo: input.video ?? null,
  });
  return readStory(ctx, shop.id);
}

export type BookingRules = Omit<StudioBaseInfo, 'shopId'>;

/**
 * The opening hours and booking rules orders and the schedule apply, with the defaults while the
 * shop has saved none. The caller has already checked the shop.
 */
export async function bookingRulesOf(db: Db, shopId: string): Promise<BookingRules> {
  const row = await profileOf(db, shopId);
  return {
    openingHours: row?.openingHours ?? [],
    depositPercent: row?.depositPercent ?? BOOKING_DEFAULTS.depositPercent,
    cancelHours: row?.cancelHours ?? BOOKING_DEFAULTS.cancelHours,
    slotMinutes: row?.slotMinutes ?? BOOKING_DEFAULTS.slotMinutes,
  };
}

export async function readBaseInfo(ctx: ProfileContext, shopId: string): Promise<StudioBaseInfo> {
  await reader(ctx, shopId);
  return { shopId, ...(await bookingRulesOf(ctx.db, shopId)) };
}

export async function writeBaseInfo(ctx: ProfileContext, input: z.infer<typeof baseInfoBody>): Promise<StudioBaseInfo> {
  const shop = await owner(ctx, input.shopId);
  await saveProfile(ctx.db, shop, {
    openingHours: [...input.openingHours].sort((a, b) => a.weekday - b.weekday),
    depositPercent: input.depositPercent,
    cancelHours: input.cancelHours,
    slotMinutes: input.slotMinutes,
  });
  return readBaseInfo(ctx, shop.id);
}

export async function readShouye(ctx: ProfileContext, shopId: string): Promise<StudioShouye> {
  await reader(ctx, shopId);
  return { shopId, modules: homeModulesOf(await profileOf(ctx.db, shopId)) };
}

export async function writeShouye(ctx: ProfileContext, input: z.infer<typeof shouyeBody>): Promise<StudioShouye> {
  const shop = await owner(ctx, input.shopId);
  await saveProfile(ctx.db, shop, { homeModules: input.modules });
  return readShouye(ctx, shop.id);
}
