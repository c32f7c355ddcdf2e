import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants.js';
import { msg } from './messages.js';
import { PATTERNS } from './rules.js';
import {
  CUSTOMER_NAME_MAX,
  DANGQI_CAPACITY_MAX,
  DANGQI_REASON_MAX,
  DANGQI_RESOURCE_KINDS,
  DANGQI_RESOURCE_NAME_MAX,
  DANGQI_SLOTS_PER_DAY_MAX,
  MINUTES_PER_DAY,
  ORDER_NOTE_MAX,
  ORDER_PAYMENT_METHODS,
  ORDER_STATUSES,
} from './studio-booking.js';

/**
 * The schedule and order payloads the server validates, built on the constants of
 * studio-booking.ts; kept apart so the console's pages that only need the constants carry no zod.
 */

const id = z.string().min(1).max(64);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((text) => {
    const parsed = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
  });
const minute = z.coerce.number().int().min(0).max(MINUTES_PER_DAY);
const fen = z.coerce.number().int().min(0).max(100_000_000);

export const dangqiShopQuery = z.object({ shopId: id });
export const dangqiRangeQuery = z.object({ shopId: id, from: day, to: day });
export const dangqiIdBody = z.object({ id });
export const dangqiIdQuery = z.object({ id });

export const dangqiResourceBody = z.object({
  shopId: id,
  kind: z.enum(DANGQI_RESOURCE_KINDS),
  name: z.string().trim().min(1, msg('dangqiResourceNameRequired')).max(DANGQI_RESOURCE_NAME_MAX),
  userId: id.nullish(),
});
export const dangqiResourceEditBody = z.object({
  id,
  name: z.string().trim().min(1, msg('dangqiResourceNameRequired')).max(DANGQI_RESOURCE_NAME_MAX),
  userId: id.nullish(),
  status: z.coerce.number().int().min(0).max(1),
});

const slotTimes = z
  .object({ startMinute: minute, endMinute: minute })
  .refine((times) => times.endMinute > times.startMinute, { message: msg('dangqiTimeInvalid'), path: ['endMinute'] });

/** Opens the same slots on every day of a range (one day when from = to), skipping closed days. */
export const dangqiSlotsAddBody = z.object({
  shopId: id,
  from: day,
  to: day,
  /** Weekdays to open, 0 Sunday … 6 Saturday; all when left out. */
  weekdays: z.array(z.number().int().min(0).max(6)).max(7).optional(),
  times: z.array(slotTimes).min(1).max(DANGQI_SLOTS_PER_DAY_MAX),
  capacity: z.coerce.number().int().min(1).max(DANGQI_CAPACITY_MAX),
  resourceIds: z.array(id).max(20).default([]),
});
export const dangqiSlotEditBody = z.object({
  id,
  capacity: z.coerce.number().int().min(1).max(DANGQI_CAPACITY_MAX),
  resourceIds: z.array(id).max(20),
});
export const dangqiClosedDayBody = z.object({
  shopId: id,
  day,
  reason: z.string().trim().max(DANGQI_REASON_MAX).default(''),
});
export const dangqiOpenDayBody = z.object({ shopId: id, day });
export const dangqiOpenSlotsQuery = z.object({ shopId: id, day });

/** A walk-in customer by name and phone: the console's booking form and the applet's booking. */
export const bookingCustomer = z.object({
  name: z.string().trim().min(1, msg('customerNameRequired')).max(CUSTOMER_NAME_MAX),
  phone: z.string().trim().regex(PATTERNS.mobile.pattern, msg(PATTERNS.mobile.message)),
});

/** A booking: the customer by id or by name + phone (found by phone, or created). */
export const orderAddBody = z.object({
  shopId: id,
  customerId: id.optional(),
  customer: bookingCustomer.optional(),
  taoxiId: id,
  slotId: id,
  staffUserId: id.nullish(),
  note: z.string().max(ORDER_NOTE_MAX).default(''),
});
export const orderEditBody = z.object({
  id,
  slotId: id.optional(),
  staffUserId: id.nullish(),
  note: z.string().max(ORDER_NOTE_MAX).optional(),
});
export const orderMoveBody = z.object({
  id,
  status: z.enum(ORDER_STATUSES),
  note: z.string().max(ORDER_NOTE_MAX).default(''),
});
export const orderPaymentBody = z.object({
  id,
  kind: z.enum(['deposit', 'balance']),
  amountFen: fen,
  method: z.enum(ORDER_PAYMENT_METHODS),
  note: z.string().max(ORDER_NOTE_MAX).default(''),
});
export const orderRefundBody = z.object({
  id,
  amountFen: fen,
  method: z.enum(ORDER_PAYMENT_METHODS),
  note: z.string().max(ORDER_NOTE_MAX).default(''),
});
export const orderIdQuery = z.object({ id });
export const orderShopQuery = z.object({ shopId: id });

/** The list's input filters and advanced query; every field resolves through the server's allow-list. */
export const orderListQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(DEFAULT_PAGE_SIZE),
  column: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
  shopId: id,
  orderNo: z.string().max(40).optional(),
  customerName: z.string().max(40).optional(),
  customerPhone: z.string().max(20).optional(),
  taoxiName: z.string().max(60).optional(),
  status: z.string().max(200).optional(),
  superQueryParams: z.string().max(20_000).optional(),
  superQueryMatchType: z.string().max(8).optional(),
});
export const orderExportQuery = orderListQuery.omit({ pageNo: true, pageSize: true }).extend({
  selections: z.string().max(70_000).optional(),
});
