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

/** Writes the device log; pairing and on/offline changes are also told to the shop's people. */
export async function deviceEvent(
  db: Db,
  live: LiveHub,
  device: Pick<DeviceRow, 'id' | 'name' | 'shopId' | 'serialNo'>,
  kind: DeviceEventKind,
  userId: string | null = null,
  detail = '',
): Promise<void> {
  await db.insert(deviceLogs).values({ deviceId: device.id, kind, userId, detail });
  const text = NOTICE_TEXT[kind];
  if (!text || !device.shopId) return;
  const label = device.name || deviceNumber(device);
  const message = { cmd: 'device', msgId: device.id, msgTxt: `设备「${label}」${text}`, event: kind };
  for (const user of await shopAudience(db, device.shopId)) await live.send({ kind: 'user', id: user }, message);
}
