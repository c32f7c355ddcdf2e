import { and, desc, inArray, isNotNull } from 'drizzle-orm';
import { type TodoSource, todoItem } from '../../platform/todos/registry.js';
import { accessibleShopIds } from '../shop/access.js';
import { deviceNumber, devices } from './schema.js';

/** The device list, where a screen is looked at, unlocked or unbound. */
const DEVICE_LIST_PATH = '/device/list';

/**
 * A paired screen of the caller's shops offline longer than the alert threshold (its alert was
 * raised); it leaves when the screen is back or unbound.
 */
export const offlineScreenTodos: TodoSource = {
  name: 'offlineScreen',
  async list(db, scope) {
    const shopIds = await accessibleShopIds(db, scope);
    if (shopIds.length === 0) return [];
    const rows = await db
      .select({ id: devices.id, name: devices.name, serialNo: devices.serialNo, lastHeartbeat: devices.lastHeartbeat })
      .from(devices)
      .where(and(inArray(devices.shopId, shopIds), isNotNull(devices.offlineAlertAt)))
      .orderBy(desc(devices.lastHeartbeat));
    return rows.map((row) =>
      todoItem('offlineScreen', {
        businessId: row.id,
        subject: row.name || deviceNumber(row),
        path: DEVICE_LIST_PATH,
        time: row.lastHeartbeat,
      }),
    );
  },
};
