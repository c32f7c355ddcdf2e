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
import type { Monitor } from '../monitor/monitor.js';
import type { JobRegistry } from '../scheduler/handlers.js';
import type { Scheduler } from '../scheduler/scheduler.js';

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
  /** Where modules add their job handlers at start-up. */
  jobs: JobRegistry;
  scheduler: Scheduler;
  monitor: Monitor;
  databaseKind: 'pglite' | 'postgres';
}

export type ModulePlugin = FastifyPluginAsync<ModuleOptions, RawServerDefault, ZodTypeProvider>;

export function defineModule(plugin: ModulePlugin): ModulePlugin {
  return plugin;
}
