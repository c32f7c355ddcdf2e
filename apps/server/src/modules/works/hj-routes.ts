import { z } from 'zod';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { formFieldsAsBody } from '../../platform/http/form-body.js';
import { requireHj } from './access.js';
import { hjDeviceOptions, removeHjDevices, saveHjDevices } from './assignment.js';
import { addHj, childHj, editHj, hjNameCount, hjShareType, hjTree, listRootHj } from './groups.js';
import { hjWorksCount, joinHj, subtreeWorksTotal, worksOfHj } from './library.js';
import { hjToTop, hjUpOne } from './ordering.js';
import {
  addChildBody,
  addWorksBody,
  childQuery,
  codingQuery,
  copySharedBody,
  editHjBody,
  hjDevicesBody,
  hjDevicesDelete,
  hjIdQuery,
  hjListQuery,
  hjWorksPageQuery,
  idQuery,
  nameCountQuery,
  shareTypeBody,
  shopQuery,
} from './payloads.js';
import { deleteHj } from './recycle.js';
import type { RouteGroup } from './routes.js';
import { copySharedHj, readSharedHj, setShareType } from './sharing.js';
import { addWorksByUpload } from './upload-routes.js';
import { claimUploads } from './uploads.js';

const tags = ['works'];
const BASE = '/works/clWorksHj';
const form = { preValidation: formFieldsAsBody };

