import { msg, type PlaylistItem, type WorksDeviceOption } from '@scenecast/contracts';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { rows } from '../../platform/db/raw-rows.js';
import { BusinessError } from '../../platform/http/errors.js';
import { allDevices } from '../device/queries.js';
import { requireDeviceAccess, tellContentChanged } from '../device/service.js';
import { requireHj, requireWorks } from './access.js';
import type { WorksContext } from './context.js';
import { worksPlaylist } from './playlist.js';
import { hjDevice, worksDevice } from './schema.js';

/**
 * Screens that show any of these groups or works: linked to the works themselves, to a group
 * holding them, or to any group above those (a group plays its sub-groups too).
 */
export async function devicesShowing(db: Db, input: { hjIds?: string[]; worksIds?: string[] }): Promise<string[]> {
  const worksIds = input.worksIds ?? [];
  const hjIds = [...(input.hjIds ?? [])];
  if (worksIds.length > 0) {
    const holding = await rows<{ hj_id: string }>(
      db,
      sql`SELECT DISTINCT hj_id FROM cl_works_relat WHERE works_id IN ${worksIds}`,
    );
    hjIds.push(...holding.map((row) => row.hj_id));
  }
  const found: string[] = [];
  if (hjIds.length > 0) {
    const viaGroups = await rows<{ device_id: string }>(
      db,
      sql`WITH RECURSIVE up AS (
            SELECT id, parent_id FROM cl_works_hj WHERE id IN ${[...new Set(hjIds)]}
            UNION SELECT h.id, h.parent_id FROM cl_works_hj h JOIN up ON h.id = up.parent_id)
          SELECT DISTINCT device_id FROM cl_works_hj_device WHERE hj_id IN (SELECT id FROM up)`,
    );
    found.push(...viaGroups.map((row) => row.device_id));
  }
  if (worksIds.length > 0) {
    const direct = await db
      .selectDistinct({ deviceId: worksDevice.deviceId })
      .from(worksDevice)
      .where(inArray(worksDevice.worksId, worksIds));
    found.push(...direct.map((row) => row.deviceId));
  }
  return [...new Set(found)];
}

export async function tellScreens(ctx: Pick<WorksContext, 'live'>, deviceIds: string[]): Promise<void> {
  await tellContentChanged(ctx.live, deviceIds);
}

/** Every device id must be a screen the caller reaches (403 otherwise) and of this shop. */
async function requireShopDevices(ctx: WorksContext, shopId: string, deviceIds: string[]): Promise<string[]> {
  const unique = [...new Set(deviceIds)];
  for (const id of unique) {
    const device = await requireDeviceAccess(ctx.db, ctx.scope, id);
    if (device.shopId !== shopId) throw new BusinessError(msg('worksDeviceNotInShop'));
  }
  return unique;
}

async function deviceOptions(ctx: WorksContext, shopId: string, checked: Set<string>): Promise<WorksDeviceOption[]> {
  const list = await allDevices(ctx.db, ctx.scope, { shopId });
  return list.map((device) => ({
    id: device.id,
    deviceNo: device.deviceNo,
    name: device.name,
    online: device.online,
    checked: checked.has(device.id),
  }));
}

/** GET clWorksHj/getDeviceList: the shop's screens, `checked` when the group is assigned to it. */
export async function hjDeviceOptions(ctx: WorksContext, hjId: string) {
  const hj = await requireHj(ctx.db, ctx.scope, hjId);
  const linked = await ctx.db.select({ id: hjDevice.deviceId }).from(hjDevice).where(eq(hjDevice.hjId, hj.id));
  return deviceOptions(ctx, hj.shopId, new Set(linked.map((row) => row.id)));
}

/** GET clWorks/getWorksDeviceList: the work's shop's screens, `checked` when the work is assigned. */
export async function worksDeviceOptions(ctx: WorksContext, worksId: string) {
  const [work] = await requireWorks(ctx.db, ctx.scope, [worksId]);
  const linked = await ctx.db
    .select({ id: worksDevice.deviceId })
    .from(worksDevice)
    .where(eq(worksDevice.worksId, work.id));
  return deviceOptions(ctx, work.shopId, new Set(linked.map((row) => row.id)));
}

/** The next place in a screen's list of groups or of single works. */
async function nextPlace(db: Db, table: 'hj' | 'works', deviceId: string): Promise<number> {
  const source = table === 'hj' ? sql`cl_works_hj_device` : sql`cl_works_device`;
  const [row] = await rows<{ n: number | null }>(
    db,
    sql`SELECT max(sort)::int AS n FROM ${source} WHERE device_id = ${deviceId}`,
  );
  return (row?.n ?? 0) + 1;
}

/**
 * POST clWorksHj/saveDevice: the group plays on exactly these screens (the picker's checked set):
 * screens not listed stop playing it, new ones get it after their other groups.
 */
export async function saveHjDevices(ctx: WorksContext, hjId: string, deviceIds: string[]): Promise<string[]> {
  const hj = await requireHj(ctx.db, ctx.scope, hjId);
  const wanted = await requireShopDevices(ctx, hj.shopId, deviceIds);
  const affected = await devicesShowing(ctx.db, { hjIds: [hj.id] });
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(hjDevice)
      .where(and(eq(hjDevice.hjId, hj.id), wanted.length > 0 ? notInArray(hjDevice.deviceId, wanted) : undefined));
    const present = new Set(
      (await tx.select({ id: hjDevice.deviceId }).from(hjDevice).where(eq(hjDevice.hjId, hj.id))).map((r) => r.id),
    );
    for (const deviceId of wanted.filter((id) => !present.has(id))) {
      await tx.insert(hjDevice).values({ hjId: hj.id, deviceId, sort: await nextPlace(tx, 'hj', deviceId) });
    }
  });
  await tellScreens(ctx, [...affected, ...wanted]);
  return wanted;
}

