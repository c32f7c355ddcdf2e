import {
  fzCollectionAddBody,
  fzCollectionEditBody,
  fzCollectionSortBody,
  fzIdQuery,
  fzShopQuery,
  fzStatusBody,
  fzStyleAddBody,
  fzStyleEditBody,
  fzStyleListQuery,
  fzStyleSortBody,
} from '@scenecast/contracts';
import type { FastifyRequest } from 'fastify';
import { grantedBy } from '../../platform/auth/route-grant.js';
import { ok } from '../../platform/http/envelope.js';
import { defineModule } from '../../platform/http/module.js';
import { tellShopScreens } from '../device/service.js';
import {
  addCollection,
  deleteCollection,
  editCollection,
  listCollections,
  setCollectionStatus,
  sortCollections,
} from './collections.js';
import type { LookbookContext } from './context.js';
import { addStyle, deleteStyle, editStyle, listStyles, setStyleStatus, sortStyles } from './styles.js';

const tags = ['lookbook'];
const C = '/lookbook/collection';
const S = '/lookbook/style';
const SCOPE_NOTE =
  "The shop must be one the caller reaches (another tenant's or shop's id, or an unknown one: 403) and of the clothing scene (else success false 该门店不是服装场景门店).";
const COLLECTION_RULES =
  'Names unique in the shop (success false 系列名称已存在); season one of spring, summer, autumn, winter, all; year 2000-2100; cover a path the upload call answered, or "" for the first style\'s first photo; status 1 shown on screens (default), 0 hidden.';
const STYLE_RULES =
  '款号 (styleNo) unique in the shop across collections (success false 款号已存在); the collection must be of the same shop (else 403); price in fen; up to 9 photos, the first is the cover; sizes, colours and tags up to 20 short labels each, none twice; status 1 shown (default), 0 hidden. Screens of the shop are told to reload.';
const ORDER_RULE =
  'ids must list every entry once (else success false 排序须包含全部项目); an id not among them is refused with 403.';

/**
 * The clothing scene's lookbook (fz): collections of a season and the styles in each, composed in
 * the console and browsed by touch on the shop's screens.
 */
export const lookbookModule = defineModule(async (app, { db, live }) => {
  grantedBy(app, { menus: ['/fzmain/lookbook'] });
  const ctx = (request: FastifyRequest): LookbookContext => ({
    db,
    scope: request.scope,
    tellScreens: (shopId) => tellShopScreens(db, live, shopId),
  });

  app.get(
    `${C}/list`,
    {
      schema: {
        tags,
        summary: "The shop's collections in order, with their style counts (FzCollection[])",
        description: SCOPE_NOTE,
        querystring: fzShopQuery,
      },
    },
    async (request) => ok(await listCollections(ctx(request), request.query.shopId)),
  );
  app.post(
    `${C}/add`,
    {
      schema: {
        tags,
        summary: 'Add a collection at the end; answers its id',
        description: `${SCOPE_NOTE} ${COLLECTION_RULES}`,
        body: fzCollectionAddBody,
      },
    },
    async (request) => ok(await addCollection(ctx(request), request.body)),
  );
  app.post(
    `${C}/edit`,
    { schema: { tags, summary: 'Change a collection', description: COLLECTION_RULES, body: fzCollectionEditBody } },
    async (request) => ok(await editCollection(ctx(request), request.body)),
  );
  app.post(
    `${C}/status`,
    {
      schema: {
        tags,
        summary: 'Show (1) or hide (0) collections on the screens; one foreign id refuses them all (403)',
        body: fzStatusBody,
      },
    },
    async (request) => ok(await setCollectionStatus(ctx(request), request.body.ids, request.body.status)),
  );
  app.post(
    `${C}/sort`,
    {
      schema: {
        tags,
        summary: "Reorder the shop's collections",
        description: `${SCOPE_NOTE} ${ORDER_RULE}`,
        body: fzCollectionSortBody,
      },
    },
    async (request) => ok(await sortCollections(ctx(request), request.body.shopId, request.body.ids)),
  );
  app.delete(
    `${C}/delete`,
    {
      schema: {
        tags,
        summary: 'Delete an empty collection (one with styles: success false 系列下还有款式，不能删除)',
        querystring: fzIdQuery,
      },
    },
    async (request) => ok(await deleteCollection(ctx(request), request.query.id)),
  );

  app.get(
    `${S}/list`,
    {
      schema: {
        tags,
        summary: "A page of the shop's styles",
        description: `${SCOPE_NOTE} Filters: collectionId (then in the collection's order, else newest first), status, keyword (part of the 款号 or the name).`,
        querystring: fzStyleListQuery,
      },
    },
    async (request) => ok(await listStyles(ctx(request), request.query)),
  );
  app.post(
    `${S}/add`,
    {
      schema: {
        tags,
        summary: 'Add a style at the end of its collection',
        description: `${SCOPE_NOTE} ${STYLE_RULES}`,
        body: fzStyleAddBody,
      },
    },
    async (request) => ok(await addStyle(ctx(request), request.body)),
  );
  app.post(
    `${S}/edit`,
    {
      schema: {
        tags,
        summary: 'Change a style; one moved to another collection goes to its end',
        description: STYLE_RULES,
        body: fzStyleEditBody,
      },
    },
    async (request) => ok(await editStyle(ctx(request), request.body)),
  );
  app.post(
    `${S}/status`,
    {
      schema: {
        tags,
        summary: 'Show (1) or hide (0) styles on the screens; one foreign id refuses them all (403)',
        body: fzStatusBody,
      },
    },
    async (request) => ok(await setStyleStatus(ctx(request), request.body.ids, request.body.status)),
  );
  app.post(
    `${S}/sort`,
    { schema: { tags, summary: "Reorder a collection's styles", description: ORDER_RULE, body: fzStyleSortBody } },
    async (request) => ok(await sortStyles(ctx(request), request.body.collectionId, request.body.ids)),
  );
  app.delete(`${S}/delete`, { schema: { tags, summary: 'Delete a style', querystring: fzIdQuery } }, async (request) =>
    ok(await deleteStyle(ctx(request), request.query.id)),
  );
});
