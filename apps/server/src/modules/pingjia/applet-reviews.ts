import type { AppletReviewPage } from '@scenecast/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.js';
import { toPage } from '../../platform/db/pagination.js';
import { pingjia } from './schema.js';
import { toScreenReview } from './screen.js';
import { reviewPage } from './views.js';

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
  const { records, total, rating } = await reviewPage(db, apiBase, shopId, shown, query);
  return { ...toPage(records.map(toScreenReview), total, query), average: rating.average, count: rating.count };
}
