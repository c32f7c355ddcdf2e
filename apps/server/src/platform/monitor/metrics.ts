import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { EVENT_LOOP_SAMPLE_MS } from './server-stats.js';

export interface SocketCounts {
  consoles: number;
  screens: number;
}

/**
 * The Prometheus metrics of one server process: request durations by route, the live sockets it
 * holds, and job outcomes, plus Node's own (memory, event loop, CPU). One registry per app, so
 * several apps in one test process never share counters.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requestSeconds = new Histogram({
    name: 'scenecast_http_request_duration_seconds',
    help: 'API request durations by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly jobRuns = new Counter({
    name: 'scenecast_job_runs_total',
    help: 'Scheduled job runs by handler and outcome',
    labelNames: ['job', 'outcome'],
    registers: [this.registry],
  });

  constructor(sockets: () => SocketCounts) {
    collectDefaultMetrics({
      register: this.registry,
      prefix: 'scenecast_',
      eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS,
    });
    new Gauge({
      name: 'scenecast_live_sockets',
      help: 'Live-channel sockets this process holds, by kind',
      labelNames: ['kind'],
      registers: [this.registry],
      collect() {
        const counts = sockets();
        this.set({ kind: 'console' }, counts.consoles);
        this.set({ kind: 'screen' }, counts.screens);
      },
    });
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requestSeconds.observe({ method, route, status: String(status) }, seconds);
  }

  countJobRun(job: string, outcome: string): void {
    this.jobRuns.inc({ job, outcome });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
