import type { AppletReviewPage } from '@scenecast/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { toPage } from '../../platform/db/pagination.js';
import { pingjia } from './schema.js';
import { toScreenReview } from './screen.js';
import { ratingSummary, toRecords } from './views.js';

/**
 * The reviews a shop's applet shows: every review the shop has not hidden, newest first, whether or
 * not it is on the shop's screens. "Show on screen" picks the few a shop window quotes; the applet
 * is where a customer reads the shop's reviews, and hiding is how the shop takes words off public
 * view. The average and count are of every review, hidden ones too, as in the console and on
 * screens.
 */
export async function appletReviewPage(
  db: Db,
  apiBase: string,
  shopId: string,
  query: { pageNo: number; pageSize: number },
): Promise<AppletReviewPage> {
  const shown = and(eq(pingjia.shopId, shopId), eq(pingjia.isShow, 1));
  const [rows, [{ total }], rating] = await Promise.all([
    db
      .select()
      .from(pingjia)
      .where(shown)
      .orderBy(desc(pingjia.createTime), desc(pingjia.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(pingjia).where(shown),
    ratingSummary(db, eq(pingjia.shopId, shopId)),
  ]);
  const records = await toRecords(db, apiBase, rows);
  return { ...toPage(records.map(toScreenReview), total, query), average: rating.average, count: rating.count };
}
