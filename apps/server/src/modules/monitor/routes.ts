import { timingSafeEqual } from 'node:crypto';
import { requirePlatformAdmin } from '../../platform/auth/scope.js';
import { ok } from '../../platform/http/envelope.js';
import { notFound, unauthorized } from '../../platform/http/errors.js';
import { defineModule } from '../../platform/http/module.js';
import { databaseStats } from '../../platform/monitor/database-stats.js';
import { liveProcesses } from '../../platform/monitor/processes.js';

const tags = ['monitor'];
const BASE = '/sys/actuator';
const ADMIN_ONLY = 'Platform administrator only (403 for anyone else).';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Monitoring (issue #12): the server, the database, recent requests, live sockets, Prometheus. */
export const monitorRoutes = defineModule(async (app, { db, config, monitor, databaseKind }) => {
  app.get(
    `${BASE}/server`,
    {
      config: { menus: ['/monitor/server'] },
      schema: {
        tags,
        summary: 'The answering process: uptime, memory, event-loop delay, CPU',
        description: `Figures of the process that answers (behind a load balancer, one of several): {host, pid, nodeVersion, uptimeSeconds, memory {rss, heapUsed, heapTotal, external} and systemMemory {total, free} in bytes, eventLoopDelay {meanMs, p99Ms, maxMs} and cpu {cores, processPercent, loadAverage} since the previous read}. ${ADMIN_ONLY}`,
      },
    },
    async (request) => {
      requirePlatformAdmin(request.scope);
      return ok(monitor.serverStats.read());
    },
  );
  app.get(
    `${BASE}/database`,
    {
      config: { menus: ['/monitor/database'] },
      schema: {
        tags,
        summary: 'Database size, connections and slowest statements',
        description: `{kind (pglite, postgres), version, sizeBytes, connections [{state, count}], maxConnections, slowest {source, statements [{query, calls, meanMs, totalMs, maxMs}]}}: the 10 statements of the longest mean time, from pg_stat_statements when that extension is installed (every client's), otherwise (source process) from the answering process's own timings since it started. ${ADMIN_ONLY}`,
      },
    },
    async (request) => {
      requirePlatformAdmin(request.scope);
      return ok(await databaseStats(db, databaseKind, monitor.statementTimings));
    },
  );
  app.get(
    `${BASE}/requests`,
    {
      config: { menus: ['/monitor/requests'] },
      schema: {
        tags,
        summary: 'The last API requests the answering process served',
        description: `Newest first, at most 200 per process: [{time, method, path (without the query string), status, durationMs, requestId}]. ${ADMIN_ONLY}`,
      },
    },
    async (request) => {
      requirePlatformAdmin(request.scope);
      return ok(monitor.recentRequests.list());
    },
  );
  app.get(
    `${BASE}/sockets`,
    {
      config: { menus: ['/monitor/sockets'] },
      schema: {
        tags,
        summary: 'Live sockets per server process',
        description: `Every process heard from in the last 15 s (each writes its row every 5 s): [{id, host, pid, startTime, seenTime, consoles, screens, current (the answering process)}]. ${ADMIN_ONLY}`,
      },
    },
    async (request) => {
      requirePlatformAdmin(request.scope);
      const rows = await liveProcesses(db);
      return ok(rows.map((row) => ({ ...row, current: row.id === monitor.processId })));
    },
  );
  app.get(
    '/actuator/prometheus',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Prometheus text of the answering process',
        description:
          'Prometheus exposition text: scenecast_http_request_duration_seconds (method, route, status), scenecast_live_sockets (kind console, screen), scenecast_job_runs_total (job, outcome) and Node process metrics. Needs `Authorization: Bearer <METRICS_TOKEN>`; 404 while METRICS_TOKEN is unset, 401 for a missing or wrong token. Each process answers for itself: scrape every process.',
      },
    },
    async (request, reply) => {
      if (!config.metricsToken) throw notFound();
      const header = request.headers.authorization ?? '';
      const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      if (!sameSecret(given, config.metricsToken)) throw unauthorized();
      reply.type(monitor.metrics.registry.contentType);
      return monitor.metrics.text();
    },
  );
});
