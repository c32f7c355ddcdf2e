import type { FastifyRequest } from 'fastify';
import { defineModule, type ModuleApp } from '../../platform/http/module.js';
import { registerFileReferences } from '../../platform/storage/file-references.js';
import { createStorage } from '../../platform/storage/index.js';
import type { WorksContext } from './context.js';
import { hjRoutes } from './hj-routes.js';
import { registerWorksJobs } from './jobs.js';
import { WORKS_FOLDER } from './media.js';
import { recycleRoutes } from './recycle-routes.js';
import { namedByWorks } from './stored-files.js';
import { uploadRoutes } from './upload-routes.js';
import { worksRoutes } from './works-routes.js';

export type ContextOf = (request: FastifyRequest) => WorksContext;
export type RouteGroup = (app: ModuleApp, ctx: ContextOf) => void;

/**
 * Works and groups (business §7 "Works groups", "Works", "Recycle", the creator calls and the
 * /user/v1 uploads). Every call goes through the shop access rule (requireShopAccess /
 * requireDeviceAccess): another tenant's group, work or screen id is refused with 403.
 */
export const worksModule = defineModule(async (app, { db, config, live, jobs }) => {
  const storage = createStorage(config);
  registerWorksJobs(jobs, { db, storage, live });
  registerFileReferences(WORKS_FOLDER, namedByWorks);
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
