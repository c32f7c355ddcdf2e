import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { formFieldsAsBody } from '../../platform/http/form-body.js';
import { requireHj } from './access.js';
import { hjRecords } from './groups.js';
import { allWorksOfHj } from './library.js';
import { hjIdQuery, idQuery, idsQuery, shopOptional, trashQuery } from './payloads.js';
import { emptyBin, purgeWorks, restoreWorks, trashPage } from './recycle.js';
import type { RouteGroup } from './routes.js';

const tags = ['works'];
const BASE = '/recycle/clWorksRecycle';
const form = { preValidation: formFieldsAsBody };

export const recycleRoutes: RouteGroup = (app, ctx) => {
  grantedBy(app, { menus: ['/cjmain/recycle'] });
  app.get(
    `${BASE}/queryPageTrashSize`,
    {
      config: { menus: ['/cjmain/recycle', '/cjmain/works'] },
      schema: {
        tags,
        summary: "A page of the recycle bin (latest deleted first) with the bin's total bytes and count",
        description:
          'Answers the page ({ records, total, size, current, pages }) plus `trashSize` (bytes) and `trashCount`. With shopId: that shop; without: every shop the caller reaches.',
        querystring: trashQuery,
      },
    },
    async (request) => ok(await trashPage(ctx(request), request.query)),
  );
  app.put(
    `${BASE}/batchRestore`,
    {
      ...form,
      schema: {
        tags,
        summary: 'Restore binned works: back at the end of those of their groups that still exist',
        body: idsQuery,
      },
    },
    async (request) => ok(await restoreWorks(ctx(request), request.body.ids), '还原成功'),
  );
  app.delete(
    `${BASE}/batchDel`,
    {
      ...form,
      schema: {
        tags,
        summary: 'Delete binned works for good: rows, screen links, stored files and thumbnails',
        description:
          'Only works in the bin are deleted (others are left alone); a file still named by a copy from a shared group is kept. Answers how many were deleted.',
        body: idsQuery,
      },
    },
    async (request) => ok(await purgeWorks(ctx(request), request.body.ids), '删除成功'),
  );
  app.delete(
    `${BASE}/delAllWorks`,
    {
      ...form,
      schema: {
        tags,
        summary: 'Empty the recycle bin (of shopId, or of every shop the caller reaches)',
        body: shopOptional,
      },
    },
    async (request) => ok(await emptyBin(ctx(request), request.body.shopId), '已清空回收站'),
  );

  app.get(
    '/creat/clCreatHj/getWorksHjById',
    {
      config: { menus: ['/cjmain/works'] },
      schema: { tags, summary: 'One group with its counts and cover (WorksHjRecord)', querystring: idQuery },
    },
    async (request) => {
      const context = ctx(request);
      const hj = await requireHj(context.db, context.scope, request.query.id);
      const [record] = await hjRecords(context, [hj]);
      return ok(record);
    },
  );
  app.get(
    '/creat/clCreatHj/getWorksListByHjId',
    {
      config: { menus: ['/cjmain/works'] },
      schema: { tags, summary: 'Every work of a group in group order (up to 5000)', querystring: hjIdQuery },
    },
    async (request) => ok(await allWorksOfHj(ctx(request), request.query.hjId)),
  );
};
