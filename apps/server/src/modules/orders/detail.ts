import { nextOrderStatuses, type OrderDetail, type OrderStatus } from '@scenecast/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { seesFullPhone } from '../cjuser/access.js';
import { requireOrder } from './access.js';
import { toLogRecord, toOrderRecords, toPaymentRecord } from './records.js';
import { cjOrderLog, cjOrderPayment } from './schema.js';

/** An order with its payments, its change log (oldest first) and the moves open to it now. */
export async function orderDetail(db: Db, scope: Scope, id: string): Promise<OrderDetail> {
  const { shop: _shop, ...row } = await requireOrder(db, scope, id);
  const [[record], payments, logs] = await Promise.all([
    toOrderRecords(db, [row], await seesFullPhone(scope)),
    db.select().from(cjOrderPayment).where(eq(cjOrderPayment.orderId, id)).orderBy(asc(cjOrderPayment.createTime)),
    db
      .select()
      .from(cjOrderLog)
      .where(eq(cjOrderLog.orderId, id))
      .orderBy(asc(cjOrderLog.createTime), asc(cjOrderLog.id)),
  ]);
  return {
    ...record,
    payments: payments.map(toPaymentRecord),
    logs: logs.map(toLogRecord),
    nextStatuses: nextOrderStatuses({
      status: row.status as OrderStatus,
      priceFen: row.priceFen,
      depositFen: row.depositFen,
      paidFen: row.paidFen,
    }),
  };
}
