import { erpCustomerQuery, erpOrderQuery, erpReviewQuery, erpSlotQuery } from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { type ErpContext, erpCustomers, erpOrders, erpReviews, erpSlots } from './service.js';

const tags = ['studio-erp'];
const BASE = '/studioErp';
const SCOPE =
  'Head-office view: every shop the caller reaches (owned, or as an active member), or the one `shopId` names (one they do not reach: 403). Each row carries shopName; `totals` cover every row the filters match, not only the page. dateFrom/dateTo are YYYY-MM-DD, both ends included (start after end: 开始日期不能晚于结束日期).';

/** The head-office (ERP) views of the studio: schedule, orders, reviews and customers across shops. */
export const studioErpRoutes = defineModule(async (app, { db, config }) => {
  const ctx = (request: FastifyRequest): ErpContext => ({ db, scope: request.scope, apiBase: config.apiBase });

  app.get(
    `${BASE}/dangqi`,
    {
      config: { menus: ['/cjmain/dangqierp'] },
      schema: {
        tags,
        summary: 'Schedule slots across shops (by day, then start), totals {count, capacity, booked}',
        description: `${SCOPE} The range filters the slot's day.`,
        querystring: erpSlotQuery,
      },
    },
    async (request) => ok(await erpSlots(ctx(request), request.query)),
  );

  app.get(
    `${BASE}/order`,
    {
      config: { menus: ['/cjmain/ordererp'] },
      schema: {
        tags,
        summary: 'Orders across shops, newest first, totals {count, priceFen, paidFen}',
        description: `${SCOPE} The range filters the day the order was booked; status is one of the order statuses; keyword matches the order number or the customer's name (contains).`,
        querystring: erpOrderQuery,
      },
    },
    async (request) => ok(await erpOrders(ctx(request), request.query)),
  );

  app.get(
    `${BASE}/pingjia`,
    {
      config: { menus: ['/cjmain/pingjiaerp'] },
      schema: {
        tags,
        summary: 'Reviews across shops, newest first, totals {count, average}',
        description: `${SCOPE} The range filters the day the review was recorded; star 1–5. The average counts hidden reviews too.`,
        querystring: erpReviewQuery,
      },
    },
    async (request) => ok(await erpReviews(ctx(request), request.query)),
  );

  app.get(
    `${BASE}/cjuser`,
    {
      config: { menus: ['/cjmain/cjusererp'] },
      schema: {
        tags,
        summary: 'Customers across shops, newest first, totals {count}',
        description: `${SCOPE} The range filters the day the customer was added; keyword matches the name (contains) or the phone (with cjuser:phone contains, without it the whole number only); phones masked (138****5678) without cjuser:phone.`,
        querystring: erpCustomerQuery,
      },
    },
    async (request) => ok(await erpCustomers(ctx(request), request.query)),
  );
});
