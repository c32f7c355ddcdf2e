import { msg, type positionEditPayload, type positionFields } from '@scenecast/contracts';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { unlessTaken } from '../../platform/db/unique-violation.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { allDictItems } from '../sys-dict/service.js';
import { positions } from './schema.js';
import { POSITION_RANK_DICT } from './service.js';

/** The button the write routes declare: it lets a user add, edit and delete the tenant's positions. */
export const POSITION_MANAGE_ACTION = 'system:position:manage';

type Fields = z.output<typeof positionFields>;

/** Rows the caller reads: the current tenant's; every tenant's for the platform administrator. */
export function positionScopeFilter(scope: Scope): SQL | undefined {
  return scope.isPlatformAdmin ? undefined : eq(positions.tenantId, scope.tenantId);
}

/** A position the caller reaches; another tenant's id (or an unknown one) is refused (403, issue #11). */
async function reachablePosition(db: Db, scope: Scope, id: string) {
  const [row] = await db
    .select()
    .from(positions)
    .where(and(eq(positions.id, id), positionScopeFilter(scope)))
    .limit(1);
  if (!row) throw forbidden();
  return row;
}

/** The rank must be a value of the position_rank dictionary; the code unique in the tenant. */
async function checkFields(db: Db, tenantId: number, fields: Fields, exceptId: string | null): Promise<void> {
  const ranks = (await allDictItems(db))[POSITION_RANK_DICT] ?? [];
  if (!ranks.some((item) => item.value === fields.rank)) throw new BusinessError(msg('positionRankUnknown'));
  const [taken] = await db
    .select({ id: positions.id })
    .from(positions)
    .where(
      and(
        eq(positions.tenantId, tenantId),
        eq(positions.code, fields.code),
        exceptId ? ne(positions.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new BusinessError(msg('valueTaken'));
}

/** A code is unique in its tenant (sys_position_tenant_code_uq): of two saves of one code at once, one wins. */
const unlessCodeTaken = unlessTaken(msg('valueTaken'));

function columnsOf(fields: Fields) {
  return { name: fields.name, code: fields.code, postRank: fields.rank };
}

/** POST /sys/position/add: a position of the caller's current tenant. */
export async function addPosition(db: Db, scope: Scope, fields: Fields): Promise<{ id: string }> {
  await checkFields(db, scope.tenantId, fields, null);
  const [row] = await unlessCodeTaken(() =>
    db
      .insert(positions)
      .values({ ...columnsOf(fields), tenantId: scope.tenantId })
      .returning({ id: positions.id }),
  );
  return row;
}

/** PUT /sys/position/edit: name, code and rank; the code stays unique in the position's tenant. */
export async function editPosition(db: Db, scope: Scope, input: z.output<typeof positionEditPayload>): Promise<void> {
  const position = await reachablePosition(db, scope, input.id);
  await checkFields(db, position.tenantId, input, position.id);
  await unlessCodeTaken(() => db.update(positions).set(columnsOf(input)).where(eq(positions.id, position.id)));
}

/** DELETE /sys/position/delete. */
export async function deletePosition(db: Db, scope: Scope, id: string): Promise<void> {
  await reachablePosition(db, scope, id);
  await db.delete(positions).where(eq(positions.id, id));
}
