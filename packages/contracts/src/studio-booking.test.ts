import { describe, expect, it } from 'vitest';
import {
  cancellationKeepsDeposit,
  depositDueFen,
  isOpeningDay,
  nextOrderStatuses,
  type OrderMoney,
  type OrderStatus,
  orderMoveRefusal,
  orderNumber,
  paymentRefusal,
  statusAfterPayment,
  withinOpeningHours,
} from './studio-booking.js';

const order = (status: OrderStatus, paidFen = 0): OrderMoney => ({
  status,
  priceFen: 100_00,
  depositFen: 30_00,
  paidFen,
});

describe('order status moves', () => {
  it('follows the flow forward one step at a time', () => {
    expect(orderMoveRefusal(order('booked', 30_00), 'shot')).toBeNull();
    expect(orderMoveRefusal(order('shot', 30_00), 'selecting')).toBeNull();
    expect(orderMoveRefusal(order('selecting', 30_00), 'producing')).toBeNull();
    expect(orderMoveRefusal(order('booked', 30_00), 'selecting')).toBe('orderMoveInvalid');
    expect(orderMoveRefusal(order('shot', 30_00), 'booked')).toBe('orderMoveInvalid');
  });

  it('books only once the deposit is in', () => {
    expect(orderMoveRefusal(order('awaiting_deposit', 29_99), 'booked')).toBe('orderDepositMissing');
    expect(orderMoveRefusal(order('awaiting_deposit', 30_00), 'booked')).toBeNull();
  });

  it('delivers only once everything is paid', () => {
    expect(orderMoveRefusal(order('producing', 99_99), 'delivered')).toBe('orderBalanceMissing');
    expect(orderMoveRefusal(order('producing', 100_00), 'delivered')).toBeNull();
  });

  it('cancels before the shoot only, and never reaches refunded by hand', () => {
    expect(orderMoveRefusal(order('awaiting_deposit'), 'cancelled')).toBeNull();
    expect(orderMoveRefusal(order('booked', 30_00), 'cancelled')).toBeNull();
    expect(orderMoveRefusal(order('shot', 30_00), 'cancelled')).toBe('orderMoveInvalid');
    expect(orderMoveRefusal(order('cancelled', 0), 'refunded')).toBe('orderMoveInvalid');
  });

  it('ends at delivered, cancelled and refunded', () => {
    for (const status of ['delivered', 'cancelled', 'refunded'] as const) {
      expect(nextOrderStatuses(order(status, 100_00))).toEqual([]);
    }
  });

  it('lists the moves open now', () => {
    expect(nextOrderStatuses(order('awaiting_deposit'))).toEqual(['cancelled']);
    expect(nextOrderStatuses(order('awaiting_deposit', 30_00))).toEqual(['booked', 'cancelled']);
  });
});

describe('payments', () => {
  it('takes a deposit only while awaiting it, and a balance between booking and delivery', () => {
    expect(paymentRefusal(order('awaiting_deposit'), 'deposit', 30_00)).toBeNull();
    expect(paymentRefusal(order('booked', 30_00), 'deposit', 10_00)).toBe('orderDepositNotNow');
    expect(paymentRefusal(order('awaiting_deposit'), 'balance', 10_00)).toBe('orderBalanceNotNow');
    expect(paymentRefusal(order('producing', 30_00), 'balance', 70_00)).toBeNull();
    expect(paymentRefusal(order('delivered', 100_00), 'balance', 1)).toBe('orderBalanceNotNow');
  });

  it('never takes more than is owed, nor zero', () => {
    expect(paymentRefusal(order('booked', 30_00), 'balance', 70_01)).toBe('orderPaymentTooMuch');
    expect(paymentRefusal(order('booked', 30_00), 'balance', 0)).toBe('orderAmountInvalid');
  });

  it('refunds only a cancelled order, up to what was paid', () => {
    expect(paymentRefusal(order('booked', 30_00), 'refund', 10_00)).toBe('orderRefundNotCancelled');
    expect(paymentRefusal(order('cancelled', 30_00), 'refund', 30_01)).toBe('orderRefundTooMuch');
    expect(paymentRefusal(order('cancelled', 30_00), 'refund', 30_00)).toBeNull();
  });

  it('keeps the deposit of a late cancellation, refunding only what was paid beyond it', () => {
    const kept = { depositKept: true };
    expect(paymentRefusal(order('cancelled', 100_00), 'refund', 70_00, kept)).toBeNull();
    expect(paymentRefusal(order('cancelled', 100_00), 'refund', 70_01, kept)).toBe('orderRefundDepositKept');
    expect(paymentRefusal(order('cancelled', 10_00), 'refund', 10_00, kept)).toBe('orderRefundDepositKept');
  });

  it('books the order when the deposit is in, and closes it as refunded when the last money goes back', () => {
    expect(statusAfterPayment(order('awaiting_deposit'), 'deposit', 10_00)).toBe('awaiting_deposit');
    expect(statusAfterPayment(order('awaiting_deposit', 10_00), 'deposit', 20_00)).toBe('booked');
    expect(statusAfterPayment(order('cancelled', 30_00), 'refund', 10_00)).toBe('cancelled');
    expect(statusAfterPayment(order('cancelled', 30_00), 'refund', 30_00)).toBe('refunded');
  });
});

