import {
  fenleiAddBody,
  fenleiChildrenQuery,
  fenleiDeleteShareBody,
  fenleiEditBody,
  fenleiMouldBody,
  fenleiSortBody,
  kepianIdBody,
  kepianIdQuery,
  kepianShopQuery,
} from '@scenecast/contracts';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import {
  addFenlei,
  addFenleiMould,
  deleteFenlei,
  deleteFenleiChildren,
  fenleiChildren,
  fenleiSelectTree,
  fenleiToTop,
  fenleiTree,
  renameFenlei,
  sortFenlei,
} from './fenlei.js';
import type { RouteGroup } from './routes.js';
import { hideSharedFenlei, sharedFenlei } from './sharing.js';

const tags = ['kepian'];
const BASE = '/cjKepianFenlei/cjKepianFenlei';

export const fenleiRoutes: RouteGroup = (app, ctx) => {
  grantedBy(app, { menus: ['/cjmain/kepian'] });
  app.get(
    `${BASE}/queryFenLeiByshopId`,
    {
      schema: {
        tags,
        summary: "The shop's category tree (levels 0/1/2 = yj/ej/sj), siblings in order",
        querystring: kepianShopQuery,
      },
    },
    async (request) => ok(await fenleiTree(ctx(request), request.query.shopId)),
  );
  app.get(
    `${BASE}/selectKepainFenLei`,
    {
      schema: {
        tags,
        summary: 'The category tree for a tree-select ({value, title, key, level, children})',
        querystring: kepianShopQuery,
      },
    },
    async (request) => ok(await fenleiSelectTree(ctx(request), request.query.shopId)),
  );
  app.get(
    `${BASE}/queryShareFenLeiByshopId`,
    {
      schema: {
        tags,
        summary: 'Categories other shops share with this shop (read-only; shopId of each node is its owner)',
        querystring: kepianShopQuery,
      },
    },
    async (request) => ok(await sharedFenlei(ctx(request), request.query.shopId)),
  );
  app.get(
    `${BASE}/queryFenLeiByshopIdAndMuluId`,
    {
      schema: {
        tags,
        summary: 'The children of a category (muluId), or the top level without it, in order',
        querystring: fenleiChildrenQuery,
      },
    },
    async (request) => ok(await fenleiChildren(ctx(request), request.query.shopId, request.query.muluId)),
  );
  app.post(
    `${BASE}/addType`,
    {
      schema: {
        tags,
        summary: 'Add a category at the end of its siblings (parentId: a sub-category)',
        description: 'Three levels at most: a child of a level-2 category is refused with 分类最多三级.',
        body: fenleiAddBody,
      },
    },
    async (request) => ok(await addFenlei(ctx(request), request.body)),
  );
  app.post(
    `${BASE}/edit`,
    {
      schema: { tags, summary: 'Rename a category', body: fenleiEditBody },
    },
    async (request) => ok(await renameFenlei(ctx(request), request.body.id, request.body.name)),
  );
  app.post(
    `${BASE}/sortType`,
    {
      schema: {
        tags,
        summary: 'Move a top-level category to place `sort` among its siblings (dense order)',
        description: 'A sub-category answers 该分类不能用此排序 (use childrenSortType).',
        body: fenleiSortBody,
      },
    },
    async (request) => ok(await sortFenlei(ctx(request), request.body.id, request.body.sort, false)),
  );
  app.post(
    `${BASE}/childrenSortType`,
    {
      schema: {
        tags,
        summary: 'Move a sub-category (level 1 or 2) to place `sort` among its siblings',
        description: 'A top-level category answers 该分类不能用此排序 (use sortType).',
        body: fenleiSortBody,
      },
    },
    async (request) => ok(await sortFenlei(ctx(request), request.body.id, request.body.sort, true)),
  );
  app.post(
    `${BASE}/editTypeTop`,
    {
      schema: {
        tags,
        summary: 'Put a category first among its siblings and mark it pinned (top 1)',
        body: kepianIdBody,
      },
    },
    async (request) => ok(await fenleiToTop(ctx(request), request.body.id)),
  );
  app.post(
    `${BASE}/deleteShareFenlei`,
    {
      schema: {
        tags,
        summary: 'The receiving shop removes a category another shop shares with it from its list',
        body: fenleiDeleteShareBody,
      },
    },
    async (request) => ok(await hideSharedFenlei(ctx(request), request.body.shopId, request.body.fenleiId)),
  );
  app.post(
    `${BASE}/addFenleiMould`,
    {
      schema: {
        tags,
        summary: 'Add a built-in category template (mould): hunsha 婚纱照, ertong 儿童照, xiezhen 写真',
        description:
          "The template tree (FENLEI_MOULDS in contracts) is added after the shop's top-level categories; each category keeps the template key in `mould`. Answers the whole tree.",
        body: fenleiMouldBody,
      },
    },
    async (request) => ok(await addFenleiMould(ctx(request), request.body.shopId, request.body.mould)),
  );
  app.delete(
    `${BASE}/delete`,
    {
      schema: {
        tags,
        summary: 'Delete a category with all its sub-categories (albums stay; their links go); answers how many',
        querystring: kepianIdQuery,
      },
    },
    async (request) => ok(await deleteFenlei(ctx(request), request.query.id)),
  );
  app.delete(
    `${BASE}/delTypeChild`,
    {
      schema: {
        tags,
        summary: 'Delete the sub-categories of a category (all levels below it), keeping it; answers how many',
        querystring: kepianIdQuery,
      },
    },
    async (request) => ok(await deleteFenleiChildren(ctx(request), request.query.id)),
  );
};
