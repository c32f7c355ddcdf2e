import { Readable } from 'node:stream';
import { msg, SCREENSHOT_MAX_BYTES, type ScreenshotView } from '@scenecast/contracts';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { BusinessError, HttpError } from '../../platform/http/errors.js';
import type { LiveHub } from '../../platform/live/hub.js';
import type { FileStorage } from '../../platform/storage/index.js';
import { sniffType } from '../../platform/storage/sniff.js';
import { newStorageKey } from '../files/service.js';
import { deviceEvent } from './events.js';
import { type DeviceRow, deviceScreenshots } from './schema.js';
import { type DeviceContext, requireDeviceAccess } from './service.js';

/** The storage folder of screenshots; its files are named by dv_screenshot rows. */
export const SCREENSHOT_FOLDER = 'screenshot';

type ScreenshotRow = typeof deviceScreenshots.$inferSelect;

const toView = (row: ScreenshotRow, apiBase: string): ScreenshotView => ({
  id: row.id,
  status: row.fileKey ? 'done' : 'pending',
  url: row.fileKey ? `${apiBase}/sys/common/static/${row.fileKey}` : null,
  requestedAt: row.requestedAt.toISOString(),
  capturedAt: row.capturedAt?.toISOString() ?? null,
});

/** The console asks a screen for a screenshot: a pending request, and the command over its live channel. */
export async function requestScreenshot(ctx: DeviceContext, deviceId: string, apiBase: string) {
  const device = await requireDeviceAccess(ctx.db, ctx.scope, deviceId);
  const [row] = await ctx.db
    .insert(deviceScreenshots)
    .values({ deviceId: device.id, tenantId: device.tenantId ?? ctx.scope.tenantId, requestedBy: ctx.scope.userId })
    .returning();
  await deviceEvent(ctx.db, ctx.live, device, 'screenshot', ctx.scope.userId);
  await ctx.live.send({ kind: 'device', id: device.id }, { cmd: 'screenshot' });
  return toView(row, apiBase);
}

/** The latest screenshot of a screen (asked or taken), or null when none was ever asked. */
export async function latestScreenshot(ctx: Pick<DeviceContext, 'db' | 'scope'>, deviceId: string, apiBase: string) {
  const device = await requireDeviceAccess(ctx.db, ctx.scope, deviceId);
  const [row] = await ctx.db
    .select()
    .from(deviceScreenshots)
    .where(eq(deviceScreenshots.deviceId, device.id))
    .orderBy(desc(deviceScreenshots.requestedAt))
    .limit(1);
  return row ? toView(row, apiBase) : null;
}

/**
 * The screen uploads what it shows, answering every request still pending for it. Only a JPEG (by
 * its bytes) within the size limit; a screen nobody asked is refused, so screens cannot fill the
 * store on their own.
 */
export async function storeScreenshot(db: Db, storage: FileStorage, device: DeviceRow, base64: string): Promise<void> {
  const pending = await db
    .select({ id: deviceScreenshots.id })
    .from(deviceScreenshots)
    .where(and(eq(deviceScreenshots.deviceId, device.id), isNull(deviceScreenshots.fileKey)));
  if (pending.length === 0 || !device.shopId) throw new BusinessError(msg('screenshotNotRequested'));
  const bytes = Buffer.from(base64.replace(/^data:image\/jpeg;base64,/, ''), 'base64');
  const type = sniffType(bytes.subarray(0, 64));
  if (type?.contentType !== 'image/jpeg') throw new HttpError(400, msg('screenshotNotImage'));
  if (bytes.length > SCREENSHOT_MAX_BYTES) throw new HttpError(400, msg('imageTooLarge', 'zh', 2));
  const key = newStorageKey(SCREENSHOT_FOLDER, type.extension);
  await storage.put(key, Readable.from([bytes]), { contentType: type.contentType, size: bytes.length });
  await db
    .update(deviceScreenshots)
    .set({ fileKey: key, capturedAt: new Date() })
    .where(
      inArray(
        deviceScreenshots.id,
        pending.map((row) => row.id),
      ),
    );
}

/** A screen that comes back online is asked again for the screenshots requested while it was away. */
export async function askPendingScreenshot(db: Db, live: LiveHub, deviceId: string): Promise<void> {
  const [pending] = await db
    .select({ id: deviceScreenshots.id })
    .from(deviceScreenshots)
    .where(and(eq(deviceScreenshots.deviceId, deviceId), isNull(deviceScreenshots.fileKey)))
    .limit(1);
  if (pending) await live.send({ kind: 'device', id: deviceId }, { cmd: 'screenshot' });
}

/** Which of these stored keys a screenshot row names (the start-up sweep keeps those). */
export async function referencedScreenshots(db: Db, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: deviceScreenshots.fileKey })
    .from(deviceScreenshots)
    .where(inArray(deviceScreenshots.fileKey, keys));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}
