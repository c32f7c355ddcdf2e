import {
  type Announcement,
  type AnnouncementCategory,
  type AnnouncementOpenType,
  type AnnouncementPriority,
  type AnnouncementSendStatus,
  type AnnouncementTarget,
  type announcementFields,
  msg,
  type Page,
} from '@scenecast/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { requireButton } from '../../platform/auth/button-permission.js';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { wildcardFilter } from '../../platform/db/like.js';
import { type PageQuery, sortColumn, toPage } from '../../platform/db/pagination.js';
import { sanitizeUserHtml } from '../../platform/html/sanitize.js';
import { BusinessError, notFound } from '../../platform/http/errors.js';
import { users } from '../../platform/identity/schema.js';
import type { LiveHub } from '../../platform/live/hub.js';
import { checkTargets, receiverFilter } from './audience.js';
import { requireSafeOpenPage } from './open-page.js';
import { type AnnouncementRow, announcementSends, announcements } from './schema.js';

/** The button action that lets a user write, release and revoke the tenant's announcements. */
export const ANNOUNCEMENT_MANAGE_ACTION = 'system:announcement:manage';

type Fields = z.output<typeof announcementFields>;

export interface AnnouncementContext {
  db: Db;
  live: LiveHub;
  scope: Scope;
}

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    titile: row.titile,
    msgContent: row.msgContent,
    msgTxt: row.msgTxt,
    sender: row.sender,
    priority: row.priority as AnnouncementPriority,
    msgCategory: row.msgCategory as AnnouncementCategory,
    msgType: row.msgType as AnnouncementTarget,
    targetIds: row.targetIds,
    sendStatus: row.sendStatus as AnnouncementSendStatus,
    sendTime: row.sendTime?.toISOString() ?? null,
    cancelTime: row.cancelTime?.toISOString() ?? null,
    openType: row.openType as AnnouncementOpenType | null,
    openPage: row.openPage,
    busId: row.busId,
    createTime: row.createTime.toISOString(),
  };
}

/** The caller's tenant's announcement, for its managers; another tenant's id is unknown (404). */
async function managedAnnouncement({ db, scope }: AnnouncementContext, id: string): Promise<AnnouncementRow> {
  await requireButton(scope, ANNOUNCEMENT_MANAGE_ACTION);
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.tenantId, scope.tenantId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

function columnsOf(fields: Fields) {
  const isOpened = Boolean(fields.openType);
  return {
    titile: fields.titile,
    msgContent: sanitizeUserHtml(fields.msgContent),
    msgTxt: fields.msgTxt ?? null,
    priority: fields.priority,
    msgCategory: fields.msgCategory,
    msgType: fields.msgType,
    targetIds: fields.msgType === 'ALL' ? [] : [...new Set(fields.targetIds)],
    openType: fields.openType ?? null,
    openPage: isOpened ? (fields.openPage ?? null) : null,
    busId: isOpened ? (fields.busId ?? null) : null,
  };
}

export interface AnnouncementQuery extends PageQuery {
  titile?: string;
  sendStatus?: string;
  msgCategory?: string;
}

const SORTS = {
  createTime: announcements.createTime,
  sendTime: announcements.sendTime,
  priority: announcements.priority,
  titile: announcements.titile,
};

/** GET /sys/annountCement/list: the tenant's announcements, drafts included, for the 公告管理 page. */
export async function listAnnouncements(
  { db, scope }: AnnouncementContext,
  query: AnnouncementQuery,
): Promise<Page<Announcement>> {
  const where = and(
    eq(announcements.tenantId, scope.tenantId),
    wildcardFilter(announcements.titile, query.titile),
    query.sendStatus ? eq(announcements.sendStatus, query.sendStatus) : undefined,
    query.msgCategory ? eq(announcements.msgCategory, query.msgCategory) : undefined,
  ) as SQL;
  const column = sortColumn(SORTS, query.column, announcements.createTime);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(announcements.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(announcements).where(where),
  ]);
  return toPage(rows.map(toAnnouncement), total, query);
}

export async function addAnnouncement(ctx: AnnouncementContext, fields: Fields): Promise<Announcement> {
  await requireButton(ctx.scope, ANNOUNCEMENT_MANAGE_ACTION);
  await checkTargets(ctx.db, ctx.scope, fields);
  const columns = columnsOf(fields);
  await requireSafeOpenPage(ctx.db, columns.openPage);
  const [row] = await ctx.db
    .insert(announcements)
    .values({
      ...columns,
      tenantId: ctx.scope.tenantId,
      sender: ctx.scope.username,
      createBy: ctx.scope.userId,
    })
    .returning();
  return toAnnouncement(row);
}

