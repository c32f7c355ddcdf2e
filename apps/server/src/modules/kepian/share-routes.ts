import {
  kepianFenleiQuery,
  kepianJoinBody,
  kepianProblemQuery,
  kepianSharedFenleiQuery,
  kepianShareFenleiBody,
  kepianShareStatusBody,
  kepianShopQuery,
} from '@scenecast/contracts';
import { z } from 'zod';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { fenleiDict } from './fenlei.js';
import { problemPhotos } from './problems.js';
import type { RouteGroup } from './routes.js';
import {
  albumsOfSharedFenlei,
  albumsSharedTo,
  fenleiShareShops,
  joinShare,
  renewShareCode,
  setFenleiShare,
  setShareStatus,
  shareCodeOf,
  shareCounts,
  sharingShops,
} from './sharing.js';

const tags = ['kepian'];
const BASE = '/cjKepian/cjKepian';
const sharedQuery = kepianShopQuery.extend({ fenleiId: z.string().min(1).max(64).optional() });

export const shareRoutes: RouteGroup = (app, ctx) => {
  grantedBy(app, { menus: ['/cjmain/kepian'] });
  app.get(
    `${BASE}/getShareCode`,
    {
      schema: {
        tags,
        summary: "The shop's album share code (6 characters, made on first ask); owners only",
        querystring: kepianShopQuery,
      },
    },
    async (request) => {
      const code = await shareCodeOf(ctx(request), request.query.shopId);
      return ok(code, code);
    },
  );
  app.get(
    `${BASE}/updateShareCode`,
    {
      schema: {
        tags,
        summary: 'A new album share code; the old one no longer joins (shops that joined keep seeing shared albums)',
        querystring: kepianShopQuery,
      },
    },
    async (request) => {
      const code = await renewShareCode(ctx(request), request.query.shopId);
      return ok(code, code);
    },
  );
  app.post(
    `${BASE}/joinShareKepian`,
    {
      schema: {
        tags,
        summary: "The receiving shop joins another shop's album share by its code",
        description:
          "From then on it sees, read-only, the owner's albums on show that are shared (editKpShareStatus) or in a shared category (saveShareFenlei); they go away as soon as the owner stops sharing them. Unknown code: 分享码无效; own code: 不能加入本门店的分享.",
        body: kepianJoinBody,
      },
    },
    async (request) => ok(await joinShare(ctx(request), request.body.shopId, request.body.shareCode)),
  );
  app.post(
    `${BASE}/editKpShareStatus`,
    {
      schema: {
        tags,
        summary: 'Albums shared (1) or not (0) with the shops that joined; owners only',
        body: kepianShareStatusBody,
      },
    },
    async (request) => ok(await setShareStatus(ctx(request), request.body.ids, request.body.shareStatus)),
  );
  app.post(
    `${BASE}/saveShareFenlei`,
    {
      schema: {
        tags,
        summary: 'A whole category shared (1) or not (0): its albums reach the shops that joined; owners only',
        body: kepianShareFenleiBody,
      },
    },
    async (request) => ok(await setFenleiShare(ctx(request), request.body.fenleiId, request.body.isShare)),
  );
  app.get(
    `${BASE}/getShareKepian`,
    {
      schema: {
        tags,
        summary: 'Albums other shops share with this shop (read-only records, isShared true)',
        description: '`fenleiId` narrows to one shared category.',
        querystring: sharedQuery,
      },
    },
    async (request) => ok(await albumsSharedTo(ctx(request), request.query.shopId, request.query.fenleiId)),
  );
  app.get(
    `${BASE}/getshareCount`,
    {
      schema: {
        tags,
        summary: 'Share figures: {sharedCount (albums this shop shares), shopCount (shops that joined), receivedCount}',
        querystring: kepianShopQuery,
      },
    },
    async (request) => ok(await shareCounts(ctx(request), request.query.shopId)),
  );
  app.get(
    `${BASE}/querySharingShopList`,
    {
      schema: { tags, summary: "The shops that joined this shop's album share", querystring: kepianShopQuery },
    },
    async (request) => ok(await sharingShops(ctx(request), request.query.shopId)),
  );
  app.get(
    `${BASE}/queryFlShareShopList`,
    {
      schema: {
        tags,
        summary: 'The shops a shared category reaches (empty while it is not shared)',
        querystring: kepianFenleiQuery,
      },
    },
    async (request) => ok(await fenleiShareShops(ctx(request), request.query.fenleiId)),
  );
  app.get(
    `${BASE}/queryKePianListByShareFl`,
    {
      schema: {
        tags,
        summary: 'Albums of one category shared to this shop',
        querystring: kepianSharedFenleiQuery,
      },
    },
    async (request) => ok(await albumsOfSharedFenlei(ctx(request), request.query.shopId, request.query.fenleiId)),
  );
  app.get(
    `${BASE}/queryFenleiDict`,
    {
      schema: {
        tags,
        summary: "The shop's categories as dictionary items ({value, text, title, level, parentId}), tree order",
        querystring: kepianShopQuery,
      },
    },
    async (request) => ok(await fenleiDict(ctx(request), request.query.shopId)),
  );
  app.get(
    `${BASE}/queryProblemImgList`,
    {
      schema: {
        tags,
        summary: 'Problem photos of the shop (or one album) with their reason',
        description:
          'reason unreadable (no dimensions or bytes), tooSmall (short side below 600 px, KEPIAN_MIN_SHORT_EDGE), duplicate (same bytes as an earlier photo of the album). Fixed by replacing or removing the photo in editKePian.',
        querystring: kepianProblemQuery,
      },
    },
    async (request) => ok(await problemPhotos(ctx(request), request.query.shopId, request.query.kepianId)),
  );
};
