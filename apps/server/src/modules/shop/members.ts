import {
  type Lang,
  MEMBER_STATUS_ACTIVE,
  memberJobName,
  msg,
  SHOP_JOBS,
  type ShopMemberRecord,
} from '@scenecast/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { BusinessError, forbidden } from '../../platform/http/errors.js';
import { users } from '../../platform/identity/schema.js';
import { forgetMenus } from '../sys-permission/menu-cache.js';
import { requireShopAccess } from './access.js';
import { shopMembers } from './schema.js';

async function membersOf(db: Db, shopId: string, lang: Lang, filter: { status?: number; job?: string }) {
  const rows = await db
    .select({ member: shopMembers, user: users })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(
      and(
        eq(shopMembers.shopId, shopId),
        filter.status === undefined ? undefined : eq(shopMembers.status, filter.status),
        filter.job === undefined ? undefined : eq(shopMembers.job, filter.job),
      ),
    )
    .orderBy(desc(shopMembers.isMain), asc(shopMembers.createTime), asc(shopMembers.id));
  return rows.map(
    ({ member, user }): ShopMemberRecord => ({
      id: member.id,
      shopId: member.shopId,
      userId: member.userId,
      username: user.username,
      realname: user.realname,
      phone: user.phone,
      avatar: user.avatar,
      job: member.job,
      jobName: memberJobName(member, lang),
      isMain: member.isMain,
      status: member.status,
      createTime: member.createTime.toISOString(),
    }),
  );
}

/** POST saveMainUser: the owner becomes the shop's main user (created with the shop; idempotent). */
export async function saveMainUser(db: Db, scope: Scope, shopId: string): Promise<void> {
  await requireShopAccess(db, scope, shopId, { owner: true });
  await db
    .insert(shopMembers)
    .values({ shopId, userId: scope.userId, isMain: true, status: MEMBER_STATUS_ACTIVE })
    .onConflictDoUpdate({
      target: [shopMembers.shopId, shopMembers.userId],
      set: { isMain: true, status: MEMBER_STATUS_ACTIVE },
    });
}

/** GET queryMemberList: the main user first, then staff by joining time; jobs named in `lang`. */
export async function memberList(
  db: Db,
  scope: Scope,
  query: { shopId: string; status?: number },
  lang: Lang,
): Promise<ShopMemberRecord[]> {
  await requireShopAccess(db, scope, query.shopId);
  return membersOf(db, query.shopId, lang, { status: query.status });
}

/** GET getJobMember: the active staff of one job (all jobs without `job`), the main user left out. */
export async function jobMembers(
  db: Db,
  scope: Scope,
  query: { shopId: string; job?: string },
  lang: Lang,
): Promise<ShopMemberRecord[]> {
  await requireShopAccess(db, scope, query.shopId);
  const members = await membersOf(db, query.shopId, lang, { status: MEMBER_STATUS_ACTIVE, job: query.job });
  return members.filter((member) => !member.isMain);
}

/** GET queryJobByShopId: the fixed job list with how many active staff of the shop hold each job. */
export async function jobsOfShop(
  db: Db,
  scope: Scope,
  shopId: string,
  lang: Lang,
): Promise<{ id: string; name: string; memberCount: number }[]> {
  await requireShopAccess(db, scope, shopId);
  const rows = await db
    .select({ job: shopMembers.job, total: count() })
    .from(shopMembers)
    .where(
      and(eq(shopMembers.shopId, shopId), eq(shopMembers.status, MEMBER_STATUS_ACTIVE), eq(shopMembers.isMain, false)),
    )
    .groupBy(shopMembers.job);
  return SHOP_JOBS.map((job) => ({
    id: job.id,
    name: job.name[lang],
    memberCount: rows.find((row) => row.job === job.id)?.total ?? 0,
  }));
}

/** POST updateMemberStatus: the owner enables (1) or disables (0) a member; never the main user. */
export async function setMemberStatus(db: Db, scope: Scope, memberId: string, status: number): Promise<void> {
  const [member] = await db.select().from(shopMembers).where(eq(shopMembers.id, memberId)).limit(1);
  // An unknown id is refused like another owner's, so ids reveal nothing.
  if (!member) throw forbidden(msg('shopNoAccess'));
  await requireShopAccess(db, scope, member.shopId, { owner: true });
  if (member.isMain) throw new BusinessError(msg('mainUserCannotBeDisabled'));
  await db.update(shopMembers).set({ status, pendingReview: false }).where(eq(shopMembers.id, memberId));
  await forgetMenus([member.userId]);
}
