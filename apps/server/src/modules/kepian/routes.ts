import type { FastifyRequest } from 'fastify';
import { defineModule, type ModuleApp } from '../../platform/http/module.js';
import { registerFileReferences } from '../../platform/storage/file-references.js';
import { createStorage } from '../../platform/storage/index.js';
import { registerTodoSource } from '../../platform/todos/registry.js';
import { WORKS_FOLDER } from '../works/media.js';
import { albumRoutes } from './album-routes.js';
import type { KepianContext } from './context.js';
import { fenleiRoutes } from './fenlei-routes.js';
import { namedByPhotos } from './photos.js';
import { shareRoutes } from './share-routes.js';
import { problemPhotoTodos } from './todos.js';

export type ContextOf = (request: FastifyRequest) => KepianContext;
export type RouteGroup = (app: ModuleApp, ctx: ContextOf) => void;

/**
 * Sample albums and categories (business §7 "Sample albums", "Categories"). Every call goes
 * through the shop access rule (requireShopAccess): another tenant's or another shop's album,
 * category or shop id is refused with 403 and nothing changes.
 */
export const kepianModule = defineModule(async (app, { db, config }) => {
  registerTodoSource(problemPhotoTodos);
  const storage = createStorage(config);
  registerFileReferences(WORKS_FOLDER, namedByPhotos);
  const ctx: ContextOf = (request) => ({ db, scope: request.scope, storage, apiBase: config.apiBase });
  for (const group of [albumRoutes, shareRoutes, fenleiRoutes]) group(app, ctx);
});
