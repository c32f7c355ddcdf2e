import { msg, type RoleFields } from '@scenecast/contracts';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { unlessTaken } from '../../platform/db/unique-violation.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { roleDataRules, rolePermissions, roles, userRoles } from './schema.js';
import { type Role, roleColumns, visibleRoles } from './service.js';

/** The roles the code itself names (sign-up, seeding, the platform): never changed nor deleted. */
export const BUILT_IN_ROLE_CODES: readonly string[] = ['admin', 'owner', 'staff'];

const isBuiltIn = (role: Pick<Role, 'roleCode' | 'tenantId'>) =>
  role.tenantId === null || BUILT_IN_ROLE_CODES.includes(role.roleCode);

/**
 * A role the caller may read: one of the roles it sees. An unknown id and another tenant's are
 * refused alike (403), so ids reveal nothing.
 */
export async function readableRole(db: Db, scope: Scope, id: string): Promise<Role> {
  const [role] = await db
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.id, id), visibleRoles(scope)))
    .limit(1);
  if (!role) throw forbidden();
  return role;
}

/**
 * A role the caller may change (its fields, its permissions): a platform admin any role; a tenant's
 * administrator only the roles of its current tenant, never a built-in role every tenant shares.
 */
export async function changeableRole(db: Db, scope: Scope, id: string): Promise<Role> {
  const role = await readableRole(db, scope, id);
  if (!scope.isPlatformAdmin && role.tenantId !== scope.tenantId) throw forbidden();
  return role;
}

async function refuseTakenCode(db: Db, roleCode: string, exceptId?: string): Promise<void> {
  const [row] = await db
    .select({ total: count() })
    .from(roles)
    .where(and(eq(roles.roleCode, roleCode), exceptId ? ne(roles.id, exceptId) : undefined));
  if (row.total > 0) throw new BusinessError(msg('roleCodeTaken'));
}

/** Role codes are unique in the system (sys_role.role_code): of two saves of one code at once, one wins. */
const unlessCodeTaken = unlessTaken(msg('roleCodeTaken'));

/** POST /sys/role/add: the new role belongs to the caller's current tenant. */
export async function addRole(db: Db, scope: Scope, input: RoleFields): Promise<Role> {
  await refuseTakenCode(db, input.roleCode);
  const [role] = await unlessCodeTaken(() =>
    db
      .insert(roles)
      .values({
        roleCode: input.roleCode,
        roleName: input.roleName,
        description: input.description ?? null,
        tenantId: scope.tenantId,
      })
      .returning(roleColumns),
  );
  return role;
}

/** PUT /sys/role/edit. A built-in role keeps its code and name: the code refers to them. */
export async function editRole(db: Db, scope: Scope, input: RoleFields & { id: string }): Promise<Role> {
  const role = await changeableRole(db, scope, input.id);
  if (isBuiltIn(role)) throw new BusinessError(msg('roleBuiltIn'));
  await refuseTakenCode(db, input.roleCode, role.id);
  const [updated] = await unlessCodeTaken(() =>
    db
      .update(roles)
      .set({ roleCode: input.roleCode, roleName: input.roleName, description: input.description ?? null })
      .where(eq(roles.id, role.id))
      .returning(roleColumns),
  );
  return updated;
}

/**
 * DELETE /sys/role/delete and deleteBatch. A role some user still holds is refused with how many
 * hold it: deleting it would silently take menus away from people; the administrator first takes
 * the role from them. Its permission and data rule links go with it. All the ids are checked before any is deleted.
 */
export async function deleteRoles(db: Db, scope: Scope, ids: string[]): Promise<void> {
  const unique = [...new Set(ids)];
  for (const id of unique) {
    const role = await changeableRole(db, scope, id);
    if (isBuiltIn(role)) throw new BusinessError(msg('roleBuiltIn'));
  }
  await db.transaction(async (tx) => {
    // Locked before the holders are counted: a user being given one of these roles meanwhile
    // (setUserRoles holds it with a key-share lock) is counted, or finds the role gone.
    await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, unique)).for('update');
    const [held] = await tx.select({ total: count() }).from(userRoles).where(inArray(userRoles.roleId, unique));
    if (held.total > 0) throw new BusinessError(msg('roleInUse', 'zh', held.total));
    await tx.delete(rolePermissions).where(inArray(rolePermissions.roleId, unique));
    await tx.delete(roleDataRules).where(inArray(roleDataRules.roleId, unique));
    await tx.delete(roles).where(inArray(roles.id, unique));
  });
}
