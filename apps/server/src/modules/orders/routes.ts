import {
  CJUSER_PHONE_PERMISSION,
  orderAddBody,
  orderEditBody,
  orderExportQuery,
  orderIdQuery,
  orderListQuery,
  orderMoveBody,
  orderPaymentBody,
  orderRefundBody,
  orderShopQuery,
} from '@scenecast/contracts';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { registerCheckRule } from '../../platform/registry/check-rules.js';
import { XLSX_CONTENT_TYPE } from '../../platform/spreadsheet/import.js';
import { registerTodoSource } from '../../platform/todos/registry.js';
import { requireShopAccess } from '../shop/access.js';
import { bookOrder } from './booking.js';
import { orderDetail } from './detail.js';
import { editOrder } from './edit.js';
import { exportOrders, listOrders } from './list.js';
import { moveOrder } from './moves.js';
import { orderNoRule } from './numbers.js';
import { recordPayment } from './payments.js';
import { taoxiOptions } from './taoxi-options.js';
import { lateOrderTodos, unpaidOrderTodos } from './todos.js';

const tags = ['order'];
const BASE = '/cjOrder/cjOrder';
const FLOW =
  'Status flow: awaiting_deposit → booked → shot → selecting → producing → delivered; awaiting_deposit and booked may be cancelled; a cancelled order whose money is all refunded becomes refunded.';
const FILTERS =
  'Filters: orderNo, customerName, customerPhone, taoxiName with the list wildcards (`*v*` contains, `v*` starts with, `!v`, `>=v`, `<=v`); status one or several comma-joined; superQueryParams on those and status, priceFen, paidFen, note, createBy, createTime (rules eq like right_like left_like in ne gt ge lt le), superQueryMatchType and|or. Sort columns: createTime (default, desc), orderNo, priceFen, paidFen, status.';
const PHONES = `customerPhone reads like 138****5678 in every answer and export unless the caller holds the ${CJUSER_PHONE_PERMISSION} button (owners do, staff do not), as on the customer pages. Without it the customerPhone filter matches only the whole number (wildcards and operators are not read) and the advanced query has no customerPhone, so masked digits cannot be found out by searching.`;

/**
 * The studio's orders: booking a customer on a package and a slot, the status flow, payments and
 * refunds, the change log, the list with its advanced query and export, and the to-dos of late and
 * unpaid orders. Every call passes the shop access rule: another tenant's or shop's ids are 403.
 */
