import { depositDueFen, msg, type OrderRecord } from '@scenecast/contracts';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { HttpError } from '../../platform/http/errors.js';
import { seesFullPhone } from '../cjuser/access.js';
import { findOrCreateCustomer, shopCustomer } from '../cjuser/find-or-create.js';
import { takeSlotPlace } from '../dangqi/places.js';
import { requireStaffOfShop } from '../dangqi/staff.js';
import { requireShopAccess } from '../shop/access.js';
import { bookingRulesOf } from '../studio-profile/service.js';
import { admitAppletBooking, releaseExpiredHolds } from './applet-holds.js';
import { nextOrderNo } from './numbers.js';
import { logOrder, toOrderRecord } from './records.js';
import { cjOrder } from './schema.js';
import { bookableTaoxi } from './taoxi-options.js';

export interface BookingInput {
  shopId: string;
  customerId?: string;
  customer?: { name: string; phone: string };
  taoxiId: string;
  slotId: string;
  staffUserId?: string | null;
  note: string;
}

/**
 * POST /cjOrder/cjOrder/add: a booking from the console. The caller must reach the shop, and the
 * staff member be one of its staff.
 */
export async function bookOrder(db: Db, scope: Scope, input: BookingInput): Promise<OrderRecord> {
  const shop = await requireShopAccess(db, scope, input.shopId);
  if (!input.customerId && !input.customer) throw new HttpError(400, msg('customerNameRequired'));
  if (input.staffUserId) await requireStaffOfShop(db, scope, shop.id, input.staffUserId);
  return bookInShop(db, shop, input, scope.username, await seesFullPhone(scope));
}

/**
 * Books an order in a shop the caller was already checked to reach (the console, or an applet the
 * shop is bound to): the customer (by id, or found by phone or created from name + phone), a
 * package on sale (name and price copied, the deposit as depositDueFen says), a place of a slot,
 * in one transaction. The order waits for its deposit, or is booked at once when none is due. A
 * full slot refuses it and nothing is written, the customer included. The answer shows the phone
 * as the booker may read it (`fullPhone`). Expired applet holds give their places back first, and
 * an applet's booking waits for room under the shop's limit of holds (applet-holds.ts).
 */
export async function bookInShop(
  db: Db,
  shop: { id: string; tenantId: number },
  input: Omit<BookingInput, 'shopId'>,
  createBy: string,
  fullPhone: boolean,
): Promise<OrderRecord> {
  const pack = await bookableTaoxi(db, shop.id, input.taoxiId);
  const depositFen = depositDueFen(pack, (await bookingRulesOf(db, shop.id)).depositPercent);
  await releaseExpiredHolds(db, shop.id);
  return db.transaction(async (tx) => {
    await admitAppletBooking(tx, shop.id, createBy);
    const customer = input.customerId
      ? await shopCustomer(tx, shop.id, input.customerId)
      : await findOrCreateCustomer(tx, shop, input.customer as { name: string; phone: string }, createBy);
    const slot = await takeSlotPlace(tx, shop.id, input.slotId);
    const status = depositFen > 0 ? 'awaiting_deposit' : 'booked';
    const [row] = await tx
      .insert(cjOrder)
      .values({
        tenantId: shop.tenantId,
        shopId: shop.id,
        orderNo: await nextOrderNo(tx, shop.tenantId),
        customerId: customer.id,
        customerName: customer.name,
        customerPhone: customer.phone,
        taoxiId: pack.id,
        taoxiName: pack.name,
        priceFen: pack.priceFen,
        depositFen,
        slotId: slot.id,
        staffUserId: input.staffUserId ?? null,
        status,
        note: input.note,
        createBy,
      })
      .returning();
    await logOrder(tx, {
      orderId: row.id,
      action: 'created',
      toStatus: status,
      detail: { slotId: slot.id },
      createBy,
    });
    return toOrderRecord(row, slot, fullPhone);
  });
}
