import {
  kepianAddBody,
  kepianAlbumQuery,
  kepianEditBody,
  kepianFenleiBatchBody,
  kepianFirstQuery,
  kepianFuzhuangQuery,
  kepianIdBody,
  kepianIdQuery,
  kepianIdsQuery,
  kepianIsPublicBody,
  kepianListQuery,
  kepianMaxNumberQuery,
  kepianPasswordQuery,
  kepianPublicPdBody,
  kepianPublicXcxBody,
  kepianQuickEditBody,
  kepianShopQuery,
  kepianSortBody,
  kepianSortsQuery,
  kepianStatusBody,
  kepianXuanyiQuery,
} from '@scenecast/contracts';
import { z } from 'zod';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { advanceAlbum, albumToBottom, albumToTop, cancelAlbumTop, movePhoto, sortAlbum } from './album-order.js';
import {
  addAlbum,
  albumDetail,
  albumsInFenlei,
  deleteAlbums,
  editAlbum,
  fuzhuangUse,
  listAlbums,
  maxMainNumber,
  orderedAlbums,
  quickEditAlbum,
  setFenleiBatch,
  setFlags,
} from './albums.js';
import type { RouteGroup } from './routes.js';
import { albumConfigFor, albumPassword, albumsForPicker, checkedFenlei, shopVip } from './settings.js';

const tags = ['kepian'];
const BASE = '/cjKepian/cjKepian';
const infoQuery = kepianIdQuery.extend({ shopId: z.string().min(1).max(64).optional() });

