import {
  type AnnouncementCategory,
  type AnnouncementDetail,
  type AnnouncementNotice,
  type AnnouncementOpenType,
  type AnnouncementPriority,
  LIST_BY_USER_LIMIT,
  type ListByUserResult,
  type Page,
} from '@scenecast/contracts';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Scope } from '../../platform/auth/scope.js';
import type { Db } from '../../platform/db/database.js';
import { wildcardFilter } from '../../platform/db/like.js';
import { type PageQuery, sortColumn, toPage } from '../../platform/db/pagination.js';
import { notFound } from '../../platform/http/errors.js';
import { readableOpenPage } from './open-page.js';
import { announcementSends, announcements } from './schema.js';

/** What a reader sees of an announcement: one released to them, with their read mark. */
const noticeColumns = {
  anntId: announcements.id,
  titile: announcements.titile,
  msgTxt: announcements.msgTxt,
  sender: announcements.sender,
  priority: announcements.priority,
  msgCategory: announcements.msgCategory,
  sendTime: announcements.sendTime,
  openType: announcements.openType,
  openPage: announcements.openPage,
  busId: announcements.busId,
  readFlag: announcementSends.readFlag,
};

type NoticeRow = Awaited<ReturnType<typeof receipts>>[number];

function toNotice(row: NoticeRow, openPageOf: (openPage: string | null) => string | null): AnnouncementNotice {
  return {
    id: row.anntId,
    anntId: row.anntId,
    msgId: row.anntId,
    titile: row.titile,
    msgTxt: row.msgTxt,
    sender: row.sender,
    priority: row.priority as AnnouncementPriority,
    msgCategory: row.msgCategory as AnnouncementCategory,
    sendTime: row.sendTime?.toISOString() ?? null,
    openType: row.openType as AnnouncementOpenType | null,
    openPage: openPageOf(row.openPage),
    busId: row.busId,
    readFlag: row.readFlag === 1 ? '1' : '0',
  };
}

/** The caller's receipts of announcements still released. */
function mine(scope: Scope, ...more: (SQL | undefined)[]): SQL {
  return and(eq(announcementSends.userId, scope.userId), eq(announcements.sendStatus, '1'), ...more) as SQL;
}

function receipts(db: Db) {
  return db
    .select(noticeColumns)
    .from(announcementSends)
    .innerJoin(announcements, eq(announcements.id, announcementSends.anntId))
    .$dynamic();
}

async function countReceipts(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(announcementSends)
    .innerJoin(announcements, eq(announcements.id, announcementSends.anntId))
    .where(where);
  return row.total;
}

async function unreadOf(db: Db, scope: Scope, category: AnnouncementCategory) {
  const where = mine(scope, eq(announcementSends.readFlag, 0), eq(announcements.msgCategory, category));
  const [rows, total, openPageOf] = await Promise.all([
    receipts(db).where(where).orderBy(desc(announcements.sendTime), asc(announcements.id)).limit(LIST_BY_USER_LIMIT),
    countReceipts(db, where),
    readableOpenPage(db),
  ]);
  return { list: rows.map((row) => toNotice(row, openPageOf)), total };
}

/** GET /sys/annountCement/listByUser: the caller's unread notices and system messages, newest first. */
export async function listByUser(db: Db, scope: Scope): Promise<ListByUserResult> {
  const [annt, sys] = await Promise.all([unreadOf(db, scope, '1'), unreadOf(db, scope, '2')]);
  return { anntMsgList: annt.list, anntMsgTotal: annt.total, sysMsgList: sys.list, sysMsgTotal: sys.total };
}

/** GET /sys/annountCement/queryById: an announcement released to the caller (else 404), with its content. */
export async function readerAnnouncement(db: Db, scope: Scope, id: string): Promise<AnnouncementDetail> {
  const [[row], [content], openPageOf] = await Promise.all([
    receipts(db)
      .where(mine(scope, eq(announcements.id, id)))
      .limit(1),
    db.select({ msgContent: announcements.msgContent }).from(announcements).where(eq(announcements.id, id)),
    readableOpenPage(db),
  ]);
  if (!row) throw notFound();
  return { ...toNotice(row, openPageOf), msgContent: content.msgContent };
}

/** PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId: the caller has read it (404 if not theirs). */
export async function markRead(db: Db, scope: Scope, anntId: string): Promise<void> {
  const [marked] = await db
    .update(announcementSends)
    .set({ readFlag: 1, readTime: new Date() })
    .where(and(eq(announcementSends.anntId, anntId), eq(announcementSends.userId, scope.userId)))
    .returning({ anntId: announcementSends.anntId });
  if (!marked) throw notFound();
}

/** PUT /sys/sysAnnouncementSend/readAll: every notice of the caller counts as read. */
export async function markAllRead(db: Db, scope: Scope): Promise<void> {
  await db
    .update(announcementSends)
    .set({ readFlag: 1, readTime: new Date() })
    .where(and(eq(announcementSends.userId, scope.userId), eq(announcementSends.readFlag, 0)));
}

export interface MyAnnouncementQuery extends PageQuery {
  titile?: string;
  readFlag?: '0' | '1';
  priority?: AnnouncementPriority;
  msgCategory?: AnnouncementCategory;
}

const SORTS = {
  sendTime: announcements.sendTime,
  priority: announcements.priority,
  createTime: announcements.sendTime,
};

/** GET /sys/sysAnnouncementSend/getMyAnnouncementSend: the page behind "view more", read and unread. */
export async function myAnnouncements(
  db: Db,
  scope: Scope,
  query: MyAnnouncementQuery,
): Promise<Page<AnnouncementNotice>> {
  const where = mine(
    scope,
    wildcardFilter(announcements.titile, query.titile),
    query.readFlag ? eq(announcementSends.readFlag, Number(query.readFlag)) : undefined,
    query.priority ? eq(announcements.priority, query.priority) : undefined,
    query.msgCategory ? eq(announcements.msgCategory, query.msgCategory) : undefined,
  );
  const column = sortColumn(SORTS, query.column, announcements.sendTime);
  const [rows, total, openPageOf] = await Promise.all([
    receipts(db)
      .where(where)
      .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(announcements.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    countReceipts(db, where),
    readableOpenPage(db),
  ]);
  return toPage(
    rows.map((row) => toNotice(row, openPageOf)),
    total,
    query,
  );
}
