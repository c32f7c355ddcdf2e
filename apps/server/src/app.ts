import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { MAX_UPLOAD_BYTES } from './modules/files/folders.js';
import { modules } from './modules/index.js';
import { auditPlugin } from './platform/audit/plugin.js';
import { configurePasswordWork, stopPasswordThreads } from './platform/auth/passwords.js';
import { scopePlugin } from './platform/auth/scope.js';
import { connectCaches } from './platform/cache/cluster-cache.js';
import type { Database } from './platform/db/database.js';
import { isDatabaseReachable } from './platform/db/reachable.js';
import { apiDocs } from './platform/http/api-docs.js';
import { failure, ok } from './platform/http/envelope.js';
import { errorHandler } from './platform/http/error-handler.js';
import { formBody } from './platform/http/form-body.js';
import { jsonBody } from './platform/http/json-body.js';
import { requestLanguage } from './platform/http/language.js';
import { signatureCheck } from './platform/http/signature-check.js';
import { textGuard } from './platform/http/text-guard.js';
import { localBus, postgresBus } from './platform/live/bus.js';
import { LiveHub } from './platform/live/hub.js';
import { attachMonitor } from './platform/monitor/monitor.js';
import { JobRegistry } from './platform/scheduler/handlers.js';
import { Scheduler } from './platform/scheduler/scheduler.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live channel's hub: what this process holds, and sending to any process's sockets. */
    live: LiveHub;
    scheduler: Scheduler;
  }
}

// Every schema is zod. Naming its compilers keeps Fastify from loading its JSON-schema ones (ajv)
// at all, a tenth of every start; Fastify's types know only the JSON-schema kind.
const ZOD_SCHEMAS = {
  compilersFactory: {
    buildValidator: () => validatorCompiler as never,
    buildSerializer: () => serializerCompiler as never,
  },
};

const CORS_HEADERS = ['x-access-token', 'tenant-id', 'x-sign', 'x-timestamp', 'content-type'];

/** Builds the whole server: the API under API_BASE, its OpenAPI docs, the built console at `/`. */
export async function buildApp(config: Config, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    genReqId: () => randomUUID(),
    forceCloseConnections: 'idle',
    // No HEAD twin for every GET of the API: a twin is a route to build at every start, and no
    // client asks the API with HEAD. The front ends' files still answer HEAD (@fastify/static).
    exposeHeadRoutes: false,
    bodyLimit: 2 * 1024 * 1024,
    // Behind the TLS proxy WeChat requires, the client's address and scheme come from X-Forwarded-*.
    trustProxy: config.trustProxy,
    schemaController: ZOD_SCHEMAS,
  }).withTypeProvider<ZodTypeProvider>();
  configurePasswordWork({ threads: config.passwordThreads, maxWaitMs: config.passwordMaxWaitMs });

  await app.register(requestLanguage);
  await app.register(errorHandler);
  await app.register(compress, { threshold: 1024 });
  if (config.corsOrigins.length > 0) {
    await app.register(cors, { origin: config.corsOrigins, allowedHeaders: CORS_HEADERS });
  }
  await app.register(rateLimit, { global: false });
  // Browsers send the token as the socket's sub-protocol and drop a socket whose answer lacks it.
  await app.register(websocket, {
    options: { handleProtocols: (protocols) => protocols.values().next().value ?? false },
  });
  const bus = database.url
    ? await postgresBus(database.url, (error) => app.log.error({ err: error }, 'live channel'))
    : localBus();
  const live = new LiveHub(bus);
  const disconnectCaches = connectCaches(bus, database);
  const monitor = attachMonitor(app, database, live, config.apiBase);
  const jobs = new JobRegistry();
  const scheduler = new Scheduler(database.db, jobs, {
    onOutcome: (job, outcome) => monitor.metrics.countJobRun(job, outcome),
    onError: (error) => app.log.error({ err: error }, 'scheduler'),
  });
  apiDocs(app, {
    prefix: `${config.apiBase}/docs`,
    swagger: {
      openapi: {
        info: { title: 'SceneCast API', version: '1.0.0', description: 'The SceneCast console and player API.' },
        components: {
          securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
        },
        security: [{ token: [] }],
      },
      transform: jsonSchemaTransform,
    },
    newInstance: () => Fastify({ logger: false, exposeHeadRoutes: false, schemaController: ZOD_SCHEMAS }),
  });

  await app.register(
    async (api) => {
      await api.register(signatureCheck, { secret: config.signSecret });
      await api.register(scopePlugin, { db: database.db });
      await api.register(auditPlugin, { db: database.db });
      await api.register(jsonBody);
      await api.register(formBody);
      await api.register(textGuard);
      // One file per request; routes stream it and may lower the size limit for their folder.
      await api.register(multipart, {
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 25 },
      });
      api.get('/health', { config: { public: true }, schema: { tags: ['platform'] } }, async (_request, reply) => {
        if (await isDatabaseReachable(database.db)) return ok({ status: 'UP' });
        return reply.status(503).send(failure('database unreachable', 503));
      });
      const options = { db: database.db, config, live, jobs, scheduler, monitor, databaseKind: database.kind };
      for (const module of modules) await api.register(module, options);
    },
    { prefix: config.apiBase },
  );

  await serveBuiltApp(app, config.webDist, '/');
  await serveBuiltApp(app, config.playerDist, '/player/');
  app.decorate('live', live);
  app.decorate('scheduler', scheduler);
  if (config.jobsEnabled) app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await stopPasswordThreads();
    disconnectCaches();
    await live.close();
    await database.close();
  });
  return app;
}

/**
 * Serves a built front end; its hashed assets are cached for good, index.html never. One wildcard
 * route looks each file up when asked: a route per file (~600 with their HEAD twins) cost every
 * start ~0.1 s of building routes.
 */
async function serveBuiltApp(app: FastifyInstance, root: string, prefix: string): Promise<void> {
  if (!existsSync(root)) return;
  await app.register(fastifyStatic, {
    root,
    prefix,
    index: 'index.html',
    decorateReply: prefix === '/',
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        reply.header('cache-control', 'no-cache');
      }
    },
  });
}
