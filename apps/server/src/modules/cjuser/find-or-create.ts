import { msg } from '@scenecast/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { forbidden } from '../../platform/http/errors.js';
import { cjCustomer } from './schema.js';

export interface CustomerContact {
  id: string;
  name: string;
  phone: string;
}

/**
 * The shop's customer with this phone, or a new one from name + phone (booking a walk-in).
 * A phone names one customer per shop: an existing customer keeps their recorded name. The insert
 * skips on the unique (shop, phone), so two bookings for the same new phone make one customer.
 */
export async function findOrCreateCustomer(
  db: Db,
  shop: { id: string; tenantId: number },
  input: { name: string; phone: string },
  createBy: string,
): Promise<CustomerContact> {
  await db
    .insert(cjCustomer)
    .values({ tenantId: shop.tenantId, shopId: shop.id, name: input.name, phone: input.phone, createBy })
    .onConflictDoNothing({ target: [cjCustomer.shopId, cjCustomer.phone] });
  const [row] = await db
    .select({ id: cjCustomer.id, name: cjCustomer.name, phone: cjCustomer.phone })
    .from(cjCustomer)
    .where(and(eq(cjCustomer.shopId, shop.id), eq(cjCustomer.phone, input.phone)))
    .limit(1);
  return row;
}

/** A customer of this shop by id; another shop's or tenant's id is refused like a foreign one (403). */
export async function shopCustomer(db: Db, shopId: string, id: string): Promise<CustomerContact> {
  const [row] = await db
    .select({ id: cjCustomer.id, name: cjCustomer.name, phone: cjCustomer.phone })
    .from(cjCustomer)
    .where(and(eq(cjCustomer.id, id), eq(cjCustomer.shopId, shopId)))
    .limit(1);
  if (!row) throw forbidden(msg('shopNoAccess'));
  return row;
}
