import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { newId } from '../db/ids.js';
import type { StatementTimings } from '../db/statement-timings.js';
import type { LiveHub } from '../live/hub.js';
import { Metrics } from './metrics.js';
import { beat, leave, PROCESS_BEAT_MS } from './processes.js';
import { RecentRequests } from './recent-requests.js';
import { ServerStats } from './server-stats.js';

/** What this process measures about itself, for the monitoring calls and the Prometheus text. */
export interface Monitor {
  processId: string;
  metrics: Metrics;
  recentRequests: RecentRequests;
  serverStats: ServerStats;
  statementTimings: StatementTimings;
}

/**
 * Measures every API request (route pattern, status, duration, request id) and keeps this
 * process's row of the cluster's process list fresh, from ready to close.
 */
export function attachMonitor(app: FastifyInstance, database: Database, live: LiveHub, apiBase: string): Monitor {
  const { db } = database;
  const monitor: Monitor = {
    statementTimings: database.timings,
    processId: newId(),
    metrics: new Metrics(() => live.socketCounts()),
    recentRequests: new RecentRequests(),
    serverStats: new ServerStats(),
  };
  app.addHook('onResponse', async (request, reply) => {
    if (!request.url.startsWith(`${apiBase}/`)) return;
    const seconds = reply.elapsedTime / 1000;
    const route = request.routeOptions.url ?? 'unmatched';
    monitor.metrics.observeRequest(request.method, route, reply.statusCode, seconds);
    monitor.recentRequests.add({
      time: new Date().toISOString(),
      method: request.method,
      path: request.url.split('?')[0],
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 100) / 100,
      requestId: request.id,
    });
  });
  const startTime = new Date();
  const self = { id: monitor.processId, sockets: () => live.socketCounts() };
  const writeBeat = () =>
    beat(db, self, startTime).catch((error: unknown) => app.log.warn({ err: error }, 'process beat'));
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    await writeBeat();
    timer = setInterval(writeBeat, PROCESS_BEAT_MS);
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    monitor.serverStats.stop();
    await leave(db, monitor.processId).catch(() => undefined);
  });
  return monitor;
}
