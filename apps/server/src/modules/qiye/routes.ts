import {
  QY_TEMPLATES,
  qyBlockAddBody,
  qyBlockEditBody,
  qyBlockSortBody,
  qyIdQuery,
  qyShopQuery,
  qyTemplateApplyBody,
} from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { tellShopScreens } from '../device/service.js';
import { addBlock, applyTemplate, deleteBlock, editBlock, listBlocks, type QiyeContext, sortBlocks } from './blocks.js';

const tags = ['qiye'];
const BASE = '/qiye/block';
const SCOPE_NOTE =
  "The shop must be one the caller reaches (another tenant's or shop's id, or an unknown one: 403) and of the enterprise scene (else success false 该门店不是企业场景门店).";

/**
 * The enterprise scene's company page (qy, "zero-code company information display"): blocks of
 * fixed kinds composed in the console, started from a template, shown on the shop's screens.
 */
export const qiyeModule = defineModule(async (app, { db, live }) => {
  grantedBy(app, { menus: ['/qymain/blocks'] });
  const ctx = (request: FastifyRequest): QiyeContext => ({
    db,
    scope: request.scope,
    tellScreens: (shopId) => tellShopScreens(db, live, shopId),
  });

  app.get(
    `${BASE}/list`,
    {
      schema: {
        tags,
        summary: "The shop's page: its blocks in order (QyBlock[])",
        description: SCOPE_NOTE,
        querystring: qyShopQuery,
      },
    },
    async (request) => ok(await listBlocks(ctx(request), request.query.shopId)),
  );
  app.post(
    `${BASE}/add`,
    {
      schema: {
        tags,
        summary: 'Add a block at the end of the page',
        description: `${SCOPE_NOTE} At most 20 blocks a shop, 30 entries a block; images are paths the upload call answered.`,
        body: qyBlockAddBody,
      },
    },
    async (request) => ok(await addBlock(ctx(request), request.body)),
  );
  app.post(
    `${BASE}/edit`,
    {
      schema: { tags, summary: "Change a block's title, text, entries or whether it shows", body: qyBlockEditBody },
    },
    async (request) => ok(await editBlock(ctx(request), request.body)),
  );
  app.delete(
    `${BASE}/delete`,
    { schema: { tags, summary: 'Remove a block; the ones after it move up', querystring: qyIdQuery } },
    async (request) => ok(await deleteBlock(ctx(request), request.query.id)),
  );
  app.post(
    `${BASE}/sort`,
    {
      schema: {
        tags,
        summary: "The page's new order: every block id of the shop, each once",
        description:
          'A list missing a block or naming one twice: success false 排序须包含门店的全部模块. A foreign id: 403.',
        body: qyBlockSortBody,
      },
    },
    async (request) => ok(await sortBlocks(ctx(request), request.body.shopId, request.body.ids)),
  );
  app.get(
    '/qiye/template/list',
    { schema: { tags, summary: 'The starting templates: their names and the kinds of block they lay out' } },
    async () => ok(QY_TEMPLATES),
  );
  app.post(
    '/qiye/template/apply',
    {
      schema: {
        tags,
        summary: 'Start an empty page from a template',
        description: `${SCOPE_NOTE} A page that already has blocks is kept: success false 门店已有展示模块，模板只能用于空白页面.`,
        body: qyTemplateApplyBody,
      },
    },
    async (request) => ok(await applyTemplate(ctx(request), request.body.shopId, request.body.templateId)),
  );
});
