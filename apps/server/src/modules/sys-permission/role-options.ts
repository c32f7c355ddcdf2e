import { asc } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { roles } from './schema.js';
import { visibleRoles } from './service.js';

export interface RoleOption {
  id: string;
  roleCode: string;
  roleName: string;
}

/** GET /sys/role/options: the roles the caller may see (as /sys/role/queryall), as a select shows them. */
export function roleOptions(db: Db, scope: Scope): Promise<RoleOption[]> {
  return db
    .select({ id: roles.id, roleCode: roles.roleCode, roleName: roles.roleName })
    .from(roles)
    .where(visibleRoles(scope))
    .orderBy(asc(roles.roleCode));
}
