import { CJUSER_PHONE_PERMISSION, maskPhone, msg } from '@scenecast/contracts';
import { type Column, eq, inArray, type SQL } from 'drizzle-orm';
import { hasButton } from '../../platform/auth/button-permission.js';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { forbidden } from '../../platform/http/errors.js';
import { requireShopAccess, type ShopAccess } from '../shop/access.js';
import { cjCustomer } from './schema.js';

export type CustomerRow = typeof cjCustomer.$inferSelect;

const refused = () => forbidden(msg('shopNoAccess'));

/**
 * A customer the caller may see or change: its shop passes the shop access rule. An id that does
 * not exist is refused like another tenant's (403), so ids reveal nothing.
 */
export async function requireCustomer(db: Db, scope: Scope, id: string): Promise<CustomerRow & { shop: ShopAccess }> {
  const [row] = await db.select().from(cjCustomer).where(eq(cjCustomer.id, id)).limit(1);
  if (!row) throw refused();
  return { ...row, shop: await requireShopAccess(db, scope, row.shopId) };
}

/** Customers the caller may change; any id they may not reach refuses the whole call. */
export async function requireCustomers(db: Db, scope: Scope, ids: string[]): Promise<CustomerRow[]> {
  const unique = [...new Set(ids)];
  const found = await db.select().from(cjCustomer).where(inArray(cjCustomer.id, unique));
  if (found.length !== unique.length) throw refused();
  for (const shopId of new Set(found.map((row) => row.shopId))) await requireShopAccess(db, scope, shopId);
  return found;
}

/** Whether the caller sees phone numbers in full (the cjuser:phone button); else 138****5678. */
export function seesFullPhone(scope: Scope): Promise<boolean> {
  return hasButton(scope, CJUSER_PHONE_PERMISSION);
}

/** A phone as the caller may read it (customers and orders alike): in full, or 138****5678. */
export function shownPhone(phone: string, fullPhone: boolean): string {
  return fullPhone ? phone : maskPhone(phone);
}

/**
 * A phone search by a caller who sees phones masked: only the whole number matches (wildcards and
 * operators are not read), so masked digits cannot be found out by searching digit by digit.
 */
export function wholePhoneFilter(column: Column, value: string): SQL {
  return eq(column, value.replaceAll('*', ''));
}
