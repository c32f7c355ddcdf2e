import { msg } from '@scenecast/contracts';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { deviceEvent } from './events.js';
import { appVersions, devices } from './schema.js';
import { type DeviceContext, requireDeviceAccess } from './service.js';

export function listAppVersions(db: Db) {
  return db.select().from(appVersions).orderBy(desc(appVersions.createTime));
}

export async function latestAppVersion(db: Db) {
  const [latest] = await db.select().from(appVersions).orderBy(desc(appVersions.createTime)).limit(1);
  return latest ?? null;
}

/**
 * Pushes a player version to screens: each is told to update and reloads into it. Every screen
 * must be reachable by the caller, or none is changed.
 */
export async function pushAppVersion(ctx: DeviceContext, input: { deviceIds: string[]; versionId: string }) {
  const [version] = await ctx.db.select().from(appVersions).where(eq(appVersions.id, input.versionId)).limit(1);
  if (!version) throw new BusinessError(msg('appVersionNotFound'));
  const targets = [];
  for (const id of input.deviceIds) targets.push(await requireDeviceAccess(ctx.db, ctx.scope, id));
  if (targets.length === 0) return 0;
  await ctx.db
    .update(devices)
    .set({ targetVersion: version.version })
    .where(
      inArray(
        devices.id,
        targets.map((t) => t.id),
      ),
    );
  for (const device of targets) {
    await deviceEvent(ctx.db, ctx.live, device, 'update', ctx.scope.userId, version.version);
    await ctx.live.send({ kind: 'device', id: device.id }, { cmd: 'update', msgTxt: version.version });
  }
  return targets.length;
}
