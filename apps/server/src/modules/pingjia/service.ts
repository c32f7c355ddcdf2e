import {
  msg,
  type Page,
  PINGJIA_UPLOAD_FOLDER,
  type PingjiaRecord,
  type pingjiaAddBody,
  type pingjiaListQuery,
  type RatingSummary,
} from '@scenecast/contracts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { toPage } from '../../platform/db/pagination.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { requireCustomer } from '../cjuser/access.js';
import { areTenantImages } from '../files/service.js';
import { cjOrder } from '../orders/schema.js';
import { requireShopAccess } from '../shop/access.js';
import { type PingjiaRow, pingjia } from './schema.js';
import { ratingSummary, reviewPage, toRecords } from './views.js';

export interface PingjiaContext {
  db: Db;
  scope: Scope;
  apiBase: string;
}

const refused = () => forbidden(msg('shopNoAccess'));

/** A review the caller may change: its shop passes the shop access rule; an unknown id is 403 too. */
async function requireReview(db: Db, scope: Scope, id: string): Promise<PingjiaRow> {
  const [row] = await db.select().from(pingjia).where(eq(pingjia.id, id)).limit(1);
  if (!row) throw refused();
  await requireShopAccess(db, scope, row.shopId);
  return row;
}

export async function listReviews(
  { db, scope, apiBase }: PingjiaContext,
  query: z.infer<typeof pingjiaListQuery>,
): Promise<Page<PingjiaRecord> & { rating: RatingSummary }> {
  await requireShopAccess(db, scope, query.shopId);
  const where = and(
    eq(pingjia.shopId, query.shopId),
    query.star === undefined ? undefined : eq(pingjia.star, query.star),
    query.isShow === undefined ? undefined : eq(pingjia.isShow, query.isShow),
    query.isScreen === undefined ? undefined : eq(pingjia.isScreen, query.isScreen),
    query.customerId === undefined ? undefined : eq(pingjia.customerId, query.customerId),
    query.hasReply === undefined ? undefined : query.hasReply === 1 ? isNotNull(pingjia.reply) : isNull(pingjia.reply),
  );
  const { records, total, rating } = await reviewPage(db, apiBase, query.shopId, where, query);
  return { ...toPage(records, total, query), rating };
}

/** The shop's rating: every review counts, hidden ones too. */
export async function shopRating(db: Db, scope: Scope, shopId: string): Promise<RatingSummary> {
  await requireShopAccess(db, scope, shopId);
  return ratingSummary(db, eq(pingjia.shopId, shopId));
}

/**
 * Records a review. An order must be of the same shop (else 403) and not reviewed yet; without a
 * customer the order's customer is taken; a customer must be of the shop (else 403) and the
 * order's own. Photos must be images uploaded in the caller's tenant into the pingjia folder.
 */
export async function addReview(
  { db, scope, apiBase }: PingjiaContext,
  input: z.infer<typeof pingjiaAddBody>,
): Promise<PingjiaRecord> {
  await requireShopAccess(db, scope, input.shopId);
  let customerId = input.customerId ?? null;
  if (customerId) {
    const customer = await requireCustomer(db, scope, customerId);
    if (customer.shopId !== input.shopId) throw refused();
  }
  const orderId = input.orderId ?? null;
  if (orderId) {
    const [order] = await db
      .select({ shopId: cjOrder.shopId, customerId: cjOrder.customerId })
      .from(cjOrder)
      .where(eq(cjOrder.id, orderId))
      .limit(1);
    if (!order || order.shopId !== input.shopId) throw refused();
    if (customerId && order.customerId !== customerId) throw new BusinessError(msg('pingjiaOrderCustomer'));
    customerId = order.customerId;
    const [reviewed] = await db.select({ id: pingjia.id }).from(pingjia).where(eq(pingjia.orderId, orderId)).limit(1);
    if (reviewed) throw new BusinessError(msg('pingjiaOrderReviewed'));
  }
  if (!(await areTenantImages(db, scope.tenantId, PINGJIA_UPLOAD_FOLDER, input.photos))) {
    throw new BusinessError(msg('pingjiaPhotoInvalid'));
  }
  const [row] = await db
    .insert(pingjia)
    .values({
      tenantId: scope.tenantId,
      shopId: input.shopId,
      orderId,
      customerId,
      star: input.star,
      content: input.content,
      photos: [...new Set(input.photos)],
      createBy: scope.username,
    })
    .onConflictDoNothing()
    .returning();
  // Two recordings of one order at once: the unique index lets one through.
  if (!row) throw new BusinessError(msg('pingjiaOrderReviewed'));
  return (await toRecords(db, apiBase, [row]))[0];
}

/** The shop's reply; an empty text removes it. */
export async function replyToReview({ db, scope }: PingjiaContext, id: string, reply: string): Promise<void> {
  await requireReview(db, scope, id);
  await db
    .update(pingjia)
    .set(
      reply === ''
        ? { reply: null, replyBy: null, replyTime: null }
        : { reply, replyBy: scope.username, replyTime: new Date() },
    )
    .where(eq(pingjia.id, id));
}

/** Hide (0) or show (1); hiding also takes the review off screens. */
export async function setShown({ db, scope }: PingjiaContext, id: string, value: number): Promise<void> {
  await requireReview(db, scope, id);
  await db
    .update(pingjia)
    .set(value === 1 ? { isShow: 1 } : { isShow: 0, isScreen: 0 })
    .where(eq(pingjia.id, id));
}

/** Put on (1) or take off (0) the shop's screens; a hidden review cannot go on. */
export async function setOnScreen({ db, scope }: PingjiaContext, id: string, value: number): Promise<void> {
  const row = await requireReview(db, scope, id);
  if (value === 1 && row.isShow !== 1) throw new BusinessError(msg('pingjiaHiddenNoScreen'));
  await db.update(pingjia).set({ isScreen: value }).where(eq(pingjia.id, id));
}

export async function deleteReview({ db, scope }: PingjiaContext, id: string): Promise<void> {
  await requireReview(db, scope, id);
  await db.delete(pingjia).where(eq(pingjia.id, id));
}
