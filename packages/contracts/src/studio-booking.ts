import type { MessageKey } from './messages.js';
import type { OpeningDay } from './studio.js';

/**
 * The studio's bookings: schedule (dangqi) slots and orders. Decisions where the issue is silent
 * are written in docs/studio-bookings.md; the status flow below is the one place they live in code.
 */

/** The shop's local day and clock: slots are minutes after midnight of this zone. */
export const STUDIO_TIME_ZONE = 'Asia/Shanghai';

export const DANGQI_RESOURCE_KINDS = ['photographer', 'room'] as const;
export type DangqiResourceKind = (typeof DANGQI_RESOURCE_KINDS)[number];
export const DANGQI_RESOURCE_NAME_MAX = 30;
/** People one slot takes at most (a group shoot books one place per order). */
export const DANGQI_CAPACITY_MAX = 50;
/** Days one calendar or batch call covers at most (a month view shows six weeks). */
export const DANGQI_RANGE_DAYS_MAX = 62;
export const DANGQI_SLOTS_PER_DAY_MAX = 48;
export const DANGQI_REASON_MAX = 50;
export const MINUTES_PER_DAY = 24 * 60;

export const ORDER_STATUSES = [
  'awaiting_deposit',
  'booked',
  'shot',
  'selecting',
  'producing',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_PAYMENT_KINDS = ['deposit', 'balance', 'refund'] as const;
export type OrderPaymentKind = (typeof ORDER_PAYMENT_KINDS)[number];
export const ORDER_PAYMENT_METHODS = ['cash', 'wechat', 'alipay', 'card', 'transfer'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

export const ORDER_NOTE_MAX = 500;
export const CUSTOMER_NAME_MAX = 30;
/** An order still awaiting its deposit this long after booking becomes an "unpaid" to-do. */
export const ORDER_DEPOSIT_DUE_HOURS = 24;
/** Order numbers: DD, the booking day in the studio's zone (yyyymmdd), a 4-digit sequence of that day. */
export const ORDER_NO_PATTERN = /^DD\d{8}\d{4,6}$/;
export const ORDER_NO_RULE_CODE = 'order_no';

/** The moves a user may make by hand; `refunded` is reached only by refunds (see statusAfterPayment). */
export const ORDER_STATUS_MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_deposit: ['booked', 'cancelled'],
  booked: ['shot', 'cancelled'],
  shot: ['selecting'],
  selecting: ['producing'],
  producing: ['delivered'],
  delivered: [],
  cancelled: [],
  refunded: [],
};

/** Statuses whose slot can still change (before the shoot); cancelling gives the place back. */
export const ORDER_RESCHEDULABLE: readonly OrderStatus[] = ['awaiting_deposit', 'booked'];
/** Statuses that take money in (deposit before booking, balance after). */
const TAKES_DEPOSIT: readonly OrderStatus[] = ['awaiting_deposit'];
const TAKES_BALANCE: readonly OrderStatus[] = ['booked', 'shot', 'selecting', 'producing'];

/** The money an order's rules read. */
export interface OrderMoney {
  status: OrderStatus;
  priceFen: number;
  depositFen: number;
  /** Received minus refunded. */
  paidFen: number;
}

/**
 * Why a hand move of an order to `to` is refused, or null when it is allowed: only the moves of
 * ORDER_STATUS_MOVES; booked once the deposit is in; delivered once everything is paid.
 */
export function orderMoveRefusal(order: OrderMoney, to: OrderStatus): MessageKey | null {
  if (!ORDER_STATUS_MOVES[order.status].includes(to)) return 'orderMoveInvalid';
  if (to === 'booked' && order.paidFen < order.depositFen) return 'orderDepositMissing';
  if (to === 'delivered' && order.paidFen < order.priceFen) return 'orderBalanceMissing';
  return null;
}

/** The hand moves open to an order now. */
export function nextOrderStatuses(order: OrderMoney): OrderStatus[] {
  return ORDER_STATUS_MOVES[order.status].filter((to) => orderMoveRefusal(order, to) === null);
}

/**
 * The deposit an order asks when it is booked: the package's own deposit when it sets one,
 * otherwise the shop's share of the price (baseinfo depositPercent), rounded to the fen.
 */
export function depositDueFen(pack: { priceFen: number; depositFen: number }, depositPercent: number): number {
  return pack.depositFen > 0 ? pack.depositFen : Math.round((pack.priceFen * depositPercent) / 100);
}

/**
 * Whether a cancellation forfeits the deposit: the order was cancelled less than `cancelHours`
 * (baseinfo) before its slot began. An order without a slot always gets its deposit back.
 */
export function cancellationKeepsDeposit(cancelledAt: Date, slotStart: Date | null, cancelHours: number): boolean {
  return slotStart !== null && slotStart.getTime() - cancelledAt.getTime() < cancelHours * 3_600_000;
}

/**
 * Why a payment is refused, or null: a deposit while awaiting it, a balance between booking and
 * delivery, never more than is owed; a refund only on a cancelled order and never more than was
 * paid; when the cancellation kept the deposit, only what was paid beyond it.
 */
export function paymentRefusal(
  order: OrderMoney,
  kind: OrderPaymentKind,
  amountFen: number,
  { depositKept = false } = {},
): MessageKey | null {
  if (!Number.isInteger(amountFen) || amountFen <= 0) return 'orderAmountInvalid';
  if (kind === 'refund') {
    if (order.status !== 'cancelled') return 'orderRefundNotCancelled';
    if (amountFen > order.paidFen) return 'orderRefundTooMuch';
    return depositKept && amountFen > order.paidFen - order.depositFen ? 'orderRefundDepositKept' : null;
  }
  const allowed = kind === 'deposit' ? TAKES_DEPOSIT : TAKES_BALANCE;
  if (!allowed.includes(order.status)) return kind === 'deposit' ? 'orderDepositNotNow' : 'orderBalanceNotNow';
  return amountFen > order.priceFen - order.paidFen ? 'orderPaymentTooMuch' : null;
}

/**
 * The status an accepted payment leaves: the deposit reaching the package's deposit books the
 * order; a refund that returns the last of the money closes a cancelled order as refunded.
 */
export function statusAfterPayment(order: OrderMoney, kind: OrderPaymentKind, amountFen: number): OrderStatus {
  const paidFen = kind === 'refund' ? order.paidFen - amountFen : order.paidFen + amountFen;
  if (order.status === 'awaiting_deposit' && kind === 'deposit' && paidFen >= order.depositFen) return 'booked';
  if (order.status === 'cancelled' && kind === 'refund' && paidFen === 0) return 'refunded';
  return order.status;
}

/** The order number of the `sequence`-th order of a tenant's day (`day` as yyyy-mm-dd). */
export function orderNumber(day: string, sequence: number): string {
  return `DD${day.replaceAll('-', '')}${String(sequence).padStart(4, '0')}`;
}

/** "09:30" of minutes after midnight. */
export function minuteText(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** Minutes after midnight of an 'HH:mm' time. */
export const clockMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const hoursOfDay = (hours: readonly OpeningDay[], day: string) => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
  return hours.find((entry) => entry.weekday === weekday);
};

/** Whether the shop opens on a day (yyyy-mm-dd): a weekday left out of its hours is closed; no hours at all, open every day. */
export function isOpeningDay(hours: readonly OpeningDay[], day: string): boolean {
  return hours.length === 0 || hoursOfDay(hours, day) !== undefined;
}

/** Whether a slot lies within its day's opening hours; a shop without hours opens slots at any time. */
export function withinOpeningHours(
  hours: readonly OpeningDay[],
  slot: { day: string; startMinute: number; endMinute: number },
): boolean {
  if (hours.length === 0) return true;
  const open = hoursOfDay(hours, slot.day);
  return (
    open !== undefined && slot.startMinute >= clockMinutes(open.open) && slot.endMinute <= clockMinutes(open.close)
  );
}

export interface DangqiResourceRecord {
  id: string;
  shopId: string;
  kind: DangqiResourceKind;
  name: string;
  userId: string | null;
  status: number;
}

export interface DangqiSlotRecord {
  id: string;
  shopId: string;
  day: string;
  startMinute: number;
  endMinute: number;
  capacity: number;
  booked: number;
  resources: { id: string; kind: DangqiResourceKind; name: string }[];
}

export interface DangqiClosedDayRecord {
  shopId: string;
  day: string;
  reason: string;
}

/** A shop's schedule over a range of days: its slots and its closed days. */
export interface DangqiCalendar {
  slots: DangqiSlotRecord[];
  closedDays: DangqiClosedDayRecord[];
}

export interface OrderRecord {
  id: string;
  shopId: string;
  orderNo: string;
  customerId: string;
  customerName: string;
  customerPhone: string;
  taoxiId: string;
  taoxiName: string;
  priceFen: number;
  depositFen: number;
  paidFen: number;
  slotId: string | null;
  /** The booked slot's day and times, when it has one. */
  shootDay: string | null;
  startMinute: number | null;
  endMinute: number | null;
  staffUserId: string | null;
  status: OrderStatus;
  note: string;
  createBy: string;
  createTime: string;
}

export interface OrderPaymentRecord {
  id: string;
  kind: OrderPaymentKind;
  amountFen: number;
  method: OrderPaymentMethod;
  note: string;
  createBy: string;
  createTime: string;
}

export interface OrderLogRecord {
  id: string;
  action: string;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus | null;
  detail: Record<string, unknown> | null;
  createBy: string;
  createTime: string;
}

export interface OrderDetail extends OrderRecord {
  payments: OrderPaymentRecord[];
  logs: OrderLogRecord[];
  nextStatuses: OrderStatus[];
}

/** A package as the order form offers it. */
export interface OrderTaoxiOption {
  id: string;
  name: string;
  priceFen: number;
  depositFen: number;
}
