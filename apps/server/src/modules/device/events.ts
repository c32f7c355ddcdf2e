import { msg, SCREEN_OFFLINE_ALERT_MINUTES } from '@scenecast/contracts';
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
  | 'content'
  | 'refuse'
  | 'offlineAlert'
  | 'screenshot';

const NOTICE_TEXT: Partial<Record<DeviceEventKind, string>> = {
  activate: '已激活',
  online: '已上线',
  offline: '已离线',
  refuse: '拒绝了绑定',
  offlineAlert: msg('screenOfflineAlert', 'zh', SCREEN_OFFLINE_ALERT_MINUTES),
};

type EventDevice = Pick<DeviceRow, 'id' | 'name' | 'shopId' | 'serialNo'>;

/**
 * Writes the device log and tells the shop's people, so every open console follows the screen
 * live. Pairing and going on- or offline also carry a text to show as a notice.
 */
export function deviceEvent(
  db: Db,
  live: LiveHub,
  device: EventDevice,
  kind: DeviceEventKind,
  userId: string | null = null,
  detail = '',
): Promise<void> {
  return deviceEvents(db, live, [device], kind, userId, detail);
}

const LOG_ROWS_PER_INSERT = 1_000;

/**
 * The same for many screens at once: one insert for the log, and per shop one message to its
 * people (naming the screen when there is one, else how many changed).
 */
export async function deviceEvents(
  db: Db,
  live: LiveHub,
  screens: EventDevice[],
  kind: DeviceEventKind,
  userId: string | null = null,
  detail = '',
): Promise<void> {
  if (screens.length === 0) return;
  // PostgreSQL takes at most 65,535 parameters a statement: a command to 15,000 screens in one
  // insert went past it (and answered 500 after the screens had it).
  for (let start = 0; start < screens.length; start += LOG_ROWS_PER_INSERT) {
    const rows = screens.slice(start, start + LOG_ROWS_PER_INSERT);
    await db.insert(deviceLogs).values(rows.map((device) => ({ deviceId: device.id, kind, userId, detail })));
  }
  const byShop = new Map<string, EventDevice[]>();
  for (const device of screens) {
    if (!device.shopId) continue;
    const shopScreens = byShop.get(device.shopId);
    if (shopScreens) shopScreens.push(device);
    else byShop.set(device.shopId, [device]);
  }
  for (const [shopId, shopScreens] of byShop) {
    const audience = (await shopAudience(db, shopId)).map((id) => ({ kind: 'user' as const, id }));
    await live.sendMany(audience, eventMessage(shopId, shopScreens, kind));
  }
}

function eventMessage(shopId: string, screens: EventDevice[], kind: DeviceEventKind) {
  if (screens.length > 1) return { cmd: 'device', event: kind, shopId, count: screens.length };
  const [device] = screens;
  const name = device.name || deviceNumber(device);
  const text = NOTICE_TEXT[kind];
  return {
    cmd: 'device',
    msgId: device.id,
    event: kind,
    name,
    shopId,
    ...(text ? { msgTxt: `设备「${name}」${text}` } : {}),
  };
}
