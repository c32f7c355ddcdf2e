import {
  ANNOUNCEMENT_CATEGORIES,
  ANNOUNCEMENT_LINK_HOSTS_DICT,
  ANNOUNCEMENT_PRIORITIES,
  announcementEdit,
  announcementFields,
  msg,
} from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { pageQuery } from '../../platform/db/pagination.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import {
  type AnnouncementContext,
  addAnnouncement,
  deleteAnnouncements,
  editAnnouncement,
  listAnnouncements,
  managedAnnouncementById,
  releaseAnnouncement,
  revokeAnnouncement,
} from './announcements.js';
import { listByUser, markAllRead, markRead, myAnnouncements, readerAnnouncement } from './reading.js';

const tags = ['notice'];
const BASE = '/sys/annountCement';
const SEND = '/sys/sysAnnouncementSend';
const MANAGERS =
  'For users holding the button system:announcement:manage (platform administrators and tenant owners): anyone else gets 403. Only announcements of the tenant the caller acts in; another tenant’s id is 404.';
const TARGETS =
  'msgType ALL (every active user of the tenant; for a platform administrator every user), USER (usernames), ROLE or DEPART (ids) in targetIds (a department includes its sub-departments). A target outside the tenant: 接收对象不属于本租户. msgContent is HTML sanitised on the server (scripts, handlers and unknown tags removed).';

const OPEN_PAGE = `openPage is a console path (one leading "/", no backslash, space or control character) or an https address whose host is an enabled item of the dictionary ${ANNOUNCEMENT_LINK_HOSTS_DICT}, which the platform administrator edits; anything else 400 ${msg('announcementOpenPageInvalid')}, a host not on the list ${msg('announcementOpenPageHostNotAllowed', 'zh', '{host}')}.`;

const idQuery = z.object({ id: z.string().min(1).max(64) });
const idsQuery = z.object({
  ids: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().min(1).max(64)).min(1).max(100)),
});
const anntIdBody = z.object({ anntId: z.string().min(1).max(64) });

