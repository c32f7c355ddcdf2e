import type { FastifyRequest } from 'fastify';
import { defineModule, type ModuleApp } from '../../platform/http/module.js';
import { createStorage } from '../../platform/storage/index.js';
import type { WorksContext } from './context.js';
import { hjRoutes } from './hj-routes.js';
import { recycleRoutes } from './recycle-routes.js';
import { uploadRoutes } from './upload-routes.js';
import { worksRoutes } from './works-routes.js';

export type ContextOf = (request: FastifyRequest) => WorksContext;
export type RouteGroup = (app: ModuleApp, ctx: ContextOf) => void;

/**
 * Works and groups (business §7 "Works groups", "Works", "Recycle", the creator calls and the
 * /user/v1 uploads). Every call goes through the shop access rule (requireShopAccess /
 * requireDeviceAccess): another tenant's group, work or screen id is refused with 403.
 */
export const worksModule = defineModule(async (app, { db, config, live }) => {
  const storage = createStorage(config);
  const ctx: ContextOf = (request) => ({
    db,
    scope: request.scope,
    storage,
    live,
    apiBase: config.apiBase,
    quotaBytes: config.worksQuotaBytes,
    maxFileBytes: config.worksMaxFileBytes,
  });
  for (const group of [hjRoutes, worksRoutes, recycleRoutes, uploadRoutes]) group(app, ctx);
});
