import {
  studioIdQuery,
  studioIdsQuery,
  TAOXI_PRICE_MAX_FEN,
  taoxiAddBody,
  taoxiEditBody,
  taoxiListQuery,
  taoxiSortBody,
  taoxiStatusBody,
} from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import {
  addPackage,
  deletePackages,
  editPackage,
  listPackages,
  movePackage,
  packageDetail,
  setPackageStatus,
  type TaoxiContext,
} from './service.js';

const tags = ['taoxi'];
const BASE = '/cjTaoxi/cjTaoxi';
const ACCESS =
  "The caller must reach the package's shop (its owner or an active member); another tenant's or another shop's id, or an unknown one, is refused with 403 and nothing changes.";

/**
 * A studio's packages (issue #13, /cjmain/taoxi). The spec names no calls for them, so the paths
 * follow the other scene modules' shape (/cjXxx/cjXxx/...).
 */
export const taoxiRoutes = defineModule(async (app, { db }) => {
  grantedBy(app, { menus: ['/cjmain/taoxi'] });
  const ctx = (request: FastifyRequest): TaoxiContext => ({ db, scope: request.scope });

  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags,
        summary: "A page of a shop's packages in the shop's order (sort 1..n) (TaoxiRecord)",
        description: `Filters: status (1 on sale, 0 off), name (contains, or the * convention). ${ACCESS}`,
        querystring: taoxiListQuery,
      },
    },
    async (request) => ok(await listPackages(ctx(request), request.query)),
  );
  app.get(
    `${BASE}/queryById`,
    { schema: { tags, summary: 'One package (TaoxiRecord)', description: ACCESS, querystring: studioIdQuery } },
    async (request) => ok(await packageDetail(ctx(request), request.query.id)),
  );
  const fieldRules = `Money in fen, at most ${TAOXI_PRICE_MAX_FEN}; deposit ≤ price (定金不能大于套系价格); retouched ≤ photos (精修张数不能大于拍摄张数). includes: what is handed over (prints, albums, frames…) with a quantity. cover and gallery are stored image paths from /sys/common/upload (biz shop); no cover: the first gallery image. description is rich text, sanitised on the server. status 1 on sale: shown on the shop's screens (shop home) and to the applet.`;
  app.post(
    `${BASE}/add`,
    {
      schema: {
        tags,
        summary: "Create a package at the end of the shop's order",
        description: `${fieldRules} ${ACCESS}`,
        body: taoxiAddBody,
      },
    },
    async (request) => ok(await addPackage(ctx(request), request.body)),
  );
  app.post(
    `${BASE}/edit`,
    {
      schema: {
        tags,
        summary: 'Save a package (every field)',
        description: `${fieldRules} ${ACCESS}`,
        body: taoxiEditBody,
      },
    },
    async (request) => ok(await editPackage(ctx(request), request.body)),
  );
  app.post(
    `${BASE}/updateStatus`,
    {
      schema: {
        tags,
        summary: 'Put packages on sale (1) or take them off (0); answers how many changed',
        description: `Every id must pass, or nothing changes. ${ACCESS}`,
        body: taoxiStatusBody,
      },
    },
    async (request) => ok(await setPackageStatus(ctx(request), request.body.ids, request.body.status)),
  );
  app.post(
    `${BASE}/sort`,
    {
      schema: {
        tags,
        summary: "Move a package to place `sort` in its shop's order; answers the shop's packages in the new order",
        description: `The order stays dense (1..n); a place past the end means last. ${ACCESS}`,
        body: taoxiSortBody,
      },
    },
    async (request) => ok(await movePackage(ctx(request), request.body.id, request.body.sort)),
  );
  app.delete(
    `${BASE}/deleteBatch`,
    {
      schema: {
        tags,
        summary: 'Delete packages (ids comma-joined); the shops’ orders close up',
        description: `Every id must pass, or nothing is deleted. ${ACCESS}`,
        querystring: studioIdsQuery,
      },
    },
    async (request) => ok(await deletePackages(ctx(request), request.query.ids)),
  );
});
