import type { Db } from '../../platform/db/database.js';
import type { LiveHub } from '../../platform/live/hub.js';
import { shopAudience } from '../shop/service.js';
import { type DeviceRow, deviceLogs, deviceNumber } from './schema.js';

export type DeviceEventKind =
  | 'activate'
  | 'online'
  | 'offline'
  | 'lock'
  | 'unlock'
  | 'reset'
  | 'unbind'
  | 'clear'
  | 'settings'
  | 'update'
  | 'edit'
  | 'content';

const NOTICE_TEXT: Partial<Record<DeviceEventKind, string>> = {
  activate: '已激活',
  online: '已上线',
  offline: '已离线',
};

/**
 * Writes the device log and tells the shop's people, so every open console follows the screen
 * live. Pairing and going on- or offline also carry a text to show as a notice.
 */
export async function deviceEvent(
  db: Db,
  live: LiveHub,
  device: Pick<DeviceRow, 'id' | 'name' | 'shopId' | 'serialNo'>,
  kind: DeviceEventKind,
  userId: string | null = null,
  detail = '',
): Promise<void> {
  await db.insert(deviceLogs).values({ deviceId: device.id, kind, userId, detail });
  if (!device.shopId) return;
  const name = device.name || deviceNumber(device);
  const text = NOTICE_TEXT[kind];
  const message = {
    cmd: 'device',
    msgId: device.id,
    event: kind,
    name,
    shopId: device.shopId,
    ...(text ? { msgTxt: `设备「${name}」${text}` } : {}),
  };
  for (const user of await shopAudience(db, device.shopId)) await live.send({ kind: 'user', id: user }, message);
}
