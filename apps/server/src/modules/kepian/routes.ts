import type { FastifyRequest } from 'fastify';
import { defineModule, type ModuleApp } from '../../platform/http/module.js';
import { createStorage } from '../../platform/storage/index.js';
import { albumRoutes } from './album-routes.js';
import type { KepianContext } from './context.js';
import { fenleiRoutes } from './fenlei-routes.js';
import { shareRoutes } from './share-routes.js';

export type ContextOf = (request: FastifyRequest) => KepianContext;
export type RouteGroup = (app: ModuleApp, ctx: ContextOf) => void;

/**
 * Sample albums and categories (business §7 "Sample albums", "Categories"). Every call goes
 * through the shop access rule (requireShopAccess): another tenant's or another shop's album,
 * category or shop id is refused with 403 and nothing changes.
 */
export const kepianModule = defineModule(async (app, { db, config }) => {
  const storage = createStorage(config);
  const ctx: ContextOf = (request) => ({ db, scope: request.scope, storage, apiBase: config.apiBase });
  for (const group of [albumRoutes, shareRoutes, fenleiRoutes]) group(app, ctx);
});
