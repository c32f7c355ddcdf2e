import type { DeviceView, Page } from '@scenecast/contracts';
import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/like.js';
import { type PageQuery, sortColumn, toPage } from '../../platform/db/pagination.js';
import { inTextList } from '../../platform/db/text-list.js';
import { accessibleShopIds, requireShopAccess } from '../shop/service.js';
import { type DeviceRow, deviceGroups, deviceLogs, deviceNumber, devices } from './schema.js';
import { requireDeviceAccess } from './service.js';

export function toDeviceView(device: DeviceRow): DeviceView {
  return {
    id: device.id,
    deviceNo: deviceNumber(device),
    name: device.name,
    address: device.address,
    location: device.location,
    shopId: device.shopId,
    groupId: device.groupId,
    status: device.status,
    online: device.online,
    lastHeartbeat: device.lastHeartbeat?.toISOString() ?? null,
    appVersion: device.appVersion,
    targetVersion: device.targetVersion,
    settings: device.settings,
    hasPassword: device.passwordHash !== null,
    activatedAt: device.activatedAt?.toISOString() ?? null,
    createTime: device.createTime.toISOString(),
  };
}

export interface DeviceFilter {
  shopId?: string;
  name?: string;
  status?: number;
  online?: boolean;
  groupId?: string;
}

/** The shops a query covers: the one asked for (checked), or every shop the caller reaches. */
export async function shopsInScope(db: Db, scope: Scope, shopId: string | undefined): Promise<string[]> {
  if (shopId) return [(await requireShopAccess(db, scope, shopId)).id];
  return accessibleShopIds(db, scope);
}

async function filterOf(db: Db, scope: Scope, filter: DeviceFilter): Promise<SQL | null> {
  const shopIds = await shopsInScope(db, scope, filter.shopId);
  if (shopIds.length === 0) return null;
  const conditions: SQL[] = [inArray(devices.shopId, shopIds)];
  if (filter.name) conditions.push(ilike(devices.name, `%${escapeLike(filter.name)}%`));
  if (filter.status !== undefined) conditions.push(eq(devices.status, filter.status));
  if (filter.online !== undefined) conditions.push(eq(devices.online, filter.online));
  if (filter.groupId) conditions.push(eq(devices.groupId, filter.groupId));
  return and(...conditions) ?? null;
}

const SORTABLE = { createTime: devices.createTime, name: devices.name, lastHeartbeat: devices.lastHeartbeat };

export async function listDevices(db: Db, scope: Scope, query: PageQuery & DeviceFilter): Promise<Page<DeviceView>> {
  const where = await filterOf(db, scope, query);
  if (!where) return toPage([], 0, query);
  const column = sortColumn(SORTABLE, query.column, devices.createTime);
  const rows = await db
    .select()
    .from(devices)
    .where(where)
    .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(devices.serialNo))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(devices).where(where);
  return toPage(rows.map(toDeviceView), total, query);
}

/** Every screen matching the filter, unpaged (a shop has few screens). */
export async function allDevices(db: Db, scope: Scope, filter: DeviceFilter): Promise<DeviceView[]> {
  const where = await filterOf(db, scope, filter);
  if (!where) return [];
  const rows = await db.select().from(devices).where(where).orderBy(asc(devices.serialNo));
  return rows.map(toDeviceView);
}

/**
 * A shop's screens with only what plans and walls need, in number order. The caller has checked
 * the shop; a shop of thousands of screens reads no settings, times or hashes here.
 */
export function shopScreenTargets(db: Db, shopId: string) {
  return db
    .select({ id: devices.id, name: devices.name, serialNo: devices.serialNo, groupId: devices.groupId })
    .from(devices)
    .where(eq(devices.shopId, shopId))
    .orderBy(asc(devices.serialNo));
}

export async function deviceDetail(db: Db, scope: Scope, id: string): Promise<DeviceView> {
  return toDeviceView(await requireDeviceAccess(db, scope, id));
}

export async function devicesByIds(db: Db, scope: Scope, ids: string[]): Promise<DeviceView[]> {
  const shopIds = await accessibleShopIds(db, scope);
  if (ids.length === 0 || shopIds.length === 0) return [];
  const rows = await db
    .select()
    .from(devices)
    .where(and(inTextList(devices.id, ids), inArray(devices.shopId, shopIds)));
  return rows.map(toDeviceView);
}

export async function deviceLog(db: Db, scope: Scope, id: string) {
  const device = await requireDeviceAccess(db, scope, id);
  return db
    .select({ id: deviceLogs.id, kind: deviceLogs.kind, detail: deviceLogs.detail, createTime: deviceLogs.createTime })
    .from(deviceLogs)
    .where(eq(deviceLogs.deviceId, device.id))
    .orderBy(desc(deviceLogs.createTime))
    .limit(200);
}

export async function addDeviceGroup(db: Db, scope: Scope, input: { shopId: string; name: string }) {
  const shop = await requireShopAccess(db, scope, input.shopId);
  const [group] = await db
    .insert(deviceGroups)
    .values({ shopId: shop.id, tenantId: shop.tenantId, name: input.name })
    .returning();
  return group;
}

/** A shop's device groups as dictionary options. */
export async function deviceGroupOptions(db: Db, scope: Scope, shopId: string) {
  const shop = await requireShopAccess(db, scope, shopId);
  const groups = await db
    .select({ value: deviceGroups.id, text: deviceGroups.name })
    .from(deviceGroups)
    .where(eq(deviceGroups.shopId, shop.id))
    .orderBy(asc(deviceGroups.createTime));
  return groups.map((group) => ({ ...group, title: group.text, label: group.text }));
}

/** Number and name of these screens, whatever shop they are in now (reports name past plays by them). */
export async function deviceLabels(db: Db, ids: string[]): Promise<Map<string, { deviceNo: string; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: devices.id, serialNo: devices.serialNo, name: devices.name })
    .from(devices)
    .where(inTextList(devices.id, ids));
  return new Map(rows.map((row) => [row.id, { deviceNo: deviceNumber(row), name: row.name }]));
}
