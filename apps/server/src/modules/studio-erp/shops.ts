import { msg } from '@scenecast/contracts';
import { type Column, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { reachableShops } from '../shop/access.js';
import { shops } from '../shop/schema.js';

/** The shops a head-office view covers, by id with their names. */
export type ShopNames = Map<string, string>;

/**
 * Every shop the caller reaches (owned, or active member), or the one `shopId` names, which must be
 * one of them (else 403 无权访问该门店).
 */
export async function viewShops(db: Db, scope: Scope, shopId: string | undefined): Promise<ShopNames> {
  const rows = await db.select({ id: shops.id, name: shops.name }).from(shops).where(reachableShops(db, scope));
  const names: ShopNames = new Map(rows.map((row) => [row.id, row.name]));
  if (shopId === undefined) return names;
  const name = names.get(shopId);
  if (name === undefined) throw forbidden(msg('shopNoAccess'));
  return new Map([[shopId, name]]);
}

/** `column` within the shops of the view; with none, nothing matches. */
export function inShops(column: Column, names: ShopNames): SQL {
  return names.size === 0 ? sql`false` : inArray(column, [...names.keys()]);
}

/**
 * The tenants of the view's shops, as a condition on a table's tenant column: with the shops' own
 * condition it lets a (tenant, createTime) index give the newest rows first across several shops.
 */
export async function inShopTenants(db: Db, column: Column, names: ShopNames): Promise<SQL> {
  if (names.size === 0) return sql`false`;
  const rows = await db
    .selectDistinct({ tenantId: shops.tenantId })
    .from(shops)
    .where(inArray(shops.id, [...names.keys()]));
  return inArray(
    column,
    rows.map((row) => row.tenantId),
  );
}

/** A day range on a timestamp column: from the start of `from` to the end of `to` (server's time zone). */
export function dayRange(column: Column, from: string | undefined, to: string | undefined): SQL[] {
  if (from && to && from > to) throw new BusinessError(msg('studioRangeInvalid'));
  return [...(from ? [gte(column, sql`${from}::date`)] : []), ...(to ? [lt(column, sql`${to}::date + 1`)] : [])];
}

/** A day range on a date column. */
export function dateRange(column: Column, from: string | undefined, to: string | undefined): SQL[] {
  if (from && to && from > to) throw new BusinessError(msg('studioRangeInvalid'));
  return [...(from ? [gte(column, sql`${from}::date`)] : []), ...(to ? [sql`${column} <= ${to}::date`] : [])];
}
