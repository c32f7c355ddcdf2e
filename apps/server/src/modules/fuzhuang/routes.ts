import {
  FUZHUANG_CATEGORY_CODE,
  fuzhuangAddBody,
  fuzhuangCheckQuery,
  fuzhuangEditBody,
  fuzhuangListQuery,
  studioIdQuery,
  studioIdsQuery,
} from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import {
  addCostume,
  checkCostumeNumber,
  costumeDetail,
  deleteCostumes,
  editCostume,
  type FuzhuangContext,
  listCostumes,
} from './service.js';

const tags = ['fuzhuang'];
const BASE = '/cjFuzhuang/cjFuzhuang';
const ACCESS =
  "The caller must reach the costume's shop (its owner or an active member); another tenant's or another shop's id, or an unknown one, is refused with 403 and nothing changes.";
const FIELDS = `number unique per shop (服装编号已存在): sample albums may list only numbers of the shop's costumes. categoryId: a node below the system category root ${FUZHUANG_CATEGORY_CODE} (服装分类), else 请选择服装分类. sizes and colours: short labels, each once. photos: stored image paths (/sys/common/upload, biz shop). state: available, cleaning (in cleaning) or retired; a retired costume stays so the albums that show it keep it.`;

/** A studio's costumes (issue #13, /cjmain/fuzhuang); paths in the scene modules' shape. */
export const fuzhuangRoutes = defineModule(async (app, { db }) => {
  grantedBy(app, { menus: ['/cjmain/fuzhuang'] });
  const ctx = (request: FastifyRequest): FuzhuangContext => ({ db, scope: request.scope });

  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags,
        summary: "A page of a shop's costumes, newest first, each with the albums that show it (FuzhuangRecord)",
        description: `Search: number and name (contains, or the * convention), categoryId, state. albums: the shop's sample albums listing the number. ${ACCESS}`,
        querystring: fuzhuangListQuery,
      },
    },
    async (request) => ok(await listCostumes(ctx(request), request.query)),
  );
  app.get(
    `${BASE}/queryById`,
    { schema: { tags, summary: 'One costume (FuzhuangRecord)', description: ACCESS, querystring: studioIdQuery } },
    async (request) => ok(await costumeDetail(ctx(request), request.query.id)),
  );
  app.get(
    `${BASE}/checkNumber`,
    {
      schema: {
        tags,
        summary: 'Whether the shop has a costume of this number: {used, id, name}',
        description: `\`id\`: a costume to leave out (the one being edited). ${ACCESS}`,
        querystring: fuzhuangCheckQuery,
      },
    },
    async (request) =>
      ok(await checkCostumeNumber(ctx(request), request.query.shopId, request.query.number, request.query.id)),
  );
  app.post(
    `${BASE}/add`,
    { schema: { tags, summary: 'Create a costume', description: `${FIELDS} ${ACCESS}`, body: fuzhuangAddBody } },
    async (request) => ok(await addCostume(ctx(request), request.body)),
  );
  app.post(
    `${BASE}/edit`,
    {
      schema: {
        tags,
        summary: 'Save a costume (every field)',
        description: `${FIELDS} The number cannot change while an album lists it (该服装编号已被样片使用，不能修改). ${ACCESS}`,
        body: fuzhuangEditBody,
      },
    },
    async (request) => ok(await editCostume(ctx(request), request.body)),
  );
  app.delete(
    `${BASE}/deleteBatch`,
    {
      schema: {
        tags,
        summary: 'Delete costumes (ids comma-joined)',
        description: `Costumes an album lists are refused (服装已被样片使用，不能删除：…): retire them instead. Every id must pass, or nothing is deleted. ${ACCESS}`,
        querystring: studioIdsQuery,
      },
    },
    async (request) => ok(await deleteCostumes(ctx(request), request.query.ids)),
  );
});