export const announcementRoutes = defineModule(async (app, { db, live }) => {
  grantedBy(app, { menus: ['/account/announcement'] });
  const ctx = (request: FastifyRequest): AnnouncementContext => ({ db, live, scope: request.scope });

  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags,
        summary: 'The tenant’s announcements, paged (administration)',
        description: `Granted by the menu 公告管理: a holder without the button system:announcement:manage reads the list (drafts included) but changes nothing. Only announcements of the tenant the caller acts in. Filters: titile (wildcards *v*), sendStatus 0 draft / 1 released / 2 revoked, msgCategory 1 notice / 2 system message. Sort: createTime (default), sendTime, priority, titile.`,
        querystring: pageQuery.extend({
          titile: z.string().max(102).optional(),
          sendStatus: z.enum(['0', '1', '2']).optional(),
          msgCategory: z.enum(ANNOUNCEMENT_CATEGORIES).optional(),
        }),
      },
    },
    async (request) => ok(await listAnnouncements(ctx(request), request.query)),
  );

  app.get(
    `${BASE}/queryById`,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'One announcement released to the caller, with its content',
        description:
          'Answers an announcement only when it is released and the caller is among its receivers (else 404, also for another tenant’s id). With manage=1, a manager reads any announcement of the tenant instead (drafts included).',
        querystring: idQuery.extend({ manage: z.enum(['0', '1']).optional() }),
      },
    },
    async (request) =>
      ok(
        request.query.manage === '1'
          ? await managedAnnouncementById(ctx(request), request.query.id)
          : await readerAnnouncement(db, request.scope, request.query.id),
      ),
  );

  app.post(
    `${BASE}/add`,
    {
      schema: {
        tags,
        summary: 'Write an announcement (a draft)',
        description: `${MANAGERS} ${TARGETS} The sender is the caller. openType component opens openPage with busId; url routes to openPage with a "go and handle" button. ${OPEN_PAGE}`,
        body: announcementFields,
      },
    },
    async (request) => ok(await addAnnouncement(ctx(request), request.body), '添加成功！'),
  );

  app.put(
    `${BASE}/edit`,
    {
      schema: {
        tags,
        summary: 'Change a draft or revoked announcement',
        description: `${MANAGERS} ${TARGETS} ${OPEN_PAGE} A released announcement is revoked first: 该公告已发布.`,
        body: announcementEdit,
      },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      return ok(await editAnnouncement(ctx(request), id, fields), '编辑成功!');
    },
  );

  app.delete(
    `${BASE}/delete`,
    {
      schema: {
        tags,
        summary: 'Delete an announcement and its read marks',
        description: MANAGERS,
        querystring: idQuery,
      },
    },
    async (request) => {
      await deleteAnnouncements(ctx(request), [request.query.id]);
      return ok(null, '删除成功!');
    },
  );

  app.delete(
    `${BASE}/deleteBatch`,
    {
      schema: {
        tags,
        summary: 'Delete several announcements (ids comma-joined, at most 100)',
        description: `${MANAGERS} One id outside the tenant: 404 and nothing is deleted.`,
        querystring: idsQuery,
      },
    },
    async (request) => {
      await deleteAnnouncements(ctx(request), request.query.ids);
      return ok(null, '删除成功!');
    },
  );

  app.get(
    `${BASE}/doReleaseData`,
    {
      schema: {
        tags,
        summary: 'Release an announcement to its receivers',
        description: `${MANAGERS} The receivers are resolved now (users joining later do not get it), each gets an unread mark, and every console of theirs is told at once on the live channel (any server process): {cmd: "topic" for ALL else "user", msgId: the id, msgTxt: the title}. Already released: 该公告已发布; nobody to receive it: 没有接收人. A revoked announcement may be released again (read marks start afresh).`,
        querystring: idQuery,
      },
    },
    async (request) => ok(await releaseAnnouncement(ctx(request), request.query.id), '该公告发布成功'),
  );

  app.get(
    `${BASE}/doReovkeData`,
    {
      schema: {
        tags,
        summary: 'Revoke a released announcement',
        description: `${MANAGERS} Receivers no longer list it; their consoles are told to reload ({cmd, msgId} without text). Not released: 该公告未发布.`,
        querystring: idQuery,
      },
    },
    async (request) => {
      await revokeAnnouncement(ctx(request), request.query.id);
      return ok(null, '该公告撤销成功');
    },
  );

  app.get(
    `${BASE}/listByUser`,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'The caller’s unread notices (anntMsgList) and system messages (sysMsgList)',
        description:
          'Released announcements the caller received and has not read, newest first, at most 20 per list; anntMsgTotal and sysMsgTotal count all of them. Only the caller’s own receipts: no tenant or user parameter is read.',
      },
    },
    async (request) => ok(await listByUser(db, request.scope)),
  );

  const readMark = {
    config: { signedIn: true as const },
    schema: {
      tags,
      summary: 'The caller has read an announcement',
      description:
        'Sets the caller’s own read mark (the spec leaves the method open: PUT and POST both work). An announcement not sent to the caller: 404.',
      body: anntIdBody,
    },
  };
  const markReadHandler = async (request: FastifyRequest<{ Body: z.infer<typeof anntIdBody> }>) => {
    await markRead(db, request.scope, request.body.anntId);
    return ok(null);
  };
  app.put(`${SEND}/editByAnntIdAndUserId`, readMark, markReadHandler);
  app.post(`${SEND}/editByAnntIdAndUserId`, readMark, markReadHandler);

  app.put(
    `${SEND}/readAll`,
    { config: { signedIn: true }, schema: { tags, summary: 'Every announcement of the caller counts as read' } },
    async (request) => {
      await markAllRead(db, request.scope);
      return ok(null, '全部标注已读');
    },
  );

  app.get(
    `${SEND}/getMyAnnouncementSend`,
    {
      config: { menus: ['/message/isps/userAnnouncement'] },
      schema: {
        tags,
        summary: 'The caller’s announcements, read and unread, paged (/message/isps/userAnnouncement)',
        description:
          'Filters: titile (wildcards), readFlag 0/1, priority L/M/H, msgCategory 1/2. Sort: sendTime (default), priority. Revoked announcements are not listed.',
        querystring: pageQuery.extend({
          titile: z.string().max(102).optional(),
          readFlag: z.enum(['0', '1']).optional(),
          priority: z.enum(ANNOUNCEMENT_PRIORITIES).optional(),
          msgCategory: z.enum(ANNOUNCEMENT_CATEGORIES).optional(),
        }),
      },
    },
    async (request) => ok(await myAnnouncements(db, request.scope, request.query)),
  );
});
