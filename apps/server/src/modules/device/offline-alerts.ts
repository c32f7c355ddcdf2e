import { SCREEN_OFFLINE_ALERT_MS } from '@scenecast/contracts';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import type { LiveHub } from '../../platform/live/hub.js';
import { deviceEvents } from './events.js';
import { devices } from './schema.js';

/**
 * Paired screens silent longer than the alert threshold get their alert: marked once (the UPDATE
 * hands each row to one process) and announced to their shops' people. The mark is the to-do; the
 * next heartbeat clears it.
 */
export async function raiseOfflineAlerts(db: Db, live: LiveHub, thresholdMs = SCREEN_OFFLINE_ALERT_MS) {
  const raised = await db
    .update(devices)
    .set({ offlineAlertAt: new Date() })
    .where(
      and(
        isNotNull(devices.shopId),
        eq(devices.online, false),
        isNull(devices.offlineAlertAt),
        // A screen paired but never heard from counts from its pairing.
        sql`coalesce(${devices.lastHeartbeat}, ${devices.activatedAt}) < ${new Date(Date.now() - thresholdMs)}`,
      ),
    )
    .returning();
  await deviceEvents(db, live, raised, 'offlineAlert');
  return raised.length;
}
