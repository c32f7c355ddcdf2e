import { type StudioFigures, TOP_PACKAGES_MAX } from '@scenecast/contracts';
import { and, type Column, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { cjOrder, cjOrderPayment } from '../orders/schema.js';
import { pingjia } from '../pingjia/schema.js';
import { ratingSummary } from '../pingjia/views.js';
import { inShops, viewShops } from '../studio-erp/shops.js';

const CANCELLED = 'cancelled';

/**
 * GET /sys/studioFigures: the studio's figures over the last `days` days (today included, days of
 * the database's time zone) for every shop the caller reaches, or one: orders booked per day
 * (cancelled ones not counted), money received minus refunded per day, the packages booked most,
 * and the rating of every review.
 */
export async function studioFigures(
  db: Db,
  scope: Scope,
  days: number,
  shopId: string | undefined,
): Promise<StudioFigures> {
  const names = await viewShops(db, scope, shopId);
  // A whole number from the allow-list of day spans, never request text.
  const span = sql.raw(String(Math.trunc(days) - 1));
  const start = sql`(current_date - ${span})`;
  const dayOf = (column: Column) => sql<string>`to_char(${column}, 'YYYY-MM-DD')`;
  const live = and(inShops(cjOrder.shopId, names), ne(cjOrder.status, CANCELLED), gte(cjOrder.createTime, start));
  const signed = sql<string>`sum(case when ${cjOrderPayment.kind} = 'refund' then -${cjOrderPayment.amountFen} else ${cjOrderPayment.amountFen} end)`;

  const [dayRows, bookingRows, revenueRows, packageRows, rating] = await Promise.all([
    db.execute(
      sql`select to_char(d, 'YYYY-MM-DD') as day from generate_series(${start}, current_date, interval '1 day') d`,
    ),
    db
      .select({ day: dayOf(cjOrder.createTime), total: count() })
      .from(cjOrder)
      .where(live)
      .groupBy(dayOf(cjOrder.createTime)),
    db
      .select({ day: dayOf(cjOrderPayment.createTime), total: signed })
      .from(cjOrderPayment)
      .innerJoin(cjOrder, eq(cjOrder.id, cjOrderPayment.orderId))
      .where(and(inShops(cjOrder.shopId, names), gte(cjOrderPayment.createTime, start)))
      .groupBy(dayOf(cjOrderPayment.createTime)),
    db
      .select({
        taoxiId: cjOrder.taoxiId,
        name: sql<string>`max(${cjOrder.taoxiName})`,
        orders: count(),
        revenueFen: sql<string>`coalesce(sum(${cjOrder.paidFen}), 0)`,
      })
      .from(cjOrder)
      .where(live)
      .groupBy(cjOrder.taoxiId)
      .orderBy(desc(count()), desc(sql`sum(${cjOrder.paidFen})`))
      .limit(TOP_PACKAGES_MAX),
    ratingSummary(db, inShops(pingjia.shopId, names)),
  ]);
  // Both drivers answer raw queries with `rows`; the shared builder type does not say so.
  const dayList = (dayRows as unknown as { rows: { day: string }[] }).rows.map((row) => row.day);
  const bookings = new Map(bookingRows.map((row) => [row.day, row.total]));
  const revenue = new Map(revenueRows.map((row) => [row.day, Number(row.total)]));
  return {
    days: dayList,
    bookings: dayList.map((day) => bookings.get(day) ?? 0),
    revenueFen: dayList.map((day) => revenue.get(day) ?? 0),
    topPackages: packageRows.map((row) => ({ ...row, revenueFen: Number(row.revenueFen) })),
    rating,
  };
}