describe('booking rules of the base info', () => {
  it("asks the package's own deposit, else the shop's share of the price rounded to the fen", () => {
    expect(depositDueFen({ priceFen: 3000_00, depositFen: 500_00 }, 30)).toBe(500_00);
    expect(depositDueFen({ priceFen: 3000_00, depositFen: 0 }, 30)).toBe(900_00);
    expect(depositDueFen({ priceFen: 333, depositFen: 0 }, 15)).toBe(50);
    expect(depositDueFen({ priceFen: 100_00, depositFen: 0 }, 0)).toBe(0);
  });

  it('keeps the deposit of a cancellation less than cancelHours before the slot, and never without one', () => {
    const slot = new Date('2026-12-10T09:00:00+08:00');
    expect(cancellationKeepsDeposit(new Date('2026-12-08T09:00:01+08:00'), slot, 48)).toBe(true);
    expect(cancellationKeepsDeposit(new Date('2026-12-08T09:00:00+08:00'), slot, 48)).toBe(false);
    expect(cancellationKeepsDeposit(new Date('2026-12-10T08:00:00+08:00'), null, 48)).toBe(false);
  });
});

describe('opening hours', () => {
  // 2026-12-07 is a Monday, 2026-12-13 a Sunday.
  const hours = [
    { weekday: 1, open: '09:00', close: '18:00' },
    { weekday: 7, open: '10:30', close: '16:00' },
  ];
  const slot = (day: string, startMinute: number, endMinute: number) => ({ day, startMinute, endMinute });

  it('opens the weekdays it lists, and every day without hours', () => {
    expect(isOpeningDay(hours, '2026-12-07')).toBe(true);
    expect(isOpeningDay(hours, '2026-12-08')).toBe(false);
    expect(isOpeningDay(hours, '2026-12-13')).toBe(true);
    expect(isOpeningDay([], '2026-12-08')).toBe(true);
  });

  it("keeps slots within their day's hours, and any slot without hours", () => {
    expect(withinOpeningHours(hours, slot('2026-12-07', 9 * 60, 18 * 60))).toBe(true);
    expect(withinOpeningHours(hours, slot('2026-12-07', 8 * 60 + 59, 10 * 60))).toBe(false);
    expect(withinOpeningHours(hours, slot('2026-12-07', 17 * 60, 18 * 60 + 1))).toBe(false);
    expect(withinOpeningHours(hours, slot('2026-12-13', 10 * 60, 11 * 60))).toBe(false);
    expect(withinOpeningHours(hours, slot('2026-12-08', 10 * 60, 11 * 60))).toBe(false);
    expect(withinOpeningHours([], slot('2026-12-08', 0, 60))).toBe(true);
  });
});

it('numbers orders DD + day + a 4-digit sequence', () => {
  expect(orderNumber('2026-11-25', 7)).toBe('DD202611250007');
  expect(orderNumber('2026-11-25', 12345)).toBe('DD2026112512345');
});
