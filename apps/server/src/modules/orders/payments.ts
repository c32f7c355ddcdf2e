import {
  msg,
  type OrderMoney,
  type OrderPaymentKind,
  type OrderPaymentMethod,
  type OrderStatus,
  paymentRefusal,
  statusAfterPayment,
} from '@scenecast/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { lockOrder, requireOrder } from './access.js';
import { keptDepositWindow } from './cancellation.js';
import { logOrder } from './records.js';
import { cjOrder, cjOrderPayment } from './schema.js';

export interface PaymentInput {
  id: string;
  kind: OrderPaymentKind;
  amountFen: number;
  method: OrderPaymentMethod;
  note: string;
}

/**
 * Records money in (deposit, balance) or out (refund) on an order, under the rules of
 * paymentRefusal, and moves the order as statusAfterPayment says (the deposit in books it; the
 * last money refunded closes a cancelled order). A late cancellation keeps the deposit
 * (keptDepositWindow): only what was paid beyond it is refunded. The order row is locked for the
 * change, so two cashiers cannot take more than is owed between them.
 */
export async function recordPayment(db: Db, scope: Scope, input: PaymentInput): Promise<void> {
  await requireOrder(db, scope, input.id);
  await db.transaction(async (tx) => {
    const row = await lockOrder(tx, input.id);
    const money: OrderMoney = {
      status: row.status as OrderStatus,
      priceFen: row.priceFen,
      depositFen: row.depositFen,
      paidFen: row.paidFen,
    };
    const keptWindow = input.kind === 'refund' ? await keptDepositWindow(tx, row) : null;
    const refusal = paymentRefusal(money, input.kind, input.amountFen, { depositKept: keptWindow !== null });
    if (refusal) throw new BusinessError(msg(refusal, 'zh', keptWindow ?? undefined));
    const status = statusAfterPayment(money, input.kind, input.amountFen);
    const delta = input.kind === 'refund' ? -input.amountFen : input.amountFen;
    await tx.insert(cjOrderPayment).values({
      orderId: row.id,
      tenantId: row.tenantId,
      kind: input.kind,
      amountFen: input.amountFen,
      method: input.method,
      note: input.note,
      createBy: scope.username,
    });
    await tx
      .update(cjOrder)
      .set({ paidFen: sql`${cjOrder.paidFen} + ${delta}`, status, updateTime: new Date() })
      .where(eq(cjOrder.id, row.id));
    await logOrder(tx, {
      orderId: row.id,
      action: input.kind === 'refund' ? 'refund' : 'payment',
      fromStatus: row.status,
      toStatus: status,
      detail: { kind: input.kind, amountFen: input.amountFen, method: input.method },
      createBy: scope.username,
    });
  });
}
