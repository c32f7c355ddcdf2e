import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { cjOrderCount } from './schema.js';

export interface OrderTotals {
  count: number;
  priceFen: number;
  paidFen: number;
}

/**
 * The orders of the shops (all of them, or those in `statuses`) with their price and paid sums, from
 * the counters the triggers on cj_order keep: a few rows per shop, whatever its number of orders.
 */
export async function countedOrderTotals(
  db: Db,
  shopIds: readonly string[],
  statuses?: readonly string[],
): Promise<OrderTotals> {
  if (shopIds.length === 0 || statuses?.length === 0) return { count: 0, priceFen: 0, paidFen: 0 };
  const [totals] = await db
    .select({
      count: sql<number>`coalesce(sum(${cjOrderCount.orders}), 0)::int`,
      priceFen: sql<string>`coalesce(sum(${cjOrderCount.priceFen}), 0)`,
      paidFen: sql<string>`coalesce(sum(${cjOrderCount.paidFen}), 0)`,
    })
    .from(cjOrderCount)
    .where(
      and(
        inArray(cjOrderCount.shopId, [...shopIds]),
        statuses ? inArray(cjOrderCount.status, [...statuses]) : undefined,
      ),
    );
  return { count: totals.count, priceFen: Number(totals.priceFen), paidFen: Number(totals.paidFen) };
}
