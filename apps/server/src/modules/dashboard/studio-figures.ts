import { type StudioFigures, TOP_PACKAGES_MAX } from '@scenecast/contracts';
import { and, type Column, count, eq, gte, notInArray, sql } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { cjOrder, cjOrderPayment } from '../orders/schema.js';
import { pingjia } from '../pingjia/schema.js';
import { ratingSummary } from '../pingjia/views.js';
import { inShops, viewShops } from '../studio-erp/shops.js';

/** Orders that were not kept: cancelled, and cancelled then refunded in full (statusAfterPayment). */
const NOT_BOOKED = ['cancelled', 'refunded'];

/**
 * GET /sys/studioFigures: the studio's figures over the last `days` days (today included, days of
 * the database's time zone) for every shop the caller reaches, or one: orders booked per day
 * (cancelled and refunded ones not counted), money received minus refunded per day, the packages booked most,
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
  const live = and(
    inShops(cjOrder.shopId, names),
    notInArray(cjOrder.status, NOT_BOOKED),
    gte(cjOrder.createTime, start),
  );
  const signed = sql<string>`sum(case when ${cjOrderPayment.kind} = 'refund' then -${cjOrderPayment.amountFen} else ${cjOrderPayment.amountFen} end)`;

  const bookingDay = dayOf(cjOrder.createTime);
  const [dayRows, orderRows, revenueRows, rating] = await Promise.all([
    db.execute(
      sql`select to_char(d, 'YYYY-MM-DD') as day from generate_series(${start}, current_date, interval '1 day') d`,
    ),
    // One read of the span's orders gives both groupings: a row per day (no package) and a row per
    // package (no day).
    db
      .select({
        day: sql<string | null>`${bookingDay}`,
        taoxiId: sql<string | null>`${cjOrder.taoxiId}`,
        name: sql<string>`max(${cjOrder.taoxiName})`,
        orders: count(),
        revenueFen: sql<string>`coalesce(sum(${cjOrder.paidFen}), 0)`,
      })
      .from(cjOrder)
      .where(live)
      .groupBy(sql`grouping sets ((${bookingDay}), (${cjOrder.taoxiId}))`),
    db
      .select({ day: dayOf(cjOrderPayment.createTime), total: signed })
      .from(cjOrderPayment)
      .innerJoin(cjOrder, eq(cjOrder.id, cjOrderPayment.orderId))
      .where(and(inShops(cjOrder.shopId, names), gte(cjOrderPayment.createTime, start)))
      .groupBy(dayOf(cjOrderPayment.createTime)),
    ratingSummary(db, inShops(pingjia.shopId, names)),
  ]);
  // Both drivers answer raw queries with `rows`; the shared builder type does not say so.
  const dayList = (dayRows as unknown as { rows: { day: string }[] }).rows.map((row) => row.day);
  const bookings = new Map(orderRows.flatMap((row) => (row.day === null ? [] : [[row.day, row.orders] as const])));
  const revenue = new Map(revenueRows.map((row) => [row.day, Number(row.total)]));
  const topPackages = orderRows
    .flatMap(({ taoxiId, name, orders, revenueFen }) =>
      taoxiId === null ? [] : [{ taoxiId, name, orders, revenueFen: Number(revenueFen) }],
    )
    .sort((a, b) => b.orders - a.orders || b.revenueFen - a.revenueFen)
    .slice(0, TOP_PACKAGES_MAX);
  return {
    days: dayList,
    bookings: dayList.map((day) => bookings.get(day) ?? 0),
    revenueFen: dayList.map((day) => revenue.get(day) ?? 0),
    topPackages,
    rating,
  };
}