export const hjRoutes: RouteGroup = (app, ctx) => {
  grantedBy(app, { menus: ['/cjmain/works'] });
  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags,
        summary: "A page of a shop's top-level groups with their counts, in sibling order",
        description: '`name` takes the list wildcards (`*v*` contains). Each record: WorksHjRecord.',
        querystring: hjListQuery,
      },
    },
    async (request) => ok(await listRootHj(ctx(request), request.query)),
  );
  app.get(
    `${BASE}/queryByParentId`,
    {
      schema: {
        tags,
        summary: "A group's sub-groups (or, with shopId and no parentId, the shop's top-level groups)",
        querystring: childQuery,
      },
    },
    async (request) => ok(await childHj(ctx(request), request.query)),
  );
  app.get(
    `${BASE}/getNameCount`,
    {
      schema: {
        tags,
        summary: 'How many groups of the shop (under parentId when given) already bear this name',
        description: 'For the duplicate check of the group form; `excludeId` leaves out the group being edited.',
        querystring: nameCountQuery,
      },
    },
    async (request) => ok(await hjNameCount(ctx(request), request.query)),
  );
  app.get(
    `${BASE}/getWorksList`,
    {
      schema: {
        tags,
        summary: "A page of a group's works in group order (sort 1..n)",
        querystring: hjWorksPageQuery,
      },
    },
    async (request) => ok(await worksOfHj(ctx(request), request.query.hjId, request.query)),
  );
  app.get(
    `${BASE}/getWorksHjList`,
    {
      config: { menus: ['/cjmain/works', '/device/plan'] },
      schema: {
        tags,
        summary: "The shop's whole group tree (each group with `children`), for the tree and pickers",
        querystring: shopQuery,
      },
    },
    async (request) => ok(await hjTree(ctx(request), request.query.shopId)),
  );
  app.get(
    `${BASE}/getShareWorksHjList`,
    { schema: { tags, summary: "The shop's groups shared by code (flat list)", querystring: shopQuery } },
    async (request) => ok(await hjTree(ctx(request), request.query.shopId, { sharedOnly: true })),
  );
  app.get(
    `${BASE}/getDeviceList`,
    {
      schema: {
        tags,
        summary: "The group's shop's screens, `checked` when the group plays on it",
        querystring: hjIdQuery,
      },
    },
    async (request) => ok(await hjDeviceOptions(ctx(request), request.query.hjId)),
  );
  app.get(
    `${BASE}/getChildWorksTotal`,
    {
      schema: { tags, summary: 'Distinct works in the group and all its sub-groups', querystring: hjIdQuery },
    },
    async (request) => ok(await subtreeWorksTotal(ctx(request), request.query.hjId)),
  );
  app.get(
    `${BASE}/getCountByHjId`,
    { schema: { tags, summary: 'Works directly in the group', querystring: hjIdQuery } },
    async (request) => ok(await hjWorksCount(ctx(request), request.query.hjId)),
  );
  app.get(
    `${BASE}/getShareWorksHjByCoding`,
    {
      schema: {
        tags,
        summary: 'Read a group shared by code: { hj, works } (any signed-in user, any shop or tenant)',
        description:
          'Only a group whose share type is 1 answers; a private group, an unknown or an empty code answer success false (分享码无效或分组未分享 / 请输入分享码). Works: the first 1000 in order.',
        querystring: codingQuery,
      },
    },
    async (request) => ok(await readSharedHj(ctx(request), request.query.coding)),
  );
  app.get(
    `${BASE}/getShareHjType`,
    { schema: { tags, summary: "A group's { id, shareType, shareCoding }", querystring: idQuery } },
    async (request) => ok(await hjShareType(ctx(request), request.query.id)),
  );

  app.post(
    `${BASE}/addChild`,
    {
      ...form,
      schema: {
        tags,
        summary: 'Create a group: under parentId, or at the top level of shopId; placed last among its siblings',
        body: addChildBody,
      },
    },
    async (request) => ok(await addHj(ctx(request), request.body), '添加成功'),
  );
  app.post(
    `${BASE}/addWorks`,
    {
      schema: {
        tags,
        summary: 'Add works to a group: upload one file into it (multipart), or claim uploads / join works (JSON)',
        description:
          "Multipart: `hjId` as a query parameter (or a field before the file) and `file`; the type comes from the bytes (image or video), streamed to storage under the tenant quota; answers the new WorksRecord. JSON or form: `{ hjId, paths?, worksIds? }`: `paths` are the caller's pending uploads from /user/v1/upload, made into works of the group's shop in that order; `worksIds` are works of the same shop that join the group. All go to the end of the group.",
        querystring: z.object({ hjId: z.string().optional() }),
      },
    },
    async (request) => {
      if (request.isMultipart()) return ok(await addWorksByUpload(ctx(request), request), '上传成功');
      const input = addWorksBody.parse(request.body ?? request.query);
      const context = ctx(request);
      const hj = await requireHj(context.db, context.scope, input.hjId);
      const created = input.paths?.length ? await claimUploads(context, hj, input.paths) : [];
      const joined = input.worksIds?.length ? await joinHj(context, hj.id, input.worksIds) : 0;
      return ok({ created, joined: joined + created.length }, '添加成功');
    },
  );
  app.post(
    `${BASE}/first`,
    {
      ...form,
      schema: { tags, summary: 'Move a group to the top of its siblings (order stays 1..n)', body: idQuery },
    },
    async (request) => {
      const context = ctx(request);
      await hjToTop(context.db, await requireHj(context.db, context.scope, request.body.id));
      return ok(null);
    },
  );
  app.post(
    `${BASE}/moveOn`,
    {
      ...form,
      schema: {
        tags,
        summary: 'Move a group up one place among its siblings',
        description: 'The first group cannot move up: success false, 未知的操作.',
        body: idQuery,
      },
    },
    async (request) => {
      const context = ctx(request);
      await hjUpOne(context.db, await requireHj(context.db, context.scope, request.body.id));
      return ok(null);
    },
  );
  app.post(
    `${BASE}/saveDevice`,
    {
      ...form,
      schema: {
        tags,
        summary: 'The group plays on exactly these screens of its shop (the checked set of the picker)',
        description:
          'Screens not listed stop playing it; new screens play it after their other groups. Each affected screen gets a `content` command. A screen of another shop: 只能选择同一门店的设备; of another tenant: 403.',
        body: hjDevicesBody,
      },
    },
    async (request) => ok(await saveHjDevices(ctx(request), request.body.hjId, request.body.deviceIds)),
  );
  app.post(
    `${BASE}/updateWorksHjShareType`,
    {
      ...form,
      schema: {
        tags,
        summary: "Set a group's share type (0 private, 1 shared by code); answers { id, shareType, shareCoding }",
        description:
          'For the shop owner (staff: 403). The first share creates a unique 6-character code the group keeps.',
        body: shareTypeBody,
      },
    },
    async (request) => ok(await setShareType(ctx(request), request.body.id, request.body.shareType)),
  );
  app.post(
    `${BASE}/saveWorksHjRelat`,
    {
      ...form,
      schema: {
        tags,
        summary: 'Copy a group shared by code into one of your shops (a new private group)',
        description:
          "Copies the group's works in order (not its sub-groups). The copies refer to the same stored files (no bytes copied); a file is deleted only when no row names it any more. The copies count towards your tenant's quota.",
        body: copySharedBody,
      },
    },
    async (request) => ok(await copySharedHj(ctx(request), request.body), '添加成功'),
  );
  app.put(
    `${BASE}/edit`,
    {
      ...form,
      schema: {
        tags,
        summary: 'Rename a group, set its image seconds, or move it under another group of the shop',
        description:
          'parentId null moves it to the top level; into itself or below it, or another shop: 不能移动到自身、其子分组或其他门店. A moved group goes last among its new siblings.',
        body: editHjBody,
      },
    },
    async (request) => ok(await editHj(ctx(request), request.body), '编辑成功'),
  );
  app.delete(
    `${BASE}/deleteById`,
    {
      ...form,
      schema: {
        tags,
        summary: 'Delete a group and its sub-groups',
        description:
          'Their screens stop playing them. Works that were in no other group go to the recycle bin (restorable); works also in other groups stay there. Answers { groups, binned }.',
        body: idQuery,
      },
    },
    async (request) => ok(await deleteHj(ctx(request), request.body.id), '删除成功'),
  );
  app.delete(
    `${BASE}/delDevice`,
    {
      ...form,
      schema: {
        tags,
        summary: 'The group stops playing on these screens (deviceIds, or all when omitted)',
        body: hjDevicesDelete,
      },
    },
    async (request) => ok(await removeHjDevices(ctx(request), request.body.hjId, request.body.deviceIds)),
  );
};
