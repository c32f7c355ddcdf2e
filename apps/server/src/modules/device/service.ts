import { DEFAULT_SCREEN_SETTINGS, msg, type ScreenCommand, type ScreenSettings } from '@scenecast/contracts';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords.js';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { inTextList } from '../../platform/db/text-list.js';
import { BusinessError, forbidden, HttpError } from '../../platform/http/errors.js';
import type { LiveHub } from '../../platform/live/hub.js';
import { accessibleShopIds, requireShopAccess } from '../shop/service.js';
import { renewActivationCode } from './activation-code.js';
import { type DeviceEventKind, deviceEvent } from './events.js';
import { giveGuessBack, takeGuess } from './guesses.js';
import { type DeviceRow, deviceGroups, devices } from './schema.js';

export interface DeviceContext {
  db: Db;
  live: LiveHub;
  scope: Scope;
}

/** The one access rule for a screen: it belongs to a shop the caller reaches. */
export async function requireDeviceAccess(db: Db, scope: Scope, deviceId: string): Promise<DeviceRow> {
  const [device] = await db.select().from(devices).where(eq(devices.id, deviceId)).limit(1);
  if (!device?.shopId) throw forbidden();
  await requireShopAccess(db, scope, device.shopId);
  return device;
}

const tell = (live: LiveHub, deviceId: string, cmd: ScreenCommand) =>
  live.send({ kind: 'device', id: deviceId }, { cmd });

/**
 * Tells screens that what they play changed (works assigned, removed, reordered): each refetches
 * its state, so the new playlist shows within the live channel's delay.
 */
export async function tellContentChanged(live: LiveHub, deviceIds: Iterable<string>): Promise<void> {
  const targets = [...new Set(deviceIds)].map((id) => ({ kind: 'device' as const, id }));
  await live.sendMany(targets, { cmd: 'content' });
}

/** Tells every screen paired with a shop that its content changed (a scene's page, products, lookbook). */
export async function tellShopScreens(db: Db, live: LiveHub, shopId: string): Promise<void> {
  const paired = await db.select({ id: devices.id }).from(devices).where(eq(devices.shopId, shopId));
  await tellContentChanged(
    live,
    paired.map((device) => device.id),
  );
}

/**
 * The access rule for many screens at once: all reachable by the caller, or 403 for the lot. It
 * answers what a command and its log need: whole rows of thousands of screens were the larger
 * part of a command's work before it reached them.
 */
export async function requireDevicesAccess(
  db: Db,
  scope: Scope,
  deviceIds: string[],
): Promise<Pick<DeviceRow, 'id' | 'name' | 'shopId' | 'serialNo'>[]> {
  const ids = [...new Set(deviceIds)];
  if (ids.length === 0) return [];
  const shopIds = await accessibleShopIds(db, scope);
  const reachable =
    shopIds.length === 0
      ? []
      : await db
          .select({ id: devices.id, name: devices.name, shopId: devices.shopId, serialNo: devices.serialNo })
          .from(devices)
          .where(and(inTextList(devices.id, ids), inArray(devices.shopId, shopIds)));
  if (reachable.length !== ids.length) throw forbidden();
  return reachable;
}

export interface Activation {
  code: string;
  name: string;
  address: string;
  location?: string | null;
  shopId: string;
}

/**
 * Pairs the waiting screen showing `code` with the caller's shop. Wrong guesses are limited per
 * user, per tenant and over the server each minute: each try takes a guess before its code is
 * looked at, and a pairing gives it back. A wrong, expired or already used code is one message.
 * A code pairs once: pairing clears it.
 */
export async function activateDevice({ db, live, scope }: DeviceContext, input: Activation): Promise<DeviceRow> {
  const shop = await requireShopAccess(db, scope, input.shopId);
  const guesser = { userId: scope.userId, tenantId: shop.tenantId };
  if (!(await takeGuess(db, guesser))) throw new HttpError(429, msg('activationTooOften'));
  const [device] = await db
    .update(devices)
    .set({
      shopId: shop.id,
      tenantId: shop.tenantId,
      name: input.name,
      address: input.address,
      location: input.location ?? null,
      code: null,
      codeExpiresAt: null,
      status: 0,
      activatedAt: new Date(),
      activatedBy: scope.userId,
    })
    .where(and(eq(devices.code, input.code), isNull(devices.shopId), gt(devices.codeExpiresAt, new Date())))
    .returning();
  if (!device) throw new BusinessError(msg('activationCodeInvalid'));
  await giveGuessBack(db, guesser);
  await deviceEvent(db, live, device, 'activate', scope.userId);
  await tell(live, device.id, 'paired');
  return device;
}

