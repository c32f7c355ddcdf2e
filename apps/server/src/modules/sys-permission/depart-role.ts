import {
  type DepartRoleRecord,
  type departRoleEdit,
  type departRoleFields,
  msg,
  type Page,
} from '@scenecast/contracts';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { type PageQuery, toPage } from '../../platform/db/pagination.js';
import { unlessTaken } from '../../platform/db/unique-violation.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { administeredDepart, membersAmong } from '../sys-depart/access.js';
import { forgetMenus } from './menu-cache.js';
import { departPermissions, departRolePermissions, departRoles, departRoleUsers } from './schema.js';

/** Roles inside a department (sys_depart_role) and the members who hold them (issue #11). */

type DepartRoleRow = typeof departRoles.$inferSelect;

const toRecord = (row: DepartRoleRow): DepartRoleRecord => ({
  id: row.id,
  departId: row.departId,
  roleCode: row.roleCode,
  roleName: row.roleName,
  description: row.description,
  createTime: row.createTime.toISOString(),
});

/** A department role the caller administers: of its current tenant (the platform admin: any); else 403. */
export async function administeredDepartRole(db: Db, scope: Scope, id: string): Promise<DepartRoleRow> {
  const [row] = await db
    .select()
    .from(departRoles)
    .where(and(eq(departRoles.id, id), scope.isPlatformAdmin ? undefined : eq(departRoles.tenantId, scope.tenantId)))
    .limit(1);
  if (!row) throw forbidden();
  return row;
}

/** The users holding any of the roles. */
export async function holdersOf(db: Db, roleIds: string[]): Promise<string[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: departRoleUsers.userId })
    .from(departRoleUsers)
    .where(inArray(departRoleUsers.roleId, roleIds));
  return rows.map((row) => row.userId);
}

/** GET /sys/sysDepartRole/list: the roles of one department, newest first. */
export async function listDepartRoles(
  db: Db,
  scope: Scope,
  query: PageQuery & { deptId: string },
): Promise<Page<DepartRoleRecord>> {
  const depart = await administeredDepart(db, scope, query.deptId);
  const where = eq(departRoles.departId, depart.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(departRoles)
      .where(where)
      .orderBy(desc(departRoles.createTime), asc(departRoles.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(departRoles).where(where),
  ]);
  return toPage(rows.map(toRecord), total, query);
}

async function refuseTakenCode(db: Db, departId: string, roleCode: string, exceptId?: string): Promise<void> {
  const [row] = await db
    .select({ total: count() })
    .from(departRoles)
    .where(
      and(
        eq(departRoles.departId, departId),
        eq(departRoles.roleCode, roleCode),
        exceptId ? ne(departRoles.id, exceptId) : undefined,
      ),
    );
  if (row.total > 0) throw new BusinessError(msg('departRoleCodeTaken'));
}

/** A code is unique in its department (sys_depart_role_code_idx): of two saves of one code at once, one wins. */
const unlessCodeTaken = unlessTaken(msg('departRoleCodeTaken'));

/** POST /sys/sysDepartRole/add: the role belongs to the department and its tenant. */
export async function addDepartRole(
  db: Db,
  scope: Scope,
  input: z.output<typeof departRoleFields>,
): Promise<DepartRoleRecord> {
  const depart = await administeredDepart(db, scope, input.departId);
  await refuseTakenCode(db, depart.id, input.roleCode);
  const [row] = await unlessCodeTaken(() =>
    db
      .insert(departRoles)
      .values({
        tenantId: depart.tenantId,
        departId: depart.id,
        roleCode: input.roleCode,
        roleName: input.roleName,
        description: input.description ?? null,
      })
      .returning(),
  );
  return toRecord(row);
}

/** PUT /sys/sysDepartRole/edit: code, name, description; the department stays. */
export async function editDepartRole(
  db: Db,
  scope: Scope,
  input: z.output<typeof departRoleEdit>,
): Promise<DepartRoleRecord> {
  const role = await administeredDepartRole(db, scope, input.id);
  await refuseTakenCode(db, role.departId, input.roleCode, role.id);
  const [row] = await unlessCodeTaken(() =>
    db
      .update(departRoles)
      .set({ roleCode: input.roleCode, roleName: input.roleName, description: input.description ?? null })
      .where(eq(departRoles.id, role.id))
      .returning(),
  );
  return toRecord(row);
}

/** Deletes roles with their permissions and holders; the holders' menus lose them at once. */
async function removeDepartRoles(db: Db, roleIds: string[]): Promise<void> {
  if (roleIds.length === 0) return;
  const holders = await db.transaction(async (tx) => {
    // Locked first: holders saved meanwhile (saveDepartRoleUsers holds the role) are found and deleted too.
    await tx.select({ id: departRoles.id }).from(departRoles).where(inArray(departRoles.id, roleIds)).for('update');
    const held = await holdersOf(tx, roleIds);
    await tx.delete(departRoleUsers).where(inArray(departRoleUsers.roleId, roleIds));
    await tx.delete(departRolePermissions).where(inArray(departRolePermissions.roleId, roleIds));
    await tx.delete(departRoles).where(inArray(departRoles.id, roleIds));
    return held;
  });
  await forgetMenus(holders);
}

/** DELETE /sys/sysDepartRole/deleteBatch: every id is checked before any is deleted. */
export async function deleteDepartRoles(db: Db, scope: Scope, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  for (const id of unique) await administeredDepartRole(db, scope, id);
  await removeDepartRoles(db, unique);
}

/** When a department is deleted, what it may grant and its roles go with it. */
export async function dropDepartGrants(db: Db, departId: string): Promise<void> {
  const rows = await db.select({ id: departRoles.id }).from(departRoles).where(eq(departRoles.departId, departId));
  await removeDepartRoles(
    db,
    rows.map((row) => row.id),
  );
  await db.delete(departPermissions).where(eq(departPermissions.departId, departId));
}

/** GET /sys/sysDepartRole/queryRoleUsers: the ids of the members holding the role. */
export async function departRoleUserIds(db: Db, scope: Scope, roleId: string): Promise<string[]> {
  const role = await administeredDepartRole(db, scope, roleId);
  const held = await holdersOf(db, [role.id]);
  return (await membersAmong(db, role.departId, held)).sort();
}

/**
 * POST /sys/sysDepartRole/saveRoleUsers: exactly these users hold the role; each must be a member of
 * its department. Those who gain or lose it get their new menu on their next load.
 */
export async function saveDepartRoleUsers(
  db: Db,
  scope: Scope,
  input: { roleId: string; userIds: string[] },
): Promise<void> {
  const role = await administeredDepartRole(db, scope, input.roleId);
  const wanted = [...new Set(input.userIds)];
  if ((await membersAmong(db, role.departId, wanted)).length !== wanted.length) {
    throw new BusinessError(msg('departRoleUserNotMember'));
  }
  const before = await holdersOf(db, [role.id]);
  await db.transaction(async (tx) => {
    // Held until the holders are written: a role deleted meanwhile is refused as unknown.
    const [held] = await tx
      .select({ id: departRoles.id })
      .from(departRoles)
      .where(eq(departRoles.id, role.id))
      .for('key share');
    if (!held) throw forbidden();
    await tx.delete(departRoleUsers).where(eq(departRoleUsers.roleId, role.id));
    if (wanted.length > 0)
      await tx.insert(departRoleUsers).values(wanted.map((userId) => ({ userId, roleId: role.id })));
  });
  await forgetMenus([...new Set([...before, ...wanted])]);
}
