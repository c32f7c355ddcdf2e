import { sceneAddPayload } from '@scenecast/contracts';
import { z } from 'zod';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { addSceneWithShop, addTemplate, extraTemplates, myScenesList, sceneCount } from './service.js';

const tags = ['scene'];
const booleanText = z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean());

export const sceneRoutes = defineModule(async (app, { db, config }) => {
  app.get(
    '/changjing/cjMyChangjing/queryMyChangjingList',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'The caller’s scenes',
        description:
          'The scenes the caller created (in the tenant it acts in) as `result.records`: {id (my scene id), changjingId, name, descText, cover (from the template), shopCount, createTime}, fixed scenes in the order syd, qy, ls, fz. One page holding every record.',
      },
    },
    async (request) => ok(await myScenesList(db, request.scope)),
  );

  app.post(
    '/changjing/cjMyChangjing/v2/add',
    {
      config: { menus: ['/cjmain/shop', '/cjmain/index', '/qymain/index', '/lsmain/index'] },
      schema: {
        tags,
        summary: 'Create a scene with its first shop',
        description:
          'Body {changjingId, shopName, shopBrand}. In one transaction: the scene, its first shop (name = shopName, jcName = shopBrand as sent, e.g. brand + 智慧门店; the brand limit counts the text without that suffix), the caller as the shop’s main user and its share code. A second scene of the same kind: 您已创建过当前场景. An unknown template, or an extra template for a user not in PRIVILEGED_SCENE_USERS: 场景不存在. Answers {myChangjingId, changjingId, shopId}.',
        body: sceneAddPayload,
      },
    },
    async (request) => ok(await addSceneWithShop(db, request.scope, config, request.body), '创建成功'),
  );

  app.get(
    '/changjing/cjMyChangjing/count',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'How many scenes the caller has',
        description:
          '{count, list: [{changjingId, name, isOwner}], tenantHasScene}: the scene kinds the caller created or reaches as an active member of one of their shops (staff count too, so they are not asked to create a scene). The scene dialog opens only when count is 0 and tenantHasScene is false: a back-office user an administrator added to a tenant that already runs scenes is not asked to create one.',
      },
    },
    async (request) => ok(await sceneCount(db, request.scope)),
  );

  app.get(
    '/ptadmin/scene/list/simple',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Extra scene templates for the scene dialog',
        description:
          'The templates other than the four fixed scenes (syd, qy, ls, fz), paged ({id, name, descText, cover, hasTemplate, sort}), filtered by hasTemplate when sent; only for the users named in PRIVILEGED_SCENE_USERS (default `demo`). Anyone else gets an empty page with code 200.',
        querystring: z.object({
          pageNo: z.coerce.number().int().min(1).default(1),
          pageSize: z.coerce.number().int().min(1).max(1000).default(1000),
          hasTemplate: booleanText.optional(),
        }),
      },
    },
    async (request) => ok(await extraTemplates(db, request.scope, config, request.query)),
  );

  app.post(
    '/ptadmin/scene/add',
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: 'Add a scene template (platform administrator)',
        description:
          'Body {id (letters, digits, _ and -), name, descText, cover, hasTemplate, sort}. Platform administrators only (403 otherwise); a taken id: 场景编号已存在.',
        body: z.object({
          id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
          name: z.string().min(1).max(40),
          descText: z.string().max(200).default(''),
          cover: z.string().max(500).default(''),
          hasTemplate: z.boolean().default(true),
          sort: z.number().int().optional(),
        }),
      },
    },
    async (request) => ok(await addTemplate(db, request.scope, request.body)),
  );
});