export const albumRoutes: RouteGroup = (app, ctx) => {
  grantedBy(app, { menus: ['/cjmain/kepian'] });
  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags,
        summary: "A page of a shop's albums in display order (pinned first, then sort 1..n)",
        description:
          'Filters: fenleiId (albums linked to that category), status, isPublicPd, isPublicXcx, vipOnly (0/1), mainNumber and title with the list wildcards (`*v*` contains). Records: KepianRecord (hasPassword, never the password).',
        querystring: kepianListQuery,
      },
    },
    async (request) => ok(await listAlbums(ctx(request), request.query)),
  );
  app.get(
    `${BASE}/queryKePianInfo`,
    {
      schema: {
        tags,
        summary: 'One album with its photos in order (KepianDetail)',
        description:
          'With `shopId` of a receiving shop, reads an album shared to it (isShared true, read-only); otherwise the album must be of a shop the caller reaches.',
        querystring: infoQuery,
      },
    },
    async (request) => ok(await albumDetail(ctx(request), request.query.id, request.query.shopId)),
  );
  app.get(
    `${BASE}/queryContentList`,
    {
      schema: {
        tags,
        summary: "An album's content: its photos in album order, with their problem (or null)",
        querystring: kepianAlbumQuery.extend({ shopId: z.string().min(1).max(64).optional() }),
      },
    },
    async (request) => ok((await albumDetail(ctx(request), request.query.kepianId, request.query.shopId)).photos),
  );
  app.post(
    `${BASE}/addKePian`,
    {
      schema: {
        tags,
        summary: 'Create an album at the end of the shop order',
        description:
          "`photos`: paths of the caller's pending uploads (/user/v1/upload?type=image), in album order; `cover` one of them (empty: the first). mainNumber unique per shop (样片编号已存在); costume numbers used twice or by another album are refused (服装编号重复：…), and so are numbers that are not of the shop's costumes (/cjmain/fuzhuang: 服装编号不存在：…). `password` 4–16 characters, stored as an argon2 hash.",
        body: kepianAddBody,
      },
    },
    async (request) => ok(await addAlbum(ctx(request), request.body)),
  );
  app.post(
    `${BASE}/editKePian`,
    {
      schema: {
        tags,
        summary: 'Save the whole album editor',
        description:
          '`photos` lists the album\'s photos in their new order: existing photo paths stay, pending uploads are claimed, photos left out are removed (this is how a problem photo is fixed). `password`: omitted keeps it, "" removes it.',
        body: kepianEditBody,
      },
    },
    async (request) => ok(await editAlbum(ctx(request), request.body)),
  );
  app.post(
    `${BASE}/edit`,
    {
      schema: {
        tags,
        summary: 'Change a few fields of one album: title, mainNumber, vipOnly, password',
        body: kepianQuickEditBody,
      },
    },
    async (request) => ok(await quickEditAlbum(ctx(request), request.body)),
  );
  app.put(
    `${BASE}/updateStatus`,
    {
      schema: { tags, summary: 'Albums on show (1) or hidden (0)', body: kepianStatusBody },
    },
    async (request) => ok(await setFlags(ctx(request), request.body.ids, { status: request.body.status })),
  );
  app.delete(
    `${BASE}/deleteBatch`,
    {
      schema: {
        tags,
        summary: 'Delete albums (?ids= comma-joined) with their photos, links and costume numbers',
        querystring: kepianIdsQuery,
      },
    },
    async (request) => ok(await deleteAlbums(ctx(request), request.query.ids)),
  );
  app.post(
    `${BASE}/updateKpIsPublic`,
    {
      schema: {
        tags,
        summary: 'Set both public flags of albums at once: on screen (isPublicPd) and in the applet (isPublicXcx)',
        body: kepianIsPublicBody,
      },
    },
    async (request) =>
      ok(
        await setFlags(ctx(request), request.body.ids, {
          isPublicPd: request.body.isPublicPd,
          isPublicXcx: request.body.isPublicXcx,
        }),
      ),
  );
  app.post(
    `${BASE}/updateIsPublicPd`,
    {
      schema: { tags, summary: 'Albums public on the screens (1) or not (0)', body: kepianPublicPdBody },
    },
    async (request) => ok(await setFlags(ctx(request), request.body.ids, { isPublicPd: request.body.isPublicPd })),
  );
  app.post(
    `${BASE}/updateIsPublicXcx`,
    {
      schema: { tags, summary: 'Albums public in the applet (1) or not (0)', body: kepianPublicXcxBody },
    },
    async (request) => ok(await setFlags(ctx(request), request.body.ids, { isPublicXcx: request.body.isPublicXcx })),
  );
  app.post(
    `${BASE}/updateKepianFenleiBatch`,
    {
      schema: {
        tags,
        summary: 'Batch category edit: albums get exactly `fenleiIds` (mode replace) or these added (mode add)',
        description: "Every category must be of the albums' shop, else 403 and nothing changes.",
        body: kepianFenleiBatchBody,
      },
    },
    async (request) =>
      ok(await setFenleiBatch(ctx(request), request.body.ids, request.body.fenleiIds, request.body.mode)),
  );
  app.post(
    `${BASE}/sortKepian`,
    {
      schema: {
        tags,
        summary: 'Drag sort: the album moves to place `sort` of its shop order (clamped to 1..n)',
        description: 'The order stays dense (1..n) under concurrent calls (a lock per shop). Answers the new place.',
        body: kepianSortBody,
      },
    },
    async (request) => ok(await sortAlbum(ctx(request), request.body.id, request.body.sort)),
  );
  app.post(
    `${BASE}/sortTopKepian`,
    {
      schema: { tags, summary: 'Pin an album: top 1 and place 1 of the shop order', body: kepianIdBody },
    },
    async (request) => ok(await albumToTop(ctx(request), request.body.id)),
  );
  app.post(
    `${BASE}/sortBottomKepian`,
    {
      schema: { tags, summary: 'Send an album to the end: unpinned and the last place', body: kepianIdBody },
    },
    async (request) => ok(await albumToBottom(ctx(request), request.body.id)),
  );
  app.post(
    `${BASE}/advance`,
    {
      schema: {
        tags,
        summary: 'Advance: the album moves one place up in the shop order',
        description: 'The first album cannot advance: success false 未知的操作.',
        body: kepianIdBody,
      },
    },
    async (request) => ok(await advanceAlbum(ctx(request), request.body.id)),
  );
  app.get(
    `${BASE}/cancelTop`,
    {
      schema: { tags, summary: 'Unpin an album (top 0); its place in the order is kept', querystring: kepianIdQuery },
    },
    async (request) => ok(await cancelAlbumTop(ctx(request), request.query.id)),
  );
  app.get(
    `${BASE}/listOrder`,
    {
      schema: {
        tags,
        summary: "All of a shop's albums in display order, unpaged (for the sort dialog)",
        querystring: kepianShopQuery,
      },
    },
    async (request) => ok(await orderedAlbums(ctx(request), request.query.shopId)),
  );
  app.get(
    `${BASE}/querySortsKePian`,
    {
      schema: {
        tags,
        summary: "A category's albums (or all without fenleiId) in display order, unpaged",
        querystring: kepianSortsQuery,
      },
    },
    async (request) =>
      ok(
        await orderedAlbums(
          ctx(request),
          request.query.shopId,
          request.query.fenleiId ? albumsInFenlei(request.query.fenleiId) : undefined,
        ),
      ),
  );
  app.get(
    `${BASE}/updateFirst`,
    {
      schema: {
        tags,
        summary: 'Move a photo in its album: first (default, also becomes the cover), up or down one place',
        description:
          'Up from the first answers success false 未知的操作; down from the last 已到最后~. Answers the new place.',
        querystring: kepianFirstQuery,
      },
    },
    async (request) => ok(await movePhoto(ctx(request), request.query.photoId, request.query.move)),
  );
  app.get(
    `${BASE}/getMaxMainNumber`,
    {
      schema: {
        tags,
        summary: 'The largest all-digit album number of the shop and the next one ({max, next})',
        querystring: kepianMaxNumberQuery,
      },
    },
    async (request) => ok(await maxMainNumber(ctx(request), request.query.shopId)),
  );
  app.get(
    `${BASE}/checkFuzhuangNumber`,
    {
      schema: {
        tags,
        summary: 'Whether a costume number is already used by an album of the shop ({used, kepianId, mainNumber})',
        description: '`kepianId` leaves out the album being edited.',
        querystring: kepianFuzhuangQuery,
      },
    },
    async (request) =>
      ok(await fuzhuangUse(ctx(request), request.query.shopId, request.query.number, request.query.kepianId)),
  );
  app.get(
    `${BASE}/getKepianPassword`,
    {
      schema: {
        tags,
        summary: 'Whether the album has a viewing password ({id, hasPassword}); reset=1 removes it',
        description: "Only staff of the album's shop; the password itself is never answered (it is stored as a hash).",
        querystring: kepianPasswordQuery,
      },
    },
    async (request) => ok(await albumPassword(ctx(request), request.query.id, request.query.reset === '1')),
  );
  app.get(
    `${BASE}/queryIsVipByShopId`,
    {
      schema: {
        tags,
        summary: 'Whether the shop has VIP-only albums ({isVip, vipCount})',
        description:
          "VIP-only albums (vipOnly 1) are meant for the applet's VIP members; the console shows the VIP column when isVip.",
        querystring: kepianShopQuery,
      },
    },
    async (request) => ok(await shopVip(ctx(request), request.query.shopId)),
  );
  app.get(
    `${BASE}/queryKePianListForXuanyi`,
    {
      schema: {
        tags,
        summary: 'The album picker (选一): albums on show, {id, mainNumber, title, coverUrl, photoCount}',
        description: '`keyword` matches number or title (contains); `excludeIds` leaves albums out; at most 500.',
        querystring: kepianXuanyiQuery,
      },
    },
    async (request) =>
      ok(await albumsForPicker(ctx(request), request.query.shopId, request.query.keyword, request.query.excludeIds)),
  );
  app.get(
    `${BASE}/queryCheckedFenlei`,
    {
      schema: { tags, summary: 'The category ids an album is linked to', querystring: kepianAlbumQuery },
    },
    async (request) => ok(await checkedFenlei(ctx(request), request.query.kepianId)),
  );
  app.get(
    '/kepianConfig/cjKepianConfig/list',
    {
      schema: {
        tags,
        summary: "The shop's album display settings for screens (one record; defaults until saved)",
        querystring: kepianShopQuery,
      },
    },
    async (request) => ok(await albumConfigFor(ctx(request), request.query.shopId)),
  );
};
