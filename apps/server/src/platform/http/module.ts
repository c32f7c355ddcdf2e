import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Db } from '../db/database.js';
import type { LiveHub } from '../live/hub.js';

/** What a business module's routes plugin receives: the app with zod schemas, the db, the config. */
export type ModuleApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface ModuleOptions {
  db: Db;
  config: Config;
  live: LiveHub;
}

export type ModulePlugin = FastifyPluginAsync<ModuleOptions, RawServerDefault, ZodTypeProvider>;

export function defineModule(plugin: ModulePlugin): ModulePlugin {
  return plugin;
}
