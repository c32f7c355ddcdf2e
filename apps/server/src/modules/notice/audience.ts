import { type AnnouncementTarget, msg } from '@scenecast/contracts';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError } from '../../platform/http/errors.js';
import { users } from '../../platform/identity/schema.js';
import { departSubtreeIds, usersInDeparts } from '../sys-depart/service.js';
import { countVisibleRoles, usersWithRoles } from '../sys-permission/service.js';
import { memberOf } from '../sys-user/service.js';

/** The chosen users are named by username (as the user picker gives them), roles and departments by id. */
interface Targets {
  msgType: AnnouncementTarget;
  targetIds: string[];
}

/**
 * The users a sender may address: a platform administrator everyone (platform announcements),
 * anyone else the active users of the tenant they act in.
 */
function reachableUsers(db: Db, scope: Scope): SQL {
  const active = eq(users.status, 1);
  return scope.isPlatformAdmin ? active : (and(active, memberOf(db, [scope.tenantId])) as SQL);
}

/** The subtree ids of each chosen department; a department of another tenant has none. */
async function departIdsOf(db: Db, scope: Scope, departIds: string[]): Promise<string[]> {
  const subtrees = await Promise.all(departIds.map((id) => departSubtreeIds(db, scope.tenantId, id)));
  if (subtrees.some((ids) => ids.length === 0)) throw new BusinessError(msg('announcementTargetsOutOfTenant'));
  return [...new Set(subtrees.flat())];
}

/** Refuses chosen users, roles or departments the sender may not address; nothing is stored then. */
export async function checkTargets(db: Db, scope: Scope, { msgType, targetIds }: Targets): Promise<void> {
  if (msgType === 'ALL' || targetIds.length === 0) return;
  const unique = [...new Set(targetIds)];
  if (msgType === 'DEPART') {
    await departIdsOf(db, scope, unique);
    return;
  }
  const known =
    msgType === 'ROLE'
      ? await countVisibleRoles(db, scope, unique)
      : (
          await db
            .select({ total: count() })
            .from(users)
            .where(and(inArray(users.username, unique), reachableUsers(db, scope)))
        )[0].total;
  if (known !== unique.length) throw new BusinessError(msg('announcementTargetsOutOfTenant'));
}

/** The users an announcement targets, as a condition on sys_user. */
async function targeted(db: Db, scope: Scope, { msgType, targetIds }: Targets): Promise<SQL | undefined> {
  switch (msgType) {
    case 'ALL':
      return undefined;
    case 'USER':
      return inArray(users.username, targetIds);
    case 'ROLE':
      return inArray(users.id, usersWithRoles(db, scope, targetIds));
    case 'DEPART':
      return inArray(users.id, usersInDeparts(db, await departIdsOf(db, scope, targetIds)));
  }
}

/** The users an announcement reaches, as a condition on sys_user, resolved when it is released. */
export async function receiverFilter(db: Db, scope: Scope, targets: Targets): Promise<SQL> {
  return and(reachableUsers(db, scope), await targeted(db, scope, targets)) as SQL;
}
