import { z } from 'zod';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { HttpError } from '../../platform/http/errors.js';
import { formFieldsAsBody } from '../../platform/http/form-body.js';
import { requireHj } from './access.js';
import {
  devicePlaylist,
  removeWorksDevices,
  saveDeviceContent,
  saveWorksDevices,
  worksDeviceOptions,
} from './assignment.js';
import {
  joinHj,
  leaveAllHj,
  leaveHj,
  libraryWorks,
  moveToHj,
  newHjWithWorks,
  setHjCover,
  worksByCode,
  worksCounts,
  worksOfHj,
  worksSize,
} from './library.js';
import { worksToTop, worksUpOne } from './ordering.js';
import {
  addHjBody,
  codeQuery,
  coverBody,
  deviceContentBody,
  hjIdsQuery,
  idQuery,
  idsQuery,
  moveQuery,
  shopOptional,
  shopQuery,
  sortQuery,
  worksDevicesBody,
  worksDevicesDelete,
  worksPageQuery,
} from './payloads.js';
import { binWorks } from './recycle.js';
import type { RouteGroup } from './routes.js';

const tags = ['works'];
const BASE = '/works/clWorks';
const form = { preValidation: formFieldsAsBody };

export const worksRoutes: RouteGroup = (app, ctx) => {
  grantedBy(app, { menus: ['/cjmain/works'] });
  app.get(
    `${BASE}/getWorksListByWorksHj`,
    {
      config: { menus: ['/cjmain/works', '/device/plan'] },
      schema: {
        tags,
        summary: "A page of works: a group's in group order (hjId), or a shop's library newest first (shopId)",
        description:
          'With hjId: `sort` is the place 1..n. With shopId: the whole library not in the bin (`ungrouped=true`: only works in no group), `column` createTime/size/name, `order`. Both take `kind` (image/video) and `name` (wildcards).',
        querystring: worksPageQuery,
      },
    },
    async (request) => {
      const { hjId, shopId } = request.query;
      if (hjId) return ok(await worksOfHj(ctx(request), hjId, request.query));
      if (!shopId) throw new HttpError(400, 'hjId 或 shopId 必填');
      return ok(await libraryWorks(ctx(request), shopId, request.query));
    },
  );
  app.get(
    `${BASE}/getWorksListByCode`,
    {
      schema: {
        tags,
        summary: "The caller's works (any of their shops, not in the bin) with this 8-character public code",
        querystring: codeQuery,
      },
    },
    async (request) => ok(await worksByCode(ctx(request), request.query.code)),
  );
  app.get(
    `${BASE}/getWorksSize`,
    {
      schema: {
        tags,
        summary: 'Storage of the tenant: { used, quota, trash, pending } in bytes',
        description:
          "`used` counts every work (the bin included, until emptied) and pending uploads; `quota` is WORKS_QUOTA_BYTES. With shopId: that shop's tenant.",
        querystring: shopOptional,
      },
    },
    async (request) => ok(await worksSize(ctx(request), request.query.shopId)),
  );
  app.get(
    `${BASE}/getWorksDeviceList`,
    {
      schema: {
        tags,
        summary: "The work's shop's screens, `checked` when the work plays on it by itself",
        querystring: idQuery,
      },
    },
    async (request) => ok(await worksDeviceOptions(ctx(request), request.query.id)),
  );
  app.get(
    `${BASE}/getClWorksCount`,
    {
      schema: { tags, summary: "A shop's counts: { total, image, video, trash, groups }", querystring: shopQuery },
    },
    async (request) => ok(await worksCounts(ctx(request), request.query.shopId)),
  );
  app.get(
    `${BASE}/deleteBatchByStatus`,
    {
      schema: {
        tags,
        summary: 'Move works to the recycle bin (status 0)',
        description:
          'They leave their groups (the bin remembers them for a restore) and every screen at once; their files stay until deleted for good. Answers how many moved.',
        querystring: idsQuery,
      },
    },
    async (request) => ok(await binWorks(ctx(request), request.query.ids), '已移入回收站'),
  );
  app.get(
    `${BASE}/sortTop`,
    {
      schema: {
        tags,
        summary: 'Move a work to place 1 of the group; those before it move down one (order stays 1..n)',
        description: 'Concurrent calls on one group run one after the other (advisory lock of the group).',
        querystring: sortQuery,
      },
    },
    async (request) => {
      const context = ctx(request);
      const hj = await requireHj(context.db, context.scope, request.query.hjId);
      await worksToTop(context.db, hj.id, request.query.id);
      return ok(null);
    },
  );
  app.get(
    `${BASE}/sortUp`,
    {
      schema: {
        tags,
        summary: 'Move a work up one place in the group (swaps with the one before)',
        description: 'The first work cannot move up: success false, 未知的操作. Not in the group: 作品不在该分组中.',
        querystring: sortQuery,
      },
    },
    async (request) => {
      const context = ctx(request);
      const hj = await requireHj(context.db, context.scope, request.query.hjId);
      await worksUpOne(context.db, hj.id, request.query.id);
      return ok(null);
    },
  );
  app.get(
    `${BASE}/joinHj`,
    {
      schema: {
        tags,
        summary: 'Works join the group (at its end) and stay in their other groups; answers how many joined',
        querystring: hjIdsQuery,
      },
    },
    async (request) => ok(await joinHj(ctx(request), request.query.hjId, request.query.ids)),
  );
  app.get(
    `${BASE}/joinOtherHj`,
    {
      schema: {
        tags,
        summary: 'Works move from group fromHjId to group hjId (at its end), both of one shop',
        querystring: moveQuery,
      },
    },
    async (request) => ok(await moveToHj(ctx(request), request.query.fromHjId, request.query.hjId, request.query.ids)),
  );
  app.post(
    `${BASE}/addHj`,
    {
      ...form,
      schema: {
        tags,
        summary: 'Create a group (top level of shopId, or under parentId) holding the selected works',
        body: addHjBody,
      },
    },
    async (request) => ok(await newHjWithWorks(ctx(request), request.body), '添加成功'),
  );
  app.post(
    `${BASE}/saveDevice`,
    {
      ...form,
      schema: {
        tags,
        summary: 'Each of these works plays by itself on exactly these screens of its shop',
        description:
          "Single works play after the screen's groups, in the order they were assigned. Affected screens get a `content` command.",
        body: worksDevicesBody,
      },
    },
    async (request) => ok(await saveWorksDevices(ctx(request), request.body.worksIds, request.body.deviceIds)),
  );
  app.post(
    `${BASE}/saveCoverToWorks`,
    {
      ...form,
      schema: {
        tags,
        summary: "Make the work its group's cover (it must be in the group: else 作品不在该分组中)",
        body: coverBody,
      },
    },
    async (request) => {
      await setHjCover(ctx(request), request.body.hjId, request.body.worksId);
      return ok(null, '设置成功');
    },
  );
  app.delete(
    `${BASE}/delDevice`,
    {
      ...form,
      schema: {
        tags,
        summary: 'These works stop playing by themselves on these screens (deviceIds, or all when omitted)',
        body: worksDevicesDelete,
      },
    },
    async (request) => ok(await removeWorksDevices(ctx(request), request.body.worksIds, request.body.deviceIds)),
  );
  app.delete(
    `${BASE}/deleteRelatBatch`,
    {
      ...form,
      schema: {
        tags,
        summary: 'Works leave the group (hjId); they stay in the library and in other groups',
        body: hjIdsQuery,
      },
    },
    async (request) => {
      await leaveHj(ctx(request), request.body.hjId, request.body.ids);
      return ok(null, '移除成功');
    },
  );
  app.get(
    '/works/clWorksRelat/deleteBatchByWorksIds',
    {
      schema: {
        tags,
        summary: 'Works leave every group they are in (they stay in the library)',
        querystring: idsQuery,
      },
    },
    async (request) => {
      await leaveAllHj(ctx(request), request.query.ids);
      return ok(null, '移除成功');
    },
  );
  app.get(
    '/works/clWorksDeviceRealt/list',
    {
      config: { menus: ['/cjmain/works', '/device/list'] },
      schema: {
        tags,
        summary: 'What a screen plays now, in order, with media addresses (the device detail shows it)',
        querystring: z.object({ deviceId: z.string().min(1) }),
      },
    },
    async (request) => ok(await devicePlaylist(ctx(request), request.query.deviceId)),
  );
  app.post(
    '/works/clWorksDeviceRealt/save',
    {
      ...form,
      schema: {
        tags,
        summary: "Set a screen's whole content: these groups in order, then these single works in order",
        description:
          "Replaces what the screen played; groups and works must be of the screen's shop. The screen gets a `content` command.",
        body: deviceContentBody,
      },
    },
    async (request) => {
      await saveDeviceContent(ctx(request), request.body);
      return ok(null, '保存成功');
    },
  );
};