async function logAndTell(
  ctx: DeviceContext,
  device: DeviceRow,
  kind: DeviceEventKind,
  cmd: ScreenCommand,
  detail = '',
) {
  await deviceEvent(ctx.db, ctx.live, device, kind, ctx.scope.userId, detail);
  await tell(ctx.live, device.id, cmd);
}

export async function setLocked(ctx: DeviceContext, deviceId: string, locked: boolean): Promise<void> {
  const device = await requireDeviceAccess(ctx.db, ctx.scope, deviceId);
  await ctx.db
    .update(devices)
    .set({ status: locked ? 1 : 0 })
    .where(eq(devices.id, device.id));
  await logAndTell(ctx, device, locked ? 'lock' : 'unlock', locked ? 'lock' : 'unlock');
}

/**
 * Unbinds a screen from its shop: it waits again with a new code. `reset` also restores the
 * default settings and name (the screen's factory state); unbinding keeps them.
 */
export async function releaseDevice(ctx: DeviceContext, deviceId: string, mode: 'reset' | 'unbind'): Promise<void> {
  const device = await requireDeviceAccess(ctx.db, ctx.scope, deviceId);
  await ctx.db
    .update(devices)
    .set({
      shopId: null,
      tenantId: null,
      groupId: null,
      status: 0,
      activatedAt: null,
      activatedBy: null,
      offlineAlertAt: null,
      ...(mode === 'reset' ? { settings: DEFAULT_SCREEN_SETTINGS, name: '', address: '', location: null } : {}),
    })
    .where(eq(devices.id, device.id));
  await renewActivationCode(ctx.db, device.id);
  await logAndTell(ctx, device, mode, 'reset');
}

/** Unbinds a screen named with its shop (the shop page's call): a screen of another shop is 403. */
export async function unbindShopDevice(ctx: DeviceContext, shopId: string, deviceId: string): Promise<void> {
  await requireShopAccess(ctx.db, ctx.scope, shopId);
  const device = await requireDeviceAccess(ctx.db, ctx.scope, deviceId);
  if (device.shopId !== shopId) throw forbidden(msg('deviceNotInShop'));
  await releaseDevice(ctx, device.id, 'unbind');
}

export async function clearDeviceCache(ctx: DeviceContext, deviceId: string): Promise<void> {
  const device = await requireDeviceAccess(ctx.db, ctx.scope, deviceId);
  await logAndTell(ctx, device, 'clear', 'clear');
}

export async function updateDeviceSettings(
  ctx: DeviceContext,
  deviceId: string,
  settings: Partial<ScreenSettings>,
): Promise<ScreenSettings> {
  const device = await requireDeviceAccess(ctx.db, ctx.scope, deviceId);
  const next = { ...DEFAULT_SCREEN_SETTINGS, ...device.settings, ...settings };
  await ctx.db.update(devices).set({ settings: next }).where(eq(devices.id, device.id));
  await logAndTell(ctx, device, 'settings', 'settings', JSON.stringify(settings));
  return next;
}

export interface DeviceEdit {
  id: string;
  name?: string;
  address?: string;
  location?: string | null;
  groupId?: string | null;
}

/** Renames, relocates or regroups a screen; a group must be one of the same shop. */
export async function editDevice(ctx: DeviceContext, input: DeviceEdit): Promise<void> {
  const device = await requireDeviceAccess(ctx.db, ctx.scope, input.id);
  if (input.groupId) {
    const [group] = await ctx.db.select().from(deviceGroups).where(eq(deviceGroups.id, input.groupId)).limit(1);
    if (group?.shopId !== device.shopId) throw new BusinessError(msg('deviceGroupNotInShop'));
  }
  const { id, ...changes } = input;
  await ctx.db.update(devices).set(changes).where(eq(devices.id, id));
  await logAndTell(ctx, device, 'edit', 'settings', JSON.stringify(changes));
}

export async function setDevicePassword(ctx: DeviceContext, deviceId: string, password: string): Promise<void> {
  const device = await requireDeviceAccess(ctx.db, ctx.scope, deviceId);
  await ctx.db
    .update(devices)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(devices.id, device.id));
  await deviceEvent(ctx.db, ctx.live, device, 'edit', ctx.scope.userId, 'password');
}
