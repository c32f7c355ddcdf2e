import { DEFAULT_SCREEN_SETTINGS, msg } from '@scenecast/contracts';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import type { LiveHub } from '../../platform/live/hub.js';
import { renewActivationCode } from './activation-code.js';
import { deviceEvent } from './events.js';
import { type DeviceRow, devices } from './schema.js';

/**
 * The screen refuses the shop it was just paired with (someone guessed its code): it goes back to
 * waiting with a new code and its factory settings, and the shop's people are told. Only within
 * the refusal window after pairing; one statement decides, so a late refusal changes nothing.
 */
export async function refusePairing(db: Db, live: LiveHub, device: DeviceRow, windowMs: number): Promise<void> {
  const [released] = await db
    .update(devices)
    .set({
      shopId: null,
      tenantId: null,
      groupId: null,
      status: 0,
      activatedAt: null,
      activatedBy: null,
      offlineAlertAt: null,
      settings: DEFAULT_SCREEN_SETTINGS,
      name: '',
      address: '',
      location: null,
    })
    .where(
      and(
        eq(devices.id, device.id),
        isNotNull(devices.shopId),
        gt(devices.activatedAt, new Date(Date.now() - windowMs)),
      ),
    )
    .returning({ id: devices.id });
  if (!released) throw new BusinessError(msg('pairingRefusalOver'));
  await renewActivationCode(db, device.id);
  await deviceEvent(db, live, device, 'refuse', device.activatedBy);
}
