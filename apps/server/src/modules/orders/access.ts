import { msg } from '@scenecast/contracts';
import { eq } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { forbidden } from '../../platform/http/errors.js';
import { requireShopAccess, type ShopAccess } from '../shop/access.js';
import { cjOrder } from './schema.js';

export type OrderRow = typeof cjOrder.$inferSelect;

/** An order of a shop the caller reaches; an unknown id is refused like another tenant's (403). */
export async function requireOrder(db: Db, scope: Scope, id: string): Promise<OrderRow & { shop: ShopAccess }> {
  const [row] = await db.select().from(cjOrder).where(eq(cjOrder.id, id)).limit(1);
  if (!row) throw forbidden(msg('shopNoAccess'));
  return { ...row, shop: await requireShopAccess(db, scope, row.shopId) };
}

/** The order again inside a transaction, its row locked so payments and moves on it run one at a time. */
export async function lockOrder(tx: Db, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(cjOrder).where(eq(cjOrder.id, id)).for('update');
  return row;
}
