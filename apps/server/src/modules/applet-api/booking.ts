import type { AppletBooking, AppletBookingBody } from '@scenecast/contracts';
import type { Db } from '../../platform/db/database.js';
import { appletCreator } from '../orders/applet-holds.js';
import { bookInShop } from '../orders/booking.js';
import type { ShopRow } from '../shop/schema.js';

/**
 * A customer books through the applet: the console's booking rules exactly (a package on sale, a
 * slot of this shop with a place left: 该档期已约满 for a full one), the customer found by phone or
 * created. The order is the applet's own (`applet:<app id>` made it), so the console tells them apart,
 * and while it awaits its deposit it is a hold: limited per shop, and released when it expires.
 */
export async function bookThroughApplet(
  db: Db,
  appId: string,
  shop: ShopRow,
  input: AppletBookingBody,
): Promise<AppletBooking> {
  const order = await bookInShop(
    db,
    shop,
    {
      customer: { name: input.name, phone: input.phone },
      taoxiId: input.taoxiId,
      slotId: input.slotId,
      note: input.note,
    },
    appletCreator(appId),
    // The customer gave the number themselves.
    true,
  );
  return {
    orderNo: order.orderNo,
    status: order.status as AppletBooking['status'],
    packageName: order.taoxiName,
    priceFen: order.priceFen,
    depositFen: order.depositFen,
    // A booking always takes a slot, so its times are there.
    day: order.shootDay as string,
    startMinute: order.startMinute as number,
    endMinute: order.endMinute as number,
  };
}
