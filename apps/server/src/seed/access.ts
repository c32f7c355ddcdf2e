import { eq } from 'drizzle-orm';
import { ensureDepart, joinDepart } from '../modules/sys-depart/service.js';
import { assignRole, type RoleCode } from '../modules/sys-permission/service.js';
import type { Db } from '../platform/db/database.js';
import { users } from '../platform/identity/schema.js';

const ROLES: [username: string, role: RoleCode][] = [
  ['admin', 'admin'],
  ['demo', 'owner'],
  ['demo2', 'owner'],
  ['13800000003', 'owner'],
  ['demo_staff', 'staff'],
];

/** Departments per account: `demo` is in two, so the department switcher has a choice. */
const DEPARTS: { owner: string; orgCode: string; departName: string; members: string[] }[] = [
  { owner: 'admin', orgCode: 'P01', departName: '平台运营部', members: ['admin'] },
  { owner: 'demo', orgCode: 'A01', departName: '总店', members: ['demo', 'demo_staff'] },
  { owner: 'demo', orgCode: 'A02', departName: '分店', members: ['demo'] },
  { owner: 'demo2', orgCode: 'B01', departName: '第二租户总店', members: ['demo2'] },
];

async function userByName(db: Db, username: string) {
  const [user] = await db
    .select({ id: users.id, tenantId: users.tenantId })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  return user;
}

/** Roles and departments of the seeded accounts; idempotent, and skips accounts not seeded. */
export async function seedAccess(db: Db): Promise<void> {
  for (const [username, role] of ROLES) {
    const user = await userByName(db, username);
    if (user) await assignRole(db, user.id, role);
  }
  for (const [index, depart] of DEPARTS.entries()) {
    const owner = await userByName(db, depart.owner);
    if (!owner) continue;
    const departId = await ensureDepart(db, {
      tenantId: owner.tenantId,
      orgCode: depart.orgCode,
      departName: depart.departName,
      sortNo: index + 1,
    });
    for (const member of depart.members) {
      const user = await userByName(db, member);
      if (user) await joinDepart(db, user.id, departId);
    }
  }
}
