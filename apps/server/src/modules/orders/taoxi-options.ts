import { depositDueFen, msg, type OrderTaoxiOption } from '@scenecast/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { bookingRulesOf } from '../studio-profile/service.js';
import { taoxi } from '../taoxi/schema.js';

const ON_SALE = 1;

/**
 * The shop's packages on sale, as the order form offers them, each with the deposit a booking of
 * it asks (depositDueFen). Orders read the package table directly (a read of four columns)
 * instead of waiting on the package pages' service.
 */
export async function taoxiOptions(db: Db, shopId: string): Promise<OrderTaoxiOption[]> {
  const [rows, rules] = await Promise.all([
    db
      .select({ id: taoxi.id, name: taoxi.name, priceFen: taoxi.priceFen, depositFen: taoxi.depositFen })
      .from(taoxi)
      .where(and(eq(taoxi.shopId, shopId), eq(taoxi.status, ON_SALE)))
      .orderBy(asc(taoxi.sort), asc(taoxi.name)),
    bookingRulesOf(db, shopId),
  ]);
  return rows.map((row) => ({ ...row, depositFen: depositDueFen(row, rules.depositPercent) }));
}

/** A package of this shop that is on sale; another shop's id is refused like a foreign one. */
export async function bookableTaoxi(db: Db, shopId: string, id: string): Promise<OrderTaoxiOption> {
  const [row] = await db
    .select({
      id: taoxi.id,
      name: taoxi.name,
      priceFen: taoxi.priceFen,
      depositFen: taoxi.depositFen,
      status: taoxi.status,
    })
    .from(taoxi)
    .where(and(eq(taoxi.id, id), eq(taoxi.shopId, shopId)))
    .limit(1);
  if (!row) throw forbidden(msg('shopNoAccess'));
  if (row.status !== ON_SALE) throw new BusinessError(msg('orderTaoxiOff'));
  return { id: row.id, name: row.name, priceFen: row.priceFen, depositFen: row.depositFen };
}
