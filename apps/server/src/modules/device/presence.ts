import { SCREEN_OFFLINE_AFTER_MS } from '@scenecast/contracts';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { inTextList } from '../../platform/db/text-list.js';
import type { LiveHub } from '../../platform/live/hub.js';
import { deviceEvent } from './events.js';
import { devices } from './schema.js';

type DeviceRow = typeof devices.$inferSelect;

/** The columns a came-online announcement needs, and whether the row was online before the update. */
const cameOnlineFields = {
  id: devices.id,
  name: devices.name,
  shopId: devices.shopId,
  serialNo: devices.serialNo,
  // The row's value before this update: a subquery reads the statement's starting snapshot.
  wasOnline: sql<boolean>`(SELECT prior.online FROM ${devices} AS prior WHERE prior.id = ${devices}.id)`,
};

async function announceCameOnline(
  db: Db,
  live: LiveHub,
  rows: (Pick<DeviceRow, 'id' | 'name' | 'shopId' | 'serialNo'> & { wasOnline: boolean })[],
): Promise<void> {
  for (const row of rows) if (!row.wasOnline) await deviceEvent(db, live, row, 'online');
}

const seenNow = () => ({ lastHeartbeat: new Date(), online: true, offlineAlertAt: null });

/**
 * A heartbeat that reports the app version (a socket opening, the HTTP heartbeat): the screen is
 * seen now; one that was offline comes online (and is announced). One statement.
 */
export async function recordHeartbeat(db: Db, live: LiveHub, deviceId: string, appVersion?: string): Promise<void> {
  const rows = await db
    .update(devices)
    .set({ ...seenNow(), ...(appVersion ? { appVersion } : {}) })
    .where(eq(devices.id, deviceId))
    .returning(cameOnlineFields);
  await announceCameOnline(db, live, rows);
}

/** How long socket heartbeats gather before they are written together. */
export const HEARTBEAT_BATCH_MS = 100;

/**
 * The socket heartbeats of many screens, written in one UPDATE per short window: 5,000 screens send
 * 250 a second, and a statement each would queue ahead of every console query (the embedded
 * database runs one at a time). Each caller learns when its heartbeat is stored.
 */
export class HeartbeatBatch {
  private waiting = new Map<string, { resolve: () => void; reject: (error: unknown) => void }[]>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly live: LiveHub,
    private readonly windowMs = HEARTBEAT_BATCH_MS,
  ) {}

  record(deviceId: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const callers = this.waiting.get(deviceId) ?? [];
      callers.push({ resolve, reject });
      this.waiting.set(deviceId, callers);
      this.timer ??= setTimeout(() => void this.flush(), this.windowMs);
    });
  }

  /** Writes what has gathered now (also when the server closes). */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.waiting;
    this.waiting = new Map();
    if (batch.size === 0) return;
    const callers = [...batch.values()].flat();
    try {
      const rows = await this.db
        .update(devices)
        .set(seenNow())
        .where(inTextList(devices.id, [...batch.keys()]))
        .returning(cameOnlineFields);
      await announceCameOnline(this.db, this.live, rows);
      for (const caller of callers) caller.resolve();
    } catch (error) {
      for (const caller of callers) caller.reject(error);
    }
  }
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
