import { type DeviceUptime, UPTIME_SPANS_DAYS } from '@scenecast/contracts';
import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { type DeviceRow, deviceLogs } from './schema.js';

const DAY_MS = 86_400_000;

export interface PresenceChange {
  at: number;
  online: boolean;
}

/**
 * Seconds online within [from, to] from the screen's on/offline changes (oldest first, the first
 * one may be before `from`), counted from `observedFrom` (when it was paired) on. A screen is
 * online from an 'online' change to the next 'offline' one; before its first change it is offline.
 */
export function onlineSeconds(changes: PresenceChange[], from: number, to: number, observedFrom: number) {
  const start = Math.max(from, observedFrom);
  if (start >= to) return { onlineSeconds: 0, observedSeconds: 0 };
  let online = false;
  let since = start;
  let total = 0;
  for (const change of changes) {
    const at = Math.min(Math.max(change.at, start), to);
    if (online) total += at - since;
    online = change.online;
    since = at;
  }
  if (online) total += to - since;
  return { onlineSeconds: Math.round(total / 1000), observedSeconds: Math.round((to - start) / 1000) };
}

/**
 * Uptime over 7 and 30 days: the share of the span, since the screen was paired, that it was
 * online, from the device log's on- and offline events (written by heartbeats and the offline sweep).
 */
export async function deviceUptime(db: Db, device: DeviceRow, now = Date.now()): Promise<DeviceUptime> {
  const longest = Math.max(...UPTIME_SPANS_DAYS);
  const from = now - longest * DAY_MS;
  const kinds = inArray(deviceLogs.kind, ['online', 'offline']);
  const [before] = await db
    .select({ kind: deviceLogs.kind, at: deviceLogs.createTime })
    .from(deviceLogs)
    .where(and(eq(deviceLogs.deviceId, device.id), kinds, lt(deviceLogs.createTime, new Date(from))))
    .orderBy(desc(deviceLogs.createTime))
    .limit(1);
  const within = await db
    .select({ kind: deviceLogs.kind, at: deviceLogs.createTime })
    .from(deviceLogs)
    .where(and(eq(deviceLogs.deviceId, device.id), kinds, gte(deviceLogs.createTime, new Date(from))))
    .orderBy(asc(deviceLogs.createTime));
  const changes = [...(before ? [before] : []), ...within].map((row) => ({
    at: row.at.getTime(),
    online: row.kind === 'online',
  }));
  // A screen that is online now but whose 'online' event predates pairing still counts as online.
  if (device.online && changes.length === 0) changes.push({ at: from, online: true });
  const observedFrom = device.activatedAt?.getTime() ?? now;
  return {
    spans: UPTIME_SPANS_DAYS.map((days) => {
      const span = onlineSeconds(changes, now - days * DAY_MS, now, observedFrom);
      return {
        days,
        ...span,
        ratio: span.observedSeconds > 0 ? span.onlineSeconds / span.observedSeconds : null,
      };
    }),
  };
}
