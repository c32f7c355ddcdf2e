import {
  DEVICE_ID_HEADER,
  DEVICE_SECRET_HEADER,
  PINGJIA_PHOTOS_MAX,
  PINGJIA_SCREEN_MAX,
  PINGJIA_UPLOAD_FOLDER,
  pingjiaAddBody,
  pingjiaFlagBody,
  pingjiaIdQuery,
  pingjiaListQuery,
  pingjiaReplyBody,
  pingjiaShopQuery,
} from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { authenticateScreen } from '../device/screen-service.js';
import { screenReviews } from './screen.js';
import {
  addReview,
  deleteReview,
  listReviews,
  type PingjiaContext,
  replyToReview,
  setOnScreen,
  setShown,
  shopRating,
} from './service.js';

const tags = ['pingjia'];
const BASE = '/pingjia/cjPingjia';
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Reviews (pingjia, business /cjmain/pingjia). Every call goes through the shop access rule:
 * another tenant's or another shop's review, order, customer or shop id is refused with 403.
 */
export const pingjiaRoutes = defineModule(async (app, { db, config }) => {
  grantedBy(app, { menus: ['/cjmain/pingjia'] });
  const ctx = (request: FastifyRequest): PingjiaContext => ({ db, scope: request.scope, apiBase: config.apiBase });

  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags,
        summary: "A page of a shop's reviews, newest first, with the shop's rating",
        description:
          'Filters: star (1–5), isShow, isScreen, customerId, hasReply (0/1). `rating` {average, count, stars[5]} covers every review of the shop, hidden ones too: hiding takes a review off screens, it does not improve the score. Records: PingjiaRecord (customerName, orderNo, photoUrls).',
        querystring: pingjiaListQuery,
      },
    },
    async (request) => ok(await listReviews(ctx(request), request.query)),
  );

  app.get(
    `${BASE}/rating`,
    {
      schema: {
        tags,
        summary: "The shop's average rating",
        description: '{average (one decimal, null with no reviews), count, stars[5] (reviews per star, 1 first)}.',
        querystring: pingjiaShopQuery,
      },
    },
    async (request) => ok(await shopRating(db, request.scope, request.query.shopId)),
  );

  app.post(
    `${BASE}/add`,
    {
      config: { permission: 'pingjia:add' },
      schema: {
        tags,
        summary: "Record a customer's review",
        description: `star 1–5 (评分为1到5星), content ≤ 500 characters, photos: at most ${PINGJIA_PHOTOS_MAX} paths uploaded through /sys/common/upload?biz=${PINGJIA_UPLOAD_FOLDER} in the caller's tenant (else 评价图片须为本租户上传的图片). orderId: an order of the same shop, reviewed once (该订单已评价); without customerId the order's customer is taken, with one that is not the order's: 订单不属于该客户. A new review is shown (isShow 1) and not on screen (isScreen 0).`,
        body: pingjiaAddBody,
      },
    },
    async (request) => ok(await addReview(ctx(request), request.body)),
  );

  app.post(
    `${BASE}/reply`,
    {
      config: { permission: 'pingjia:reply' },
      schema: {
        tags,
        summary: "The shop's reply to a review (≤ 500 characters; empty removes it)",
        body: pingjiaReplyBody,
      },
    },
    async (request) => ok(await replyToReview(ctx(request), request.body.id, request.body.reply)),
  );

  app.post(
    `${BASE}/setShow`,
    {
      config: { permission: 'pingjia:show' },
      schema: {
        tags,
        summary: 'Hide (value 0) or show (value 1) a review',
        description: 'Hiding also takes the review off screens (isScreen 0). Its stars still count in the rating.',
        body: pingjiaFlagBody,
      },
    },
    async (request) => ok(await setShown(ctx(request), request.body.id, request.body.value)),
  );

  app.post(
    `${BASE}/setScreen`,
    {
      config: { permission: 'pingjia:show' },
      schema: {
        tags,
        summary: "Put a review on (value 1) or take it off (0) the shop's screens",
        description: `A hidden review cannot go on screen (隐藏的评价不能上屏). Screens read the newest ${PINGJIA_SCREEN_MAX} through GET /screen/reviews.`,
        body: pingjiaFlagBody,
      },
    },
    async (request) => ok(await setOnScreen(ctx(request), request.body.id, request.body.value)),
  );

  app.delete(
    `${BASE}/delete`,
    {
      config: { permission: 'pingjia:delete' },
      schema: { tags, summary: 'Delete a review (owners: the pingjia:delete button)', querystring: pingjiaIdQuery },
    },
    async (request) => ok(await deleteReview(ctx(request), request.query.id)),
  );

  app.get(
    '/screen/reviews',
    {
      config: { public: true },
      schema: {
        tags: ['screen'],
        summary: 'The reviews a paired screen shows, and its shop’s rating (ScreenReviews)',
        description: `Headers ${DEVICE_ID_HEADER} and ${DEVICE_SECRET_HEADER}. The newest ${PINGJIA_SCREEN_MAX} reviews of the screen's shop that are shown and marked "show on screen", customers named by their first character and a star (张*, 顾客 without one), with {average, count} of every review of the shop. An unpaired or locked screen gets {average: null, count: 0, reviews: []}; wrong credentials 401.`,
      },
    },
    async (request) =>
      ok(
        await screenReviews(
          db,
          config.apiBase,
          await authenticateScreen(db, header(request, DEVICE_ID_HEADER), header(request, DEVICE_SECRET_HEADER)),
        ),
      ),
  );
});
