import { msg } from '@scenecast/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { inTextList } from '../../platform/db/text-list.js';
import { BusinessError } from '../../platform/http/errors.js';
import { deviceEvents } from './events.js';
import { appVersions, devices } from './schema.js';
import { type DeviceContext, requireDevicesAccess } from './service.js';

export function listAppVersions(db: Db) {
  return db.select().from(appVersions).orderBy(desc(appVersions.createTime));
}

export async function latestAppVersion(db: Db) {
  const [latest] = await db.select().from(appVersions).orderBy(desc(appVersions.createTime)).limit(1);
  return latest ?? null;
}

/**
 * Pushes a player version to screens: each is told to update and reloads into it. Every screen
 * must be reachable by the caller, or none is changed. Thousands of screens take a few bulk
 * statements and a few live envelopes, not a round of queries each.
 */
export async function pushAppVersion(ctx: DeviceContext, input: { deviceIds: string[]; versionId: string }) {
  const [version] = await ctx.db.select().from(appVersions).where(eq(appVersions.id, input.versionId)).limit(1);
  if (!version) throw new BusinessError(msg('appVersionNotFound'));
  const targets = await requireDevicesAccess(ctx.db, ctx.scope, input.deviceIds);
  if (targets.length === 0) return 0;
  const ids = targets.map((device) => device.id);
  await ctx.db.update(devices).set({ targetVersion: version.version }).where(inTextList(devices.id, ids));
  await ctx.live.sendMany(
    ids.map((id) => ({ kind: 'device' as const, id })),
    { cmd: 'update', msgTxt: version.version },
  );
  await deviceEvents(ctx.db, ctx.live, targets, 'update', ctx.scope.userId, version.version);
  return targets.length;
}
