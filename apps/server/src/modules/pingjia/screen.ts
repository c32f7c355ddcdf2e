import {
  PINGJIA_SCREEN_MAX,
  type PingjiaRecord,
  type ScreenReview,
  type ScreenReviews,
  screenCustomerName,
} from '@scenecast/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import type { DeviceRow } from '../device/schema.js';
import { pingjia } from './schema.js';
import { ratingSummary, toRecords } from './views.js';

/**
 * GET /screen/reviews: the reviews a paired screen's shop put on screen (shown and "show on screen"),
 * newest first, and the shop's rating. Customers appear as 张*; an unpaired or locked screen gets none.
 */
export async function screenReviews(db: Db, apiBase: string, device: DeviceRow): Promise<ScreenReviews> {
  const shopId = device.shopId !== null && device.status === 0 ? device.shopId : null;
  if (!shopId) return { average: null, count: 0, reviews: [] };
  const [rows, rating] = await Promise.all([
    db
      .select()
      .from(pingjia)
      .where(and(eq(pingjia.shopId, shopId), eq(pingjia.isShow, 1), eq(pingjia.isScreen, 1)))
      .orderBy(desc(pingjia.createTime), desc(pingjia.id))
      .limit(PINGJIA_SCREEN_MAX),
    ratingSummary(db, eq(pingjia.shopId, shopId)),
  ]);
  const records = await toRecords(db, apiBase, rows);
  return { average: rating.average, count: rating.count, reviews: records.map(toScreenReview) };
}

/** A review as the public sees it (screens, the applet): the customer as 张*, no order or phone. */
export function toScreenReview(record: PingjiaRecord): ScreenReview {
  return {
    id: record.id,
    star: record.star,
    content: record.content,
    photoUrls: record.photoUrls,
    reply: record.reply,
    customerName: screenCustomerName(record.customerName),
    createTime: record.createTime,
  };
}
