import {
  DEFAULT_LS_HOME_MODULES,
  LS_BANNERS_MAX,
  LS_CASE_PHOTOS_MAX,
  LS_CASE_PRODUCTS_MAX,
  LS_CASES_MAX,
  LS_HOME_MODULES,
  lsCaseAddBody,
  lsCaseEditBody,
  lsCaseListQuery,
  lsCaseShowBody,
  lsCaseSortBody,
  lsHomeBody,
  lsIdQuery,
  lsShopQuery,
} from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { tellShopScreens } from '../device/service.js';
import { addCase, deleteCase, editCase, listCases, setCaseShown, sortCases } from './cases.js';
import { readHome, writeHome } from './home.js';
import type { LingshouContext } from './products.js';

const tags = ['lingshou'];
const CASE = '/lingshou/case';
const SCOPE_NOTE =
  "The shop must be one the caller reaches (another tenant's or shop's id, or an unknown one: 403) and of the retail scene (else success false 该门店不是零售场景门店). Every member of the shop composes cases, as products.";
const CASE_RULES = `title 1–40; cover and photos (≤ ${LS_CASE_PHOTOS_MAX}) are stored image paths (/sys/common/upload biz shop), no cover shows the first photo; content is the framework's rich text, sanitised on the server; productIds (≤ ${LS_CASE_PRODUCTS_MAX}) must be products of the same shop (another shop's or an unknown product: 403, nothing saved); a product off shelf stays linked but screens leave it out; isShow 1 shows the case on screens, 0 keeps it as a draft.`;

/** The retail shop's showcase cases (/lsmain/anli) and home layout (/lsmain/shouye). */
export const lingshouShowcaseRoutes = defineModule(async (app, { db, live }) => {
  grantedBy(app, { menus: ['/lsmain/anli'] });
  const ctx = (request: FastifyRequest): LingshouContext => ({
    db,
    scope: request.scope,
    tellScreens: (shopId) => tellShopScreens(db, live, shopId),
  });

  app.get(
    `${CASE}/list`,
    {
      schema: {
        tags,
        summary: "The shop's cases in their order (LsCase[]); keyword: part of the title",
        description: SCOPE_NOTE,
        querystring: lsCaseListQuery,
      },
    },
    async (request) => ok(await listCases(ctx(request), request.query.shopId, request.query.keyword)),
  );
  app.post(
    `${CASE}/add`,
    {
      schema: {
        tags,
        summary: 'Add a case; it goes last',
        description: `${SCOPE_NOTE} ${CASE_RULES} A shop has at most ${LS_CASES_MAX} cases (success false 每个门店最多${LS_CASES_MAX}个案例).`,
        body: lsCaseAddBody,
      },
    },
    async (request) => ok(await addCase(ctx(request), request.body)),
  );
  app.post(
    `${CASE}/edit`,
    { schema: { tags, summary: 'Change a case', description: CASE_RULES, body: lsCaseEditBody } },
    async (request) => ok(await editCase(ctx(request), request.body)),
  );
  app.post(
    `${CASE}/show`,
    { schema: { tags, summary: 'Show a case on screens (1) or keep it as a draft (0)', body: lsCaseShowBody } },
    async (request) => ok(await setCaseShown(ctx(request), request.body.id, request.body.isShow)),
  );
  app.post(
    `${CASE}/sort`,
    {
      schema: {
        tags,
        summary: "Order the shop's cases",
        description: `ids: every case of the shop once, in the new order (a partial list or one naming a case twice: success false 排序须包含门店的全部案例; another shop's case: 403). ${SCOPE_NOTE}`,
        body: lsCaseSortBody,
      },
    },
    async (request) => ok(await sortCases(ctx(request), request.body.shopId, request.body.ids)),
  );
  app.delete(
    `${CASE}/delete`,
    { schema: { tags, summary: 'Delete a case; the ones after it move up', querystring: lsIdQuery } },
    async (request) => ok(await deleteCase(ctx(request), request.query.id)),
  );

  app.get(
    '/lingshou/home',
    {
      config: { menus: ['/lsmain/shouye'] },
      schema: {
        tags,
        summary: "The modules the shop's screen and applet home show, in order, with its banners (LsHome)",
        description: `Until saved: ${DEFAULT_LS_HOME_MODULES.join(', ')} and no banners. Any member of the shop reads it. ${SCOPE_NOTE}`,
        querystring: lsShopQuery,
      },
    },
    async (request) => ok(await readHome(ctx(request), request.query.shopId)),
  );
  app.post(
    '/lingshou/home',
    {
      config: { menus: ['/lsmain/shouye'] },
      schema: {
        tags,
        summary: "Choose and order the retail home's modules and its banner images",
        description: `modules: some of ${LS_HOME_MODULES.join(', ')}, each once (首页模块不能重复), in the order the home shows them: banner (the banner images, turning), products (the products on shelf; which ones is the shelf switch's job), categories (category tiles that filter the products), cases (the shown cases; touch opens one), store (the shop's name, phone, address and logo). [] leaves the screen on its shop card. banners: up to ${LS_BANNERS_MAX} stored image paths. Only the shop's owner saves it (members: 403, nothing changes), like the studio's home; the shop's screens are told to fetch again.`,
        body: lsHomeBody,
      },
    },
    async (request) => ok(await writeHome(ctx(request), request.body)),
  );
});
