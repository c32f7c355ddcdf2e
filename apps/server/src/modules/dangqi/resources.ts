import type { DangqiResourceKind, DangqiResourceRecord } from '@scenecast/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { requireShopAccess } from '../shop/access.js';
import { type ResourceRow, requireResource } from './access.js';
import { dangqiResource } from './schema.js';
import { requireStaffOfShop } from './staff.js';

export function toResourceRecord(row: ResourceRow): DangqiResourceRecord {
  return {
    id: row.id,
    shopId: row.shopId,
    kind: row.kind as DangqiResourceKind,
    name: row.name,
    userId: row.userId,
    status: row.status,
  };
}

/** The shop's photographers and rooms, in use first, then by kind and name. */
export async function listResources(db: Db, scope: Scope, shopId: string): Promise<DangqiResourceRecord[]> {
  await requireShopAccess(db, scope, shopId);
  const rows = await db
    .select()
    .from(dangqiResource)
    .where(eq(dangqiResource.shopId, shopId))
    .orderBy(asc(dangqiResource.kind), asc(dangqiResource.name));
  return rows.sort((a, b) => b.status - a.status).map(toResourceRecord);
}

export async function addResource(
  db: Db,
  scope: Scope,
  input: { shopId: string; kind: DangqiResourceKind; name: string; userId?: string | null },
): Promise<DangqiResourceRecord> {
  const shop = await requireShopAccess(db, scope, input.shopId, { owner: true });
  if (input.userId) await requireStaffOfShop(db, scope, input.shopId, input.userId);
  const [row] = await db
    .insert(dangqiResource)
    .values({
      tenantId: shop.tenantId,
      shopId: shop.id,
      kind: input.kind,
      name: input.name,
      userId: input.userId ?? null,
    })
    .returning();
  return toResourceRecord(row);
}

/** Renames, links a staff account, or retires (status 0) a resource; slots already set keep it. */
export async function editResource(
  db: Db,
  scope: Scope,
  input: { id: string; name: string; userId?: string | null; status: number },
): Promise<DangqiResourceRecord> {
  const row = await requireResource(db, scope, input.id);
  if (!row.shop.isOwner) await requireShopAccess(db, scope, row.shopId, { owner: true });
  if (input.userId) await requireStaffOfShop(db, scope, row.shopId, input.userId);
  const [updated] = await db
    .update(dangqiResource)
    .set({ name: input.name, userId: input.userId ?? null, status: input.status })
    .where(eq(dangqiResource.id, input.id))
    .returning();
  return toResourceRecord(updated);
}