/** DELETE clWorksHj/delDevice: the group stops playing on these screens (all, when none are given). */
export async function removeHjDevices(ctx: WorksContext, hjId: string, deviceIds: string[] | undefined) {
  const hj = await requireHj(ctx.db, ctx.scope, hjId);
  if (deviceIds?.length) await requireShopDevices(ctx, hj.shopId, deviceIds);
  const removed = await ctx.db
    .delete(hjDevice)
    .where(and(eq(hjDevice.hjId, hj.id), deviceIds?.length ? inArray(hjDevice.deviceId, deviceIds) : undefined))
    .returning({ deviceId: hjDevice.deviceId });
  await tellScreens(
    ctx,
    removed.map((row) => row.deviceId),
  );
  return removed.length;
}

/**
 * POST clWorks/saveDevice: each of these works plays on exactly these screens (single works play
 * after the screen's groups, in the order they were assigned).
 */
export async function saveWorksDevices(ctx: WorksContext, worksIds: string[], deviceIds: string[]) {
  const list = await requireWorks(ctx.db, ctx.scope, worksIds);
  const shops = new Set(list.map((work) => work.shopId));
  if (shops.size > 1) throw new BusinessError(msg('worksDeviceNotInShop'));
  const wanted = list.length > 0 ? await requireShopDevices(ctx, list[0].shopId, deviceIds) : [];
  const before = await ctx.db
    .selectDistinct({ id: worksDevice.deviceId })
    .from(worksDevice)
    .where(inArray(worksDevice.worksId, worksIds.length > 0 ? worksIds : ['']));
  await ctx.db.transaction(async (tx) => {
    for (const work of list) {
      await tx
        .delete(worksDevice)
        .where(
          and(
            eq(worksDevice.worksId, work.id),
            wanted.length > 0 ? notInArray(worksDevice.deviceId, wanted) : undefined,
          ),
        );
      const present = new Set(
        (await tx.select({ id: worksDevice.deviceId }).from(worksDevice).where(eq(worksDevice.worksId, work.id))).map(
          (r) => r.id,
        ),
      );
      for (const deviceId of wanted.filter((id) => !present.has(id))) {
        await tx
          .insert(worksDevice)
          .values({ worksId: work.id, deviceId, sort: await nextPlace(tx, 'works', deviceId) });
      }
    }
  });
  await tellScreens(ctx, [...before.map((row) => row.id), ...wanted]);
  return wanted;
}

/** DELETE clWorks/delDevice: these works stop playing on these screens (all, when none are given). */
export async function removeWorksDevices(ctx: WorksContext, worksIds: string[], deviceIds: string[] | undefined) {
  const list = await requireWorks(ctx.db, ctx.scope, worksIds);
  if (list.length === 0) return 0;
  for (const shopId of new Set(list.map((work) => work.shopId))) {
    if (deviceIds?.length) await requireShopDevices(ctx, shopId, deviceIds);
  }
  const removed = await ctx.db
    .delete(worksDevice)
    .where(
      and(
        inArray(
          worksDevice.worksId,
          list.map((work) => work.id),
        ),
        deviceIds?.length ? inArray(worksDevice.deviceId, deviceIds) : undefined,
      ),
    )
    .returning({ deviceId: worksDevice.deviceId });
  await tellScreens(
    ctx,
    removed.map((row) => row.deviceId),
  );
  return removed.length;
}

/**
 * POST /works/clWorksDeviceRealt/save: a screen's whole content from the device side: these groups
 * in this order, then these single works in this order (replacing what it played).
 */
export async function saveDeviceContent(
  ctx: WorksContext,
  input: { deviceId: string; hjIds: string[]; worksIds: string[] },
): Promise<void> {
  const device = await requireDeviceAccess(ctx.db, ctx.scope, input.deviceId);
  const hjIds = [...new Set(input.hjIds)];
  const worksIds = [...new Set(input.worksIds)];
  for (const id of hjIds) {
    const hj = await requireHj(ctx.db, ctx.scope, id);
    if (hj.shopId !== device.shopId) throw new BusinessError(msg('worksDeviceNotInShop'));
  }
  const list = await requireWorks(ctx.db, ctx.scope, worksIds);
  if (list.some((work) => work.shopId !== device.shopId)) throw new BusinessError(msg('worksDeviceNotInShop'));
  await ctx.db.transaction(async (tx) => {
    await tx.delete(hjDevice).where(eq(hjDevice.deviceId, device.id));
    await tx.delete(worksDevice).where(eq(worksDevice.deviceId, device.id));
    if (hjIds.length > 0) {
      await tx.insert(hjDevice).values(hjIds.map((hjId, index) => ({ hjId, deviceId: device.id, sort: index + 1 })));
    }
    if (worksIds.length > 0) {
      await tx
        .insert(worksDevice)
        .values(worksIds.map((worksId, index) => ({ worksId, deviceId: device.id, sort: index + 1 })));
    }
  });
  await tellScreens(ctx, [device.id]);
}

/** What a screen plays now, in order, as the player receives it (the device detail shows it). */
export async function devicePlaylist(ctx: WorksContext, deviceId: string): Promise<PlaylistItem[]> {
  const device = await requireDeviceAccess(ctx.db, ctx.scope, deviceId);
  return worksPlaylist(ctx.apiBase)(ctx.db, device);
}