/** A released announcement is revoked before it is changed, so receivers never see it change. */
export async function editAnnouncement(ctx: AnnouncementContext, id: string, fields: Fields): Promise<Announcement> {
  const current = await managedAnnouncement(ctx, id);
  if (current.sendStatus === '1') throw new BusinessError(msg('announcementReleased'));
  await checkTargets(ctx.db, ctx.scope, fields);
  const columns = columnsOf(fields);
  await requireSafeOpenPage(ctx.db, columns.openPage);
  const [row] = await ctx.db.update(announcements).set(columns).where(eq(announcements.id, id)).returning();
  return toAnnouncement(row);
}

export async function deleteAnnouncements(ctx: AnnouncementContext, ids: string[]): Promise<void> {
  for (const id of ids) await managedAnnouncement(ctx, id);
  const receivers = await ctx.db
    .selectDistinct({ userId: announcementSends.userId })
    .from(announcementSends)
    .where(and(inArray(announcementSends.anntId, ids), eq(announcementSends.readFlag, 0)));
  await ctx.db.transaction(async (tx) => {
    await tx.delete(announcementSends).where(inArray(announcementSends.anntId, ids));
    await tx.delete(announcements).where(inArray(announcements.id, ids));
  });
  await tellReceivers(
    ctx.live,
    receivers.map((row) => row.userId),
    { cmd: 'topic' },
  );
}

export async function managedAnnouncementById(ctx: AnnouncementContext, id: string): Promise<Announcement> {
  return toAnnouncement(await managedAnnouncement(ctx, id));
}

function tellReceivers(live: LiveHub, userIds: string[], message: { cmd: string; msgId?: string; msgTxt?: string }) {
  return live.sendMany(
    userIds.map((id) => ({ kind: 'user' as const, id })),
    message,
  );
}

/**
 * GET /sys/annountCement/doReleaseData: the receivers are resolved now (users who join later do
 * not get it) and written with an unread mark in one INSERT … SELECT (10,000 receivers are one
 * statement, not 10,000 parameters), then told over the live channel at once.
 */
export async function releaseAnnouncement(ctx: AnnouncementContext, id: string): Promise<{ receivers: number }> {
  const current = await managedAnnouncement(ctx, id);
  if (current.sendStatus === '1') throw new BusinessError(msg('announcementReleased'));
  const audience = await receiverFilter(ctx.db, ctx.scope, {
    msgType: current.msgType as AnnouncementTarget,
    targetIds: current.targetIds,
  });
  const receivers = await ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(announcements)
      .set({ sendStatus: '1', sendTime: new Date(), cancelTime: null })
      .where(and(eq(announcements.id, id), eq(announcements.sendStatus, current.sendStatus)))
      .returning({ id: announcements.id });
    if (!claimed) throw new BusinessError(msg('announcementReleased'));
    await tx.delete(announcementSends).where(eq(announcementSends.anntId, id));
    const written = await tx
      .insert(announcementSends)
      .select(
        tx
          .select({
            anntId: sql<string>`${id}::text`.as('annt_id'),
            userId: users.id,
            readFlag: sql<number>`0`.as('read_flag'),
            readTime: sql<Date | null>`NULL::timestamptz`.as('read_time'),
          })
          .from(users)
          .where(audience),
      )
      .returning({ userId: announcementSends.userId });
    if (written.length === 0) throw new BusinessError(msg('announcementNoReceivers'));
    return written.map((row) => row.userId);
  });
  await tellReceivers(ctx.live, receivers, {
    cmd: current.msgType === 'ALL' ? 'topic' : 'user',
    msgId: id,
    msgTxt: current.titile,
  });
  return { receivers: receivers.length };
}

/** GET /sys/annountCement/doReovkeData: receivers no longer list it; their consoles reload. */
export async function revokeAnnouncement(ctx: AnnouncementContext, id: string): Promise<void> {
  const current = await managedAnnouncement(ctx, id);
  if (current.sendStatus !== '1') throw new BusinessError(msg('announcementNotReleased'));
  await ctx.db.update(announcements).set({ sendStatus: '2', cancelTime: new Date() }).where(eq(announcements.id, id));
  const receivers = await ctx.db
    .select({ userId: announcementSends.userId })
    .from(announcementSends)
    .where(eq(announcementSends.anntId, id));
  await tellReceivers(
    ctx.live,
    receivers.map((row) => row.userId),
    { cmd: current.msgType === 'ALL' ? 'topic' : 'user', msgId: id },
  );
}