export const ordersRoutes = defineModule(async (app, { db }) => {
  grantedBy(app, { menus: ['/cjmain/order'] });
  registerCheckRule(orderNoRule);
  registerTodoSource(lateOrderTodos);
  registerTodoSource(unpaidOrderTodos);

  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags,
        summary: "A page of a shop's orders (OrderRecord)",
        description: `${FILTERS} ${PHONES}`,
        querystring: orderListQuery,
      },
    },
    async (request) => ok(await listOrders(db, request.scope, request.query)),
  );
  app.get(
    `${BASE}/exportXls`,
    {
      schema: {
        tags,
        summary: "Export a shop's orders as .xlsx (streamed)",
        description: `The list's filters, or only \`selections\` (comma-joined ids, within the shop). Money in yuan. ${FILTERS} ${PHONES}`,
        querystring: orderExportQuery,
      },
    },
    async (request, reply) => {
      const { selections, ...query } = request.query;
      const ids = selections?.split(',').filter(Boolean);
      const body = await exportOrders(db, request.scope, query, ids);
      const fileName = encodeURIComponent('订单.xlsx');
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="orders.xlsx"; filename*=UTF-8''${fileName}`)
        .send(body);
    },
  );
  app.get(
    `${BASE}/queryById`,
    {
      schema: {
        tags,
        summary: 'One order with its payments, change log and the status moves open now (OrderDetail)',
        description: PHONES,
        querystring: orderIdQuery,
      },
    },
    async (request) => ok(await orderDetail(db, request.scope, request.query.id)),
  );
  app.get(
    `${BASE}/taoxiOptions`,
    {
      schema: {
        tags,
        summary: "The shop's packages on sale, for the order form",
        description:
          "depositFen: the deposit a booking of the package asks (its own, else the shop's baseinfo depositPercent of the price).",
        querystring: orderShopQuery,
      },
    },
    async (request) => {
      await requireShopAccess(db, request.scope, request.query.shopId);
      return ok(await taoxiOptions(db, request.query.shopId));
    },
  );
  app.post(
    `${BASE}/add`,
    {
      schema: {
        tags,
        summary: 'Book an order: customer, package, slot',
        description:
          "The customer by `customerId` (of this shop), or `customer` {name, phone}: the shop's customer with that phone, else a new one. The package must be on sale (该套系已下架); its name and price are copied, and the deposit due is the package's own deposit when it sets one, else the shop's baseinfo depositPercent of the price, rounded to the fen. The slot must be this shop's, not begun (该档期已过), on an open day (该日休息，不接受预约), with a place left (该档期已约满): the place is taken atomically, so under any number of concurrent bookings the last place goes once. Status awaiting_deposit, or booked when no deposit is due. Order number DD + yyyymmdd + a 4-digit sequence of the tenant's day (code rule order_no). " +
          `The answer's customerPhone is masked as in the list without ${CJUSER_PHONE_PERMISSION}.`,
        body: orderAddBody,
      },
    },
    async (request) => ok(await bookOrder(db, request.scope, request.body)),
  );
  app.post(
    `${BASE}/edit`,
    {
      schema: {
        tags,
        summary: "Change an order's slot, staff member or note",
        description:
          'A new slot only before the shoot (awaiting_deposit, booked): its place is taken first, then the old one given back; a full slot leaves the order unchanged. Every change is logged with the values before and after.',
        body: orderEditBody,
      },
    },
    async (request) => {
      await editOrder(db, request.scope, request.body);
      return ok(null);
    },
  );
  app.post(
    `${BASE}/changeStatus`,
    {
      schema: {
        tags,
        summary: 'Move an order along the status flow',
        description: `${FLOW} Any other move: 订单当前状态不能变更为该状态. booked needs the deposit paid (定金未付清); delivered needs everything paid (尾款未结清，不能交付). Cancelling gives the slot place back at once; the money paid stays until refunded.`,
        body: orderMoveBody,
      },
    },
    async (request) => {
      await moveOrder(db, request.scope, request.body);
      return ok(null);
    },
  );
  app.post(
    `${BASE}/pay`,
    {
      schema: {
        tags,
        summary: 'Record a deposit or balance payment',
        description:
          "deposit only while awaiting_deposit; balance from booked to producing; never more than is still owed (收款金额超过未付金额). A deposit bringing the paid amount to the order's deposit books the order.",
        body: orderPaymentBody,
      },
    },
    async (request) => {
      await recordPayment(db, request.scope, request.body);
      return ok(null);
    },
  );
  app.post(
    `${BASE}/refund`,
    {
      config: { permission: 'order:refund' },
      schema: {
        tags,
        summary: 'Record money returned on a cancelled order',
        description:
          "Needs the order:refund button (owners, administrators). Only a cancelled order (只有已取消的订单可以退款), never more than was paid (退款金额不能超过已收金额). An order cancelled less than the shop's baseinfo cancelHours before its slot's start keeps its deposit: only what was paid beyond it is refunded (距拍摄不足{n}小时取消，定金不予退还); cancelled at is the change log's move to cancelled. An order without a slot, or cancelled earlier, refunds in full. When nothing paid remains the order becomes refunded.",
        body: orderRefundBody,
      },
    },
    async (request) => {
      await recordPayment(db, request.scope, { ...request.body, kind: 'refund' });
      return ok(null);
    },
  );
});
