import { SCREEN_OFFLINE_AFTER_MS } from '@scenecast/contracts';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import type { LiveHub } from '../../platform/live/hub.js';
import { deviceEvent } from './events.js';
import { devices } from './schema.js';

/**
 * A heartbeat: the screen is seen now; one that was offline comes online (and is announced). One
 * statement, as thousands of screens send one every 20 s: it answers the row only when the screen
 * was offline before.
 */
export async function recordHeartbeat(db: Db, live: LiveHub, deviceId: string, appVersion?: string): Promise<void> {
  const [cameOnline] = await db
    .update(devices)
    .set({ lastHeartbeat: new Date(), online: true, offlineAlertAt: null, ...(appVersion ? { appVersion } : {}) })
    .where(eq(devices.id, deviceId))
    .returning({
      id: devices.id,
      name: devices.name,
      shopId: devices.shopId,
      serialNo: devices.serialNo,
      // The row's value before this update, read in the same statement.
      wasOnline: sql<boolean>`(SELECT online FROM ${devices} WHERE id = ${deviceId})`,
    });
  if (cameOnline && !cameOnline.wasOnline) await deviceEvent(db, live, cameOnline, 'online');
}

/**
 * Screens silent for 60 s go offline. The UPDATE hands each row to one caller only, so every
 * server process may sweep without announcing a screen twice.
 */
export async function sweepOfflineScreens(db: Db, live: LiveHub): Promise<number> {
  const silentSince = new Date(Date.now() - SCREEN_OFFLINE_AFTER_MS);
  const wentOffline = await db
    .update(devices)
    .set({ online: false })
    .where(and(eq(devices.online, true), lt(devices.lastHeartbeat, silentSince)))
    .returning();
  for (const device of wentOffline) await deviceEvent(db, live, device, 'offline');
  return wentOffline.length;
}

/** The screens' figures for a set of shops. */
export async function deviceCounts(db: Db, shopIds: string[]) {
  if (shopIds.length === 0) return { total: 0, online: 0, offline: 0, locked: 0 };
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      online: sql<number>`count(*) filter (where ${devices.online})::int`,
      locked: sql<number>`count(*) filter (where ${devices.status} = 1)::int`,
    })
    .from(devices)
    .where(inArray(devices.shopId, shopIds));
  return { total: row.total, online: row.online, offline: row.total - row.online, locked: row.locked };
}
