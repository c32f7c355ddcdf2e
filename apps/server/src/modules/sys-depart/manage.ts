import { type DepartRecord, type departAddPayload, type departEditPayload, msg } from '@scenecast/contracts';
import { and, count, eq, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { escapeLike } from '../../platform/db/like.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { users } from '../../platform/identity/schema.js';
import { dropDepartGrants } from '../sys-permission/depart-role.js';
import { holdDepart, reachableDepart } from './access.js';
import { type DepartRow, departs, userDeparts } from './schema.js';

export function toDepartRecord(row: DepartRow): DepartRecord {
  return {
    id: row.id,
    parentId: row.parentId,
    departName: row.departName,
    orgCode: row.orgCode,
    orgType: row.orgType,
    sortNo: row.sortNo,
    mobile: row.mobile,
    address: row.address,
    memo: row.memo,
    tenantId: row.tenantId,
  };
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The code after `code` in A01 … A99, B01 … Z99; null after Z99. */
function nextSegment(code: string | undefined): string | null {
  if (!code) return 'A01';
  const letter = LETTERS.indexOf(code[0]);
  const number = Number(code.slice(1));
  if (number < 99) return `${code[0]}${String(number + 1).padStart(2, '0')}`;
  return letter < LETTERS.length - 1 ? `${LETTERS[letter + 1]}01` : null;
}

/**
 * The org code of a new department: its parent's code plus the segment after the last one used
 * under that parent (A01, A01A01, …). Org codes are unique across tenants, so the roots are read
 * in every tenant; a code is never reused after a delete while a later one exists.
 */
async function nextOrgCode(db: Db, parentCode: string): Promise<string> {
  const rows = await db
    .select({ orgCode: departs.orgCode })
    .from(departs)
    .where(
      and(
        like(departs.orgCode, `${escapeLike(parentCode)}%`),
        sql`length(${departs.orgCode}) = ${parentCode.length + 3}`,
      ),
    );
  const segments = rows
    .map((row) => row.orgCode.slice(parentCode.length))
    .filter((segment) => /^[A-Z]\d{2}$/.test(segment))
    .sort();
  const next = nextSegment(segments.at(-1));
  if (next) return parentCode + next;
  // After Z99, the first free one (left by a delete), if any.
  const used = new Set(segments);
  for (const letter of LETTERS) {
    for (let number = 1; number <= 99; number++) {
      const segment = `${letter}${String(number).padStart(2, '0')}`;
      if (!used.has(segment)) return parentCode + segment;
    }
  }
  throw new BusinessError(msg('departCodesExhausted'));
}

/** POST /sys/sysDepart/add: a root of the caller's tenant, or a child in its parent's tenant. */
export async function addDepart(db: Db, scope: Scope, input: z.output<typeof departAddPayload>): Promise<DepartRecord> {
  const parent = input.parentId ? await reachableDepart(db, scope, input.parentId) : null;
  const { parentId, ...fields } = input;
  // Two adds at once may pick the same code: the unique constraint refuses one, which tries again.
  for (let attempt = 0; ; attempt++) {
    const orgCode = await nextOrgCode(db, parent?.orgCode ?? '');
    try {
      const row = await db.transaction(async (tx) => {
        // The parent is held until the child is in: deleteDepart, which locks it, then counts it.
        if (parent && !(await holdDepart(tx, parent.id))) throw forbidden();
        const [added] = await tx
          .insert(departs)
          .values({
            ...fields,
            parentId,
            orgCode,
            tenantId: parent?.tenantId ?? scope.tenantId,
            orgType: parent ? '2' : '1',
          })
          .returning();
        return added;
      });
      return toDepartRecord(row);
    } catch (error) {
      if (attempt >= 4 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** PUT /sys/sysDepart/edit: name, order, phone, address and memo; the code and parent stay. */
export async function editDepart(
  db: Db,
  scope: Scope,
  input: z.output<typeof departEditPayload>,
): Promise<DepartRecord> {
  await reachableDepart(db, scope, input.id);
  const { id, ...fields } = input;
  const [row] = await db.update(departs).set(fields).where(eq(departs.id, id)).returning();
  return toDepartRecord(row);
}

/**
 * DELETE /sys/sysDepart/delete: only a department with neither sub-departments nor users, so that
 * nobody loses a department or a current department without an administrator deciding it.
 */
export async function deleteDepart(db: Db, scope: Scope, id: string): Promise<void> {
  const depart = await reachableDepart(db, scope, id);
  await db.transaction(async (tx) => {
    // A user who left the department may still name it as the current one. Cleared first: a
    // user's save locks the user, then the department, and this takes them in the same order.
    await tx.update(users).set({ orgCode: null }).where(eq(users.orgCode, depart.orgCode));
    // Locked before counting: a sub-department or a member added meanwhile (each holds the
    // department with a key-share lock) is counted, or finds the department gone.
    await tx.select({ id: departs.id }).from(departs).where(eq(departs.id, id)).for('update');
    const [[children], [members]] = await Promise.all([
      tx.select({ total: count() }).from(departs).where(eq(departs.parentId, id)),
      tx.select({ total: count() }).from(userDeparts).where(eq(userDeparts.departId, id)),
    ]);
    if (children.total > 0) throw new BusinessError(msg('departHasChildren'));
    if (members.total > 0) throw new BusinessError(msg('departHasMembers'));
    await tx.delete(departs).where(eq(departs.id, id));
  });
  await dropDepartGrants(db, id);
}
